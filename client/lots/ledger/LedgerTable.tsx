import { useCallback, useEffect, useMemo, useReducer, useRef, useSyncExternalStore, type Dispatch, type ReactNode, type Ref } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { LedgerTable_ledger$key } from "../../__generated__/LedgerTable_ledger.graphql.ts";
import { todayIn } from "../../../shared/dates.ts";
import { balanceLabel, formatTons, isDue } from "../../../shared/money.ts";
import { closingBalanceLabel, noTransactionsText, openingBalanceLabel, rangeLabel, readFigures, totalsCells } from "../ledgerFormat.ts";
import { LEDGER_PAGE_SIZE, LedgerPager } from "./LedgerPager.tsx";
import { LedgerPhoneList, type BalanceLineData, type PhoneRowProps } from "./LedgerPhoneList.tsx";
import type { LedgerRowProps, RowActionHandlers } from "./LedgerRowActions.tsx";
import { LedgerRowEditor } from "./LedgerRowEditor.tsx";
import { LedgerWideTable } from "./LedgerWideTable.tsx";
import {
  initialLedgerTableState,
  ledgerTableReducer,
  pageShown,
  rowLeftNote,
  type LedgerTableAction,
  type LedgerTableState,
} from "./ledgerTableState.ts";
import type { Draft } from "./rowDraft.ts";
import { useLedgerFocus } from "./useLedgerFocus.ts";
import type { RowUpdates } from "./useRowEdit.ts";
import { entryName, useVoidedNotice, VoidEntryForm } from "./VoidEntryForm.tsx";
import type { MutationOutcome } from "../../relay/outcome.ts";
import { rowKey, rowView, type LedgerRowData, type RowView } from "./ledgerRowView.tsx";
import { NO_CHANGES, type RowHistories } from "./RowHistory.tsx";

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

/**
 * The entry being edited or voided left the ledger (another member voided it, or dated it out of
 * the filter): the edit or the void form ends, and a note says so, with what was typed and not
 * saved. On another page (rows added before it), the page follows the edit. A void form's own void
 * (`voidingOwn` while it is out) closes it without a note.
 */
function useRowsLeaving({
  state: { editing, voiding },
  dispatch,
  rows,
  shown,
  page,
  range,
  filtered,
  forgetVoid,
}: {
  state: LedgerTableState;
  dispatch: Dispatch<LedgerTableAction>;
  rows: readonly LedgerRowData[];
  shown: readonly RowView[];
  page: number;
  range: string;
  filtered: boolean;
  forgetVoid: () => void;
}) {
  const unsaved = useRef<Draft>({});
  const named = (view: RowView | null) => (view ? `Row ${view.row.number} (${entryName(view)})` : null);
  const edited = useTrackedRow(editing, rows, shown);
  useEffect(() => {
    if (editing === null) return;
    if (edited.index >= 0) {
      const on = Math.floor(edited.index / LEDGER_PAGE_SIZE);
      if (on !== page) dispatch({ type: "page", range, page: on });
      return;
    }
    dispatch({
      type: "rowLeft",
      doing: "editing",
      note: rowLeftNote({ row: named(edited.lastShown.current), doing: "editing", filtered, unsaved: unsaved.current }),
    });
  });
  // A void form whose row is gone: not this form's own void (it closes itself once answered).
  const voided = useTrackedRow(voiding, rows, shown);
  const voidingOwn = useRef(false);
  useEffect(() => {
    if (voiding === null || voided.index >= 0 || voidingOwn.current) return;
    forgetVoid();
    dispatch({
      type: "rowLeft",
      doing: "voiding",
      note: rowLeftNote({ row: named(voided.lastShown.current), doing: "voiding", filtered }),
    });
  });
  return { unsaved, voidingOwn };
}

/**
 * The lot's ledger (SPEC sections 2 and 4): the server's rows, with Advance rows tinted yellow and
 * Amount rows green, the remaining balance as "Amount Left" or "Due", the opening and closing
 * balances when a date filter is on, inline editing (LedgerRowEditor) and each row's change
 * history. A table on wide screens, whose header and Totals rows stay on screen as the page
 * scrolls (the page is the only scrolling box); compact rows that open on a tap on narrow ones.
 * A page of LEDGER_PAGE_SIZE rows at a time, with the totals of every row.
 */
export function LedgerTable({
  ledger,
  histories,
  lotNumber,
  timeZone,
  onUpdateContainer,
  onUpdatePayment,
  onVoid,
  onRestore,
  tools,
  readOnly = false,
  changed = NONE,
  goTo = null,
}: LedgerTableProps) {
  const ledgerData = useFragment(fragment, ledger);
  const figures = readFigures(ledgerData);
  const rows = ledgerData.rows;
  const list = useListLayout();
  const filtered = Boolean(figures.from || figures.to);
  const caption = `Transactions of lot ${lotNumber}${filtered ? `, ${rangeLabel(figures.from, figures.to)}` : ""}`;
  const range = `${figures.from ?? ""}/${figures.to ?? ""}`;
  const [state, dispatch] = useReducer(ledgerTableReducer, range, initialLedgerTableState);
  const { editing, voiding, lostEdit, historyOpen, expanded } = state;
  const pageCount = Math.max(1, Math.ceil(rows.length / LEDGER_PAGE_SIZE));
  const page = pageShown(state.paging, range, pageCount);
  // Only the page shown is formatted: a long ledger's other rows cost nothing until paged to.
  const shown = useMemo(() => rows.slice(page * LEDGER_PAGE_SIZE, (page + 1) * LEDGER_PAGE_SIZE).map(rowView), [rows, page]);
  const rowsRef = useRef<HTMLDivElement | null>(null);
  const focus = useLedgerFocus(rowsRef, editing, voiding, lostEdit);

  const { unsaved, voidingOwn } = useRowsLeaving({ state, dispatch, rows, shown, page, range, filtered, forgetVoid: focus.forgetVoid });

  // Go to row (a change someone else made), Jump to latest: its page, then the row in view with the focus on it.
  const turnTo = (key: string, to: number) => {
    focus.revealNext(key);
    dispatch({ type: "page", range, page: to, open: list ? key : undefined });
  };
  useEffect(() => {
    if (!goTo) return;
    const index = rows.findIndex((row) => rowKey(row) === goTo.key);
    // Only a new request moves the page: rows refreshed later leave the reader where they are.
    if (index >= 0) turnTo(goTo.key, Math.floor(index / LEDGER_PAGE_SIZE));
  }, [goTo]);
  function jumpToLatest() {
    const last = rows.at(-1);
    if (last) turnTo(rowView(last).key, pageCount - 1);
  }

  const actions = useMemo<RowActionHandlers>(
    () => ({
      edit: readOnly ? undefined : (view) => dispatch({ type: "edit", key: view.key }),
      toggleHistory: (key) => dispatch({ type: "toggleHistory", key }),
      startVoid: onVoid && !readOnly ? (key) => dispatch({ type: "startVoid", key }) : undefined,
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
    onVoid && view.key === voiding ? (
      <VoidEntryForm view={view} onVoid={(id, reason) => voidOwn(view, id, reason)} onCancel={() => dispatch({ type: "closeVoid" })} />
    ) : undefined;
  const toggleRow = useCallback((key: string) => dispatch({ type: "toggleRow", key }), []);
  const closeEdit = useCallback(() => dispatch({ type: "closeEdit" }), []);
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
  const rowProps = (view: RowView): LedgerRowProps => ({
    view,
    locked: editing !== null,
    history: historyOf(view),
    showHistory: historyOpen.has(view.key),
    actions,
    timeZone,
    voidForm: voidForm(view),
    changed: changed.has(view.key),
  });
  const phoneRowProps = (view: RowView): PhoneRowProps => ({ ...rowProps(view), expanded: expanded.has(view.key), onToggle: toggleRow });
  const { opening, closing, totals } = ledgerSummary(figures, rows.length > 0);
  const shared = {
    caption,
    views: shown,
    empty: rows.length > 0 ? null : noTransactionsText(figures.from, figures.to),
    opening,
    closing,
    editing,
    editor,
  };

  return (
    <div ref={rowsRef} className="ledger">
      <LedgerToolbar tools={tools} onJumpToLatest={rows.length > 0 ? jumpToLatest : undefined} />
      {onVoid ? voidedNotice : null}
      {lostEdit ? <LostEditNote note={lostEdit} noteRef={focus.noteRef} onDismiss={() => dispatch({ type: "dismissNote" })} /> : null}
      {list ? (
        <LedgerPhoneList {...shared} totals={totals ? { ...totals, allRows: pageCount > 1 } : null} rowProps={phoneRowProps} />
      ) : (
        <LedgerWideTable {...shared} totals={totals} rowProps={rowProps} />
      )}
      {pageCount > 1 ? (
        <LedgerPager
          page={page}
          pageCount={pageCount}
          rowCount={rows.length}
          onPage={(to) => dispatch({ type: "page", range, page: to })}
        />
      ) : null}
    </div>
  );
}

/** The ledger's shortcuts: the page's own (the add forms') and Jump to latest, when there are rows. */
function LedgerToolbar({ tools, onJumpToLatest }: { tools?: ReactNode; onJumpToLatest?: () => void }) {
  if (!onJumpToLatest && !tools) return null;
  return (
    <div className="ledger-toolbar" role="group" aria-label="Ledger shortcuts">
      {tools}
      {onJumpToLatest ? (
        <button type="button" className="btn btn--small btn--outline" onClick={onJumpToLatest}>
          {JUMP_TO_LATEST}
        </button>
      ) : null}
    </div>
  );
}

/** Why the row being edited or voided left the screen, until dismissed. */
function LostEditNote({ note, noteRef, onDismiss }: { note: string; noteRef: Ref<HTMLDivElement>; onDismiss: () => void }) {
  return (
    <div ref={noteRef} className="ledger-lost-edit" role="alert" tabIndex={-1}>
      <p>{note}</p>
      <button type="button" className="btn btn--small btn--outline" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

/** The balances before and after a filtered ledger, and the Totals row, which ends where the ledger ends. */
function ledgerSummary(figures: ReturnType<typeof readFigures>, anyRows: boolean) {
  const filtered = Boolean(figures.from || figures.to);
  const opening: BalanceLineData | null = filtered
    ? {
        kind: "opening",
        label: openingBalanceLabel(figures.from),
        totalPaid: figures.openingTotalPaid,
        balance: figures.openingBalance,
        due: isDue(figures.openingBalance),
      }
    : null;
  const closing: BalanceLineData | null = filtered
    ? {
        kind: "closing",
        label: closingBalanceLabel(figures.to),
        totalPaid: figures.closingTotalPaid,
        balance: figures.closingBalance,
        due: isDue(figures.closingBalance),
      }
    : null;
  if (!anyRows) return { opening, closing, totals: null };
  // The closing balance in Rem. Balance.
  const cells = totalsCells(figures.totals);
  cells[11] = balanceLabel(figures.closingBalance);
  const exactTons = formatTons(figures.totals.quantityTons);
  const tonsTitle = exactTons !== cells[6] ? `${exactTons} t` : undefined;
  return { opening, closing, totals: { cells, due: isDue(figures.closingBalance), tonsTitle, exactTons } };
}
