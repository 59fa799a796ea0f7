import { execFileSync } from "node:child_process";
import { formatTonsColumn } from "../shared/money.ts";

/** A PDF's text as poppler's pdftotext reads it: laid out as on the page (a table row on one line), or in reading order. */
export const pdfText = (file: string, { layout = true } = {}) =>
  execFileSync("pdftotext", [...(layout ? ["-layout"] : []), file, "-"]).toString();

/**
 * Exact tons as the screen keeps them ("1,234.567891" in a cell's data-exact, or "1234.567891" in
 * the CSV) written as the statements' PDFs write them: 3 decimals, like the screen's column; blank
 * stays blank.
 */
export const pdfTons = (tons: string) => (tons ? formatTonsColumn(tons.replace(/,/g, "")) : tons);
