import { useEffect, useId, useState, useTransition } from "react";
import { Link } from "react-router-dom";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import type { EnquiryLink_query$key } from "../../__generated__/EnquiryLink_query.graphql.ts";
import type { EnquiryLinkChoicesQuery } from "../../__generated__/EnquiryLinkChoicesQuery.graphql.ts";
import type { MutationOutcome } from "../../relay/outcome.ts";
import { useLinkEnquiryMutation } from "./useLinkEnquiryMutation.ts";

const choicesFragment = graphql`
  fragment EnquiryLink_query on Query
  @refetchable(queryName: "EnquiryLinkChoicesQuery")
  @argumentDefinitions(search: { type: "String", defaultValue: "" }, searching: { type: "Boolean", defaultValue: false }) {
    house @include(if: $searching) {
      counterpartyChoices(search: $search) {
        id
        companyId
        companyName
        role
      }
    }
  }
`;

const sideOf = (role: string) => (role === "SUPPLIER" ? "supplier" : "buyer");

interface Linked {
  companyId: number;
  companyName: string;
  role: string;
}

/**
 * The enquiry's counterparty on the desk (issue 46): the company it is linked to, opening that
 * company's desk page, and a search of the suppliers and buyers to link it to one, or to unlink it.
 */
export function EnquiryLink({
  enquiryId,
  linked,
  query,
  onOutcome,
}: {
  enquiryId: string;
  linked: Linked | null;
  query: EnquiryLink_query$key;
  onOutcome: (outcome: MutationOutcome<true>, success: string) => void;
}) {
  const [data, refetch] = useRefetchableFragment<EnquiryLinkChoicesQuery, EnquiryLink_query$key>(choicesFragment, query);
  const [link, linking] = useLinkEnquiryMutation();
  const [search, setSearch] = useState("");
  const [searching, startSearch] = useTransition();
  const boxId = useId();
  const asked = search.trim();

  // Choices follow what is typed, a quarter of a second after the last key.
  useEffect(() => {
    if (asked === "") return;
    const timer = setTimeout(() => {
      startSearch(() => {
        refetch({ search: asked, searching: true }, { fetchPolicy: "network-only" });
      });
    }, 250);
    return () => clearTimeout(timer);
  }, [asked, refetch]);

  const choices = asked === "" ? [] : (data.house?.counterpartyChoices ?? []);
  return (
    <section className="enquiry-link" aria-labelledby={`${boxId}-title`}>
      <h2 id={`${boxId}-title`}>Counterparty</h2>
      {linked ? (
        <p>
          Linked to <Link to={`/desk/companies/${linked.companyId}`}>{linked.companyName}</Link> ({sideOf(linked.role)}).{" "}
          <button
            type="button"
            className="btn btn--small btn--outline"
            disabled={linking}
            onClick={async () => onOutcome(await link({ id: enquiryId, companyId: null }), `Unlinked from ${linked.companyName}.`)}
          >
            Unlink
          </button>
        </p>
      ) : (
        <p>Not linked to a supplier or buyer.</p>
      )}
      <label htmlFor={boxId}>{linked ? "Link to another supplier or buyer" : "Link to a supplier or buyer"}</label>
      <input
        id={boxId}
        type="search"
        value={search}
        maxLength={200}
        autoComplete="off"
        placeholder="Part of the company's name"
        onChange={(event) => setSearch(event.target.value)}
      />
      {asked !== "" ? (
        <div role="status" aria-live="polite" aria-busy={searching || undefined}>
          {!searching && choices.length === 0 ? <p>No supplier or buyer named like “{asked}”.</p> : null}
          <ul className="enquiry-link-choices">
            {choices.map((choice) => (
              <li key={choice.id}>
                <button
                  type="button"
                  className="btn btn--small btn--outline"
                  disabled={linking || choice.companyId === linked?.companyId}
                  onClick={async () => {
                    const outcome = await link({ id: enquiryId, companyId: choice.id });
                    onOutcome(outcome, `Linked to ${choice.companyName}.`);
                    if (outcome.ok) setSearch("");
                  }}
                >
                  Link to {choice.companyName} ({sideOf(choice.role)})
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
