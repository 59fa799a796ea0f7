import { Fragment, memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { LedgerTable_ledger$key } from "../../__generated__/LedgerTable_ledger.graphql.ts";
import { todayIn } from "../../../shared/dates.ts";
import { balanceLabel, formatMoney, formatTons, isDue } from "../../../shared/money.ts";
import { closingBalanceLabel, LEDGER_COLUMNS, noTransactionsText, openingBalanceLabel, rangeLabel, readFigures, totalsCells } from "../ledgerFormat.ts";
import { LEDGER_PAGE_SIZE, LedgerPager } from "./LedgerPager.tsx";
import { LedgerPhoneList, type BalanceLineData, type PhoneRowProps } from "./LedgerPhoneList.tsx";
import { LedgerRowActions, type LedgerRowProps, type RowActionHandlers } from "./LedgerRowActions.tsx";
import { LedgerRowEditor } from "./LedgerRowEditor.tsx";
import type { Draft } from "./rowDraft.ts";
import type { RowUpdates } from "./useRowEdit.ts";
import { entryName, useVoidedNotice, VoidEntryForm } from "./VoidEntryForm.tsx";
import type { MutationOutcome } from "../../relay/outcome.ts";
import { Balance, displayCell, FIGURE_COLUMNS, LedgerCells, rowKey, rowView, type LedgerRowData, type RowView } from "./ledgerRowView.tsx";
import { entryFieldLabels } from "../../../shared/validation.ts";
import { revealRow } from "./revealRow.ts";
import { NO_CHANGES, RowHistory, type RowHistories } from "./RowHistory.tsx";
import { EntryAttachmentsRow } from "../attachments/EntryAttachmentsRow.tsx";
import { EntryAgreementRow } from "../agreement/EntryAgreementRow.tsx";

export const JUMP_TO_LATEST = "Jump to latest";

const fragment = graphql`
  fragment LedgerTable_ledger on LedgerStatement {
    ...ledgerFormat_figures
    rows {
      number
      type
      balance
      quantityTons
      ...ledgerFormat_row
      # Unmasked: a masked fragment level costs two levels of the server's query depth limit.
      ...LedgerRowEditor_row @relay(mask: false)
      container {
        id
        version
        agreement {
          ...LedgerTable_agreement @relay(mask: false)
        }
      }
      payment {
        id
        version
        agreement {
          ...LedgerTable_agreement @relay(mask: false)
        }
      }
    }
  }
`;

/** An entry's agreement (issue 47), as the line under its row shows it. */
graphql`
  fragment LedgerTable_agreement on EntryAgreement {
    state
    recordedBy
    waitingFor
    by
    reason
    disputedQuantityKg
    disputedAmount
    disputedDate
    answer
    answeredBy
    actions
  }
`;

export interface LedgerTableProps extends RowUpdates {
  ledger: LedgerTable_ledger$key;
  /** The rows' change histories (`historiesOf`). */
  histories: RowHistories;
  lotNumber: string;
  /** The company's time zone (`siteInfo.timeZone`): the clock of the change history. */
  timeZone: string;
  /** Voids a row's entry with a reason; without it rows offer no Void. */
  onVoid?: (id: string, reason: string) => Promise<MutationOutcome<unknown>>;
  /** Restores a voided entry: the Undo of the confirmation a void shows. */
  onRestore?: (id: string) => Promise<MutationOutcome<unknown>>;
  /** More controls for the ledger's toolbar (the lot page's shortcuts to its add forms). */
  tools?: ReactNode;
  /** A reader's ledger (a Viewer's): no Edit, no Void. */
  readOnly?: boolean;
  /** Keys of rows someone else just changed: marked for a moment. */
  changed?: ReadonlySet<string>;
  /** A row to bring into view and focus (a new object each time it is asked for). */
  goTo?: { key: string } | null;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Below this width the ledger is a list of compact rows, not a table: from 72em the page's column
 * is at its widest (1102 px) and the thirteen columns fit it, also with a row being edited.
 */
export const LEDGER_LIST_QUERY = "(max-width: 71.99em)";

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

const COLUMN_COUNT = LEDGER_COLUMNS.length + 1;

const TableRow = memo(function TableRow({ view, locked, history, showHistory, actions, timeZone, voidForm, changed }: LedgerRowProps) {
  return (
    <>
      <tr className={`ledger-row ledger-row--${view.kind}${changed ? " ledger-row--changed" : ""}`} data-type={view.row.type} data-key={view.key}>
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

/**
 * Where the entry keyed `key` (the row being edited or voided) is in the ledger's rows (-1 when it
 * left them), and the last view of it shown, to name it once it is gone.
 */
function useTrackedRow(key: string | null, rows: readonly LedgerRowData[], shown: readonly RowView[]) {
  const lastShown = useRef<RowView | null>(null);
  const index = key === null ? -1 : rows.findIndex((row) => rowKey(row) === key);
  useEffect(() => {
    const view = key === null ? undefined : shown.find((shownView) => shownView.key === key);
    if (view) lastShown.current = view;
  });
  return { index, lastShown };
}

const toggled = (set: ReadonlySet<string>, key: string) => {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
};

/**
 * The lot's ledger (SPEC sections 2 and 4): the server's rows, with Advance rows tinted yellow and
 * Amount rows green, the remaining balance as "Amount Left" or "Due", the opening and closing
 * balances when a date filter is on, inline editing (LedgerRowEditor) and each row's change
 * history. A table on wide screens, whose header and Totals rows stay on screen as the page
 * scrolls (the page is the only scrolling box); compact rows that open on a tap on narrow ones.
 * A page of LEDGER_PAGE_SIZE rows at a time, with the totals of every row.
 */
export function LedgerTable({ ledger, histories, lotNumber, timeZone, onUpdateContainer, onUpdatePayment, onVoid, onRestore, tools, readOnly = false, changed = NONE, goTo = null }: LedgerTableProps) {
  const ledgerData = useFragment(fragment, ledger);
  const figures = readFigures(ledgerData);
  const rows = ledgerData.rows;
  const list = useListLayout();
  const captionId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [voiding, setVoiding] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const filtered = Boolean(figures.from || figures.to);
  const caption = `Transactions of lot ${lotNumber}${filtered ? `, ${rangeLabel(figures.from, figures.to)}` : ""}`;

  // A new range starts at its first page; a ledger that shrank keeps the page within it.
  const range = `${figures.from ?? ""}/${figures.to ?? ""}`;
  const [paging, setPaging] = useState({ range, page: 0 });
  const pageCount = Math.max(1, Math.ceil(rows.length / LEDGER_PAGE_SIZE));
  const page = paging.range === range ? Math.min(paging.page, pageCount - 1) : 0;
  // Only the page shown is formatted: a long ledger's other rows cost nothing until paged to.
  const shown = useMemo(() => rows.slice(page * LEDGER_PAGE_SIZE, (page + 1) * LEDGER_PAGE_SIZE).map(rowView), [rows, page]);

  // The entry being edited or voided left the ledger (another member voided it, or dated it out
  // of the filter): the edit or the void form ends, and a note says so, with what was typed and
  // not saved. On another page (rows added before it), the page follows the edit.
  const unsaved = useRef<Draft>({});
  const [lostEdit, setLostEdit] = useState<string | null>(null);
  const why = filtered ? "someone else voided it or moved its date out of these dates" : "someone else voided it";
  const leftLedger = (view: RowView | null, doing: string) => `${view ? `Row ${view.row.number} (${entryName(view)})` : "The entry"} left the ledger while you were ${doing} it: ${why}.`;
  const edited = useTrackedRow(editing, rows, shown);
  useEffect(() => {
    if (editing === null) return;
    if (edited.index >= 0) {
      const on = Math.floor(edited.index / LEDGER_PAGE_SIZE);
      if (on !== page) setPaging({ range, page: on });
      return;
    }
    const typed = Object.entries(unsaved.current).map(([field, value]) => `${entryFieldLabels[field as keyof typeof entryFieldLabels] ?? field} ${value.trim() || "(empty)"}`);
    setLostEdit(`${leftLedger(edited.lastShown.current, "editing")}${typed.length > 0 ? ` Not saved: ${typed.join(", ")}.` : ""}`);
    setEditing(null);
  });
  // A void form whose row is gone: not this form's own void (it closes itself once answered).
  const voided = useTrackedRow(voiding, rows, shown);
  const voidingOwn = useRef(false);
  useEffect(() => {
    if (voiding === null || voided.index >= 0 || voidingOwn.current) return;
    setLostEdit(leftLedger(voided.lastShown.current, "voiding"));
    lastVoiding.current = null; // the focus goes to the note, not to a row
    setVoiding(null);
  });
  const lostEditRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (lostEdit) lostEditRef.current?.focus();
  }, [lostEdit]);

  // When an edit ends, the focus goes back to that row's Edit button (WAI-ARIA grid editing).
  const rowsRef = useRef<HTMLDivElement | null>(null);
  const lastEdited = useRef<string | null>(null);
  useEffect(() => {
    if (editing) lastEdited.current = editing;
    else if (lastEdited.current) {
      const key = lastEdited.current;
      const buttons = rowsRef.current?.querySelectorAll<HTMLButtonElement>("button[data-row-key]") ?? [];
      Array.from(buttons).find((button) => button.dataset.rowKey === key)?.focus();
      lastEdited.current = null;
    }
  }, [editing]);

  // When a void form closes, the focus goes back to the row's Void button (cancelled) or, the entry
  // voided and gone from the table, to the row now in its place.
  const lastVoiding = useRef<{ key: string; index: number } | null>(null);
  useEffect(() => {
    const rowElements = () => Array.from(rowsRef.current?.querySelectorAll<HTMLElement>("[data-key]") ?? []);
    if (voiding) {
      lastVoiding.current = { key: voiding, index: rowElements().findIndex((el) => el.dataset.key === voiding) };
      return;
    }
    const last = lastVoiding.current;
    if (!last) return;
    lastVoiding.current = null;
    const elements = rowElements();
    const same = elements.find((el) => el.dataset.key === last.key);
    const target = same
      ? same.querySelector<HTMLElement>('button[aria-label^="Void row"]')
      : elements[Math.min(last.index, elements.length - 1)]?.querySelector<HTMLElement>(".ledger-card__toggle, button[data-row-key]");
    target?.focus();
  }, [voiding]);

  // Jump to latest: the last page, then the last row in view with the focus on it.
  const reveal = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = reveal.current;
    if (!key) return;
    reveal.current = null;
    const row = Array.from(rowsRef.current?.querySelectorAll<HTMLElement>("[data-key]") ?? []).find((el) => el.dataset.key === key);
    if (!row) return;
    revealRow(row);
    row.querySelector<HTMLElement>(".ledger-card__toggle, button[data-row-key]")?.focus({ preventScroll: true });
  });
  // Go to row (a change someone else made): its page, then the row in view with the focus on it.
  useEffect(() => {
    if (!goTo) return;
    const index = rows.findIndex((row) => rowKey(row) === goTo.key);
    if (index < 0) return;
    reveal.current = goTo.key;
    if (list) setExpanded((open) => new Set(open).add(goTo.key));
    setPaging({ range, page: Math.floor(index / LEDGER_PAGE_SIZE) });
    // Only a new request moves the page: rows refreshed later leave the reader where they are.
  }, [goTo]);
  function jumpToLatest() {
    const last = rows.at(-1);
    if (!last) return;
    const key = rowView(last).key;
    reveal.current = key;
    if (list) setExpanded((open) => new Set(open).add(key));
    setPaging({ range, page: pageCount - 1 }); // a new object: renders even on the last page already
  }

  const actions = useMemo<RowActionHandlers>(
    () => ({
      edit: readOnly
        ? undefined
        : (view) => {
            setLostEdit(null);
            setEditing(view.key);
          },
      toggleHistory: (key) => setHistoryOpen((open) => toggled(open, key)),
      startVoid: onVoid && !readOnly ? (key) => setVoiding(key) : undefined,
    }),
    [onVoid, readOnly],
  );
  const [voidedNotice, showVoided] = useVoidedNotice(onRestore);
  const voidOwn = useCallback(
    async (view: RowView, id: string, reason: string) => {
      voidingOwn.current = true;
      try {
        const outcome = await onVoid!(id, reason);
        if (outcome.ok) showVoided(`Voided: row ${view.row.number} (${entryName(view)}).`, id);
        return outcome;
      } finally {
        voidingOwn.current = false;
      }
    },
    [onVoid, showVoided],
  );
  const voidForm = (view: RowView) =>
    onVoid && view.key === voiding ? <VoidEntryForm view={view} onVoid={(id, reason) => voidOwn(view, id, reason)} onCancel={() => setVoiding(null)} /> : undefined;
  const toggleRow = useCallback((key: string) => setExpanded((open) => toggled(open, key)), []);
  const closeEdit = useCallback(() => setEditing(null), []);
  const today = todayIn(timeZone);

  const historyOf = (view: RowView) => histories[view.row.container?.id ?? view.row.payment?.id ?? ""] ?? NO_CHANGES;
  const editor = (view: RowView) => (
    <LedgerRowEditor
      key={view.key}
      row={view.row}
      view={view}
      layout={list ? "card" : "table"}
      today={today}
      onClose={closeEdit}
      onUpdateContainer={onUpdateContainer}
      onUpdatePayment={onUpdatePayment}
      timeZone={timeZone}
      unsaved={unsaved}
    />
  );
  const empty = rows.length > 0 ? null : noTransactionsText(figures.from, figures.to);
  const opening: BalanceLineData | null = filtered
    ? { kind: "opening", label: openingBalanceLabel(figures.from), totalPaid: figures.openingTotalPaid, balance: figures.openingBalance, due: isDue(figures.openingBalance) }
    : null;
  const closing: BalanceLineData | null = filtered
    ? { kind: "closing", label: closingBalanceLabel(figures.to), totalPaid: figures.closingTotalPaid, balance: figures.closingBalance, due: isDue(figures.closingBalance) }
    : null;
  // The totals row ends where the ledger ends: the closing balance in Rem. Balance.
  const totals = totalsCells(figures.totals);
  totals[11] = balanceLabel(figures.closingBalance);
  const exactTotalTons = formatTons(figures.totals.quantityTons);
  const tonsTitle = exactTotalTons !== totals[6] ? `${exactTotalTons} t` : undefined;
  const closingDue = isDue(figures.closingBalance);

  const phoneRowProps = (view: RowView): PhoneRowProps => ({
    view,
    expanded: expanded.has(view.key),
    onToggle: toggleRow,
    locked: editing !== null,
    history: historyOf(view),
    showHistory: historyOpen.has(view.key),
    actions,
    timeZone,
    voidForm: voidForm(view),
    changed: changed.has(view.key),
  });

  return (
    <div ref={rowsRef} className="ledger">
      {rows.length > 0 || tools ? (
        <div className="ledger-toolbar" role="group" aria-label="Ledger shortcuts">
          {tools}
          {rows.length > 0 ? (
            <button type="button" className="btn btn--small btn--outline" onClick={jumpToLatest}>
              {JUMP_TO_LATEST}
            </button>
          ) : null}
        </div>
      ) : null}
      {onVoid ? voidedNotice : null}
      {lostEdit ? (
        <div ref={lostEditRef} className="ledger-lost-edit" role="alert" tabIndex={-1}>
          <p>{lostEdit}</p>
          <button type="button" className="btn btn--small btn--outline" onClick={() => setLostEdit(null)}>
            Dismiss
          </button>
        </div>
      ) : null}
      {list ? (
        <LedgerPhoneList
          caption={caption}
          views={shown}
          empty={empty}
          opening={opening}
          closing={closing}
          totals={rows.length > 0 ? { cells: totals, allRows: pageCount > 1, due: closingDue, tonsTitle } : null}
          editing={editing}
          editor={editor}
          rowProps={phoneRowProps}
        />
      ) : (
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
                shown.map((view) =>
                  view.key === editing ? (
                    // The row's photos and documents under it while it is edited: where a writer attaches in the table.
                    <Fragment key={view.key}>
                      {editor(view)}
                      <EntryAttachmentsRow entryId={view.key} number={view.row.number} colSpan={COLUMN_COUNT} always />
                    </Fragment>
                  ) : (
                    <TableRow
                      key={view.key}
                      view={view}
                      locked={editing !== null}
                      history={historyOf(view)}
                      showHistory={historyOpen.has(view.key)}
                      actions={actions}
                      timeZone={timeZone}
                      voidForm={voidForm(view)}
                      changed={changed.has(view.key)}
                    />
                  ),
                )
              )}
              {closing ? <TableBalanceLine {...closing} /> : null}
            </tbody>
            {rows.length > 0 ? (
              <tfoot>
                <tr className="ledger-totals">
                  {totals.map((cell, i) =>
                    i === 2 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className={FIGURE_COLUMNS.has(i) ? "ledger-num" : undefined}>
                        {i === 11 ? (
                          <Balance text={cell} due={closingDue} />
                        ) : i === 6 && tonsTitle ? (
                          <span title={tonsTitle} data-exact={exactTotalTons}>
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
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
      {pageCount > 1 ? <LedgerPager page={page} pageCount={pageCount} rowCount={rows.length} onPage={(to) => setPaging({ range, page: to })} /> : null}
    </div>
  );
}
