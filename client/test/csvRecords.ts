import { expect } from "vitest";

/**
 * The records of one of our CSV files, read the way a spreadsheet reads RFC 4180, after checking
 * what the files promise: a byte order mark, CRLF line ends, no bare line break outside quotes.
 */
export function csvRecords(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const body = text.slice(1);
  expect(body.endsWith("\r\n")).toBe(true);
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && body[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else if (c === "\n" || c === "\r") throw new Error(`A bare line break outside quotes at ${i}`);
    else field += c;
  }
  expect(quoted).toBe(false);
  expect(field).toBe("");
  expect(record).toEqual([]);
  return records;
}
