import { describe, expect, it } from "vitest";
import {
  choiceKeys,
  chosenColumns,
  FIXED_COLUMNS,
  landscapeFor,
  PAPER_COLUMNS,
  paperCells,
  paperHeaders,
  type PaperWriters,
  type RowPapers,
} from "./statementColumns.ts";
import { LEDGER_COLUMNS } from "../ledgerFormat.ts";

const shown: PaperWriters = { date: (iso) => `d:${iso}`, text: (typed) => `t:${typed}`, money: (money) => `$${money}` };

const containerRow: RowPapers = {
  container: {
    bookingNo: "BK-1",
    billOfLadingNo: "MEDU1234",
    vessel: "MSC Aurora",
    voyage: "051E",
    portOfLoading: "Jebel Ali",
    portOfDischarge: "Nhava Sheva",
    grossKg: "24500.000",
    tareKg: "2300.500",
    quantityKg: "22199.500",
    weighbridgeTicket: "WB-77",
    ownPricePerTon: "410.00",
  },
  payment: null,
};
const paymentRow: RowPapers = {
  container: null,
  payment: { method: "POST_DATED_CHEQUE", reference: "CHQ 000123", chequeDueDate: "2026-04-30", note: "Second instalment" },
};

describe("the statements' columns", () => {
  it("are the SPEC's twelve, fixed, then fourteen papers a trader may add, each with a key and a header", () => {
    expect(FIXED_COLUMNS.map((c) => c.header)).toEqual([...LEDGER_COLUMNS]);
    expect(PAPER_COLUMNS.map((c) => c.key)).toEqual([
      "bookingNo",
      "billOfLadingNo",
      "vesselVoyage",
      "portOfLoading",
      "portOfDischarge",
      "grossKg",
      "tareKg",
      "netKg",
      "weighbridgeTicket",
      "ownPricePerTon",
      "method",
      "reference",
      "chequeDueDate",
      "note",
    ]);
    expect(new Set(PAPER_COLUMNS.map((c) => c.key)).size).toBe(PAPER_COLUMNS.length);
    for (const column of PAPER_COLUMNS) expect(LEDGER_COLUMNS as readonly string[]).not.toContain(column.header);
  });

  it("chosen in any order or repeated come in the statements' order; keys not known are left out", () => {
    expect(chosenColumns(["reference", "billOfLadingNo", "reference", "sealNo", "nonsense"]).map((c) => c.key)).toEqual([
      "billOfLadingNo",
      "reference",
    ]);
    expect(choiceKeys(null)).toEqual([]);
    expect(choiceKeys(undefined)).toEqual([]);
    expect(paperHeaders(chosenColumns(["reference", "billOfLadingNo"]))).toEqual(["B/L No", "Payment Reference"]);
  });

  it("write a container row's papers through the file's writers: texts, plain kg (net is the quantity), the own price as money", () => {
    const all = chosenColumns(PAPER_COLUMNS.map((c) => c.key));
    expect(paperCells(all, containerRow, shown)).toEqual([
      "t:BK-1",
      "t:MEDU1234",
      "t:MSC Aurora / 051E",
      "t:Jebel Ali",
      "t:Nhava Sheva",
      "24500",
      "2300.5",
      "22199.5",
      "t:WB-77",
      "$410.00",
      "",
      "t:",
      "",
      "t:",
    ]);
  });

  it("write a payment row's method in words, its reference, due date and note; a container's papers blank", () => {
    const all = chosenColumns(PAPER_COLUMNS.map((c) => c.key));
    const cells = paperCells(all, paymentRow, shown);
    expect(cells.slice(10)).toEqual(["Post-dated cheque", "t:CHQ 000123", "d:2026-04-30", "t:Second instalment"]);
    expect(cells.slice(0, 10)).toEqual(["t:", "t:", "t:", "t:", "t:", "", "", "", "t:", ""]);
  });

  it("write the vessel or the voyage alone when only one is known, and nothing for a row asked without papers", () => {
    const [vessel] = chosenColumns(["vesselVoyage"]);
    expect(vessel.value({ container: { vessel: "MSC Aurora", voyage: null } }, shown)).toBe("t:MSC Aurora");
    expect(vessel.value({ container: { voyage: "051E" } }, shown)).toBe("t:051E");
    expect(paperCells(chosenColumns(["billOfLadingNo", "method", "grossKg"]), {}, shown)).toEqual(["t:", "", ""]);
  });

  it("print across the page from four papers on", () => {
    expect(landscapeFor(chosenColumns([]))).toBe(false);
    expect(landscapeFor(chosenColumns(["billOfLadingNo", "reference", "method"]))).toBe(false);
    expect(landscapeFor(chosenColumns(["billOfLadingNo", "reference", "method", "note"]))).toBe(true);
  });
});
