import { useId, useState, useTransition, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import type { FindAnything_profile$key } from "../../__generated__/FindAnything_profile.graphql.ts";
import type { FindAnythingRefetchQuery } from "../../__generated__/FindAnythingRefetchQuery.graphql.ts";
import { formatDateGB } from "../../../shared/dates.ts";
import { formatMoney } from "../../../shared/money.ts";
import { lotDetailsHref } from "../../../shared/lotAddress.ts";

const fragment = graphql`
  fragment FindAnything_profile on BusinessProfile
  @refetchable(queryName: "FindAnythingRefetchQuery")
  @argumentDefinitions(find: { type: "String", defaultValue: "" }) {
    search(query: $find, first: 20) {
      match
      text
      lot {
        lotNumber
      }
      container {
        id
        containerNo
        date
      }
      payment {
        id
        amount
        date
      }
    }
  }
`;

export const matchLabels: Record<string, string> = {
  LOT_NUMBER: "Lot",
  CONTAINER_NUMBER: "Container",
  SEAL_NUMBER: "Seal",
  BILL_OF_LADING: "Bill of lading",
  WEIGHBRIDGE_TICKET: "Weighbridge ticket",
  PAYMENT_REFERENCE: "Payment reference",
};

/** The address of a result: its lot, and the entry's row there (the lot screen brings it into view). */
export function resultHref(lotNumber: string, entryId: string | null): string {
  return entryId ? `${lotDetailsHref(lotNumber)}&${new URLSearchParams({ entry: entryId })}` : lotDetailsHref(lotNumber);
}

/**
 * Find anything (issue 48): one box on the lots page finds a lot by its number, a container by its
 * number, seal, bill of lading or weighbridge ticket, a payment by its reference, in every lot of
 * the company; each result links to its lot's row.
 */
export function FindAnything({ profile }: { profile: FindAnything_profile$key }) {
  const [data, refetch] = useRefetchableFragment<FindAnythingRefetchQuery, FindAnything_profile$key>(fragment, profile);
  const [typed, setTyped] = useState("");
  const [asked, setAsked] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const boxId = useId();

  function find(e: FormEvent) {
    e.preventDefault();
    const query = typed.trim();
    setAsked(query);
    startTransition(() => {
      refetch({ find: query }, { fetchPolicy: "network-only" });
    });
  }

  const hits = asked ? data.search : [];
  return (
    <section className="lots-card find-anything" aria-labelledby={`${boxId}-title`}>
      <h2 id={`${boxId}-title`} className="lots-card__title">
        Find anything
      </h2>
      <form role="search" aria-label="Find anything" onSubmit={find} className="find-anything__form">
        <label htmlFor={boxId}>Lot, container, seal, B/L, ticket or payment reference</label>
        <input id={boxId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" maxLength={100} />
        <button type="submit" className="btn btn--small btn--accent" disabled={pending}>
          Find
        </button>
      </form>
      {asked ? (
        <div role="status" aria-live="polite" aria-busy={pending || undefined}>
          {pending ? null : hits.length === 0 ? (
            <p className="lots-muted">Nothing found for “{asked}”.</p>
          ) : (
            <p className="lots-muted">
              {hits.length === 20 ? "The first 20 found" : `${hits.length} found`} for “{asked}”:
            </p>
          )}
          {hits.length > 0 && !pending ? (
            <ul className="find-anything__results">
              {hits.map((hit) => {
                const entry = hit.container ?? hit.payment;
                const what = hit.container
                  ? `container ${hit.container.containerNo} of ${formatDateGB(hit.container.date)}`
                  : hit.payment
                    ? `payment of ${formatMoney(hit.payment.amount)} on ${formatDateGB(hit.payment.date)}`
                    : null;
                return (
                  <li key={`${hit.match}-${entry?.id ?? hit.lot.lotNumber}`}>
                    <Link to={resultHref(hit.lot.lotNumber, entry?.id ?? null)}>
                      {matchLabels[hit.match] ?? hit.match} {hit.text}
                    </Link>{" "}
                    <span className="lots-muted">{what ? `${what}, lot ${hit.lot.lotNumber}` : "lot"}</span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
