import { describe, expect, test } from "vitest";
import {
  initialLedgerTableState,
  ledgerTableReducer,
  pageShown,
  rowLeftNote,
  type LedgerTableAction,
  type LedgerTableState,
} from "./ledgerTableState.ts";

const run = (actions: LedgerTableAction[], from: LedgerTableState = initialLedgerTableState("/")) =>
  actions.reduce(ledgerTableReducer, from);

describe("the ledger table's state", () => {
  test("an edit opens and closes; opening one dismisses the note about a lost one", () => {
    const lost = run([
      { type: "edit", key: "C1" },
      { type: "rowLeft", doing: "editing", note: "Row 1 left" },
    ]);
    expect(lost).toMatchObject({ editing: null, lostEdit: "Row 1 left" });
    expect(run([{ type: "edit", key: "P2" }], lost)).toMatchObject({ editing: "P2", lostEdit: null });
    expect(run([{ type: "edit", key: "P2" }, { type: "closeEdit" }])).toMatchObject({ editing: null });
  });

  test("a void form whose row left ends with the note; the edit of another row stays open", () => {
    const state = run([
      { type: "edit", key: "C1" },
      { type: "startVoid", key: "P2" },
      { type: "rowLeft", doing: "voiding", note: "Row 2 left" },
    ]);
    expect(state).toMatchObject({ editing: "C1", voiding: null, lostEdit: "Row 2 left" });
    expect(run([{ type: "dismissNote" }], state).lostEdit).toBeNull();
  });

  test("closing what is not open changes nothing (no render)", () => {
    const state = initialLedgerTableState("/");
    expect(ledgerTableReducer(state, { type: "closeEdit" })).toBe(state);
    expect(ledgerTableReducer(state, { type: "closeVoid" })).toBe(state);
  });

  test("histories and phone rows toggle one by one; a page asked for opens its row on a phone", () => {
    const state = run([
      { type: "toggleHistory", key: "C1" },
      { type: "toggleHistory", key: "P2" },
      { type: "toggleHistory", key: "C1" },
      { type: "toggleRow", key: "C3" },
      { type: "page", range: "/", page: 4, open: "C9" },
    ]);
    expect([...state.historyOpen]).toEqual(["P2"]);
    expect([...state.expanded]).toEqual(["C3", "C9"]);
    expect(state.paging).toEqual({ range: "/", page: 4 });
    // The same page asked again is a new state: the table reveals the row again.
    expect(ledgerTableReducer(state, { type: "page", range: "/", page: 4 })).not.toBe(state);
  });

  test("the page shown stays within the ledger, and a new date range starts at its first page", () => {
    expect(pageShown({ range: "/", page: 4 }, "/", 10)).toBe(4);
    expect(pageShown({ range: "/", page: 4 }, "/", 3)).toBe(2);
    expect(pageShown({ range: "/", page: 4 }, "2026-01-01/", 10)).toBe(0);
  });
});

test("the note of a lost edit says which row, why, and what was typed", () => {
  expect(
    rowLeftNote({ row: "Row 3 (container MSCU1234565)", doing: "editing", filtered: false, unsaved: { sealNo: "S-9", material: " " } }),
  ).toBe(
    "Row 3 (container MSCU1234565) left the ledger while you were editing it: someone else voided it. Not saved: Seal No S-9, Material (empty).",
  );
  expect(rowLeftNote({ row: null, doing: "voiding", filtered: true })).toBe(
    "The entry left the ledger while you were voiding it: someone else voided it or moved its date out of these dates.",
  );
});
