import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { LedgerTable_histories$data } from "../../__generated__/LedgerTable_histories.graphql.ts";
import type { LedgerTable_history$data } from "../../__generated__/LedgerTable_history.graphql.ts";
import type { LedgerTable_ledger$data, LedgerTable_ledger$key } from "../../__generated__/LedgerTable_ledger.graphql.ts";
import { useMessageDialog } from "../../components/Dialog.tsx";
import type { MutationOutcome } from "../../relay/outcome.ts";
import { formatDateGB, todayIn } from "../../../shared/dates.ts";
import { DateInput, dateValueProblem } from "../../components/DateField.tsx";
import { checkContainerNumber } from "../../../shared/containerNumber.ts";
import { balanceLabel, formatMoney, isDue } from "../../../shared/money.ts";
import { entryFieldLabels, type ContainerField, type PaymentField } from "../../../shared/validation.ts";
import {
  LEDGER_COLUMNS,
  closingBalanceLabel,
  formatDateTimeGB,
  ledgerRowCells,
  openingBalanceLabel,
  rangeLabel,
  readFigures,
  rowKind,
  totalsCells,
} from "./ledgerFormat.ts";

export const NO_TRANSACTIONS = "No transactions yet.";
export const NO_TRANSACTIONS_IN_RANGE = "No transactions in these dates.";
export const UPDATE_FAILED = "Update failed. Please check your inputs and try again.";
export const CONTAINER_NUMBER_WARNING = "Not an ISO 6346 container number";

const fragment = graphql`
  fragment LedgerTable_ledger on LedgerStatement {
    ...ledgerFormat_figures
    rows {
      number
      type
      balance
      ...ledgerFormat_row
      # Besides the figures: what editing a row and its history need.
      container {
        id
        date
        containerNo
        sealNo
        material
        quantityKg
      }
      payment {
        id
        date
        amount
      }
    }
  }
`;

/**
 * The rows' change histories. The parent spreads this unmasked next to LedgerTable_ledger and
 * hands the result to `historiesOf`: a masked fragment level costs two levels of the server's
 * query depth limit, which the history's own nesting already nearly fills.
 */
graphql`
  fragment LedgerTable_histories on LedgerStatement {
    rows {
      container {
        id
        history {
          ...LedgerTable_history @relay(mask: false)
        }
      }
      payment {
        id
        history {
          ...LedgerTable_history @relay(mask: false)
        }
      }
    }
  }
`;

/** One edit of a row, as its history lists it. */
graphql`
  fragment LedgerTable_history on ChangeRecord {
    changedAt
    changedBy
    changes {
      field
      oldValue
      newValue
    }
  }
`;

type LedgerRow = LedgerTable_ledger$data["rows"][number];
type ChangeRecords = readonly Omit<LedgerTable_history$data, " $fragmentType">[];
/** Each container's and payment's edits, by its id. */
export type RowHistories = Readonly<Record<string, ChangeRecords>>;

/** The histories of `LedgerTable_histories` data, by record id. */
export function historiesOf(statement: Omit<LedgerTable_histories$data, " $fragmentType">): RowHistories {
  return Object.fromEntries(
    statement.rows.flatMap((row) => {
      const record = row.container ?? row.payment;
      return record ? [[record.id, record.history]] : [];
    }),
  );
}

export type ContainerChanges = Partial<Record<ContainerField, string>>;
export type PaymentChanges = Partial<Record<PaymentField, string>>;

export interface LedgerTableProps {
  ledger: LedgerTable_ledger$key;
  /** The rows' change histories (`historiesOf`). */
  histories: RowHistories;
  lotNumber: string;
  /** The company's time zone (`siteInfo.timeZone`): the clock of the change history. */
  timeZone: string;
  onUpdateContainer: (id: string, changes: ContainerChanges) => Promise<MutationOutcome>;
  onUpdatePayment: (id: string, changes: PaymentChanges) => Promise<MutationOutcome>;
}

/** "1500.000" kg as typed into the edit box: without trailing zeros (string work, no arithmetic). */
export function plainKg(kg: string): string {
  return kg.includes(".") ? kg.replace(/\.?0+$/, "") : kg;
}

const historyLabels: Record<string, string> = entryFieldLabels;

function historyValue(field: string, value: string | null | undefined): string {
  if (value == null || value === "") return "(empty)";
  if (field === "date") return formatDateGB(value);
  if (field === "amount") return formatMoney(value);
  return value;
}

function rowKey(row: LedgerRow): string {
  return row.container?.id ?? row.payment?.id ?? `row-${row.number}`;
}

type Draft = Record<string, string>;

function draftOf(row: LedgerRow): Draft {
  if (row.container) {
    const c = row.container;
    return { date: c.date, containerNo: c.containerNo, sealNo: c.sealNo, material: c.material, quantity: plainKg(c.quantityKg) };
  }
  if (row.payment) return { date: row.payment.date, amount: row.payment.amount };
  return {};
}

/** Only what was changed is sent: the server records each change in the row's history. */
function changedFields(original: Draft, draft: Draft): Draft {
  return Object.fromEntries(Object.entries(draft).filter(([field, value]) => value.trim() !== (original[field] ?? "").trim()));
}

function History({ records, timeZone }: { records: ChangeRecords; timeZone: string }) {
  return (
    <ol className="ledger-history">
      {records.map((record, i) => (
        <li key={`${record.changedAt}-${i}`}>
          <span className="ledger-history__when">
            {formatDateTimeGB(record.changedAt, timeZone)} by {record.changedBy}
          </span>
          <ul>
            {record.changes.map((change) => (
              <li key={change.field}>
                {historyLabels[change.field] ?? change.field}: {historyValue(change.field, change.oldValue)} →{" "}
                {historyValue(change.field, change.newValue)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** The balance before or after the rows of a filtered table, under Total Paid and Rem. Balance. */
function BalanceRow({ kind, label, totalPaid, balance }: { kind: "opening" | "closing"; label: string; totalPaid: string; balance: string }) {
  return (
    <tr className={`ledger-balance-row ledger-balance-row--${kind}`}>
      <th scope="row" colSpan={LEDGER_COLUMNS.length - 2}>
        <span className="ledger-balance-row__label">{label}</span>
      </th>
      <td>{formatMoney(totalPaid)}</td>
      <td>{balanceLabel(balance)}</td>
      <td />
    </tr>
  );
}

/**
 * The lot's ledger (SPEC sections 2 and 4): the server's rows, with Advance rows tinted yellow and
 * Amount rows green, the remaining balance as "Amount Left" or "Due", the opening and closing
 * balances when a date filter is on, inline editing (Edit, then Save or Cancel) and each row's
 * change history. The table scrolls sideways inside its own box on narrow screens.
 */
export function LedgerTable({ ledger, histories, lotNumber, timeZone, onUpdateContainer, onUpdatePayment }: LedgerTableProps) {
  const ledgerData = useFragment(fragment, ledger);
  const statement = { ...readFigures(ledgerData), rows: ledgerData.rows };
  const dialog = useMessageDialog();
  const captionId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>({});
  const [saving, setSaving] = useState(false);
  const [historyOpen, setHistoryOpen] = useState<Set<string>>(() => new Set());
  const filtered = Boolean(statement.from || statement.to);
  const columnCount = LEDGER_COLUMNS.length + 1;

  function startEdit(row: LedgerRow) {
    setEditing(rowKey(row));
    setDraft(draftOf(row));
  }

  // The first box of the row being edited takes the focus (and scrolls into view on a phone);
  // when the edit ends, the focus goes back to that row's Edit button (WAI-ARIA grid editing).
  const firstInput = useRef<HTMLInputElement | null>(null);
  const tableRef = useRef<HTMLTableElement | null>(null);
  const lastEdited = useRef<string | null>(null);
  useEffect(() => {
    if (editing) {
      lastEdited.current = editing;
      firstInput.current?.focus();
    } else if (lastEdited.current) {
      const key = lastEdited.current;
      const buttons = tableRef.current?.querySelectorAll<HTMLButtonElement>("button[data-row-key]") ?? [];
      Array.from(buttons).find((button) => button.dataset.rowKey === key)?.focus();
      lastEdited.current = null;
    }
  }, [editing]);

  /** In the row being edited, Enter in a box saves and Escape anywhere cancels. */
  function editKeys(row: LedgerRow) {
    return (e: KeyboardEvent<HTMLTableRowElement>) => {
      if (saving) return;
      if (e.key === "Escape") {
        e.preventDefault();
        setEditing(null);
      } else if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
        e.preventDefault();
        void save(row);
      }
    };
  }

  async function save(row: LedgerRow) {
    if (saving) return;
    const changes = changedFields(draftOf(row), draft);
    if (Object.keys(changes).length === 0) {
      setEditing(null);
      return;
    }
    const containerCheck = changes.containerNo === undefined ? null : checkContainerNumber(changes.containerNo);
    if (containerCheck && !containerCheck.ok) {
      // A warning, not a refusal: some loads are not in ISO containers.
      const choice = await dialog.show({ variant: "warning", title: CONTAINER_NUMBER_WARNING, text: containerCheck.warning, retry: true, retryLabel: "Save anyway", closeLabel: "Go back" });
      if (choice !== "retry") return;
    }
    setSaving(true);
    const outcome = row.container
      ? await onUpdateContainer(row.container.id, changes)
      : await onUpdatePayment(row.payment!.id, changes);
    setSaving(false);
    if (outcome.ok) {
      setEditing(null);
      return;
    }
    await dialog.show({ variant: "error", title: "Error!", text: outcome.message || UPDATE_FAILED });
  }

  function toggleHistory(key: string) {
    setHistoryOpen((open) => {
      const next = new Set(open);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  const input = (field: ContainerField | PaymentField, props: Record<string, unknown> = {}) => (
    <input
      className="ledger-input"
      aria-label={entryFieldLabels[field]}
      value={draft[field] ?? ""}
      onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
      {...props}
    />
  );

  function cells(row: LedgerRow, isEditing: boolean): ReactNode[] {
    const text = ledgerRowCells(row);
    const out: ReactNode[] = [...text];
    if (isEditing) {
      out[1] = (
        <DateInput
          label={entryFieldLabels.date}
          ariaLabel={entryFieldLabels.date}
          className="date-input--inline"
          inputClassName="ledger-input"
          value={draft.date ?? ""}
          onChange={(date) => setDraft((d) => ({ ...d, date }))}
          invalid={dateValueProblem(draft.date ?? "") !== null}
          inputRef={firstInput}
          today={todayIn(timeZone)}
        />
      );
      if (row.container) {
        out[3] = input("containerNo", { type: "text" });
        out[4] = input("sealNo", { type: "text" });
        out[5] = input("material", { type: "text" });
        out[6] = input("quantity", { type: "number", min: "0", step: "any", inputMode: "decimal" });
      } else {
        out[9] = input("amount", { type: "number", min: "0", step: "any", inputMode: "decimal" });
      }
    }
    out[2] = <span className={`ledger-type ledger-type--${rowKind(row.type)}`}>{text[2]}</span>;
    out[11] = <span className={isDue(row.balance) ? "ledger-balance ledger-balance--due" : "ledger-balance"}>{text[11]}</span>;
    return out;
  }

  return (
    <>
      <div className="ledger-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="ledger-table" ref={tableRef}>
          <caption id={captionId} className="visually-hidden">
            Transactions of lot {lotNumber}
            {filtered ? `, ${rangeLabel(statement.from, statement.to)}` : ""}
          </caption>
          <thead>
            <tr>
              {LEDGER_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {filtered ? <BalanceRow kind="opening" label={openingBalanceLabel(statement.from)} totalPaid={statement.openingTotalPaid} balance={statement.openingBalance} /> : null}
            {statement.rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="ledger-empty">
                  {filtered ? NO_TRANSACTIONS_IN_RANGE : NO_TRANSACTIONS}
                </td>
              </tr>
            ) : (
              statement.rows.map((row) => {
                const key = rowKey(row);
                const isEditing = editing === key;
                const history = histories[row.container?.id ?? row.payment?.id ?? ""] ?? [];
                const showHistory = historyOpen.has(key);
                const kind = rowKind(row.type);
                return (
                  <Fragment key={key}>
                    <tr
                      className={`ledger-row ledger-row--${kind}${isEditing ? " is-editing" : ""}`}
                      data-type={row.type}
                      onKeyDown={isEditing ? editKeys(row) : undefined}
                    >
                      {cells(row, isEditing).map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}
                      <td className="ledger-actions">
                        <div className="ledger-actions__buttons">
                          {isEditing ? (
                            <>
                              <button type="button" className="btn btn--small btn--accent" onClick={() => save(row)} disabled={saving}>
                                Save
                              </button>
                              <button type="button" className="btn btn--small btn--outline" onClick={() => setEditing(null)} disabled={saving}>
                                Cancel
                              </button>
                            </>
                          ) : (
                            <>
                              <button
                                type="button"
                                className="btn btn--small"
                                onClick={() => startEdit(row)}
                                disabled={editing !== null || (!row.container && !row.payment)}
                                aria-label={`Edit row ${row.number}`}
                                data-row-key={key}
                              >
                                Edit
                              </button>
                              {history.length > 0 ? (
                                <button
                                  type="button"
                                  className="btn btn--small btn--outline ledger-history-toggle"
                                  onClick={() => toggleHistory(key)}
                                  aria-expanded={showHistory}
                                  aria-label={`History of row ${row.number} (${history.length} ${history.length === 1 ? "change" : "changes"})`}
                                >
                                  History ({history.length})
                                </button>
                              ) : null}
                            </>
                          )}
                        </div>
                      </td>
                    </tr>
                    {showHistory ? (
                      <tr className="ledger-history-row">
                        <td colSpan={columnCount}>
                          <div className="ledger-history-panel">
                            <strong>Changes to row {row.number}</strong>
                            <History records={history} timeZone={timeZone} />
                          </div>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })
            )}
            {filtered ? <BalanceRow kind="closing" label={closingBalanceLabel(statement.to)} totalPaid={statement.closingTotalPaid} balance={statement.closingBalance} /> : null}
          </tbody>
          {statement.rows.length > 0 ? (
            <tfoot>
              <tr className="ledger-totals">
                {totalsCells(statement.totals).map((cell, i) => (i === 2 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}
                <td />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {dialog.element}
    </>
  );
}
