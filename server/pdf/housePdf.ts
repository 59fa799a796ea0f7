import { readFileSync } from "node:fs";
import { join } from "node:path";
import { jsPDF } from "jspdf";
import { config } from "../config.ts";
import { repoRoot } from "../repoRoot.ts";
import { ARABIC_FONT, pdfFont, registerArabicFont, type PdfFont } from "../../shared/pdf/pdfFont.ts";
import { drawLetterhead } from "../../shared/pdf/letterhead.ts";
import { hasArabic } from "../../shared/pdf/textDirection.ts";

/*
 * The server's PDFs (the photo sheet, the house's statement of accounts and counterparty statements)
 * begin here: an A4 document in the font the client's statements would choose for the same texts
 * (Noto Sans Arabic when any has Arabic, Helvetica otherwise: shared/pdf/pdfFont.ts), with the one
 * letterhead (shared/pdf/letterhead.ts). The logo and font files are read from disk once.
 */

let logo: string | null = null;
const letterheadLogo = () => (logo ??= `data:image/png;base64,${readFileSync(join(repoRoot, "shared/pdf/letterheadLogo.png")).toString("base64")}`);

let arabicFiles: { regular: string; bold: string } | null = null;
const fontFile = (path: string) => readFileSync(join(repoRoot, "node_modules/@expo-google-fonts/noto-sans-arabic", path)).toString("binary");
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
