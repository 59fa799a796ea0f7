/**
 * CSV text as spreadsheets read it: RFC 4180 (fields separated by commas, records ended by CRLF,
 * a field quoted when it holds a comma, a quote or a line break, quotes doubled inside), led by a
 * UTF-8 byte order mark, which is how Excel knows the file is UTF-8 (Arabic, accents) rather than
 * the system's code page.
 */

export const BYTE_ORDER_MARK = "\uFEFF";
const CRLF = "\r\n";

/** One field, quoted when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The whole file: the byte order mark, then each record on its own CRLF-ended line. */
export function csvText(records: readonly (readonly string[])[]): string {
  return BYTE_ORDER_MARK + records.map((record) => record.map(csvField).join(",") + CRLF).join("");
}

/**
 * A text typed by a user, made safe to open in a spreadsheet: one that starts with = + - @ or a
 * tab or carriage return would be run as a formula (CSV injection), so it is led by an apostrophe,
 * as OWASP advises. Figures are written by the product, never passed through this.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
