import { describe, expect, it } from "vitest";
import { attachmentKinds, safeFileName, sniffAttachment } from "./attachments.ts";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("sniffAttachment", () => {
  it("tells every accepted kind by its first bytes", () => {
    expect(sniffAttachment(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe(attachmentKinds.jpeg);
    expect(sniffAttachment(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe(attachmentKinds.png);
    expect(sniffAttachment(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe(attachmentKinds.webp);
    expect(sniffAttachment(bytes("%PDF-1.7\n"))).toBe(attachmentKinds.pdf);
    expect(sniffAttachment(bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toBe(attachmentKinds.heic);
    expect(sniffAttachment(bytes([0, 0, 0, 20], "ftypmif1", [0, 0, 0, 0], "mif1"))).toBe(attachmentKinds.heif);
  });

  it("refuses what is none of them, whatever its name", () => {
    expect(sniffAttachment(bytes("MZ", [0x90, 0, 3, 0, 0, 0]))).toBeNull();
    expect(sniffAttachment(bytes("hello, this is text"))).toBeNull();
    expect(sniffAttachment(bytes([0, 0, 0, 20], "ftypisom", [0, 0, 0, 0], "mp41"))).toBeNull();
    expect(sniffAttachment(new Uint8Array())).toBeNull();
  });
});

describe("safeFileName", () => {
  it("keeps the name, drops paths and quotes, and gives the content's extension", () => {
    expect(safeFileName("C:\\fakepath\\bill of lading.PDF", attachmentKinds.pdf)).toBe("bill of lading.pdf");
    expect(safeFileName('../../etc/"x";.exe', attachmentKinds.jpeg)).toBe("x.jpg");
    expect(safeFileName("", attachmentKinds.png)).toBe("file.png");
  });
});
