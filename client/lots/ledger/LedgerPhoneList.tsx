import { memo, type ReactNode } from "react";
import { balanceLabel, formatMoney } from "../../../shared/money.ts";
import { LEDGER_COLUMNS } from "../ledgerFormat.ts";
import { LedgerRowActions, type LedgerRowProps } from "./LedgerRowActions.tsx";
import { Balance, displayCell, rowAmount, type RowView } from "./ledgerRowView.tsx";
import { RowHistory } from "./RowHistory.tsx";
import { EntryAttachmentsItem } from "../attachments/EntryAttachmentsRow.tsx";
import { EntryAgreementItem } from "../agreement/EntryAgreementRow.tsx";
import { AttachmentsToggle } from "../attachments/EntryAttachments.tsx";

export interface PhoneRowProps extends LedgerRowProps {
  expanded: boolean;
  onToggle: (key: string) => void;
}

/**
 * A row on a phone: one compact line (number, date, type, amount, balance) that opens on a tap to
 * show the rest of its figures, labelled, and its actions. Closed rows draw only their line, so a
 * long ledger stays short to scroll and quick to lay out.
 */
export const PhoneRow = memo(function PhoneRow({
  view,
  expanded,
  onToggle,
  locked,
  history,
  showHistory,
  actions,
  timeZone,
  voidForm,
  changed,
}: PhoneRowProps) {
  const detailsId = `ledger-row-${view.key}`;
  const amount = rowAmount(view);
  return (
    <li
      className={`ledger-row ledger-card ledger-row--${view.kind}${expanded ? " is-open" : ""}${changed ? " ledger-row--changed" : ""}`}
      data-type={view.row.type}
      data-key={view.key}
    >
      <h3 className="ledger-card__title">
        <button
          type="button"
          className="ledger-card__toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => onToggle(view.key)}
        >
          <span className="ledger-card__line">
            <span className="ledger-card__head">
              <span className="ledger-card__number">#{view.cells[0]}</span>{" "}
              <span className={`ledger-type ledger-type--${view.kind}`}>{view.cells[2]}</span>
              {/* A container is known by its number: the closed card names it, not only "Container". */}
              {view.cells[3] ? <span className="ledger-card__container"> {view.cells[3]}</span> : null}
            </span>{" "}
            <span className="ledger-card__date">{view.cells[1]}</span>
          </span>{" "}
          <span className="ledger-card__line">
            <span className="ledger-card__amount">{amount}</span>{" "}
            <span className="ledger-card__rest">
              <Balance text={view.cells[11]} due={view.due} />
            </span>
          </span>
        </button>
      </h3>
      {expanded ? (
        <div id={detailsId} className="ledger-card__details">
          <dl className="ledger-card__figures">
            {LEDGER_COLUMNS.map((column, i) =>
              i === 0 || i === 2 || view.cells[i] === "" ? null : (
                <div key={column} className={i === 11 ? "ledger-card__balance" : undefined}>
                  <dt>{column}</dt>
                  <dd>{displayCell(view, i)}</dd>
                </div>
              ),
            )}
          </dl>
          <LedgerRowActions view={view} locked={locked} history={history} showHistory={showHistory} actions={actions} />
          {view.editable ? (
            <>
              <AttachmentsToggle entryId={view.key} number={view.row.number} />
              <EntryAttachmentsItem entryId={view.key} number={view.row.number} />
            </>
          ) : null}
          <EntryAgreementItem view={view} />
          {voidForm}
          {showHistory ? <RowHistory number={view.row.number} history={history} timeZone={timeZone} /> : null}
        </div>
      ) : null}
    </li>
  );
});

/** The balance before or after the rows of a filtered ledger, as a labelled block. */
export function PhoneBalanceLine({
  kind,
  label,
  totalPaid,
  balance,
  due,
}: {
  kind: "opening" | "closing";
  label: string;
  totalPaid: string;
  balance: string;
  due: boolean;
}) {
  return (
    <div className={`ledger-summary ledger-balance-row--${kind}`}>
      <h3 className="ledger-summary__title">{label}</h3>
      <dl className="ledger-card__figures">
        <div>
          <dt>Total Paid</dt>
          <dd>{formatMoney(totalPaid)}</dd>
        </div>
        <div className="ledger-card__balance">
          <dt>Rem. Balance</dt>
          <dd>
            <Balance text={balanceLabel(balance)} due={due} />
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The totals of every row, under the list: tons, container amounts, amounts added and the closing balance. */
export function PhoneTotals({ cells, allRows, due, tonsTitle }: { cells: string[]; allRows: boolean; due: boolean; tonsTitle?: string }) {
  return (
    <div className="ledger-summary ledger-totals">
      <h3 className="ledger-summary__title">Totals{allRows ? " (all rows)" : ""}</h3>
      <dl className="ledger-card__figures">
        {[6, 8, 9, 11].map((i) => (
          <div key={i} className={i === 11 ? "ledger-card__balance" : undefined}>
            <dt>{LEDGER_COLUMNS[i]}</dt>
            <dd title={i === 6 ? tonsTitle : undefined}>{i === 11 ? <Balance text={cells[11]} due={due} /> : cells[i]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export interface BalanceLineData {
  kind: "opening" | "closing";
  label: string;
  totalPaid: string;
  balance: string;
  due: boolean;
}

export interface LedgerPhoneListProps {
  caption: string;
  views: readonly RowView[];
  empty: string | null;
  opening: BalanceLineData | null;
  closing: BalanceLineData | null;
  totals: { cells: string[]; allRows: boolean; due: boolean; tonsTitle?: string } | null;
  /** The row being edited, drawn by the parent's editor instead of its compact line. */
  editing: string | null;
  editor: (view: RowView) => ReactNode;
  rowProps: (view: RowView) => PhoneRowProps;
}

/** The ledger on a phone: the opening balance, the compact rows, the closing balance and the totals. */
export function LedgerPhoneList({ caption, views, empty, opening, closing, totals, editing, editor, rowProps }: LedgerPhoneListProps) {
  return (
    <div className="ledger-list-view">
      {opening ? <PhoneBalanceLine {...opening} /> : null}
      {empty !== null ? (
        <p className="ledger-empty">{empty}</p>
      ) : (
        <ol className="ledger-list" aria-label={caption}>
          {views.map((view) => (view.key === editing ? editor(view) : <PhoneRow key={view.key} {...rowProps(view)} />))}
        </ol>
      )}
      {closing ? <PhoneBalanceLine {...closing} /> : null}
      {totals ? <PhoneTotals {...totals} /> : null}
    </div>
  );
}
