/** Measuring text for the statements' column widths: the same dates, labels and figures recur thousands of times. */
import type { jsPDF } from "jspdf";

const unitWidthCaches = new WeakMap<jsPDF, Map<string, Map<string, number>>>();

/**
 * Texts' widths in the document's `font` and `style` at size 1 (jsPDF's unit widths: a width at a
 * size is the unit width times the size, over the document's scale factor): a statement repeats
 * the same dates, labels and figures thousands of times, so each text is measured once per document.
 */
export function unitWidths(doc: jsPDF, font: string, style: string): (text: string) => number {
  let faces = unitWidthCaches.get(doc);
  if (!faces) unitWidthCaches.set(doc, (faces = new Map<string, Map<string, number>>()));
  const face = `${font} ${style}`;
  let cache = faces.get(face);
  if (!cache) faces.set(face, (cache = new Map<string, number>()));
  const known = cache;
  return (text) => {
    let unit = known.get(text);
    if (unit === undefined) {
      doc.setFont(font, style);
      unit = doc.getStringUnitWidth(text);
      known.set(text, unit);
    }
    return unit;
  };
}
