import { describe, expect, it } from "vitest";
import { BYTE_ORDER_MARK, csvField, csvText, spreadsheetText } from "./csv.ts";

describe("CSV fields (RFC 4180)", () => {
  it("are quoted only when they hold a comma, a quote or a line break, quotes doubled", () => {
    expect(csvField("HMS 1")).toBe("HMS 1");
    expect(csvField("1688.27")).toBe("1688.27");
    expect(csvField("HMS 1, 2")).toBe('"HMS 1, 2"');
    expect(csvField('Tyre "TDF" shreds')).toBe('"Tyre ""TDF"" shreds"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
    expect(csvField("")).toBe("");
    expect(csvField("شركة الخليج، الشارقة")).toBe("شركة الخليج، الشارقة");
  });
});

describe("CSV text", () => {
  it("starts with the UTF-8 byte order mark and ends every record with CRLF", () => {
    const text = csvText([
      ["#", "Material"],
      ["1", "HMS 1, 2"],
      ["2", ""],
    ]);
    expect(text).toBe(`${BYTE_ORDER_MARK}#,Material\r\n1,"HMS 1, 2"\r\n2,\r\n`);
    expect(Buffer.from(text, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("has only the byte order mark when there are no records", () => {
    expect(csvText([])).toBe(BYTE_ORDER_MARK);
  });
});

describe("text typed by a user", () => {
  it("cannot run as a formula in a spreadsheet", () => {
    expect(spreadsheetText('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(spreadsheetText("+971 50")).toBe("'+971 50");
    expect(spreadsheetText("-5")).toBe("'-5");
    expect(spreadsheetText("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(spreadsheetText("\tcmd")).toBe("'\tcmd");
    expect(spreadsheetText("MSCU1234567")).toBe("MSCU1234567");
    expect(spreadsheetText("HMS 1 = scrap")).toBe("HMS 1 = scrap");
  });
});
