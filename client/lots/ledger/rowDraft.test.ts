import { describe, expect, test } from "vitest";
import {
  changedFields,
  draftOf,
  fieldText,
  keptTheirs,
  sentChanges,
  settleConflict,
  uncontested,
  type ConflictNotice,
} from "./rowDraft.ts";

const container = {
  id: "C1",
  version: 3,
  date: "2026-11-01",
  containerNo: "MSCU1234565",
  sealNo: "S-1",
  material: "HMS",
  quantityKg: "20000.500",
  billOfLadingNo: "BL-9",
  grossKg: null,
};

describe("a row's draft", () => {
  test("starts from the entry as typed: the weight in plain kg, papers blank when not given", () => {
    const draft = draftOf({ container });
    expect(draft).toMatchObject({
      date: "2026-11-01",
      containerNo: "MSCU1234565",
      quantity: "20000.5",
      billOfLadingNo: "BL-9",
      grossKg: "",
    });
    expect(draftOf({ payment: { date: "2026-11-02", amount: "150.25", method: "BANK_TRANSFER", reference: null } })).toMatchObject({
      date: "2026-11-02",
      amount: "150.25",
      method: "BANK_TRANSFER",
      reference: "",
    });
    expect(draftOf({})).toEqual({});
  });

  test("only what differs (spaces aside) is sent, and a paper emptied is sent as null", () => {
    const opened = draftOf({ container });
    const changes = changedFields(opened, { ...opened, sealNo: " S-1 ", material: "Shredded", billOfLadingNo: "  " });
    expect(changes).toEqual({ material: "Shredded", billOfLadingNo: "  " });
    expect(sentChanges(changes)).toEqual({ material: "Shredded", billOfLadingNo: null });
  });
});

describe("a conflict with another's change", () => {
  const opened = { date: "2026-11-01", sealNo: "S-1", material: "HMS", quantity: "20000" };

  test("a field only I changed is no conflict: mine goes on top of their version", () => {
    const theirs = { ...opened, sealNo: "S-2" };
    const settled = settleConflict(opened, theirs, { material: "Shredded" });
    expect(settled.contested).toEqual([]);
    expect(settled.draft).toEqual({ ...theirs, material: "Shredded" });
    expect(settled.resend).toEqual({ material: "Shredded" });
  });

  test("the same value on both sides is no conflict, and nothing is left to send", () => {
    const settled = settleConflict(opened, { ...opened, material: "Shredded" }, { material: "Shredded" });
    expect(settled).toMatchObject({ contested: [], resend: {} });
  });

  test("a field both changed to different values is contested; keeping theirs still sends my other changes", () => {
    const theirs = { ...opened, quantity: "19800" };
    const mine = { quantity: "20100", material: "Shredded" };
    const settled = settleConflict(opened, theirs, mine);
    expect(settled.contested).toEqual(["quantity"]);
    expect(settled.resend).toEqual({});
    expect(settled.draft).toEqual({ ...theirs, ...mine });
    const notice: ConflictNotice = {
      kind: "conflict",
      message: null,
      conflict: { values: theirs, version: 4, changedBy: "Noor", changedAt: null },
      mine,
      contested: settled.contested,
    };
    expect(uncontested(notice)).toEqual(["material"]);
    expect(keptTheirs(notice)).toEqual({ draft: { ...theirs, material: "Shredded" }, unsent: { material: "Shredded" } });
    expect(keptTheirs({ ...notice, mine: { quantity: "20100" } }).unsent).toEqual({});
  });
});

test("a field's value in words beside another version", () => {
  expect(fieldText("date", "2026-11-01")).toBe("01/11/2026");
  expect(fieldText("quantity", "20000.500")).toBe("20000.5 kg");
  expect(fieldText("sealNo", "")).toBe("(empty)");
  expect(fieldText("amount", "1500.5")).toMatch(/1,500\.50/);
});
