import { jsPDF } from "jspdf";
import { describe, expect, it } from "vitest";
import { endRows, writeRow, type RowBox } from "./fastText.ts";

/** A page's operators as written so far. */
const operators = (doc: jsPDF) => (doc.internal as unknown as { pages: string[][] }).pages[1].join("\n").split("\n");

const widths = [10, 20, 30];
const row = (y: number, height = 5): RowBox => ({ x: 14, y, height, widths, fill: false });

describe("writeRow's rules between cells", () => {
  it("draws them once for rows one under the other, and again after a gap", () => {
    const doc = new jsPDF({ unit: "mm", format: "a4", floatPrecision: 3 });
    writeRow(doc, row(20), [], "0 g");
    writeRow(doc, row(25), [], "0 g");
    // 10 mm below the last row's bottom: a new run.
    writeRow(doc, row(40), [], "0 g");
    endRows(doc);
    const rules = operators(doc).filter((op) => / l$/.test(op));
    // Two rules (between three cells) for the two rows together, two for the row below the gap.
    expect(rules).toHaveLength(4);
    const spans = rules.map((op) => Number(op.split(" ")[1]) - Number(op.split(" ")[4]));
    const pt = 72 / 25.4;
    expect(spans[0]).toBeCloseTo(10 * pt, 2);
    expect(spans[2]).toBeCloseTo(5 * pt, 2);
  });

  it("refuses a border changed within a frame of rows, which would draw the rules in the wrong colour", () => {
    const doc = new jsPDF({ unit: "mm", format: "a4", floatPrecision: 3 });
    doc.setDrawColor(201, 211, 219);
    writeRow(doc, row(20), [], "0 g");
    doc.setDrawColor(255, 0, 0);
    expect(() => endRows(doc)).toThrow(/border colour or width changed/);
  });
});
