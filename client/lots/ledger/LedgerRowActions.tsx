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
  /** Someone else just changed it: marked for a moment. */
  changed?: boolean;
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
        <button
          type="button"
          className="btn btn--small"
          onClick={() => actions.edit!(view)}
          disabled={locked || !view.editable}
          aria-label={`Edit row ${n}`}
          data-row-key={view.key}
        >
          Edit
        </button>
      ) : null}
      {actions.startVoid ? (
        <button
          type="button"
          className="btn btn--small btn--outline"
          onClick={() => actions.startVoid!(view.key)}
          disabled={locked || !view.editable}
          aria-label={`Void row ${n}`}
        >
          Void
        </button>
      ) : null}
      {history.length > 0 ? (
        <HistoryToggle n={n} count={history.length} expanded={showHistory} onToggle={() => actions.toggleHistory(view.key)} />
      ) : null}
    </div>
  );
}

/**
 * "History (n)" on a phone's card; in the table a 24 px clock icon with the same name as tooltip, so
 * that Edit, Void and History share one line and a row stays one line of targets high (issue 44).
 */
function HistoryToggle({ n, count, expanded, onToggle }: { n: number; count: number; expanded: boolean; onToggle: () => void }) {
  const name = `History of row ${n} (${count} ${count === 1 ? "change" : "changes"})`;
  return (
    <button
      type="button"
      className="btn btn--small btn--outline ledger-history-toggle"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-label={name}
      title={name}
    >
      <svg className="ledger-history-toggle__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5V8l2.5 1.75" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <span className="ledger-history-toggle__text">History ({count})</span>
    </button>
  );
}
