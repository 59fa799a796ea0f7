/**
 * The statements' page (see statementPdf.ts): a new A4 document in the statement's font, our
 * letterhead, lines of text from the top down with a new page past 250 mm (SPEC section 9), and
 * every page's foot once the document is complete.
 */
import { jsPDF } from "jspdf";
import { measureOnce } from "./fastText.ts";
import { addArabicFont } from "./arabicFont.ts";
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
import { hasArabic } from "../../../shared/pdf/textDirection.ts";

export interface StatementMeta {
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

/** SPEC section 9: a new page is started whenever the vertical position passes 250 (mm). */
export const PAGE_BREAK_Y = 250;
/** Where writing starts on a new page (and the letterhead on the first). */
export const PAGE_TOP = LETTERHEAD_TOP;
/**
 * The page: A4 upright (the SPEC's), or across when a trader chose many papers (statementColumns.ts):
 * its width, where a new page starts (as far above the foot as 250 mm is upright) and the foot's line.
 */
export interface PageGeometry {
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

/** Keeps the vertical position and starts a new page whenever it passes PAGE_BREAK_Y. */
export class StatementWriter {
  y = PAGE_TOP;

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
export async function newDocument(
  title: string,
  { companyName, letterhead, arabicFont }: StatementMeta,
  generatedAt: Date,
  texts: Iterable<string>,
  landscape = false,
): Promise<StatementWriter> {
  // Compressed page contents: a statement of thousands of rows is a fraction of the size.
  // Positions to a thousandth of a point (jsPDF writes 16 decimals by default): far below what
  // any screen or printer shows, and page contents that are shorter to write and to compress.
  const doc = new jsPDF({ orientation: landscape ? "landscape" : "portrait", unit: "mm", format: "a4", compress: true, floatPrecision: 3 });
  measureOnce(doc);
  doc.setProperties({ title: `${title}: ${companyName}`, subject: title, creator: letterhead?.companyName ?? companyName });
  doc.setCreationDate(generatedAt);
  const arabic =
    arabicFont ||
    hasArabic(texts) ||
    (letterhead !== null && letterhead !== undefined && hasArabic([letterhead.companyName, letterhead.address]));
  if (arabic) await addArabicFont(doc);
  const w = new StatementWriter(doc, arabic ? ARABIC_FONT : "helvetica", landscape ? LANDSCAPE : PORTRAIT);
  if (letterhead) w.letterhead(letterhead, (await import("../../../shared/pdf/letterheadLogo.png?inline")).default);
  return w;
}
