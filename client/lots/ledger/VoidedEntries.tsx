import { useEffect, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { VoidedEntries_lot$key } from "../../__generated__/VoidedEntries_lot.graphql.ts";
import { UNREACHABLE, type MutationOutcome } from "../../relay/outcome.ts";
import { formatDateGB } from "../../../shared/dates.ts";
import { readVoidedEntry } from "../ledgerFormat.ts";
import { formatDateTimeGB } from "../../../shared/dates.ts";

const fragment = graphql`
  fragment VoidedEntries_lot on Lot {
    voidedEntries {
      ... on Node {
        id
      }
      ...ledgerFormat_voided
    }
  }
`;

/**
 * The lot's voided containers and payments: on record with why, who and when, counted in no
 * balance, each with a Restore that counts it again.
 */
/** `onRestore` absent: a reader's list (a Viewer's), without Restore. */
export function VoidedEntries({
  lot,
  timeZone,
  onRestore,
}: {
  lot: VoidedEntries_lot$key;
  timeZone: string;
  onRestore?: (id: string) => Promise<MutationOutcome<unknown>>;
}) {
  const { voidedEntries } = useFragment(fragment, lot);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null);
  const entries = voidedEntries.flatMap((voided) => {
    const entry = readVoidedEntry(voided);
    return voided.id && entry ? [{ id: voided.id, ...entry }] : [];
  });
  // Its Restore button gone with it, the focus goes to the restored entry where it now is, in the
  // ledger (its row's key is the entry's id), or else to the next entry still voided.
  const [restored, setRestored] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!restored) return;
    setRestored(null);
    const row = Array.from(document.querySelectorAll<HTMLElement>(".ledger-row[data-key]")).find((el) => el.dataset.key === restored);
    const target =
      row?.querySelector<HTMLElement>(".ledger-card__toggle, button[data-row-key]") ??
      listRef.current?.querySelector<HTMLElement>("button:not([disabled])");
    target?.focus();
  }, [restored]);
  if (entries.length === 0) return null;

  async function restore(id: string) {
    setBusy(id);
    setFailure(null);
    const outcome = await onRestore!(id);
    setBusy(null);
    if (outcome.ok) setRestored(id);
    else setFailure({ id, message: `Not restored: ${outcome.message ?? UNREACHABLE}` });
  }

  return (
    <section className="lots-voided" aria-labelledby="voided-title">
      <h2 id="voided-title" className="lots-card__title">
        Voided entries <span className="lots-muted">({entries.length}, counted in no balance)</span>
      </h2>
      <ul ref={listRef} className="lots-voided__list">
        {entries.map((entry) => (
          <li key={entry.id} className="lots-voided__item">
            <div className="lots-voided__what">
              <span className="lots-voided__date">{formatDateGB(entry.date)}</span> <s>{entry.what}</s>
            </div>
            <div className="lots-voided__why">
              Voided{entry.voidedBy ? ` by ${entry.voidedBy}` : ""}
              {entry.voidedAt ? `, ${formatDateTimeGB(entry.voidedAt, timeZone)}` : ""}: {entry.voidReason}
            </div>
            {onRestore ? (
              <button
                type="button"
                className="btn btn--outline btn--small"
                aria-label={`Restore ${entry.what} of ${formatDateGB(entry.date)}${entry.voidedAt ? `, voided ${formatDateTimeGB(entry.voidedAt, timeZone)}` : ""}`}
                disabled={busy === entry.id}
                onClick={() => void restore(entry.id)}
              >
                Restore
              </button>
            ) : null}
            {failure?.id === entry.id ? (
              <p className="field-error" role="alert">
                {failure.message}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
