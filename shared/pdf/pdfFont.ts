/**
 * The font a PDF's text is written in, and the text as that font draws it: the same rule for the
 * client's statements and the server's house PDFs. Helvetica (built in) unless the document has
 * Arabic text; then Noto Sans Arabic (SIL Open Font License, from @expo-google-fonts/noto-sans-arabic),
 * which has Latin letters and figures too, so one font writes the whole document. Each side loads
 * the font files its own way (the client as lazy chunks, the server from disk) and registers them here.
 */
import { jsPDF } from "jspdf";
import { drawableText, fontGlyphs } from "./drawableText.ts";
import { bidiTextOptions, shapeArabic, textAlign, type BidiTextOptions } from "./textDirection.ts";

export const ARABIC_FONT = "NotoSansArabic";

/** Makes ARABIC_FONT (normal and bold) available to this document; the TTF files as binary strings (one character per byte). */
export function registerArabicFont(doc: jsPDF, regular: string, bold: string): void {
  doc.addFileToVFS("NotoSansArabic-Regular.ttf", regular);
  doc.addFont("NotoSansArabic-Regular.ttf", ARABIC_FONT, "normal");
  doc.addFileToVFS("NotoSansArabic-Bold.ttf", bold);
  doc.addFont("NotoSansArabic-Bold.ttf", ARABIC_FONT, "bold");
}

/** jsPDF's Arabic shaping (its arabic plugin; not in its type declarations). */
const processArabic = (text: string): string => (jsPDF.API as unknown as { processArabic(text: string): string }).processArabic(text);

/** A document's font, with the steps every text from data takes before jsPDF writes it. */
export interface PdfFont {
  /** "helvetica" or ARABIC_FONT. */
  readonly name: string;
  /** The text with what the font lacks shown as "?" (drawableText): jsPDF would write it as garbage. */
  drawable(text: string): string;
  /** The text with its Arabic letters in their contextual forms (shapeArabic). */
  shaped(text: string): string;
  /** jsPDF's options for writing the text in its own direction (bidiTextOptions). */
  options(text: string): BidiTextOptions;
  /** Text from data made ready to write on one line: drawable, shaped, with its direction's options and its place in a column (textAlign). */
  line(text: string): { text: string; options: BidiTextOptions; align: "left" | "right" };
  /** The same, broken into lines of at most `width` mm at the document's current font and size. */
  lines(text: string, width: number): { lines: string[]; options: BidiTextOptions; align: "left" | "right" };
}

export function pdfFont(doc: jsPDF, name: string): PdfFont {
  const hasGlyph = fontGlyphs(doc, name);
  const drawable = (text: string) => drawableText(text, hasGlyph);
  const shaped = (text: string) => shapeArabic(text, processArabic);
  const line = (text: string) => {
    const shown = drawable(text);
    return { text: shaped(shown), options: bidiTextOptions(shown), align: textAlign(shown) };
  };
  return {
    name,
    drawable,
    shaped,
    options: bidiTextOptions,
    line,
    lines: (text, width) => {
      const { text: ready, options, align } = line(text);
      return { lines: doc.splitTextToSize(ready, width) as string[], options, align };
    },
  };
}
