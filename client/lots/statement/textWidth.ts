/** Measuring text for the statements' column widths: the same dates, labels and figures recur thousands of times. */
import type { jsPDF } from "jspdf";

interface Internal {
  scaleFactor: number;
}

const unitWidths = new WeakMap<jsPDF, Map<string, Map<string, number>>>();

/**
 * A text's width (mm) in the document's `font` and `style` at `fontSize`: a statement repeats the
 * same dates, labels and figures thousands of times, so each text is measured once per document
 * (its width at size 1, which scales with the size).
 */
export function textWidth(doc: jsPDF, font: string, style: string, fontSize: number, text: string): number {
  let fonts = unitWidths.get(doc);
  if (!fonts) unitWidths.set(doc, (fonts = new Map()));
  const face = `${font} ${style}`;
  let cache = fonts.get(face);
  if (!cache) fonts.set(face, (cache = new Map()));
  let unit = cache.get(text);
  if (unit === undefined) {
    doc.setFont(font, style);
    unit = doc.getStringUnitWidth(text);
    cache.set(text, unit);
  }
  return (unit * fontSize) / (doc.internal as unknown as Internal).scaleFactor;
}
