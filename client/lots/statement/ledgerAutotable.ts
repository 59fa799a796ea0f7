/**
 * The statements' ledger table drawn through jspdf-autotable, for the one table ledgerTable.ts does
 * not page itself: one with a row higher than a page's room, which autotable splits across pages.
 * The rows are still laid out (tableLayout.ts) and drawn (ledgerRows.ts) by our code in autotable's
 * hooks; autotable pages them and splits the tall rows.
 */
import {
  __createTable,
  __drawTable,
  type Cell,
  type CellDef,
  type CellHookData,
  type CellInput,
  type RowInput,
  type Styles,
  type UserOptions,
} from "jspdf-autotable";
import { endRows } from "./fastText.ts";
import type { PaperColumn } from "./statementColumns.ts";
import { PAGE_TOP, type StatementWriter } from "./statementWriter.ts";
import { CELL_PADDING, cellText } from "./tableLayout.ts";
import { MARGIN } from "../../../shared/pdf/letterhead.ts";
import { pageRuns, setHeight, type LaidRow } from "./tablePages.ts";
import { balanceLabel, formatMoney } from "../../../shared/money.ts";
import { LEDGER_COLUMNS, closingBalanceLabel, noTransactionsText, openingBalanceLabel } from "../ledgerFormat.ts";
import {
  drawRow,
  FOOT_FILL,
  HEAD_FILL,
  HEAD_TEXT_COLOR,
  LINE_COLOR,
  LINE_WIDTH,
  tableDraw,
  TEXT_COLOR,
  type LaidLedger,
  type LedgerFigures,
  type RowPlace,
  type TableDraw,
} from "./ledgerRows.ts";

/** The row's cells with the styles `stylesAt` gives for the column each starts at (null: as they are). */
function styled(row: RowInput, stylesAt: (column: number) => Partial<Styles> | null): RowInput {
  let column = 0;
  return (row as CellInput[]).map((cell) => {
    const def: CellDef = cell !== null && typeof cell === "object" && !Array.isArray(cell) ? cell : { content: cell as CellDef["content"] };
    const styles = stylesAt(column);
    column += def.colSpan ?? 1;
    return styles ? { ...def, styles: { ...def.styles, ...styles } } : cell;
  });
}

/**
 * The ledger table, as drawLedger laid it out (layOutLedger), at the writer's position through
 * autotable: the opening balance as its first row, the totals and the closing balance as its foot.
 */
export function drawLedgerWithAutotable(
  w: StatementWriter,
  statement: LedgerFigures,
  { columns, layout, totals, rows }: LaidLedger,
  papers: readonly PaperColumn[],
): void {
  const t = tableDraw(w.doc);
  const { right: RIGHT_ALIGNED, whole: WHOLE_COLUMNS } = columns;
  const count = columns.headers.length;
  const span = LEDGER_COLUMNS.length - 2;
  const { fontSize, widths } = layout;
  // Under the chosen papers, the balance rows have nothing: one empty cell across them.
  const papersBlank: RowInput = papers.length ? [{ content: "", colSpan: papers.length }] : [];
  const balanceRow = (label: string, totalPaid: string, balance: string): RowInput => [
    { content: label, colSpan: span, styles: { fontStyle: "bold", overflow: "linebreak" } },
    formatMoney(totalPaid),
    balanceLabel(balance),
    ...(papersBlank as CellInput[]),
  ];
  const opening = balanceRow(openingBalanceLabel(statement.from), statement.openingTotalPaid, statement.openingBalance);
  const closing = balanceRow(closingBalanceLabel(statement.to), statement.closingTotalPaid, statement.closingBalance);
  // Styles go with the cells (rather than a hook that autotable calls for every cell of every lot).
  const figuresRight = (row: RowInput) => styled(row, (column) => (RIGHT_ALIGNED.has(column) ? { halign: "right" } : null));
  // The ledger rows reach autotable a page at a time (see pageRuns): one empty cell across the
  // table as high as the rows autotable would have put on that page, which drawTableCell draws.
  const noRows: RowInput = [
    {
      content: noTransactionsText(statement.from, statement.to),
      colSpan: count,
      styles: { halign: "center", fontStyle: "italic", overflow: "linebreak" },
    },
  ];
  const body = (runs: number): RowInput[] => [
    styled(opening, () => ({ fillColor: FOOT_FILL })),
    ...(rows.length > 0 ? Array.from({ length: runs }, (): RowInput => [{ content: "", colSpan: count }]) : [noRows]),
  ];
  // Autotable returns to the document's own settings before the body and after each page's head
  // (its userStyles): with the table's borders set here, the rows we draw (drawRow) need not
  // set them each. (Not the text colour: autotable's copy of it is rounded; drawRow writes its own.)
  w.doc.setDrawColor(...LINE_COLOR);
  w.doc.setLineWidth(LINE_WIDTH);
  let runs: (readonly LaidRow[])[] = [];
  const options = (runCount: number): UserOptions => ({
    startY: w.y,
    margin: { left: MARGIN, right: MARGIN, top: PAGE_TOP, bottom: 20 },
    // The head's cells carry the widths too: the body's cells (whose columnStyles set them) no longer start every column.
    head: [
      styled([...columns.headers], (column) => ({
        cellWidth: widths[column],
        ...(RIGHT_ALIGNED.has(column) ? { halign: "right" } : {}),
      })),
    ],
    body: body(runCount),
    foot: [figuresRight(totals), figuresRight(closing)],
    showHead: "everyPage",
    showFoot: "lastPage",
    rowPageBreak: "avoid",
    theme: "grid",
    styles: {
      font: w.font,
      fontSize,
      cellPadding: CELL_PADDING,
      lineColor: LINE_COLOR,
      lineWidth: LINE_WIDTH,
      textColor: TEXT_COLOR,
      valign: "middle",
    },
    headStyles: { fillColor: HEAD_FILL, textColor: HEAD_TEXT_COLOR, fontStyle: "bold", fontSize },
    // Left unset (autotable copies an undefined as it is): autotable sets no colours or width for
    // a body cell but a tinted row's fill, which drawRow uses.
    bodyStyles: { fillColor: false, textColor: undefined, lineColor: undefined, lineWidth: undefined },
    footStyles: { fillColor: FOOT_FILL, textColor: TEXT_COLOR, fontStyle: "bold" },
    // (Body only.) A figure fits its column whole (tableLayout), so it is not run through the line breaker.
    columnStyles: Object.fromEntries(
      widths.map((width, i) => [
        i,
        { cellWidth: width, halign: RIGHT_ALIGNED.has(i) ? "right" : "left", overflow: WHOLE_COLUMNS.has(i) ? "visible" : "linebreak" },
      ]),
    ),
    willDrawCell: (data: CellHookData) =>
      drawTableCell(t, data, data.section === "body" && data.row.index > 0 ? runs[data.row.index - 1] : undefined, widths),
    // At the end of each of the table's pages (before the next one starts, or at the table's end).
    didDrawPage: () => endRows(w.doc),
  });
  // Enough runs for the rows at a run a page, checked once the table's head and foot are known.
  const pageHeight = w.doc.internal.pageSize.getHeight();
  let table = __createTable(w.doc, options(rows.length > 0 ? Math.ceil(rows.reduce((sum, row) => sum + row.height, 0) / 100) + 2 : 0));
  if (rows.length > 0) {
    const paged = pageRuns(table, rows, pageHeight);
    runs = paged.map((run) => run.rows);
    if (runs.length > table.body.length - 1) table = __createTable(w.doc, options(runs.length));
    table.body.splice(runs.length + 1);
    paged.forEach((run, i) => setHeight(table.body[i + 1], run.height));
  }
  __drawTable(w.doc, table);
  const finalY = (w.doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY;
  w.y = (finalY ?? w.y) + 4;
}

/**
 * Autotable's hook before it draws a cell: every row is drawn here as autotable draws it (drawRow),
 * in fewer operators, autotable drawing none (false). A head or foot row is drawn whole at its
 * first cell (the foot's in its bold type and fill, as autotable set them for the cell: a
 * thousand lots' foot cells, each a rectangle and a text object of autotable's, were a tenth of
 * the statement's time); a ledger row (`run`: autotable's one cell across the table) cell by cell
 * at the columns' `widths`; any other body cell alone.
 */
function drawTableCell(
  t: TableDraw,
  { section, cell, row, column }: CellHookData,
  run: readonly LaidRow[] | undefined,
  widths: readonly number[],
): boolean {
  if (section === "head" || section === "foot") {
    const cells = Object.values(row.cells);
    if (column.index === 0)
      drawRow(
        t,
        boxOf(cell),
        cells.map((c) => cellText(t.doc, c.text, c.styles.halign)),
        cells.map((c) => c.width),
        section === "head" ? HEAD_TEXT_COLOR : TEXT_COLOR,
      );
  } else if (run) drawRun(t, cell, run, widths);
  else drawRow(t, boxOf(cell), [cellText(t.doc, cell.text, cell.styles.halign)], [cell.width], TEXT_COLOR);
  return false;
}

/** Where autotable placed a cell, and whether it fills it (a tinted row, the head). */
const boxOf = (cell: Cell): RowPlace => ({
  x: cell.x,
  y: cell.y,
  height: cell.height,
  fill: Boolean(cell.styles.fillColor),
  textOptions: cell.styles.textOptions,
});

/**
 * A page's run of ledger rows (see pageRuns) in autotable's cell across them: each row one under
 * the other from the cell's top, as autotable moved down from row to row, its tint set as
 * autotable set a row's fill colour (a row alone: as high as autotable made it, split or not).
 */
function drawRun(t: TableDraw, cell: Cell, rows: readonly LaidRow[], widths: readonly number[]): void {
  let y = cell.y;
  for (const row of rows) {
    if (row.fill) t.doc.setFillColor(...row.fill);
    const height = rows.length === 1 ? cell.height : row.height;
    drawRow(t, { x: cell.x, y, height, fill: row.fill !== null, textOptions: cell.styles.textOptions }, row.cells, widths, TEXT_COLOR);
    y += row.height;
  }
}
