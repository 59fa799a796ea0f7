import { Fragment, memo, useId, type ReactNode } from "react";
import { balanceLabel, formatMoney } from "../../../shared/money.ts";
import { LEDGER_COLUMNS } from "../ledgerFormat.ts";
import type { BalanceLineData } from "./LedgerPhoneList.tsx";
import { LedgerRowActions, type LedgerRowProps } from "./LedgerRowActions.tsx";
import { Balance, displayCell, FIGURE_COLUMNS, LedgerCells, type RowView } from "./ledgerRowView.tsx";
import { RowHistory } from "./RowHistory.tsx";
import { EntryAttachmentsRow } from "../attachments/EntryAttachmentsRow.tsx";
import { EntryAgreementRow } from "../agreement/EntryAgreementRow.tsx";

const COLUMN_COUNT = LEDGER_COLUMNS.length + 1;

const TableRow = memo(function TableRow({ view, locked, history, showHistory, actions, timeZone, voidForm, changed }: LedgerRowProps) {
  return (
    <>
      <tr
        className={`ledger-row ledger-row--${view.kind}${changed ? " ledger-row--changed" : ""}`}
        data-type={view.row.type}
        data-key={view.key}
      >
        <LedgerCells view={view} cell={(i) => displayCell(view, i)} />
        <td className="ledger-actions">
          <LedgerRowActions view={view} locked={locked} history={history} showHistory={showHistory} actions={actions} />
        </td>
      </tr>
      {view.editable ? <EntryAttachmentsRow entryId={view.key} number={view.row.number} colSpan={COLUMN_COUNT} /> : null}
      <EntryAgreementRow view={view} colSpan={COLUMN_COUNT} />
      {voidForm ? (
        <tr className="ledger-void-row">
          <td colSpan={COLUMN_COUNT}>{voidForm}</td>
        </tr>
      ) : null}
      {showHistory ? (
        <tr className="ledger-history-row">
          <td colSpan={COLUMN_COUNT}>
            <RowHistory number={view.row.number} history={history} timeZone={timeZone} />
          </td>
        </tr>
      ) : null}
    </>
  );
});

/** The balance before or after the rows of a filtered ledger, as a table row. */
function TableBalanceLine({ kind, label, totalPaid, balance, due }: BalanceLineData) {
  return (
    <tr className={`ledger-balance-row ledger-balance-row--${kind}`}>
      <th scope="row" colSpan={LEDGER_COLUMNS.length - 2}>
        {label}
      </th>
      <td className="ledger-num">{formatMoney(totalPaid)}</td>
      <td className="ledger-num">
        <Balance text={balanceLabel(balance)} due={due} />
      </td>
      <td />
    </tr>
  );
}

/** The Totals row: the exact tonnage in a title when the column rounds it. */
function TotalsRow({ cells, due, tonsTitle, exactTons }: { cells: string[]; due: boolean; tonsTitle?: string; exactTons: string }) {
  return (
    <tr className="ledger-totals">
      {cells.map((cell, i) =>
        i === 2 ? (
          <th key={i} scope="row">
            {cell}
          </th>
        ) : (
          <td key={i} className={FIGURE_COLUMNS.has(i) ? "ledger-num" : undefined}>
            {i === 11 ? (
              <Balance text={cell} due={due} />
            ) : i === 6 && tonsTitle ? (
              <span title={tonsTitle} data-exact={exactTons}>
                {cell}
              </span>
            ) : (
              cell
            )}
          </td>
        ),
      )}
      <td />
    </tr>
  );
}

export interface LedgerWideTableProps {
  caption: string;
  views: readonly RowView[];
  empty: string | null;
  opening: BalanceLineData | null;
  closing: BalanceLineData | null;
  totals: { cells: string[]; due: boolean; tonsTitle?: string; exactTons: string } | null;
  /** The row being edited, drawn by the parent's editor (with its attachments under it). */
  editing: string | null;
  editor: (view: RowView) => ReactNode;
  rowProps: (view: RowView) => LedgerRowProps;
}

/** The ledger on a wide screen: a table whose header and Totals rows stay on screen as the page scrolls. */
export function LedgerWideTable({ caption, views, empty, opening, closing, totals, editing, editor, rowProps }: LedgerWideTableProps) {
  const captionId = useId();
  return (
    <div className="ledger-box" role="region" aria-labelledby={captionId}>
      <table className="ledger-table">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {LEDGER_COLUMNS.map((column, i) => (
              <th key={column} scope="col" className={FIGURE_COLUMNS.has(i) ? "ledger-num" : undefined}>
                {column}
              </th>
            ))}
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {opening ? <TableBalanceLine {...opening} /> : null}
          {empty !== null ? (
            <tr>
              <td colSpan={COLUMN_COUNT} className="ledger-empty">
                {empty}
              </td>
            </tr>
          ) : (
            views.map((view) =>
              view.key === editing ? (
                // The row's photos and documents under it while it is edited: where a writer attaches in the table.
                <Fragment key={view.key}>
                  {editor(view)}
                  <EntryAttachmentsRow entryId={view.key} number={view.row.number} colSpan={COLUMN_COUNT} always />
                </Fragment>
              ) : (
                <TableRow key={view.key} {...rowProps(view)} />
              ),
            )
          )}
          {closing ? <TableBalanceLine {...closing} /> : null}
        </tbody>
        {totals ? (
          <tfoot>
            <TotalsRow {...totals} />
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
