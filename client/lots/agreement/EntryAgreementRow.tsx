import type { RowView } from "../ledger/ledgerRowView.tsx";
import { EntryAgreementLine, useAgreementLine } from "./LotAgreement.tsx";

/** A ledger row's agreement (issue 47), under the row in the table: only while it is not agreed. */
export function EntryAgreementRow({ view, colSpan }: { view: RowView; colSpan: number }) {
  const entry = view.row.container ?? view.row.payment;
  const shown = useAgreementLine(entry?.agreement);
  if (!entry || !shown) return null;
  return (
    <tr className="ledger-agreement-row" data-agreement-of={entry.id}>
      <td colSpan={colSpan}>
        <EntryAgreementLine entry={entry} isContainer={view.row.container !== null} number={view.row.number} />
      </td>
    </tr>
  );
}

/** The same in an opened row of the phone list. */
export function EntryAgreementItem({ view }: { view: RowView }) {
  const entry = view.row.container ?? view.row.payment;
  const shown = useAgreementLine(entry?.agreement);
  if (!entry || !shown) return null;
  return (
    <div className="ledger-card__agreement" data-agreement-of={entry.id}>
      <EntryAgreementLine entry={entry} isContainer={view.row.container !== null} number={view.row.number} />
    </div>
  );
}
