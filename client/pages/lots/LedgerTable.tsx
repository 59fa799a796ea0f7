import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { LedgerTable_histories$data } from "../../__generated__/LedgerTable_histories.graphql.ts";
import type { LedgerTable_history$data } from "../../__generated__/LedgerTable_history.graphql.ts";
import type { LedgerTable_ledger$data, LedgerTable_ledger$key } from "../../__generated__/LedgerTable_ledger.graphql.ts";
import { useMessageDialog } from "../../components/Dialog.tsx";
import { UNREACHABLE, type MutationOutcome } from "../../relay/outcome.ts";
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
  type RowKind,
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
  onUpdateContainer: (id: string, changes: ContainerChanges) => Promise<MutationOutcome<unknown>>;
  onUpdatePayment: (id: string, changes: PaymentChanges) => Promise<MutationOutcome<unknown>>;
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

/** Rows per page: a 1,000-row lot lays out and scrolls as fast as a small one; totals cover every row. */
export const LEDGER_PAGE_SIZE = 100;

/** Below this width the ledger is a list of rows (each a card of labelled figures), not a table. */
export const LEDGER_LIST_QUERY = "(max-width: 63.99em)";

function subscribeToList(onChange: () => void): () => void {
  if (typeof window === "undefined" || !window.matchMedia) return () => {};
  const query = window.matchMedia(LEDGER_LIST_QUERY);
  query.addEventListener?.("change", onChange);
  return () => query.removeEventListener?.("change", onChange);
}

const listWanted = () => typeof window !== "undefined" && !!window.matchMedia && window.matchMedia(LEDGER_LIST_QUERY).matches;

function useListLayout(): boolean {
  return useSyncExternalStore(subscribeToList, listWanted, () => false);
}

/** What a row shows, worked out once per row the server sent (not at every render). */
interface RowView {
  key: string;
  row: LedgerRow;
  /** The twelve cells, in LEDGER_COLUMNS order. */
  cells: string[];
  kind: RowKind;
  due: boolean;
  editable: boolean;
}

function rowView(row: LedgerRow): RowView {
  return { key: rowKey(row), row, cells: ledgerRowCells(row), kind: rowKind(row.type), due: isDue(row.balance), editable: Boolean(row.container || row.payment) };
}

/** The column each editable field of a container or a payment sits in. */
const CONTAINER_EDITS: ReadonlyMap<number, ContainerField> = new Map([[1, "date"], [3, "containerNo"], [4, "sealNo"], [5, "material"], [6, "quantity"]]);
const PAYMENT_EDITS: ReadonlyMap<number, PaymentField> = new Map([[1, "date"], [9, "amount"]]);
const editsOf = (view: RowView): ReadonlyMap<number, ContainerField | PaymentField> => (view.row.container ? CONTAINER_EDITS : PAYMENT_EDITS);

const NUMBER_BOX = { type: "number", min: "0", step: "any", inputMode: "decimal" } as const;
const boxProps: Record<Exclude<ContainerField | PaymentField, "date">, Record<string, unknown>> = {
  containerNo: { type: "text" },
  sealNo: { type: "text" },
  material: { type: "text" },
  quantity: NUMBER_BOX,
  amount: NUMBER_BOX,
};

/** "Amount Left: $1,091.14" may break after the colon, never inside the figure. */
function Balance({ text, due }: { text: string; due: boolean }) {
  const at = text.indexOf(": ");
  return (
    <span className={due ? "ledger-balance ledger-balance--due" : "ledger-balance"}>
      {text.slice(0, at + 1)} <span className="ledger-figure">{text.slice(at + 2)}</span>
    </span>
  );
}

/** The editing state and what rows call back with; one object for every row, so rows can be memoised. */
interface EditControls {
  draft: Draft;
  saving: boolean;
  setField: (field: string, value: string) => void;
  firstBox: RefObject<HTMLInputElement | null>;
  /** Today in the company's time zone: where the calendar opens. */
  today: string;
}

interface RowActions {
  edit: (view: RowView) => void;
  save: (view: RowView) => void;
  cancel: () => void;
  toggleHistory: (key: string) => void;
  keys: (view: RowView) => (e: KeyboardEvent<HTMLElement>) => void;
}

interface RowProps {
  view: RowView;
  /** Set only on the row being edited. */
  edit: EditControls | null;
  /** Another row is being edited: no second edit starts. */
  locked: boolean;
  history: ChangeRecords;
  showHistory: boolean;
  actions: RowActions;
  timeZone: string;
}

/** The cell of column `i`: its text, or the edit box of its field while the row is edited. */
function cellContent(view: RowView, i: number, edit: EditControls | null): ReactNode {
  const field = edit ? editsOf(view).get(i) : undefined;
  if (edit && field) {
    if (field === "date") {
      return (
      <DateInput
        label={entryFieldLabels.date}
        ariaLabel={entryFieldLabels.date}
        className="date-input--inline"
        inputClassName="ledger-input"
        value={edit.draft.date ?? ""}
        onChange={(date) => edit.setField("date", date)}
        invalid={dateValueProblem(edit.draft.date ?? "") !== null}
        inputRef={edit.firstBox}
        today={edit.today}
      />
      );
    }
    return (
      <input
        className="ledger-input"
        aria-label={entryFieldLabels[field]}
        value={edit.draft[field] ?? ""}
        onChange={(e) => edit.setField(field, e.target.value)}
        {...boxProps[field]}
      />
    );
  }
  if (i === 2) return <span className={`ledger-type ledger-type--${view.kind}`}>{view.cells[2]}</span>;
  if (i === 11) return <Balance text={view.cells[11]} due={view.due} />;
  return view.cells[i];
}

function RowButtons({ view, edit, locked, history, showHistory, actions }: Omit<RowProps, "timeZone">) {
  const n = view.row.number;
  return (
    <div className="ledger-actions__buttons">
      {edit ? (
        <>
          <button type="button" className="btn btn--small btn--accent" onClick={() => actions.save(view)} disabled={edit.saving}>
            Save
          </button>
          <button type="button" className="btn btn--small btn--outline" onClick={actions.cancel} disabled={edit.saving}>
            Cancel
          </button>
        </>
      ) : (
        <>
          <button type="button" className="btn btn--small" onClick={() => actions.edit(view)} disabled={locked || !view.editable} aria-label={`Edit row ${n}`} data-row-key={view.key}>
            Edit
          </button>
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
        </>
      )}
    </div>
  );
}

function HistoryPanel({ number, history, timeZone }: { number: number; history: ChangeRecords; timeZone: string }) {
  return (
    <div className="ledger-history-panel">
      <strong>Changes to row {number}</strong>
      <History records={history} timeZone={timeZone} />
    </div>
  );
}

const COLUMN_COUNT = LEDGER_COLUMNS.length + 1;

const TableRow = memo(function TableRow(props: RowProps) {
  const { view, edit, history, showHistory, actions, timeZone } = props;
  return (
    <>
      <tr className={`ledger-row ledger-row--${view.kind}${edit ? " is-editing" : ""}`} data-type={view.row.type} onKeyDown={edit ? actions.keys(view) : undefined}>
        {LEDGER_COLUMNS.map((_, i) => (i === 0 ? <th key={i} scope="row">{view.cells[0]}</th> : <td key={i}>{cellContent(view, i, edit)}</td>))}
        <td className="ledger-actions">
          <RowButtons {...props} />
        </td>
      </tr>
      {showHistory ? (
        <tr className="ledger-history-row">
          <td colSpan={COLUMN_COUNT}>
            <HistoryPanel number={view.row.number} history={history} timeZone={timeZone} />
          </td>
        </tr>
      ) : null}
    </>
  );
});

/** A row on a phone: its number and type as a heading, then its figures as labelled pairs. */
const ListRow = memo(function ListRow(props: RowProps) {
  const { view, edit, history, showHistory, actions, timeZone } = props;
  const edits = editsOf(view);
  return (
    <li className={`ledger-row ledger-card ledger-row--${view.kind}${edit ? " is-editing" : ""}`} data-type={view.row.type} onKeyDown={edit ? actions.keys(view) : undefined}>
      <h3 className="ledger-card__title">
        #{view.cells[0]} <span className={`ledger-type ledger-type--${view.kind}`}>{view.cells[2]}</span>
      </h3>
      <dl className="ledger-card__figures">
        {LEDGER_COLUMNS.map((column, i) =>
          i === 0 || i === 2 || (view.cells[i] === "" && !(edit && edits.has(i))) ? null : (
            <div key={column} className={i === 11 ? "ledger-card__balance" : undefined}>
              <dt>{column}</dt>
              <dd>{cellContent(view, i, edit)}</dd>
            </div>
          ),
        )}
      </dl>
      <RowButtons {...props} />
      {showHistory ? <HistoryPanel number={view.row.number} history={history} timeZone={timeZone} /> : null}
    </li>
  );
});

/** The balance before or after the rows of a filtered ledger, as a table row or (on a phone) a labelled block. */
function BalanceLine({ kind, label, totalPaid, balance, list }: { kind: "opening" | "closing"; label: string; totalPaid: string; balance: string; list: boolean }) {
  const balanceText = <Balance text={balanceLabel(balance)} due={isDue(balance)} />;
  if (list) {
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
            <dd>{balanceText}</dd>
          </div>
        </dl>
      </div>
    );
  }
  return (
    <tr className={`ledger-balance-row ledger-balance-row--${kind}`}>
      <th scope="row" colSpan={LEDGER_COLUMNS.length - 2}>
        {label}
      </th>
      <td>{formatMoney(totalPaid)}</td>
      <td>{balanceText}</td>
      <td />
    </tr>
  );
}

/** Which page of rows is shown, with First, Previous, Next and Last; only for ledgers longer than a page. */
function Pager({ page, pageCount, rowCount, onPage }: { page: number; pageCount: number; rowCount: number; onPage: (page: number) => void }) {
  const first = page * LEDGER_PAGE_SIZE + 1;
  const last = Math.min(rowCount, first + LEDGER_PAGE_SIZE - 1);
  const count = (n: number) => n.toLocaleString("en-US");
  const button = (label: string, to: number) => (
    <button type="button" className="btn btn--small btn--outline" onClick={() => onPage(to)} disabled={to === page || to < 0 || to >= pageCount}>
      {label}
    </button>
  );
  return (
    <nav className="ledger-pager" aria-label="Pages of transactions">
      <p className="ledger-pager__status" aria-live="polite">
        Rows {count(first)}–{count(last)} of {count(rowCount)} (page {page + 1} of {pageCount})
      </p>
      <div className="ledger-pager__buttons">
        {button("First", 0)}
        {button("Previous", page - 1)}
        {button("Next", page + 1)}
        {button("Last", pageCount - 1)}
      </div>
    </nav>
  );
}

/**
 * The lot's ledger (SPEC sections 2 and 4): the server's rows, with Advance rows tinted yellow and
 * Amount rows green, the remaining balance as "Amount Left" or "Due", the opening and closing
 * balances when a date filter is on, inline editing (Edit, then Save or Cancel; Enter saves and
 * Escape cancels) and each row's change history. A table on wide screens, a list of rows on
 * narrow ones; a page of LEDGER_PAGE_SIZE rows at a time, with the totals of every row.
 */
export function LedgerTable({ ledger, histories, lotNumber, timeZone, onUpdateContainer, onUpdatePayment }: LedgerTableProps) {
  const ledgerData = useFragment(fragment, ledger);
  const figures = readFigures(ledgerData);
  const rows = ledgerData.rows;
  const list = useListLayout();
  const dialog = useMessageDialog();
  const captionId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>({});
  const [saving, setSaving] = useState(false);
  const [historyOpen, setHistoryOpen] = useState<Set<string>>(() => new Set());
  const filtered = Boolean(figures.from || figures.to);
  const caption = `Transactions of lot ${lotNumber}${filtered ? `, ${rangeLabel(figures.from, figures.to)}` : ""}`;

  // A new range starts at its first page; a ledger that shrank keeps the page within it.
  const range = `${figures.from ?? ""}/${figures.to ?? ""}`;
  const [paging, setPaging] = useState({ range, page: 0 });
  const pageCount = Math.max(1, Math.ceil(rows.length / LEDGER_PAGE_SIZE));
  const page = paging.range === range ? Math.min(paging.page, pageCount - 1) : 0;
  // Only the page shown is formatted: a long ledger's other rows cost nothing until paged to.
  const shown = useMemo(() => rows.slice(page * LEDGER_PAGE_SIZE, (page + 1) * LEDGER_PAGE_SIZE).map(rowView), [rows, page]);

  // The first box of the row being edited takes the focus (and scrolls into view on a phone);
  // when the edit ends, the focus goes back to that row's Edit button (WAI-ARIA grid editing).
  const firstBox = useRef<HTMLInputElement | null>(null);
  const rowsRef = useRef<HTMLDivElement | null>(null);
  const lastEdited = useRef<string | null>(null);
  useEffect(() => {
    if (editing) {
      lastEdited.current = editing;
      firstBox.current?.focus();
    } else if (lastEdited.current) {
      const key = lastEdited.current;
      const buttons = rowsRef.current?.querySelectorAll<HTMLButtonElement>("button[data-row-key]") ?? [];
      Array.from(buttons).find((button) => button.dataset.rowKey === key)?.focus();
      lastEdited.current = null;
    }
  }, [editing]);

  // The rows are memoised: they get callbacks that never change and read the latest state from here.
  const latest = useRef({ draft, saving, onUpdateContainer, onUpdatePayment, dialog });
  latest.current = { draft, saving, onUpdateContainer, onUpdatePayment, dialog };
  const actions = useMemo<RowActions>(() => {
    async function save(view: RowView) {
      const { draft, saving, onUpdateContainer, onUpdatePayment, dialog } = latest.current;
      if (saving) return;
      const changes = changedFields(draftOf(view.row), draft);
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
      const { container, payment } = view.row;
      const outcome = container ? await onUpdateContainer(container.id, changes) : await onUpdatePayment(payment!.id, changes);
      setSaving(false);
      if (outcome.ok) {
        setEditing(null);
        return;
      }
      if (outcome.message) {
        await dialog.show({ variant: "error", title: "Error!", text: outcome.message });
        return;
      }
      // No answer at all: the SPEC's text, then why, and the edit stays open with its values to try again.
      const unreachable = outcome.kind === "NetworkError";
      const text = unreachable ? `${UPDATE_FAILED} Not saved: ${UNREACHABLE}` : UPDATE_FAILED;
      if ((await dialog.show({ variant: "error", title: "Error!", text, retry: unreachable, retryLabel: "Try again" })) === "retry") await save(view);
    }
    return {
      edit(view) {
        setEditing(view.key);
        setDraft(draftOf(view.row));
      },
      save: (view) => void save(view),
      cancel: () => setEditing(null),
      toggleHistory(key) {
        setHistoryOpen((open) => {
          const next = new Set(open);
          if (next.has(key)) next.delete(key);
          else next.add(key);
          return next;
        });
      },
      /** In the row being edited, Enter in a box saves and Escape anywhere cancels. */
      keys: (view) => (e) => {
        if (latest.current.saving) return;
        if (e.key === "Escape") {
          e.preventDefault();
          setEditing(null);
        } else if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          void save(view);
        }
      },
    };
  }, []);
  const setField = useCallback((field: string, value: string) => setDraft((d) => ({ ...d, [field]: value })), []);
  const today = todayIn(timeZone);
  const editControls = useMemo<EditControls>(() => ({ draft, saving, setField, firstBox, today }), [draft, saving, setField, today]);

  const rowProps = (view: RowView): RowProps => ({
    view,
    edit: editing === view.key ? editControls : null,
    locked: editing !== null,
    history: histories[view.row.container?.id ?? view.row.payment?.id ?? ""] ?? NO_CHANGES,
    showHistory: historyOpen.has(view.key),
    actions,
    timeZone,
  });
  const empty = filtered ? NO_TRANSACTIONS_IN_RANGE : NO_TRANSACTIONS;
  const opening = filtered ? { kind: "opening" as const, label: openingBalanceLabel(figures.from), totalPaid: figures.openingTotalPaid, balance: figures.openingBalance } : null;
  const closing = filtered ? { kind: "closing" as const, label: closingBalanceLabel(figures.to), totalPaid: figures.closingTotalPaid, balance: figures.closingBalance } : null;
  // The totals row ends where the ledger ends: the closing balance in Rem. Balance.
  const totals = totalsCells(figures.totals);
  totals[11] = balanceLabel(figures.closingBalance);

  return (
    <div ref={rowsRef}>
      {list ? (
        <div className="ledger-list-view">
          {opening ? <BalanceLine {...opening} list /> : null}
          {rows.length === 0 ? (
            <p className="ledger-empty">{empty}</p>
          ) : (
            <ol className="ledger-list" aria-label={caption}>
              {shown.map((view) => (
                <ListRow key={view.key} {...rowProps(view)} />
              ))}
            </ol>
          )}
          {closing ? <BalanceLine {...closing} list /> : null}
          {rows.length > 0 ? (
            <div className="ledger-summary ledger-totals">
              <h3 className="ledger-summary__title">Totals{pageCount > 1 ? " (all rows)" : ""}</h3>
              <dl className="ledger-card__figures">
                {[6, 8, 9, 11].map((i) => (
                  <div key={i}>
                    <dt>{LEDGER_COLUMNS[i]}</dt>
                    <dd>{totals[i]}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </div>
      ) : (
        <div className="ledger-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="ledger-table">
            <caption id={captionId} className="visually-hidden">
              {caption}
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
              {opening ? <BalanceLine {...opening} list={false} /> : null}
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={COLUMN_COUNT} className="ledger-empty">
                    {empty}
                  </td>
                </tr>
              ) : (
                shown.map((view) => <TableRow key={view.key} {...rowProps(view)} />)
              )}
              {closing ? <BalanceLine {...closing} list={false} /> : null}
            </tbody>
            {rows.length > 0 ? (
              <tfoot>
                <tr className="ledger-totals">
                  {totals.map((cell, i) =>
                    i === 2 ? (
                      <th key={i} scope="row">{cell}</th>
                    ) : (
                      <td key={i}>{i === 11 ? <Balance text={cell} due={isDue(figures.closingBalance)} /> : cell}</td>
                    ),
                  )}
                  <td />
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
      {pageCount > 1 ? <Pager page={page} pageCount={pageCount} rowCount={rows.length} onPage={(to) => setPaging({ range, page: to })} /> : null}
      {dialog.element}
    </div>
  );
}

const NO_CHANGES: ChangeRecords = [];
