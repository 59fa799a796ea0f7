import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { jsPDF } from "jspdf";
import { config } from "../config.ts";
import { repoRoot } from "../repoRoot.ts";

/*
 * Our letterhead on the server's PDFs (the photo sheet, the house's statement of accounts and
 * counterparty statements): the same as the client's statements (client/lots/statement/statementPdf.ts,
 * `StatementWriter.letterhead`): the logo from the same asset file, read from disk once; the company's
 * name, address, phone and e-mail from the site's settings; then a rule. A4, millimetres.
 */

export const PAGE_WIDTH = 210;
export const PAGE_HEIGHT = 297;
export const MARGIN = 14;
const PT_TO_MM = 25.4 / 72;

let logo: string | null = null;
const letterheadLogo = () => (logo ??= `data:image/png;base64,${readFileSync(join(repoRoot, "client/lots/statement/letterheadLogo.png")).toString("base64")}`);

/** Draws the letterhead from `top`; answers the y under its rule. Long names and addresses wrap. */
export function drawLetterhead(doc: jsPDF, top = MARGIN): number {
  const site = config.site;
  const size = 16;
  doc.addImage(letterheadLogo(), "PNG", MARGIN, top, size, size);
  const left = MARGIN + size + 4;
  let baseline = top + 5;
  const block = (value: string, fontSize: number, bold: boolean) => {
    doc.setFont("helvetica", bold ? "bold" : "normal").setFontSize(fontSize).setTextColor(23, 35, 45);
    const lines = doc.splitTextToSize(value, PAGE_WIDTH - MARGIN - left) as string[];
    doc.text(lines, left, baseline, { lineHeightFactor: 1.2 });
    baseline += (lines.length - 1) * fontSize * PT_TO_MM * 1.2;
  };
  block(site.companyName, 13, true);
  baseline += 5;
  block(site.address, 8.5, false);
  baseline += 4.5;
  block(`Tel ${site.phone}  |  ${site.generalEmail}`, 8.5, false);
  const y = Math.max(top + size, baseline + 1.5) + 3;
  doc.setDrawColor(201, 211, 219).setLineWidth(0.3).line(MARGIN, y, PAGE_WIDTH - MARGIN, y);
  return y + 3;
}
