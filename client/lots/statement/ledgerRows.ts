/**
 * The statements' ledger table's rows (see ledgerTable.ts): laid out once for whichever draws the
 * table (layOutLedger), the tints and colours, and a row of laid-out cells written as one block
 * (fastText's writeRow).
 */
import type { jsPDF } from "jspdf";
import type { Styles } from "jspdf-autotable";
import { endRows, textColorOperator, writeRow, type PlacedLine } from "./fastText.ts";
import {
  AUTOTABLE_LINE_HEIGHT,
  CELL_PADDING,
  layOutRow,
  rowHeight,
  SPEC_COLUMNS,
  tableColumns,
  tableLayout,
  type CellText,
  type TableColumns,
  type TableLayout,
} from "./tableLayout.ts";
import type { LaidRow } from "./tablePages.ts";
import type { PaperColumn } from "./statementColumns.ts";
import type { StatementWriter } from "./statementWriter.ts";
import { balanceLabel, formatMoney } from "../../../shared/money.ts";
import { LEDGER_COLUMNS, totalsCells, type readFigures, type RowKind } from "../ledgerFormat.ts";

/** Table tints: Advance rows yellow, Amount rows green (as on the screen). */
export const ROW_FILL: Record<RowKind, [number, number, number] | null> = {
  container: null,
  advance: [255, 241, 168],
  amount: [205, 237, 211],
};
export const HEAD_FILL: [number, number, number] = [18, 50, 74];
export const FOOT_FILL: [number, number, number] = [237, 241, 244];
export const TEXT_COLOR: [number, number, number] = [23, 35, 45];
export const HEAD_TEXT_COLOR: [number, number, number] = [255, 255, 255];
export const LINE_COLOR: [number, number, number] = [201, 211, 219];
export const LINE_WIDTH = 0.15;

/** A ledger's figures (readFigures). */
export type LedgerFigures = ReturnType<typeof readFigures>;

/** A ledger's table laid out: its columns, type size and widths, its totals row's cells, and its rows. */
export interface LaidLedger {
  readonly columns: TableColumns;
  readonly layout: TableLayout;
  readonly totals: string[];
  readonly rows: readonly LaidRow[];
}

/**
 * The table of a ledger's rows (`rowCells`, of `kinds`) and figures: its columns (the SPEC's, then
 * the chosen papers'), the type size and widths that fit every cell (the totals and balances too),
 * and each row's cells broken into lines, with its height and tint.
 */
export function layOutLedger(
  w: StatementWriter,
  statement: LedgerFigures,
  kinds: readonly RowKind[],
  rowCells: readonly (readonly string[])[],
  papers: readonly PaperColumn[],
): LaidLedger {
  const columns = papers.length ? tableColumns(papers) : SPEC_COLUMNS;
  const cells = rowCells.map((row) => row.map(w.drawable));
  const blank = LEDGER_COLUMNS.map(() => "");
  const paperBlanks = papers.map(() => "");
  const balanceCells = (totalPaid: string, balance: string) => [
    ...blank.slice(0, -2),
    formatMoney(totalPaid),
    balanceLabel(balance),
    ...paperBlanks,
  ];
  const totals = [...totalsCells(statement.totals), ...paperBlanks];
  const layout = tableLayout(
    w.doc,
    w.font,
    [
      ...cells,
      totals,
      balanceCells(statement.openingTotalPaid, statement.openingBalance),
      balanceCells(statement.closingTotalPaid, statement.closingBalance),
    ],
    columns,
    w.contentWidth,
  );
  // Each column's texts laid out once: a table repeats its dates, types, materials and prices.
  const laidCells = columns.headers.map(() => new Map<string, CellText>());
  const shape = { font: w.font, shaped: (text: string) => w.shaped(text) };
  const rows = cells.map((row, i): LaidRow => {
    const laid = layOutRow(w.doc, shape, row, layout, laidCells, columns);
    return { cells: laid, height: rowHeight(w.doc, laid, layout.fontSize), fill: ROW_FILL[kinds[i]] };
  });
  return { columns, layout, totals, rows };
}

/** The tables' text colours as jsPDF writes them (for writeRow), by colour, for each document. */
const textColorsOf = new WeakMap<jsPDF, Map<readonly number[], string>>();

/** What drawing a table's rows needs: the document and its text colours as written. */
export interface TableDraw {
  readonly doc: jsPDF;
  readonly textColors: Map<readonly number[], string>;
}

/** What drawing a table's rows on `doc` needs (its text colours written once per document). */
export function tableDraw(doc: jsPDF): TableDraw {
  let textColors = textColorsOf.get(doc);
  if (!textColors)
    textColorsOf.set(doc, (textColors = new Map([TEXT_COLOR, HEAD_TEXT_COLOR].map((color) => [color, textColorOperator(doc, color)]))));
  return { doc, textColors };
}

/** Where a row is drawn (mm from the page's top left), whether it is filled, and its text's options for jsPDF. */
export interface RowPlace {
  readonly x: number;
  readonly y: number;
  readonly height: number;
  readonly fill: boolean;
  readonly textOptions?: Styles["textOptions"];
}

/**
 * A row of cells at `place` (where autotable placed the row, and whether it is filled),
 * as one block (writeRow): the cells' borders, their background where autotable set a fill (a
 * tinted row, the head; none where autotable would paint white), their text placed as autotable
 * places it (placeLines) in `color`, in the table's border colour and width (see ledger) and
 * the font and size autotable set for the row.
 */
export function drawRow(
  t: TableDraw,
  place: RowPlace,
  cells: readonly CellText[],
  widths: readonly number[],
  color: [number, number, number],
): void {
  const { doc } = t;
  const box = { x: place.x, y: place.y, height: place.height, widths, fill: place.fill };
  // The body's size as autotable set it for the row, in mm, and its line height.
  const size = doc.getFontSize() / doc.internal.scaleFactor;
  const lineHeight = size * doc.getLineHeightFactor();
  const lines: PlacedLine[] = [];
  /** Each line's cell (for jsPDF's options when it writes them). */
  const owners: CellText[] = [];
  let x = box.x;
  for (let column = 0; column < cells.length; column++) {
    placeLines(cells[column], x, box.y, widths[column], box.height, size, lineHeight, lines, owners);
    x += widths[column];
  }
  if (writeRow(doc, box, lines, t.textColors.get(color)!)) return;
  // Text only jsPDF can write (in the Arabic font, or beyond plain ASCII): line by line, where jsPDF places it.
  endRows(doc);
  doc.setTextColor(...color);
  for (const [i, line] of lines.entries()) doc.text(line.text, line.x, line.y, owners[i].textOptions ?? place.textOptions);
}

/**
 * A cell's lines where autotable's own text function places them, added to `lines` (and the cell
 * to `owners`): in the middle of the cell (the table's valign), at its left, right or centre
 * (`halign`), at the body's `size` (mm) as autotable set it for the row. An empty line draws nothing.
 */
function placeLines(
  cell: CellText,
  x: number,
  y: number,
  width: number,
  height: number,
  size: number,
  lineHeight: number,
  lines: PlacedLine[],
  owners: CellText[],
): void {
  const { text, halign, unitWidths } = cell;
  const top = y + (height - 2 * CELL_PADDING) / 2 + CELL_PADDING + size * (2 - AUTOTABLE_LINE_HEIGHT) - (text.length / 2) * lineHeight;
  // The point each line is placed by (its left end, its right end, or its middle), and the share of its width before that point.
  const [anchor, share] =
    halign === "right"
      ? [x + width - CELL_PADDING, 1]
      : halign === "center"
        ? [x + (width - 2 * CELL_PADDING) / 2 + CELL_PADDING, 0.5]
        : [x + CELL_PADDING, 0];
  for (let i = 0; i < text.length; i++) {
    const line = text[i];
    if (line === "") continue;
    lines.push({ text: line, x: share ? anchor - unitWidths[i] * (size * share) : anchor, y: top + i * lineHeight });
    owners.push(cell);
  }
}
