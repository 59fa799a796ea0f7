import { readFileSync } from "node:fs";
import { join } from "node:path";
import { jsPDF } from "jspdf";
import { config } from "../config.ts";
import { repoRoot } from "../repoRoot.ts";
import { ARABIC_FONT, pdfFont, registerArabicFont, type PdfFont } from "../../shared/pdf/pdfFont.ts";
import { drawLetterhead, MARGIN, PAGE_HEIGHT, PAGE_WIDTH } from "../../shared/pdf/letterhead.ts";
import { hasArabic } from "../../shared/pdf/textDirection.ts";

/*
 * The server's PDFs (the photo sheet, the house's statement of accounts and counterparty statements)
 * begin here: an A4 document in the font the client's statements would choose for the same texts
 * (Noto Sans Arabic when any has Arabic, Helvetica otherwise: shared/pdf/pdfFont.ts), with the one
 * letterhead (shared/pdf/letterhead.ts). The logo and font files are read from disk once.
 */

let logo: string | null = null;
const letterheadLogo = () =>
  (logo ??= `data:image/png;base64,${readFileSync(join(repoRoot, "shared/pdf/letterheadLogo.png")).toString("base64")}`);

let arabicFiles: { regular: string; bold: string } | null = null;
const fontFile = (path: string) =>
  readFileSync(join(repoRoot, "node_modules/@expo-google-fonts/noto-sans-arabic", path)).toString("binary");
const arabicFontFiles = () =>
  (arabicFiles ??= { regular: fontFile("400Regular/NotoSansArabic_400Regular.ttf"), bold: fontFile("700Bold/NotoSansArabic_700Bold.ttf") });

export interface HousePdf {
  doc: jsPDF;
  font: PdfFont;
  /** The y under the letterhead, where the document's own content starts. */
  top: number;
}

/** A new document on our letterhead; `texts`: every text from data it will show (they choose the font). */
export function newHousePdf(properties: { title: string; subject: string }, texts: Iterable<string>): HousePdf {
  const site = config.site;
  const doc = new jsPDF({ unit: "mm", format: "a4", compress: true });
  doc.setProperties({ ...properties, creator: site.companyName });
  const arabic = hasArabic([...texts, site.companyName, site.address]);
  if (arabic) {
    const files = arabicFontFiles();
    registerArabicFont(doc, files.regular, files.bold);
  }
  const font = pdfFont(doc, arabic ? ARABIC_FONT : "helvetica");
  return { doc, font, top: drawLetterhead(doc, site, letterheadLogo(), font) };
}

/**
 * A document with a cursor: text, tables with a repeated header on each new page, a footer per page.
 * Every text goes through the document's font (drawable, shaped, in its own direction), as on the client's statements.
 */
export class PdfWriter {
  readonly doc: jsPDF;
  readonly font: PdfFont;
  y: number;
  /** `texts`: every text from data the document will show (they choose its font). */
  constructor(title: string, subject: string, texts: Iterable<string>) {
    const { doc, font, top } = newHousePdf({ title, subject }, texts);
    this.doc = doc;
    this.font = font;
    this.y = top + 3;
  }
  /** Sets the font's style and size. */
  private style(size: number, bold: boolean) {
    this.doc.setFont(this.font.name, bold ? "bold" : "normal").setFontSize(size);
  }
  room(mm: number) {
    if (this.y + mm > PAGE_HEIGHT - MARGIN - 6) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }
  text(value: string, size = 9, bold = false) {
    this.style(size, bold);
    this.doc.setTextColor(23, 35, 45);
    const { lines, options } = this.font.lines(value, PAGE_WIDTH - 2 * MARGIN);
    this.room(lines.length * size * 0.42);
    this.doc.text(lines, MARGIN, this.y + size * 0.3, options);
    this.y += lines.length * size * 0.42 + 1.5;
  }
  /** A table: the first column wraps at its width, the others are figures, right-aligned. */
  table(columns: string[], widths: number[], rows: string[][], boldLast = false) {
    const { doc } = this;
    const header = () => {
      this.room(12);
      this.style(8, true);
      doc.setTextColor(23, 35, 45);
      this.cells(this.font.lines(columns[0], widths[0] - 2), columns.slice(1), widths);
      doc
        .setDrawColor(201, 211, 219)
        .setLineWidth(0.2)
        .line(MARGIN, this.y - 3.2, PAGE_WIDTH - MARGIN, this.y - 3.2);
    };
    header();
    rows.forEach((row, i) => {
      const bold = boldLast && i === rows.length - 1;
      this.style(8, bold);
      const first = this.font.lines(row[0], widths[0] - 2);
      if (this.y + first.lines.length * 3.6 > PAGE_HEIGHT - MARGIN - 6) {
        doc.addPage();
        this.y = MARGIN;
        header();
        this.style(8, bold);
      }
      this.cells(first, row.slice(1), widths);
    });
    this.y += 2;
  }
  /** A row: the first cell's lines (PdfFont.lines) at the left of its column (at the right when Arabic), the others at the right of theirs. */
  private cells(first: ReturnType<PdfFont["lines"]>, rest: string[], widths: number[]) {
    this.doc.text(first.lines, first.align === "right" ? MARGIN + widths[0] - 2 : MARGIN, this.y, { ...first.options, align: first.align });
    let x = MARGIN + widths[0];
    rest.forEach((value, i) => {
      const cell = this.font.line(value);
      this.doc.text(cell.text, x + widths[i + 1], this.y, { ...cell.options, align: "right" });
      x += widths[i + 1];
    });
    this.y += first.lines.length * 3.6 + 0.8;
  }
  finish(label: string): ArrayBuffer {
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page++) {
      this.doc.setPage(page);
      this.style(7.5, false);
      this.doc.setTextColor(75, 91, 104);
      const foot = this.font.line(label);
      this.doc.text(foot.text, MARGIN, 289, foot.options);
      this.doc.text(`Page ${page} of ${pages}`, PAGE_WIDTH - MARGIN, 289, { align: "right" });
    }
    return this.doc.output("arraybuffer");
  }
}

/** When a document was made, in its header. */
export const generated = (at: Date) => `Generated ${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
