import { entryFieldLabels } from "../../../shared/validation.ts";
import type { Draft } from "./rowDraft.ts";

/*
 * What the ledger's table remembers between renders (no React, no I/O): the row being edited or
 * voided, a note when that row left the ledger, the rows whose history or (on a phone) figures are
 * open, and the page. One reducer, so each step says at once everything it changes; tested on its
 * own (ledgerTableState.test.ts).
 */

export interface LedgerTableState {
  /** The key of the row being edited, if any. */
  editing: string | null;
  /** The key of the row whose Void form is open, if any. */
  voiding: string | null;
  /** Why an edit or a void ended without the trader: the row left the ledger. */
  lostEdit: string | null;
  historyOpen: ReadonlySet<string>;
  /** Rows opened on a phone. */
  expanded: ReadonlySet<string>;
  /** The page asked for, in the date range it was asked in: a new range starts at its first page. */
  paging: { range: string; page: number };
}

export type LedgerTableAction =
  | { type: "edit"; key: string }
  | { type: "closeEdit" }
  | { type: "startVoid"; key: string }
  | { type: "closeVoid" }
  /** The row being edited (`doing: "editing"`) or voided left the ledger: that ends, and `note` says so. */
  | { type: "rowLeft"; doing: "editing" | "voiding"; note: string }
  | { type: "dismissNote" }
  | { type: "toggleHistory"; key: string }
  | { type: "toggleRow"; key: string }
  /** Turns to `page` of `range`, with row `open` opened on a phone (Jump to latest, Go to row). */
  | { type: "page"; range: string; page: number; open?: string };

export const initialLedgerTableState = (range: string): LedgerTableState => ({
  editing: null,
  voiding: null,
  lostEdit: null,
  historyOpen: new Set(),
  expanded: new Set(),
  paging: { range, page: 0 },
});

const toggled = (set: ReadonlySet<string>, key: string) => {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
};

export function ledgerTableReducer(state: LedgerTableState, action: LedgerTableAction): LedgerTableState {
  switch (action.type) {
    case "edit":
      return { ...state, editing: action.key, lostEdit: null };
    case "closeEdit":
      return state.editing === null ? state : { ...state, editing: null };
    case "startVoid":
      return { ...state, voiding: action.key };
    case "closeVoid":
      return state.voiding === null ? state : { ...state, voiding: null };
    case "rowLeft":
      return action.doing === "editing"
        ? { ...state, editing: null, lostEdit: action.note }
        : { ...state, voiding: null, lostEdit: action.note };
    case "dismissNote":
      return { ...state, lostEdit: null };
    case "toggleHistory":
      return { ...state, historyOpen: toggled(state.historyOpen, action.key) };
    case "toggleRow":
      return { ...state, expanded: toggled(state.expanded, action.key) };
    case "page":
      // A new object even for the same page: the table reveals the asked-for row again.
      return {
        ...state,
        paging: { range: action.range, page: action.page },
        expanded: action.open ? new Set(state.expanded).add(action.open) : state.expanded,
      };
  }
}

/** The page shown: the one asked for, within the ledger's pages; the first of a new date range. */
export const pageShown = (paging: LedgerTableState["paging"], range: string, pageCount: number) =>
  paging.range === range ? Math.min(paging.page, pageCount - 1) : 0;

/**
 * The note when the row being edited or voided left the ledger (another member voided it, or dated
 * it out of the filter), with what was typed and not saved.
 */
export function rowLeftNote({
  row,
  doing,
  filtered,
  unsaved = {},
}: {
  /** "Row 3 (container MSCU1234565)", or null when the row was never shown. */
  row: string | null;
  doing: "editing" | "voiding";
  filtered: boolean;
  unsaved?: Draft;
}): string {
  const why = filtered ? "someone else voided it or moved its date out of these dates" : "someone else voided it";
  const typed = Object.entries(unsaved).map(
    ([field, value]) => `${entryFieldLabels[field as keyof typeof entryFieldLabels] ?? field} ${value.trim() || "(empty)"}`,
  );
  return `${row ?? "The entry"} left the ledger while you were ${doing} it: ${why}.${typed.length > 0 ? ` Not saved: ${typed.join(", ")}.` : ""}`;
}
