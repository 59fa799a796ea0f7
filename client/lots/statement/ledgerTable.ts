/**
 * The statements' ledger table, drawn with jspdf-autotable: the screen's columns and cells (laid
 * out in tableLayout.ts), Advance and Amount rows tinted, the opening balance as its first row, the
 * totals and the closing balance as its foot, the head on every page.
 */
import type { jsPDF } from "jspdf";
import { autoTable, type Cell, type CellDef, type CellHookData, type CellInput, type RowInput, type Styles } from "jspdf-autotable";
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
  // The ledger rows reach autotable as one empty cell across the table, as high as the row's
  // cells (their lines broken here, as autotable would): it pages them without laying out,
  // measuring and styling each cell; drawTableCell draws the cells (laidOut).
  const laidOut = new Map<unknown, readonly CellText[]>();
  // Each column's texts laid out once: a table repeats its dates, types, materials and prices.
  const laidCells = columns.headers.map(() => new Map<string, CellText>());
  const ledgerRow = (row: readonly string[], fillColor: [number, number, number] | null): RowInput => {
    const laid = layOutRow(w.doc, { font: w.font, shaped: (text) => w.shaped(text) }, row, layout, laidCells, columns);
    const raw: CellDef = {
      content: "",
      colSpan: count,
      styles: { minCellHeight: rowHeight(w.doc, laid, fontSize), ...(fillColor ? { fillColor } : {}) },
    };
    laidOut.set(raw, laid);
    return [raw];
  };
  const body: RowInput[] = [
    styled(opening, () => ({ fillColor: FOOT_FILL })),
    ...(cells.length > 0
      ? cells.map((row, i) => ledgerRow(row, ROW_FILL[kinds[i]]))
      : [
          [
            {
              content: noTransactionsText(statement.from, statement.to),
              colSpan: count,
              styles: { halign: "center", fontStyle: "italic", overflow: "linebreak" },
            },
          ] as RowInput,
        ]),
  ];
  // Autotable returns to the document's own settings before the body and after each page's head
  // (its userStyles): with the table's borders set here, the rows we draw (drawRow) need not
  // set them each. (Not the text colour: autotable's copy of it is rounded; drawRow writes its own.)
  w.doc.setDrawColor(...LINE_COLOR);
  w.doc.setLineWidth(LINE_WIDTH);
  autoTable(w.doc, {
    startY: w.y,
    margin: { left: MARGIN, right: MARGIN, top: PAGE_TOP, bottom: 20 },
    // The head's cells carry the widths too: the body's cells (whose columnStyles set them) no longer start every column.
    head: [
      styled([...columns.headers], (column) => ({
        cellWidth: widths[column],
        ...(RIGHT_ALIGNED.has(column) ? { halign: "right" } : {}),
      })),
    ],
    body,
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
    willDrawCell: (data: CellHookData) => drawTableCell(t, data, laidOut.get(data.cell.raw), widths),
    // At the end of each of the table's pages (before the next one starts, or at the table's end).
    didDrawPage: () => endRows(w.doc),
  });
  const finalY = (w.doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY;
  w.y = (finalY ?? w.y) + 4;
}

/**
 * Autotable's hook before it draws a cell: the head's and the body's rows are drawn here as
 * autotable draws them (drawRow), in fewer operators; the foot's few cells are left to autotable
 * (true), after the rows' frame is closed (endRows). A head row is drawn whole at its first
 * cell; a ledger row (`ledgerRow`: autotable's one cell across the table) cell by cell at the
 * columns' `widths`; any other body cell alone.
 */
function drawTableCell(
  t: TableDraw,
  { section, cell, row, column }: CellHookData,
  ledgerRow: readonly CellText[] | undefined,
  widths: readonly number[],
): boolean {
  if (section === "foot") {
    endRows(t.doc);
    return true;
  }
  if (section === "head") {
    const cells = Object.values(row.cells);
    if (column.index === 0)
      drawRow(
        t,
        cell,
        cells.map((c) => cellText(t.doc, c.text, c.styles.halign)),
        cells.map((c) => c.width),
        HEAD_TEXT_COLOR,
      );
  } else if (ledgerRow) drawRow(t, cell, ledgerRow, widths, TEXT_COLOR);
  else drawRow(t, cell, [cellText(t.doc, cell.text, cell.styles.halign)], [cell.width], TEXT_COLOR);
  return false;
}

/**
 * A row of cells, `first` its first (where autotable placed the row, and whether it is filled),
 * as one block (writeRow): the cells' borders, their background where autotable set a fill (a
 * tinted row, the head; none where autotable would paint white), their text placed as autotable
 * places it (placeLines) in `color`, in the table's border colour and width (see ledger) and
 * the font and size autotable set for the row.
 */
function drawRow(t: TableDraw, first: Cell, cells: readonly CellText[], widths: readonly number[], color: [number, number, number]): void {
  const box = { x: first.x, y: first.y, height: first.height, widths, fill: Boolean(first.styles.fillColor) };
  let x = box.x;
  const lines = cells.map((cell, column) => {
    // An empty line draws nothing.
    const placed = placeLines(t.doc, cell, x, box.y, widths[column], box.height).filter((line) => line.text !== "");
    x += widths[column];
    return placed;
  });
  if (writeRow(t.doc, box, lines.flat(), t.textColors.get(color)!)) return;
  // Text only jsPDF can write (in the Arabic font, or beyond plain ASCII): line by line, where jsPDF places it.
  endRows(t.doc);
  t.doc.setTextColor(...color);
  for (const [column, { textOptions }] of cells.entries()) {
    for (const line of lines[column]) t.doc.text(line.text, line.x, line.y, textOptions ?? first.styles.textOptions);
  }
}

/**
 * A cell's lines where autotable's own text function places them: in the middle of the cell
 * (the table's valign), at its left, right or centre (`halign`), in the body's font and size
 * as autotable set them for the row.
 */
function placeLines(doc: jsPDF, { text, halign, unitWidths }: CellText, x: number, y: number, width: number, height: number): PlacedLine[] {
  const size = doc.getFontSize() / doc.internal.scaleFactor;
  const lineHeight = size * doc.getLineHeightFactor();
  const top = y + (height - 2 * CELL_PADDING) / 2 + CELL_PADDING + size * (2 - AUTOTABLE_LINE_HEIGHT) - (text.length / 2) * lineHeight;
  // The point each line is placed by (its left end, its right end, or its middle), and the share of its width before that point.
  const [anchor, share] =
    halign === "right"
      ? [x + width - CELL_PADDING, 1]
      : halign === "center"
        ? [x + (width - 2 * CELL_PADDING) / 2 + CELL_PADDING, 0.5]
        : [x + CELL_PADDING, 0];
  return text.map((line, i) => ({ text: line, x: share ? anchor - unitWidths[i] * (size * share) : anchor, y: top + i * lineHeight }));
}
