/**
 * The PDF statements (SPEC sections 2 and 9): one lot (Lot_{company}_{lot}.pdf) or every lot of
 * the company (Lot_{company}_Detailed.pdf), A4 portrait in millimetres.
 *
 * Pure functions of the server's statement data, read through the @inline fragments below: they
 * build a jsPDF document and return it with its file name; saving it is the caller's business (see
 * download.ts, which loads this module only when a statement is asked for, so jsPDF never reaches
 * the public pages). Every figure is the server's, written with the same cell formatting as the
 * screen's table. A statement with Arabic in it (a company name, address, material...) is written
 * in Noto Sans Arabic, its font files loaded only then; others keep the built-in Helvetica.
 */
import { jsPDF } from "jspdf";
import { precompressPages } from "./fastFlate.ts";
import { endRows, measureOnce, textColorOperator, writeRow, type PlacedLine } from "./fastText.ts";
import { graphql, readInlineData } from "relay-runtime";
import type { statementPdf_company$key } from "../../__generated__/statementPdf_company.graphql.ts";
import type { statementPdf_ledger$key } from "../../__generated__/statementPdf_ledger.graphql.ts";
import type { statementPdf_voided$key } from "../../__generated__/statementPdf_voided.graphql.ts";
import type { ledgerFormat_voided$key } from "../../__generated__/ledgerFormat_voided.graphql.ts";
import type { ledgerFormat_row$key } from "../../__generated__/ledgerFormat_row.graphql.ts";
import { addArabicFont } from "./arabicFont.ts";
import { chosenColumns, landscapeFor, paperCells, type PaperColumn, type PaperWriters, type RowPapers } from "./statementColumns.ts";
import { stateColumn, stateLegend, type MarkWriters, type RowAgreement } from "./agreementMark.ts";
import { ARABIC_FONT, pdfFont, type PdfFont } from "../../../shared/pdf/pdfFont.ts";
import {
  drawLetterhead,
  LETTERHEAD_TOP,
  MARGIN,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  PT_TO_MM,
  type Letterhead,
} from "../../../shared/pdf/letterhead.ts";
import { autoTable, type Cell, type CellDef, type CellHookData, type CellInput, type RowInput, type Styles } from "jspdf-autotable";
import { unitWidths } from "./textWidth.ts";
import { detailedFileName, lotFileName } from "./fileNames.ts";
import { NeedsArabicFont } from "./statementJob.ts";
import { bidiTextOptions, hasArabic, hasRightToLeft, textAlign } from "../../../shared/pdf/textDirection.ts";
import { balanceLabel, formatMoney, formatTonsColumn } from "../../../shared/money.ts";
import { formatDateGB, formatDateTimeGB } from "../../../shared/dates.ts";
import {
  LEDGER_COLUMNS,
  closingBalanceLabel,
  ledgerRowCells,
  noTransactionsText,
  openingBalanceLabel,
  plainKg,
  rangeLabel,
  readFigures,
  readVoidedEntry,
  rowKind,
  totalsCells,
  type RowKind,
} from "../ledgerFormat.ts";

/** One lot's ledger. */
const ledgerFragment = graphql`
  fragment statementPdf_ledger on LedgerStatement @inline {
    ...ledgerFormat_figures
    rows {
      type
      ...ledgerFormat_row
      # Its state between the two sides, marked in the State column (agreementMark.ts).
      agreement {
        state
        waitingFor
        disputedQuantityKg
        disputedAmount
        disputedDate
      }
      # Its papers, for the columns a trader may add (statementColumns.ts); fields, not a fragment: a fragment level more is past the server's depth limit.
      container {
        bookingNo
        billOfLadingNo
        vessel
        voyage
        portOfLoading
        portOfDischarge
        grossKg
        tareKg
        quantityKg
        weighbridgeTicket
        ownPricePerTon
      }
      payment {
        method
        reference
        chequeDueDate
        note
      }
    }
  }
`;

/** A lot's voided entries, for the statement's audit trail. */
const voidedFragment = graphql`
  fragment statementPdf_voided on Lot @inline {
    voidedEntries {
      ...ledgerFormat_voided
    }
  }
`;

/** "02/03/2026 Payment $1,500.25, voided by Noura Saleh on 03/03/2026, 10:15: Entered twice". */
function voidedLines(entries: readonly ledgerFormat_voided$key[], timeZone: string): string[] {
  return entries.flatMap((voided) => {
    const entry = readVoidedEntry(voided);
    if (!entry) return [];
    const by = entry.voidedBy ? ` by ${entry.voidedBy}` : "";
    const when = entry.voidedAt ? ` on ${formatDateTimeGB(entry.voidedAt, timeZone)}` : "";
    return [`${formatDateGB(entry.date)} ${entry.what}, voided${by}${when}: ${entry.voidReason ?? ""}`];
  });
}

/**
 * A lot's voided entries after its figures, when it has any: named by the lot, since a page break
 * may part them from its table, and the heading kept with its first entry.
 */
function voidedSection(w: StatementWriter, lotNumber: string, lines: readonly string[]) {
  if (lines.length === 0) return;
  w.space(2);
  w.ensureRoom(VOIDED_HEADING_ROOM);
  w.text(`Voided entries of lot ${lotNumber} (on record, counted in no balance)`, { bold: true });
  for (const line of lines) w.text(line, { size: 8 });
}

/** The company's statement: every lot with its ledger, and the grand figures. */
const companyFragment = graphql`
  fragment statementPdf_company on CompanyStatement @inline @argumentDefinitions(papers: { type: "Boolean!", defaultValue: false }) {
    ...ledgerFormat_figures
    lotCount
    lots {
      lot {
        lotNumber
        price
      }
      # Not ...statementPdf_ledger: each fragment level counts twice against the server's query depth limit.
      statement {
        ...ledgerFormat_figures
        rows {
          type
          ...ledgerFormat_row
          agreement {
            state
            waitingFor
            disputedQuantityKg
            disputedAmount
            disputedDate
          }
          # Only when a trader chose papers for the statement: 70,000 rows are not asked for what is not printed.
          container @include(if: $papers) {
            bookingNo
            billOfLadingNo
            vessel
            voyage
            portOfLoading
            portOfDischarge
            grossKg
            tareKg
            quantityKg
            weighbridgeTicket
            ownPricePerTon
          }
          payment @include(if: $papers) {
            method
            reference
            chequeDueDate
            note
          }
        }
      }
      voidedEntries {
        ...ledgerFormat_voided
      }
    }
  }
`;

type LedgerFigures = ReturnType<typeof readFigures>;
type LedgerRow = { readonly type: string; readonly agreement?: RowAgreement | null } & RowPapers & ledgerFormat_row$key;

export interface PdfLot {
  readonly lotNumber: string;
  readonly price: string;
}

/** "Generated: 25/11/2026, 10:00 by Sara Khan": when, and by which member. */
const generatedLine = (at: Date, timeZone: string, by: string | undefined) =>
  `Generated: ${formatDateTimeGB(at, timeZone)}${by ? ` by ${by}` : ""}`;

interface StatementMeta {
  /** Our letterhead; a statement made where the site's details are not known goes without it. */
  letterhead?: Letterhead | null;
  /** The customer whose statement it is. */
  companyName: string;
  /** The company's address, under its name. */
  address?: string;
  /** The company's TRN (the UAE's tax registration number, its profile's GST/VAT field), under its address when it has one. */
  trn?: string | null;
  /** The company's time zone (`siteInfo.timeZone`): the clock of "Generated". */
  timeZone: string;
  /** When the statement was made (defaults to now). */
  generatedAt?: Date;
  /** The member who made it, named after "Generated". */
  generatedBy?: string;
  /** Written in Noto Sans Arabic whatever the texts known at the start (a later page of lots was found to need it). */
  arabicFont?: boolean;
  /**
   * The papers' columns the trader chose (keys of statementColumns.ts), after the SPEC's; none by
   * default. Many are printed across the page (landscape), the table's type smaller as needed.
   */
  columns?: readonly string[];
}

export interface LotStatementInput extends StatementMeta {
  lot: PdfLot;
  statement: statementPdf_ledger$key;
  /** The lot's voided entries: listed after the totals, on record but counted in no balance. */
  voided?: statementPdf_voided$key | null;
}

export interface CompanyStatementInput extends StatementMeta {
  /** The statement: its figures, with all its lots or the first page of them. */
  statement: statementPdf_company$key;
  /**
   * The statement's later pages of lots (the same statement asked with `lotOffset`), in order, as
   * they arrive: the lots already in are written meanwhile (see statementWorker.ts).
   */
  morePages?: AsyncIterable<statementPdf_company$key>;
  /** Told after each lot is written (the worker's progress; see statementWorker.ts). */
  onProgress?: (lotsDone: number, lotsTotal: number) => void;
}

export interface BuiltPdf {
  doc: jsPDF;
  fileName: string;
}

/** SPEC section 9: a new page is started whenever the vertical position passes 250 (mm). */
export const PAGE_BREAK_Y = 250;
/** Where writing starts on a new page (and the letterhead on the first). */
export const PAGE_TOP = LETTERHEAD_TOP;
/**
 * The page: A4 upright (the SPEC's), or across when a trader chose many papers (statementColumns.ts):
 * its width, where a new page starts (as far above the foot as 250 mm is upright) and the foot's line.
 */
interface PageGeometry {
  readonly width: number;
  readonly breakY: number;
  readonly footY: number;
}
const PORTRAIT: PageGeometry = { width: PAGE_WIDTH, breakY: PAGE_BREAK_Y, footY: 289 };
const LANDSCAPE: PageGeometry = {
  width: PAGE_HEIGHT,
  breakY: PAGE_WIDTH - (PAGE_HEIGHT - PAGE_BREAK_Y),
  footY: PAGE_WIDTH - (PAGE_HEIGHT - 289),
};
/** Room a lot's heading needs below it: the heading, the table's head and its first rows. */
const LOT_HEADING_ROOM = 24;
/** Room for the voided entries' heading and their first line. */
const VOIDED_HEADING_ROOM = 10;
/** The closing lines (totals, closing balance, total paid, Generated) stay on one page: no page of a lone "Generated". */
const CLOSING_ROOM = 32;

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

/**
 * The columns that hold a number, a date or a figure: each is as wide as its widest cell, so a
 * figure never breaks across lines (up to $999,999,999,999.99, the largest the product accepts).
 * The text columns (Type, Container No, Seal No, Material) share what is left, in these
 * proportions, and wrap. When the figures leave the text too little room, the type gets smaller.
 */
const WHOLE_COLUMNS = [0, 1, 6, 7, 8, 9, 10, 11];
const TEXT_SHARES: Record<number, number> = { 2: 11, 3: 16.5, 4: 15.5, 5: 22 };
const TEXT_MIN_WIDTH = 8;
/** The State column's (issue 47) narrowest: its short marks break between words as the others do. */
const STATE_MIN_WIDTH = 6;
/** Figures sit at the right of their columns. */
const RIGHT_ALIGNED = [6, 7, 8, 9, 10, 11];
/** A chosen paper's share of the text columns' room (a note, more). */
const PAPER_TEXT_SHARE = 12;
const PAPER_SHARES: Record<string, number> = { note: 28, state: 8 };

/** The table's columns: the SPEC's, then the chosen papers (figures whole and at the right, texts sharing the rest). */
interface TableColumns {
  readonly headers: readonly string[];
  readonly whole: ReadonlySet<number>;
  readonly textShares: Readonly<Record<number, number>>;
  readonly text: ReadonlySet<number>;
  readonly right: ReadonlySet<number>;
  /** The State column's index, when the table has one. */
  readonly state?: number;
}

function tableColumns(papers: readonly PaperColumn[]): TableColumns {
  const whole = [...WHOLE_COLUMNS];
  const right = [...RIGHT_ALIGNED];
  const textShares = { ...TEXT_SHARES };
  papers.forEach((paper, i) => {
    const column = LEDGER_COLUMNS.length + i;
    if (paper.figure) {
      whole.push(column);
      right.push(column);
    } else {
      textShares[column] = PAPER_SHARES[paper.key] ?? PAPER_TEXT_SHARE;
    }
  });
  return {
    headers: [...LEDGER_COLUMNS, ...papers.map((paper) => paper.header)],
    whole: new Set(whole),
    textShares,
    text: new Set(Object.keys(textShares).map(Number)),
    right: new Set(right),
    state: papers.some((paper) => paper.key === "state")
      ? LEDGER_COLUMNS.length + papers.findIndex((paper) => paper.key === "state")
      : undefined,
  };
}
const SPEC_COLUMNS = tableColumns([]);

/** The papers' values as the PDF shows them, like the rows' own. */
const shownPapers: PaperWriters = { date: formatDateGB, text: (typed) => typed, money: formatMoney };

/** A dispute's other figure as the PDF shows it. */
const shownMarks: MarkWriters = { kg: (kg) => plainKg(kg).replace(/\B(?=(\d{3})+(?!\d))/g, ","), money: formatMoney, date: formatDateGB };

/** The chosen papers' columns, then each row's state (issue 47); across the page only for many papers. */
const statementColumns = (keys: readonly string[] | undefined) => [...chosenColumns(keys), stateColumn(null, shownMarks)];

/** A row's cells: the SPEC's twelve, then the chosen papers'. */
function rowCells(row: LedgerRow, papers: readonly PaperColumn[]): string[] {
  const cells = ledgerRowCells(row);
  return papers.length ? [...cells, ...paperCells(papers, row, shownPapers)] : cells;
}
const TABLE_FONT_SIZES = [6, 5.5, 5, 4.5, 4];
const CELL_PADDING = 0.8;
/** The line height autotable places a cell's first line by (its PHYSICAL_LINE_HEIGHT). */
const AUTOTABLE_LINE_HEIGHT = 1.15;

/**
 * The table's type size and column widths (mm) for these cells (`cells[row][column]`, "" where a
 * row has nothing): the largest size at which every figure fits whole and the text columns hold
 * their longest words. When no size lets such words fit (a 40-character seal number, a material
 * written without spaces), the largest size at which the figures fit with the text columns at
 * their minimum width: the long words then break inside their column, as jsPDF's line breaker
 * breaks a word longer than a line, and the table stays on the page.
 */
function tableLayout(
  doc: jsPDF,
  font: string,
  cells: readonly (readonly string[])[],
  columns: TableColumns,
  contentWidth: number,
): { fontSize: number; widths: number[] } {
  const { whole: WHOLE_COLUMNS, textShares: TEXT_SHARES } = columns;
  const minWidth = (i: number) => (i === columns.state ? STATE_MIN_WIDTH : TEXT_MIN_WIDTH);
  // Each column's widest text at size 1, in bold (the foot's figures are bold: the wider of the
  // two): a width scales with the size. Text wraps between words, so its longest word must fit; a
  // figure must fit whole.
  const unitWidth = unitWidths(doc, font, "bold");
  const widestUnits = columns.headers.map((label, i) => {
    let widest = 0;
    const measure = (text: string) => (widest = Math.max(widest, unitWidth(text)));
    for (const word of label.split(" ")) measure(word);
    for (const row of cells) {
      const text = row[i] ?? "";
      if (WHOLE_COLUMNS.has(i)) measure(text);
      else for (const word of text.split(/\s+/)) measure(word);
    }
    return widest;
  });
  const { scaleFactor } = doc.internal;
  const textColumns = Object.keys(TEXT_SHARES).map(Number);
  const shares = textColumns.reduce((sum, i) => sum + TEXT_SHARES[i], 0);
  /** The widths at `fontSize`, and whether they fit the page; text columns at their minimum unless `wholeWords`. */
  const layoutAt = (fontSize: number, wholeWords: boolean) => {
    const widths = widestUnits.map((unit, i) =>
      WHOLE_COLUMNS.has(i)
        ? (unit * fontSize) / scaleFactor + 2 * CELL_PADDING + 0.5
        : wholeWords
          ? Math.max((unit * fontSize) / scaleFactor + 2 * CELL_PADDING + 0.5, minWidth(i))
          : minWidth(i),
    );
    const room = contentWidth - widths.reduce((sum, w, i) => (WHOLE_COLUMNS.has(i) ? sum + w : sum), 0);
    const needed = textColumns.reduce((sum, i) => sum + widths[i], 0);
    // What is left over beyond each text column's own minimum is shared out in proportion.
    for (const i of textColumns) widths[i] += (Math.max(0, room - needed) * TEXT_SHARES[i]) / shares;
    return { layout: { fontSize, widths }, fits: room >= needed };
  };
  const sizes = [...TABLE_FONT_SIZES.map((size) => [size, true] as const), ...TABLE_FONT_SIZES.map((size) => [size, false] as const)];
  let last = layoutAt(TABLE_FONT_SIZES.at(-1)!, false);
  for (const [fontSize, wholeWords] of sizes) {
    last = layoutAt(fontSize, wholeWords);
    if (last.fits) break;
  }
  return last.layout;
}

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

/** A cell as we draw it (see drawRow): its lines, where they sit, how they are written. */
interface CellText {
  readonly text: string[];
  readonly halign: Styles["halign"];
  readonly textOptions?: Styles["textOptions"];
  /**
   * Each line's width at size 1 (jsPDF's unit width) in the font it is drawn in, where its
   * alignment places it by its width (0 for a line at the left): measured once with the cell,
   * not for every row that shows it (see placeLines).
   */
  readonly unitWidths: readonly number[];
}

/** A cell's lines with their unit widths, measured in the document's current font (see CellText). */
function cellText(doc: jsPDF, text: string[], halign: Styles["halign"], textOptions?: Styles["textOptions"]): CellText {
  const unitWidths = text.map((line) => (halign === "right" || halign === "center" ? doc.getStringUnitWidth(line) : 0));
  return { text, halign, textOptions, unitWidths };
}

/** How autotable splits a cell's content into lines before it breaks them to the cell's width. */
const LINE_END = /\r\n|\r|\n/g;

/** Keeps the vertical position and starts a new page whenever it passes PAGE_BREAK_Y. */
class StatementWriter {
  y = PAGE_TOP;

  /** The tables' text colours as jsPDF writes them (for writeRow), by colour. */
  private readonly textColors: Map<readonly number[], string>;

  /** How `font` draws text (see drawable and shaped). */
  readonly pdfFont: PdfFont;

  /** The text's width between the margins. */
  readonly contentWidth: number;

  /** `font`: "helvetica", or the Arabic font when the statement has Arabic text; `page`: upright or across. */
  constructor(
    readonly doc: jsPDF,
    readonly font: string,
    readonly page: PageGeometry = PORTRAIT,
  ) {
    this.contentWidth = page.width - 2 * MARGIN;
    this.textColors = new Map([TEXT_COLOR, HEAD_TEXT_COLOR].map((color) => [color, textColorOperator(doc, color)]));
    this.pdfFont = pdfFont(doc, font);
  }

  /**
   * The text as the font can draw it (drawableText): what reaches jsPDF from the statement's data
   * (names, materials, seal numbers, reasons...) goes through here, or jsPDF writes what the font
   * lacks as garbage. Our own labels and figures are drawable as they are.
   */
  drawable = (text: string): string => this.pdfFont.drawable(text);

  /**
   * Before anything is written: past 250 mm, continue on a new page. `keepWith` asks for that
   * much room below the position too (a lot's heading stays with the start of its table).
   */
  ensureRoom(keepWith = 0): void {
    if (this.y + keepWith > this.page.breakY) {
      this.doc.addPage();
      this.y = PAGE_TOP;
    }
  }

  text(value: string, { size = 9.5, bold = false, gap = 1.2, color = [23, 35, 45] as [number, number, number] } = {}): void {
    this.ensureRoom();
    const { doc } = this;
    doc.setFont(this.font, bold ? "bold" : "normal");
    doc.setFontSize(size);
    doc.setTextColor(...color);
    const { lines, options } = this.pdfFont.lines(value, this.contentWidth);
    const lineHeight = size * PT_TO_MM * 1.2;
    doc.text(lines, MARGIN, this.y + size * PT_TO_MM * 0.8, options);
    this.y += lines.length * lineHeight + gap;
  }

  /** Text with its Arabic letters shaped (see shapeArabic). */
  shaped(text: string): string {
    return this.pdfFont.shaped(text);
  }

  space(mm: number): void {
    this.y += mm;
  }

  /** Our letterhead (shared/pdf/letterhead.ts) across the top of the first page. */
  letterhead(site: Letterhead, logo: string): void {
    this.y = drawLetterhead(this.doc, site, logo, this.pdfFont, this.page.width);
  }

  rule(): void {
    this.ensureRoom();
    this.doc.setDrawColor(201, 211, 219);
    this.doc.setLineWidth(0.3);
    this.doc.line(MARGIN, this.y, this.page.width - MARGIN, this.y);
    this.y += 3;
  }

  /**
   * The ledger table: the screen's columns and cells, Advance and Amount rows tinted; the opening
   * balance as its first row, the totals and the closing balance as its foot. `rowCells`: the
   * rows' cells when already made (ledgerRowCells).
   */
  ledger(
    statement: LedgerFigures & { readonly rows: readonly LedgerRow[] },
    rowCellsMade?: readonly (readonly string[])[],
    papers: readonly PaperColumn[] = [],
  ): void {
    this.ensureRoom();
    const columns = papers.length ? tableColumns(papers) : SPEC_COLUMNS;
    const { right: RIGHT_ALIGNED, whole: WHOLE_COLUMNS } = columns;
    const count = columns.headers.length;
    const cells = (rowCellsMade ?? statement.rows.map((row) => rowCells(row, papers))).map((row) => row.map(this.drawable));
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
    const { fontSize, widths } = tableLayout(
      this.doc,
      this.font,
      [
        ...cells,
        totals,
        balanceCells(statement.openingTotalPaid, statement.openingBalance),
        balanceCells(statement.closingTotalPaid, statement.closingBalance),
      ],
      columns,
      this.contentWidth,
    );
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
      const laid = this.layOutRow(row, widths, fontSize, laidCells, columns);
      const raw: CellDef = {
        content: "",
        colSpan: count,
        styles: { minCellHeight: this.rowHeight(laid, fontSize), ...(fillColor ? { fillColor } : {}) },
      };
      laidOut.set(raw, laid);
      return [raw];
    };
    const body: RowInput[] = [
      styled(opening, () => ({ fillColor: FOOT_FILL })),
      ...(cells.length > 0
        ? cells.map((row, i) => ledgerRow(row, ROW_FILL[rowKind(statement.rows[i].type)]))
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
    this.doc.setDrawColor(...LINE_COLOR);
    this.doc.setLineWidth(LINE_WIDTH);
    autoTable(this.doc, {
      startY: this.y,
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
        font: this.font,
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
      willDrawCell: (data: CellHookData) => this.drawTableCell(data, laidOut.get(data.cell.raw), widths),
      // At the end of each of the table's pages (before the next one starts, or at the table's end).
      didDrawPage: () => endRows(this.doc),
    });
    const finalY = (this.doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY;
    this.y = (finalY ?? this.y) + 4;
  }

  /**
   * A ledger row's cells as autotable would lay them out (see ledger): each cell's text split at
   * its line ends; one with right-to-left letters reordered for display in its own direction, and
   * sitting at the right of a text column when it starts with them (Arabic text); a text column's
   * lines broken to its width as autotable breaks them (its extra point included). (The labels
   * and figures autotable writes around the rows are never right-to-left.) Each column's texts are
   * laid out once in `known` (the table's, at its widths and size), the cells shared by their rows.
   */
  private layOutRow(
    row: readonly string[],
    widths: readonly number[],
    fontSize: number,
    known: readonly Map<string, CellText>[],
    columns: TableColumns,
  ): CellText[] {
    const { doc } = this;
    const { right: RIGHT_ALIGNED, whole: WHOLE_COLUMNS, text: TEXT_COLUMNS } = columns;
    let measuring = false;
    return row.map((content, column) => {
      const laid = known[column].get(content);
      if (laid) return laid;
      // Lines are broken in the body's font: set once a cell of the row needs breaking.
      if (!measuring) doc.setFont(this.font, "normal");
      measuring = true;
      let text = content.split(LINE_END);
      let halign: Styles["halign"] = RIGHT_ALIGNED.has(column) ? "right" : "left";
      let textOptions: Styles["textOptions"] | undefined;
      const joined = text.join(" ");
      if (hasRightToLeft(joined)) {
        text = text.map((line) => this.shaped(line));
        textOptions = bidiTextOptions(joined);
        if (TEXT_COLUMNS.has(column)) halign = textAlign(joined);
      }
      // (jsPDF's declarations take one string; autotable passes the lines, as here.)
      if (!WHOLE_COLUMNS.has(column))
        text = doc.splitTextToSize(text as unknown as string, widths[column] - 2 * CELL_PADDING + 1 / doc.internal.scaleFactor, {
          fontSize,
        });
      const cell = cellText(doc, text, halign, textOptions);
      known[column].set(content, cell);
      return cell;
    });
  }

  /** A row's height as autotable works it out: its tallest cell's lines and the padding. */
  private rowHeight(cells: readonly CellText[], fontSize: number): number {
    const lines = cells.reduce((most, cell) => Math.max(most, cell.text.length), 1);
    return lines * ((fontSize / this.doc.internal.scaleFactor) * this.doc.getLineHeightFactor()) + 2 * CELL_PADDING;
  }

  /**
   * Autotable's hook before it draws a cell: the head's and the body's rows are drawn here as
   * autotable draws them (drawRow), in fewer operators; the foot's few cells are left to autotable
   * (true), after the rows' frame is closed (endRows). A head row is drawn whole at its first
   * cell; a ledger row (`ledgerRow`: autotable's one cell across the table) cell by cell at the
   * columns' `widths`; any other body cell alone.
   */
  private drawTableCell(
    { section, cell, row, column }: CellHookData,
    ledgerRow: readonly CellText[] | undefined,
    widths: readonly number[],
  ): boolean {
    if (section === "foot") {
      endRows(this.doc);
      return true;
    }
    if (section === "head") {
      const cells = Object.values(row.cells);
      if (column.index === 0)
        this.drawRow(
          cell,
          cells.map((c) => cellText(this.doc, c.text, c.styles.halign)),
          cells.map((c) => c.width),
          HEAD_TEXT_COLOR,
        );
    } else if (ledgerRow) this.drawRow(cell, ledgerRow, widths, TEXT_COLOR);
    else this.drawRow(cell, [cellText(this.doc, cell.text, cell.styles.halign)], [cell.width], TEXT_COLOR);
    return false;
  }

  /**
   * A row of cells, `first` its first (where autotable placed the row, and whether it is filled),
   * as one block (writeRow): the cells' borders, their background where autotable set a fill (a
   * tinted row, the head; none where autotable would paint white), their text placed as autotable
   * places it (placeLines) in `color`, in the table's border colour and width (see ledger) and
   * the font and size autotable set for the row.
   */
  private drawRow(first: Cell, cells: readonly CellText[], widths: readonly number[], color: [number, number, number]): void {
    const box = { x: first.x, y: first.y, height: first.height, widths, fill: Boolean(first.styles.fillColor) };
    let x = box.x;
    const lines = cells.map((cell, column) => {
      // An empty line draws nothing.
      const placed = this.placeLines(cell, x, box.y, widths[column], box.height).filter((line) => line.text !== "");
      x += widths[column];
      return placed;
    });
    if (writeRow(this.doc, box, lines.flat(), this.textColors.get(color)!)) return;
    // Text only jsPDF can write (in the Arabic font, or beyond plain ASCII): line by line, where jsPDF places it.
    endRows(this.doc);
    this.doc.setTextColor(...color);
    for (const [column, { textOptions }] of cells.entries()) {
      for (const line of lines[column]) this.doc.text(line.text, line.x, line.y, textOptions ?? first.styles.textOptions);
    }
  }

  /**
   * A cell's lines where autotable's own text function places them: in the middle of the cell
   * (the table's valign), at its left, right or centre (`halign`), in the body's font and size
   * as autotable set them for the row.
   */
  private placeLines({ text, halign, unitWidths }: CellText, x: number, y: number, width: number, height: number): PlacedLine[] {
    const { doc } = this;
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

  /** Pages up to this one are packed (see packPages). */
  private packed = 0;

  /**
   * jsPDF keeps each page as the list of its drawing operators until the file is made: a thousand
   * lots are millions of small strings, which the garbage collector goes through again and again.
   * Each finished page (all but the last) is kept as the one string jsPDF joins its list into
   * anyway (the foot written on it later is joined after it, the same way).
   */
  packPages(): void {
    const { pages } = this.doc.internal as unknown as { pages: string[][] };
    for (let page = this.packed + 1; page < pages.length - 1; page++) {
      const operators = pages[page];
      operators.splice(0, operators.length, operators.join("\n"));
    }
    this.packed = Math.max(this.packed, pages.length - 2);
  }

  /** Page numbers and the company in every page's foot, once the document is complete. */
  footers(value: string): void {
    const { doc } = this;
    const label = this.pdfFont.line(value);
    const pages = doc.getNumberOfPages();
    for (let page = 1; page <= pages; page++) {
      doc.setPage(page);
      doc.setFont(this.font, "normal");
      doc.setFontSize(7.5);
      doc.setTextColor(75, 91, 104);
      doc.text(label.text, MARGIN, this.page.footY, label.options);
      doc.text(`Page ${page} of ${pages}`, this.page.width - MARGIN, this.page.footY, { align: "right" });
    }
  }
}

/**
 * A new A4 document, and the font its text is written in: Noto Sans Arabic when any of `texts`
 * (every text the statement shows) has Arabic letters, Helvetica otherwise.
 */
async function newDocument(
  title: string,
  { companyName, letterhead, arabicFont }: StatementMeta,
  generatedAt: Date,
  texts: string[],
  landscape = false,
): Promise<StatementWriter> {
  // Compressed page contents: a statement of thousands of rows is a fraction of the size.
  // Positions to a thousandth of a point (jsPDF writes 16 decimals by default): far below what
  // any screen or printer shows, and page contents that are shorter to write and to compress.
  const doc = new jsPDF({ orientation: landscape ? "landscape" : "portrait", unit: "mm", format: "a4", compress: true, floatPrecision: 3 });
  measureOnce(doc);
  doc.setProperties({ title: `${title}: ${companyName}`, subject: title, creator: letterhead?.companyName ?? companyName });
  doc.setCreationDate(generatedAt);
  const arabic = arabicFont || hasArabic([...texts, ...(letterhead ? [letterhead.companyName, letterhead.address] : [])]);
  if (arabic) await addArabicFont(doc);
  const w = new StatementWriter(doc, arabic ? ARABIC_FONT : "helvetica", landscape ? LANDSCAPE : PORTRAIT);
  if (letterhead) w.letterhead(letterhead, (await import("../../../shared/pdf/letterheadLogo.png?inline")).default);
  return w;
}

const totalsLine = (totals: LedgerFigures["totals"]) =>
  `Totals: Qty(MT) ${formatTonsColumn(totals.quantityTons)}, Container Amount ${formatMoney(totals.containerAmount)}, Amount Added ${formatMoney(totals.amountAdded)}`;

/** The company's name and, when known, its address and its TRN. */
function companyLines(w: StatementWriter, companyName: string, address?: string, trn?: string | null): void {
  w.text(`Company: ${companyName}`, { bold: true });
  if (address) w.text(`Address: ${address}`);
  if (trn?.trim()) w.text(`TRN: ${trn.trim()}`);
}

/** One lot's statement: Lot_{company}_{lot}.pdf. */
export async function buildLotStatementPdf(input: LotStatementInput): Promise<BuiltPdf> {
  const { companyName, address, trn, timeZone, lot, statement: ledger, voided, generatedAt = new Date() } = input;
  const lotLedger = readInlineData(ledgerFragment, ledger);
  const statement = readFigures(lotLedger);
  const voidedEntries = voidedLines(voided ? readInlineData(voidedFragment, voided).voidedEntries : [], timeZone);
  const papers = statementColumns(input.columns);
  const cells = lotLedger.rows.map((row) => rowCells(row, papers));
  const texts = [companyName, address ?? "", lot.lotNumber, ...cells.flat(), ...voidedEntries];
  const w = await newDocument("Lot Statement", input, generatedAt, texts, landscapeFor(chosenColumns(input.columns)));
  w.text("Lot Statement", { size: 16, bold: true, gap: 2 });
  companyLines(w, companyName, address, trn);
  w.text(`Lot: ${lot.lotNumber}`);
  w.text(`Price/Ton: ${formatMoney(lot.price)}`);
  w.text(`Period: ${rangeLabel(statement.from, statement.to)}`);
  w.text(`Opening balance: ${balanceLabel(statement.openingBalance)}`);
  w.space(1.5);
  w.ledger({ ...statement, rows: lotLedger.rows }, cells, papers);
  w.ensureRoom(CLOSING_ROOM);
  w.text(`Closing balance: ${balanceLabel(statement.closingBalance)}`, { bold: true });
  w.text(`Total paid: ${formatMoney(statement.closingTotalPaid)}`);
  w.text(totalsLine(statement.totals));
  for (const line of stateLegend(companyName)) w.text(line, { size: 8 });
  voidedSection(w, lot.lotNumber, voidedEntries);
  w.space(2);
  w.text(generatedLine(generatedAt, timeZone, input.generatedBy), { size: 8, color: [75, 91, 104] });
  w.footers(`${companyName} - Lot ${lot.lotNumber}`);
  return { doc: w.doc, fileName: lotFileName(companyName, lot.lotNumber, "pdf") };
}

/** A page of the company statement as written: its lots, each row's cells (made once: to choose the font, then to write the tables) and voided lines. */
function readCompanyPage(key: statementPdf_company$key, timeZone: string, papers: readonly PaperColumn[]) {
  const page = readInlineData(companyFragment, key);
  const cells = page.lots.map(({ statement: ledger }) => ledger.rows.map((row) => rowCells(row, papers)));
  const voided = page.lots.map(({ voidedEntries }) => voidedLines(voidedEntries, timeZone));
  const texts = page.lots.flatMap(({ lot }, i) => [lot.lotNumber, ...cells[i].flat(), ...voided[i]]);
  return { page, cells, voided, texts };
}

/**
 * Every lot of the company, each with its own table, then the grand totals: Lot_{company}_Detailed.pdf.
 * The font is chosen from the texts known when writing starts (the first page of lots); each later
 * page is let go once written, so a statement's rows are not all held at once.
 */
export async function buildCompanyStatementPdf(input: CompanyStatementInput): Promise<BuiltPdf> {
  const { companyName, address, trn, timeZone, statement: statementKey, morePages, generatedAt = new Date(), onProgress } = input;
  const papers = statementColumns(input.columns);
  const first = readCompanyPage(statementKey, timeZone, papers);
  const statement = first.page;
  const figures = readFigures(statement);
  const w = await newDocument(
    "Detailed Statement (All Lots)",
    input,
    generatedAt,
    [companyName, address ?? "", ...first.texts],
    landscapeFor(chosenColumns(input.columns)),
  );
  w.text("Detailed Statement (All Lots)", { size: 16, bold: true, gap: 2 });
  companyLines(w, companyName, address, trn);
  w.text(`Period: ${rangeLabel(figures.from, figures.to)}`);
  w.text(`Lots: ${statement.lotCount}`);
  w.text(`Opening balance: ${balanceLabel(figures.openingBalance)}`, { bold: true });
  w.text(`Total paid before the period: ${formatMoney(figures.openingTotalPaid)}`);
  w.space(3);
  if (statement.lotCount === 0) w.text("No lots yet.");
  let written = 0;
  const writeLots = ({ page, cells, voided }: ReturnType<typeof readCompanyPage>) => {
    for (const [index, { lot, statement: ledger }] of page.lots.entries()) {
      onProgress?.(written++, statement.lotCount);
      // A lot's heading is not left alone at the foot of a page: it starts where its table can follow.
      w.ensureRoom(LOT_HEADING_ROOM);
      w.text(`Lot: ${lot.lotNumber}`, { size: 11, bold: true, gap: 0.5 });
      w.text(`Price/Ton: ${formatMoney(lot.price)}`, { gap: 1.5 });
      w.ledger({ ...readFigures(ledger), rows: ledger.rows }, cells[index], papers);
      voidedSection(w, lot.lotNumber, voided[index]);
      w.space(3);
      w.packPages();
    }
  };
  writeLots(first);
  for await (const key of morePages ?? []) {
    const page = readCompanyPage(key, timeZone, papers);
    if (w.font !== ARABIC_FONT && hasArabic(page.texts)) throw new NeedsArabicFont();
    writeLots(page);
  }
  onProgress?.(statement.lotCount, statement.lotCount);
  w.ensureRoom(CLOSING_ROOM);
  w.rule();
  w.text("All lots", { size: 11, bold: true });
  w.text(totalsLine(figures.totals));
  w.text(`Closing balance: ${balanceLabel(figures.closingBalance)}`, { bold: true });
  w.text(`Total paid: ${formatMoney(figures.closingTotalPaid)}`);
  for (const line of stateLegend(companyName)) w.text(line, { size: 8 });
  w.space(2);
  w.text(generatedLine(generatedAt, timeZone, input.generatedBy), { size: 8, color: [75, 91, 104] });
  w.footers(`${companyName} - Detailed statement`);
  await precompressPages(w.doc);
  return { doc: w.doc, fileName: detailedFileName(companyName, "pdf") };
}
