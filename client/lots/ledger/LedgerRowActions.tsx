import type { ReactNode } from "react";
import type { RowView } from "./ledgerRowView.tsx";
import type { ChangeRecords } from "./RowHistory.tsx";

export interface RowActionHandlers {
  /** Starts editing the row; absent for a reader (a Viewer), who gets no Edit. */
  edit?: (view: RowView) => void;
  toggleHistory: (key: string) => void;
  /** Asks why, then voids the row's entry; absent where entries cannot be voided. */
  startVoid?: (key: string) => void;
}

/** What a row that is not being edited gets, in the table and in the phone list alike. */
export interface LedgerRowProps {
  view: RowView;
  locked: boolean;
  history: ChangeRecords;
  showHistory: boolean;
  actions: RowActionHandlers;
  timeZone: string;
  /** The row's void form, while its entry is being voided. */
  voidForm?: ReactNode;
}

/**
 * The actions of a row that is not being edited: Edit (SPEC: "Action (Edit, then Save/Cancel)"),
 * Void and History. Every action on one row lives here, in the table's Action column and in an opened
 * row on a phone alike, so that a new one (Void or Restore) is added once.
 */
export function LedgerRowActions({
  view,
  locked,
  history,
  showHistory,
  actions,
}: {
  view: RowView;
  /** Another row is being edited: no second edit starts. */
  locked: boolean;
  history: ChangeRecords;
  showHistory: boolean;
  actions: RowActionHandlers;
}) {
  const n = view.row.number;
  return (
    <div className="ledger-actions__buttons">
      {actions.edit ? (
        <button type="button" className="btn btn--small" onClick={() => actions.edit!(view)} disabled={locked || !view.editable} aria-label={`Edit row ${n}`} data-row-key={view.key}>
          Edit
        </button>
      ) : null}
      {actions.startVoid ? (
        <button type="button" className="btn btn--small btn--outline" onClick={() => actions.startVoid!(view.key)} disabled={locked || !view.editable} aria-label={`Void row ${n}`}>
          Void
        </button>
      ) : null}
      {history.length > 0 ? (
        <button
          type="button"
          className="btn btn--small btn--outline ledger-history-toggle"
          onClick={() => actions.toggleHistory(view.key)}
          aria-expanded={showHistory}
          aria-label={`History of row ${n} (${history.length} ${history.length === 1 ? "change" : "changes"})`}
        >
          History ({history.length})
        </button>
      ) : null}
    </div>
  );
}
