/**
 * The statements' ledger table, drawn with jspdf-autotable: the screen's columns and cells (laid
 * out in tableLayout.ts), Advance and Amount rows tinted, the opening balance as its first row, the
 * totals and the closing balance as its foot, the head on every page.
 */
import type { jsPDF } from "jspdf";
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
import { endRows, textColorOperator, writeRow, type PlacedLine } from "./fastText.ts";
import type { PaperColumn } from "./statementColumns.ts";
import { PAGE_TOP, type StatementWriter } from "./statementWriter.ts";
import {
  AUTOTABLE_LINE_HEIGHT,
  CELL_PADDING,
  cellText,
  layOutRow,
  rowHeight,
  SPEC_COLUMNS,
  tableColumns,
  tableLayout,
  type CellText,
} from "./tableLayout.ts";
import { MARGIN } from "../../../shared/pdf/letterhead.ts";
import { pageRuns, setHeight, type LaidRow } from "./tablePages.ts";
import { balanceLabel, formatMoney } from "../../../shared/money.ts";
import {
  LEDGER_COLUMNS,
  closingBalanceLabel,
  noTransactionsText,
  openingBalanceLabel,
  readFigures,
  totalsCells,
  type RowKind,
} from "../ledgerFormat.ts";

/** A ledger's figures (readFigures). */
export type LedgerFigures = ReturnType<typeof readFigures>;

/** Table tints: Advance rows yellow, Amount rows green (as on the screen). */
export const ROW_FILL: Record<RowKind, [number, number, number] | null> = {
  container: null,
  advance: [255, 241, 168],
  amount: [205, 237, 211],
};
const HEAD_FILL: [number, number, number] = [18, 50, 74];
const FOOT_FILL: [number, number, number] = [237, 241, 244];
const TEXT_COLOR: [number, number, number] = [23, 35, 45];
const HEAD_TEXT_COLOR: [number, number, number] = [255, 255, 255];
const LINE_COLOR: [number, number, number] = [201, 211, 219];
const LINE_WIDTH = 0.15;

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

/** The tables' text colours as jsPDF writes them (for writeRow), by colour, for each document. */
const textColorsOf = new WeakMap<jsPDF, Map<readonly number[], string>>();

/** What drawing a table's rows needs: the document and its text colours as written. */
interface TableDraw {
  readonly doc: jsPDF;
  readonly textColors: Map<readonly number[], string>;
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
  let textColors = textColorsOf.get(w.doc);
  if (!textColors)
    textColorsOf.set(w.doc, (textColors = new Map([TEXT_COLOR, HEAD_TEXT_COLOR].map((color) => [color, textColorOperator(w.doc, color)]))));
  const t: TableDraw = { doc: w.doc, textColors };
  w.ensureRoom();
  const columns = papers.length ? tableColumns(papers) : SPEC_COLUMNS;
  const { right: RIGHT_ALIGNED, whole: WHOLE_COLUMNS } = columns;
  const count = columns.headers.length;
  const cells = rowCells.map((row) => row.map(w.drawable));
  const span = LEDGER_COLUMNS.length - 2;
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
  // Each column's texts laid out once: a table repeats its dates, types, materials and prices.
  const laidCells = columns.headers.map(() => new Map<string, CellText>());
  const shape = { font: w.font, shaped: (text: string) => w.shaped(text) };
  const rows = cells.map((row, i): LaidRow => {
    const laid = layOutRow(w.doc, shape, row, layout, laidCells, columns);
    return { cells: laid, height: rowHeight(w.doc, laid, fontSize), fill: ROW_FILL[kinds[i]] };
  });
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

/** Where a row is drawn (mm from the page's top left), whether it is filled, and its text's options for jsPDF. */
interface RowPlace {
  readonly x: number;
  readonly y: number;
  readonly height: number;
  readonly fill: boolean;
  readonly textOptions: Styles["textOptions"];
}

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

/**
 * A row of cells at `place` (where autotable placed the row, and whether it is filled),
 * as one block (writeRow): the cells' borders, their background where autotable set a fill (a
 * tinted row, the head; none where autotable would paint white), their text placed as autotable
 * places it (placeLines) in `color`, in the table's border colour and width (see ledger) and
 * the font and size autotable set for the row.
 */
function drawRow(
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
