/**
 * Our letterhead, the same on every PDF (the client's statements, the server's house PDFs and photo
 * sheet): the logo, the company's name, address, phone and e-mail beside it, then a rule. Pure
 * drawing with jsPDF: each side passes the site's details, the logo (a PNG data URL) and the
 * document's font. A4, millimetres.
 */
import type { jsPDF } from "jspdf";
import type { PdfFont } from "./pdfFont.ts";

export const PAGE_WIDTH = 210;
export const PAGE_HEIGHT = 297;
export const MARGIN = 14;
export const PT_TO_MM = 25.4 / 72;

/** Our company, at the top of every PDF (the site's settings: `siteInfo`). */
export interface Letterhead {
  readonly companyName: string;
  readonly address: string;
  readonly phone: string;
  readonly generalEmail: string;
}

const LOGO_SIZE = 16;
/** Where the letterhead starts on the first page (the client's statements' first line on any page). */
export const LETTERHEAD_TOP = 18;

/**
 * Draws the letterhead at the top of the page; answers the y 3 mm under its rule. A name or address longer
 * than the width beside the logo goes on over more lines; Arabic is shaped and written right to left.
 * `pageWidth`: a page printed across (a statement of many columns) is wider.
 */
export function drawLetterhead(doc: jsPDF, site: Letterhead, logo: string, font: PdfFont, pageWidth = PAGE_WIDTH): number {
  const top = LETTERHEAD_TOP;
  doc.addImage(logo, "PNG", MARGIN, top, LOGO_SIZE, LOGO_SIZE);
  const left = MARGIN + LOGO_SIZE + 4;
  let baseline = top + 5;
  /** Writes a block's lines from the baseline; moves it to the block's last line. */
  const block = (value: string, fontSize: number, bold: boolean) => {
    doc.setFont(font.name, bold ? "bold" : "normal");
    doc.setFontSize(fontSize);
    doc.setTextColor(23, 35, 45);
    const { lines, options } = font.lines(value, pageWidth - MARGIN - left);
    doc.text(lines, left, baseline, { ...options, lineHeightFactor: 1.2 });
    baseline += (lines.length - 1) * fontSize * PT_TO_MM * 1.2;
  };
  block(site.companyName, 13, true);
  baseline += 5;
  block(site.address, 8.5, false);
  baseline += 4.5;
  block(`Tel ${site.phone}  |  ${site.generalEmail}`, 8.5, false);
  const y = Math.max(top + LOGO_SIZE, baseline + 1.5) + 3;
  doc.setDrawColor(201, 211, 219);
  doc.setLineWidth(0.3);
  doc.line(MARGIN, y, pageWidth - MARGIN, y);
  return y + 3;
}
