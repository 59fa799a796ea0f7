/**
 * The statements' ledger table laid out (see ledgerTable.ts, which draws it): its columns (the
 * SPEC's, then the chosen papers'), the type size and column widths that fit them on the page, and
 * each row's cells broken into lines as jspdf-autotable would break them, with the row's height.
 */
import type { jsPDF } from "jspdf";
import type { Styles } from "jspdf-autotable";
import type { PaperColumn } from "./statementColumns.ts";
import { unitWidths } from "./textWidth.ts";
import { bidiTextOptions, hasRightToLeft, textAlign } from "../../../shared/pdf/textDirection.ts";
import { LEDGER_COLUMNS } from "../ledgerFormat.ts";

/**
 * The columns that hold a number, a date or a figure: each is as wide as its widest cell, so a
 * figure never breaks across lines (up to $999,999,999,999.99, the largest the product accepts).
 * The text columns (Type, Container No, Seal No, Material) share what is left, in these
 * proportions, and wrap. When the figures leave the text too little room, the type gets smaller.
 */
const WHOLE_COLUMNS = [0, 1, 6, 7, 8, 9, 10, 11];
const TEXT_SHARES: Record<number, number> = { 2: 11, 3: 16.5, 4: 15.5, 5: 22 };
const TEXT_MIN_WIDTH = 8;
/**
 * The State column's (issue 47) narrowest. It holds its widest word even when the text columns are
 * at their minimum (a mark such as "Awaiting company" is one word: MARK_SPACE), as the figures do.
 */
const STATE_MIN_WIDTH = 6;
/** Where jsPDF's line breaker may break a line: white space but the no-break space (MARK_SPACE). */
const BREAKS = /[^\S\u00a0]+/;
/** Whether a text has a place to break (BREAKS), tested without splitting it: most cells are one word. */
const BREAKABLE = /[^\S\u00a0]/;
/** Figures sit at the right of their columns. */
const RIGHT_ALIGNED = [6, 7, 8, 9, 10, 11];
/** A chosen paper's share of the text columns' room (a note, more). */
const PAPER_TEXT_SHARE = 12;
const PAPER_SHARES: Record<string, number> = { note: 28, state: 8 };

/** The table's columns: the SPEC's, then the chosen papers (figures whole and at the right, texts sharing the rest). */
export interface TableColumns {
  readonly headers: readonly string[];
  readonly whole: ReadonlySet<number>;
  readonly textShares: Readonly<Record<number, number>>;
  readonly text: ReadonlySet<number>;
  readonly right: ReadonlySet<number>;
  /** The State column's index, when the table has one. */
  readonly state?: number;
}

export function tableColumns(papers: readonly PaperColumn[]): TableColumns {
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
/** The SPEC's columns alone. */
export const SPEC_COLUMNS = tableColumns([]);

/** The table's type sizes (pt), largest first. */
const TABLE_FONT_SIZES = [6, 5.5, 5, 4.5, 4];
export const CELL_PADDING = 0.8;
/** The line height autotable places a cell's first line by (its PHYSICAL_LINE_HEIGHT). */
export const AUTOTABLE_LINE_HEIGHT = 1.15;

/** The table's type size (pt) and its columns' widths (mm). */
export interface TableLayout {
  readonly fontSize: number;
  readonly widths: number[];
}

/**
 * The table's type size and column widths (mm) for these cells (`cells[row][column]`, "" where a
 * row has nothing): the largest size at which every figure fits whole and the text columns hold
 * their longest words. When no size lets such words fit (a 40-character seal number, a material
 * written without spaces), the largest size at which the figures fit with the text columns at
 * their minimum width: the long words then break inside their column, as jsPDF's line breaker
 * breaks a word longer than a line, and the table stays on the page.
 */
export function tableLayout(
  doc: jsPDF,
  font: string,
  cells: readonly (readonly string[])[],
  columns: TableColumns,
  contentWidth: number,
): TableLayout {
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
      else if (!BREAKABLE.test(text)) measure(text);
      else for (const word of text.split(BREAKS)) measure(word);
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
        : wholeWords || i === columns.state
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

/** A cell as we draw it (see drawRow): its lines, where they sit, how they are written. */
export interface CellText {
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

/**
 * A cell's lines with their unit widths, measured in the document's current font (see CellText),
 * or by `measure` (the same widths, from a cache of the font's: see layOutRow).
 */
export function cellText(
  doc: jsPDF,
  text: string[],
  halign: Styles["halign"],
  textOptions?: Styles["textOptions"],
  measure: (line: string) => number = (line) => doc.getStringUnitWidth(line),
): CellText {
  const placed = halign === "right" || halign === "center";
  const unitWidths = text.length === 1 ? [placed ? measure(text[0]) : 0] : text.map((line) => (placed ? measure(line) : 0));
  return { text, halign, textOptions, unitWidths };
}

/** How autotable splits a cell's content into lines before it breaks them to the cell's width. */
const LINE_END = /\r\n|\r|\n/g;

/**
 * A ledger row's cells as autotable would lay them out (see ledgerTable.ts): each cell's text split at
 * its line ends; one with right-to-left letters reordered for display in its own direction, and
 * sitting at the right of a text column when it starts with them (Arabic text); a text column's
 * lines broken to its width as autotable breaks them (its extra point included). (The labels
 * and figures autotable writes around the rows are never right-to-left.) Each column's texts are
 * laid out once in `known` (the table's, at its widths and size), the cells shared by their rows.
 * `font`: the body's, `shaped`: a text with its Arabic letters shaped (PdfFont's).
 */
export function layOutRow(
  doc: jsPDF,
  { font, shaped }: { readonly font: string; readonly shaped: (text: string) => string },
  row: readonly string[],
  { widths, fontSize }: TableLayout,
  known: readonly Map<string, CellText>[],
  columns: TableColumns,
): CellText[] {
  const { right: RIGHT_ALIGNED, whole: WHOLE_COLUMNS, text: TEXT_COLUMNS } = columns;
  // Widths in the body's font, from the document's cache of them (no look-up of the current font's name and size for each figure).
  const measure = unitWidths(doc, font, "normal");
  let measuring = false;
  const laidOut: CellText[] = new Array<CellText>(row.length);
  for (let column = 0; column < row.length; column++) {
    const content = row[column];
    const laid = known[column].get(content);
    if (laid) {
      laidOut[column] = laid;
      continue;
    }
    // Lines are broken in the body's font: set once a cell of the row needs breaking.
    if (!measuring) doc.setFont(font, "normal");
    measuring = true;
    // (Most cells are one line: split only those with a line end.)
    let text = content.includes("\n") || content.includes("\r") ? content.split(LINE_END) : [content];
    let halign: Styles["halign"] = RIGHT_ALIGNED.has(column) ? "right" : "left";
    let textOptions: Styles["textOptions"] | undefined;
    const joined = text.length === 1 ? content : text.join(" ");
    if (hasRightToLeft(joined)) {
      text = text.map((line) => shaped(line));
      textOptions = bidiTextOptions(joined);
      if (TEXT_COLUMNS.has(column)) halign = textAlign(joined);
    }
    // (jsPDF's declarations take one string; autotable passes the lines, as here.)
    if (!WHOLE_COLUMNS.has(column)) {
      const maxWidth = widths[column] - 2 * CELL_PADDING + 1 / doc.internal.scaleFactor;
      text = doc.splitTextToSize(text as unknown as string, maxWidth, { fontSize }) as string[];
    }
    const cell = cellText(doc, text, halign, textOptions, measure);
    known[column].set(content, cell);
    laidOut[column] = cell;
  }
  return laidOut;
}

/** A row's height as autotable works it out: its tallest cell's lines and the padding. */
export function rowHeight(doc: jsPDF, cells: readonly CellText[], fontSize: number): number {
  const lines = cells.reduce((most, cell) => Math.max(most, cell.text.length), 1);
  return lines * ((fontSize / doc.internal.scaleFactor) * doc.getLineHeightFactor()) + 2 * CELL_PADDING;
}
