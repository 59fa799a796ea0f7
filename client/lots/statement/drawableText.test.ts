import { describe, expect, it } from "vitest";
import { jsPDF } from "jspdf";
import { PLACEHOLDER, drawableText, fontGlyphs, winAnsiGlyph, type HasGlyph } from "../../../shared/pdf/drawableText.ts";
import { addArabicFont } from "./arabicFont.ts";
import { ARABIC_FONT } from "../../../shared/pdf/pdfFont.ts";

/** A font of ASCII and Arabic letters only, to show what is kept of a font's own. */
const asciiAndArabic: HasGlyph = (code) => (code >= 0x20 && code <= 0x7e) || (code >= 0x600 && code <= 0x6ff) || code === 0x200f;

describe("drawableText", () => {
  it("gives back text the font draws whole as it is: Latin-1 accents, Windows-1252's dashes, quotes and €", () => {
    for (const text of ["Müller & Søn — €1,500", "“Scrap” ‘HMS’ • 5…", "Œuvre Ž ƒ ™ ‰", "a\nb\r\nc", ""])
      expect(drawableText(text, winAnsiGlyph)).toBe(text);
  });

  it("puts a ? for each character the font lacks, a whole emoji sequence as one", () => {
    expect(drawableText("Bank said ✅ returned 💸 — Müller & Søn", winAnsiGlyph)).toBe("Bank said ? returned ? — Müller & Søn");
    // With its variation selector, a skin tone, joined into a family, a flag, a keycap: one each.
    for (const emoji of ["✅\uFE0F", "👍🏽", "👨‍👩‍👧", "🇦🇪", "1️⃣", "🏳️‍🌈"])
      expect(drawableText(`a ${emoji} b`, winAnsiGlyph), emoji).toBe(`a ${PLACEHOLDER} b`);
    expect(drawableText("💸💸💸", winAnsiGlyph)).toBe("???");
    // Other scripts Helvetica lacks: a ? per letter as people count them.
    expect(drawableText("Ελλάς 北京", winAnsiGlyph)).toBe("????? ??");
  });

  it("draws a letter and its separate accent composed when the font has it so, else one ?", () => {
    expect(drawableText("Mu\u0308ller", winAnsiGlyph)).toBe("Müller");
    expect(drawableText("q\u0301", winAnsiGlyph)).toBe(PLACEHOLDER);
  });

  it("leaves out invisible characters the font lacks, and writes a space it lacks as a plain one", () => {
    expect(drawableText("Wrong\u200B lot\u2060", winAnsiGlyph)).toBe("Wrong lot");
    expect(drawableText("a\u200Db \u202Ec\u0007", winAnsiGlyph)).toBe("ab c");
    expect(drawableText("1\u2009000\u3000kg\ttotal", winAnsiGlyph)).toBe("1 000 kg total");
    // Characters in 0x80-0x9F are controls, not Windows-1252's letters.
    expect(drawableText("a\u0080b", winAnsiGlyph)).toBe("ab");
  });

  it("without Intl.Segmenter (Firefox before 125), puts a ? per emoji rather than per sequence", () => {
    const intl = Intl as { Segmenter?: unknown };
    const { Segmenter } = intl;
    try {
      delete intl.Segmenter;
      expect(drawableText("Bank said ✅\uFE0F returned 👨‍👩‍👧 — Müller", winAnsiGlyph)).toBe("Bank said ? returned ??? — Müller");
    } finally {
      intl.Segmenter = Segmenter;
    }
  });

  it("keeps what the font has of its own: Arabic with its direction mark, and replaces the rest", () => {
    expect(drawableText("\u200Fشركة الخليج ✅", asciiAndArabic)).toBe("\u200Fشركة الخليج ?");
    expect(drawableText("±5% Müller", asciiAndArabic)).toBe("?5% M?ller");
  });
});

describe("fontGlyphs", () => {
  it("is WinAnsiEncoding for Helvetica: the 27 characters jsPDF maps into 0x80-0x9F and Latin-1", () => {
    const doc = new jsPDF();
    const hasGlyph = fontGlyphs(doc, "helvetica");
    const mapped = (doc.getFont().metadata as { Unicode: { encoding: { WinAnsiEncoding: Record<string, number> } } }).Unicode.encoding
      .WinAnsiEncoding;
    for (const code of Object.keys(mapped).map(Number)) expect(hasGlyph(code), String.fromCodePoint(code)).toBe(true);
    expect(Object.keys(mapped)).toHaveLength(27);
    expect([..."Aé ÿ"].every((char) => hasGlyph(char.codePointAt(0)!))).toBe(true);
    expect([..."✅Ωش"].some((char) => hasGlyph(char.codePointAt(0)!))).toBe(false);
  });

  it("is the character map for Noto Sans Arabic: Arabic, its presentation forms, most of Latin-1, no emoji", async () => {
    const doc = new jsPDF();
    await addArabicFont(doc);
    const hasGlyph = fontGlyphs(doc, ARABIC_FONT);
    expect([..."شﻷMüø—€?"].every((char) => hasGlyph(char.codePointAt(0)!))).toBe(true);
    expect([..."±✅💸□"].some((char) => hasGlyph(char.codePointAt(0)!))).toBe(false);
  });
});
