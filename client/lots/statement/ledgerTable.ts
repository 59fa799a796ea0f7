/**
 * The statements' ledger table: the screen's columns and cells (laid out in tableLayout.ts),
 * Advance and Amount rows tinted, the opening balance as its first row, the totals and the closing
 * balance as its foot, the head on every page. Laid out, paged and drawn by our code as
 * jspdf-autotable did it (grid theme, rows not split across pages, the head on every page, the
 * foot on the last): a thousand lots' tables made and drawn by autotable were a fifth of the
 * statement's time. A table with a row higher than a page's room, which autotable splits across
 * pages, is still drawn through autotable (ledgerAutotable.ts).
 */
import type { jsPDF } from "jspdf";
import type { Styles } from "jspdf-autotable";
import type { PaperColumn } from "./statementColumns.ts";
import { PAGE_TOP, type StatementWriter } from "./statementWriter.ts";
import { CELL_PADDING, cellText, rowHeight, type CellText } from "./tableLayout.ts";
import { MARGIN } from "../../../shared/pdf/letterhead.ts";
import type { LaidRow } from "./tablePages.ts";
import { balanceLabel, formatMoney } from "../../../shared/money.ts";
import { endRows } from "./fastText.ts";
import { LEDGER_COLUMNS, closingBalanceLabel, noTransactionsText, openingBalanceLabel, type RowKind } from "../ledgerFormat.ts";
import {
  drawRow,
  FOOT_FILL,
  HEAD_FILL,
  HEAD_TEXT_COLOR,
  LINE_COLOR,
  layOutLedger,
  LINE_WIDTH,
  tableDraw,
  TEXT_COLOR,
  type LedgerFigures,
  type TableDraw,
} from "./ledgerRows.ts";
import { drawLedgerWithAutotable } from "./ledgerAutotable.ts";

export type { LedgerFigures } from "./ledgerRows.ts";

/** The table's bottom margin (mm): a row that would reach into it starts a new page. */
const BOTTOM_MARGIN = 20;
/** How autotable splits a cell's content into lines. */
const LINE_END = /\r\n|\r|\n/g;

/** A cell of the head, the foot or the opening row: its text, its type, how many columns it spans. */
interface CellSpec {
  readonly content: string;
  readonly style: "normal" | "bold" | "italic";
  readonly halign: Styles["halign"];
  /** Broken into lines at its width (autotable's overflow "linebreak"), or kept whole ("visible"). */
  readonly breaks: boolean;
  readonly span?: number;
}

/** A row other than the ledger's: its cells laid out, their widths and type, its height. */
interface SpecRow {
  readonly cells: readonly CellText[];
  readonly widths: readonly number[];
  readonly styles: readonly string[];
  readonly height: number;
}

/** The style jsPDF draws `style` in for `font`: the font's first one when it has no such style (as autotable chose). */
function fontStyle(doc: jsPDF, font: string, style: string): string {
  const styles = doc.getFontList()[font];
  return styles && !styles.includes(style) ? styles[0] : style;
}

/** A row's cells laid out as autotable lays out a cell (its line ends, then its width less the padding, an extra point). */
function specRow(doc: jsPDF, font: string, fontSize: number, widths: readonly number[], specs: readonly CellSpec[]): SpecRow {
  let column = 0;
  const cellWidths: number[] = [];
  const styles: string[] = [];
  const cells = specs.map((spec) => {
    const span = spec.span ?? 1;
    let width = 0;
    for (let i = column; i < column + span; i++) width += widths[i];
    column += span;
    const style = fontStyle(doc, font, spec.style);
    doc.setFont(font, style);
    doc.setFontSize(fontSize);
    let text = spec.content.split(LINE_END);
    if (spec.breaks)
      text = doc.splitTextToSize(text as unknown as string, width - 2 * CELL_PADDING + 1 / doc.internal.scaleFactor, {
        fontSize,
      }) as string[];
    cellWidths.push(width);
    styles.push(style);
    return cellText(doc, text, spec.halign);
  });
  return { cells, widths: cellWidths, styles, height: rowHeight(doc, cells, fontSize) };
}

/**
 * The ledger table at the writer's position: the screen's columns and cells, Advance and Amount
 * rows tinted (`kinds`: each row's); the opening balance as its first row, the totals and the
 * closing balance as its foot. `rowCells`: the rows' cells (ledgerRowCells, then the papers').
 */
export function drawLedger(
  w: StatementWriter,
  statement: LedgerFigures,
  kinds: readonly RowKind[],
  rowCells: readonly (readonly string[])[],
  papers: readonly PaperColumn[] = [],
): void {
  const { doc } = w;
  w.ensureRoom();
  const ledger = layOutLedger(w, statement, kinds, rowCells, papers);
  const { columns, totals, rows } = ledger;
  const { fontSize, widths } = ledger.layout;
  const right = columns.right;
  const count = columns.headers.length;
  const span = LEDGER_COLUMNS.length - 2;
  const halign = (column: number): Styles["halign"] => (right.has(column) ? "right" : "left");
  const laid = (specs: readonly CellSpec[]) => specRow(doc, w.font, fontSize, widths, specs);
  // The head's and the foot's cells break at their widths (autotable's default); the body's figures do not.
  const head = laid(columns.headers.map((content, i) => ({ content, style: "bold", halign: halign(i), breaks: true })));
  const papersBlank = (style: CellSpec["style"]): CellSpec[] =>
    papers.length ? [{ content: "", style, halign: halign(span + 2), breaks: true, span: papers.length }] : [];
  const opening = laid([
    { content: openingBalanceLabel(statement.from), style: "bold", halign: "left", breaks: true, span },
    { content: formatMoney(statement.openingTotalPaid), style: "normal", halign: "right", breaks: false },
    { content: balanceLabel(statement.openingBalance), style: "normal", halign: "right", breaks: false },
    ...papersBlank("normal"),
  ]);
  const foot = [
    laid(totals.map((content, i) => ({ content, style: "bold", halign: halign(i), breaks: true }))),
    laid([
      { content: closingBalanceLabel(statement.to), style: "bold", halign: "left", breaks: true, span },
      { content: formatMoney(statement.closingTotalPaid), style: "bold", halign: "right", breaks: true },
      { content: balanceLabel(statement.closingBalance), style: "bold", halign: "right", breaks: true },
      ...papersBlank("bold"),
    ]),
  ];
  const noRows = laid([
    { content: noTransactionsText(statement.from, statement.to), style: "italic", halign: "center", breaks: true, span: count },
  ]);
  const pageHeight = doc.internal.pageSize.getHeight();
  const footHeight = foot.reduce((sum, row) => sum + row.height, 0);
  // A body row higher than this autotable splits across pages: such a table is left to autotable.
  const room = pageHeight - PAGE_TOP - BOTTOM_MARGIN - head.height - footHeight;
  if (opening.height >= room || noRows.height >= room || rows.some((row) => row.height >= room)) {
    drawLedgerWithAutotable(w, statement, ledger, papers);
    return;
  }
  drawPages(tableDraw(doc), w, { head, opening, foot, footHeight, pageHeight, fontSize }, rows.length > 0 ? rows : noRows, widths, w.font);
}

/** The table's rows other than the ledger's, and the page's height. */
interface TableParts {
  readonly head: SpecRow;
  readonly opening: SpecRow;
  readonly foot: readonly SpecRow[];
  readonly footHeight: number;
  readonly pageHeight: number;
  /** The table's type size (pt). */
  readonly fontSize: number;
}

/**
 * The table drawn from the writer's position as autotable paged it: on a new page when its head and
 * foot do not fit below it; the head on every page; a row that does not fit above the bottom
 * margin (and the foot, for the last row) starts a new page; the foot after the last row. The
 * borders in the table's colour and width on every page (the rows of a page's frame share them:
 * see writeRow); each page's frame of rows ended (endRows) before the next page or what follows.
 */
function drawPages(
  t: TableDraw,
  w: StatementWriter,
  { head, opening, foot, footHeight, pageHeight, fontSize }: TableParts,
  body: readonly LaidRow[] | SpecRow,
  widths: readonly number[],
  font: string,
): void {
  const { doc } = t;
  let y = w.y;
  const newPage = () => {
    const current = doc.getCurrentPageInfo().pageNumber;
    if (current < doc.getNumberOfPages()) doc.setPage(current + 1);
    else doc.addPage();
    y = PAGE_TOP;
  };
  const drawHead = () => {
    doc.setFontSize(fontSize);
    doc.setDrawColor(...LINE_COLOR);
    doc.setLineWidth(LINE_WIDTH);
    doc.setFillColor(...HEAD_FILL);
    y = drawSpecRow(t, font, head, y, HEAD_FILL, HEAD_TEXT_COLOR);
    doc.setFont(font, "normal");
  };
  /** Room for a row of `height` at y (above the foot when it is the last). */
  const fits = (height: number, last: boolean) => height <= pageHeight - y - BOTTOM_MARGIN - (last ? footHeight : 0);
  const breakFor = (height: number, last: boolean) => {
    if (fits(height, last)) return;
    endRows(doc);
    newPage();
    drawHead();
  };
  if (y + BOTTOM_MARGIN + head.height + footHeight > pageHeight) newPage();
  drawHead();
  breakFor(opening.height, false);
  y = drawSpecRow(t, font, opening, y, FOOT_FILL, TEXT_COLOR, true);
  if ("cells" in body) {
    breakFor(body.height, true);
    y = drawSpecRow(t, font, body, y, null, TEXT_COLOR, true);
  } else {
    doc.setFont(font, "normal");
    for (let i = 0; i < body.length; i++) {
      const row = body[i];
      breakFor(row.height, i === body.length - 1);
      if (row.fill) doc.setFillColor(...row.fill);
      drawRow(t, { x: MARGIN, y, height: row.height, fill: row.fill !== null }, row.cells, widths, TEXT_COLOR);
      y += row.height;
    }
  }
  for (const row of foot) y = drawSpecRow(t, font, row, y, FOOT_FILL, TEXT_COLOR);
  endRows(doc);
  w.y = y + 4;
}

/**
 * A head, foot or opening row at y, filled with `fill` (none: null), its text in `color` and its
 * cells' type: as one row (the head, the foot), or cell by cell (`byCell`: the opening balance's
 * label is bold, its figures not; autotable drew such body cells one by one). Returns the y below it.
 */
function drawSpecRow(
  t: TableDraw,
  font: string,
  row: SpecRow,
  y: number,
  fill: readonly [number, number, number] | null,
  color: [number, number, number],
  byCell = false,
): number {
  const { doc } = t;
  // (Set for each cell: a text's colour is the fill colour in PDF.)
  const setFill = () => fill && doc.setFillColor(...fill);
  const place = { y, height: row.height, fill: fill !== null };
  if (!byCell) {
    setFill();
    doc.setFont(font, row.styles[0]);
    drawRow(t, { ...place, x: MARGIN }, row.cells, row.widths, color);
  } else {
    let x = MARGIN;
    row.cells.forEach((cell, i) => {
      setFill();
      doc.setFont(font, row.styles[i]);
      drawRow(t, { ...place, x }, [cell], [row.widths[i]], color);
      x += row.widths[i];
    });
  }
  return y + row.height;
}
