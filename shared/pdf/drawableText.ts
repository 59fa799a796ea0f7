/**
 * Text as the statements' font can draw it. jsPDF writes a character its font lacks as garbage:
 * in Helvetica (WinAnsiEncoding) a text holding one goes out whole as UTF-16 bytes ("✅" reads "'",
 * "💸" "Ø=Ü¸"); in an embedded font such a character is dropped, or, below U+0100, ends the text
 * there. Each one is shown instead as a visible "?", which both our fonts have.
 */
import type { jsPDF } from "jspdf";

/** Whether a font has a glyph for a character (a code point). */
export type HasGlyph = (codePoint: number) => boolean;

export const PLACEHOLDER = "?";

/** Windows-1252's 27 characters in 0x80-0x9F, which WinAnsiEncoding draws beside printable Latin-1. */
const WIN_ANSI_EXTRAS = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"].map((char) => char.codePointAt(0)!));

/** The characters the PDF's built-in fonts draw (Helvetica, in WinAnsiEncoding). */
export const winAnsiGlyph: HasGlyph = (code) =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);

/** A font of the document, by name and style (jsPDF's getFont takes them; its declarations do not say so). */
interface FontsOf {
  getFont(name: string, style: string): { encoding: string; metadata: { cmap?: { unicode: { codeMap: Record<number, number> } } } };
}

/**
 * The characters a document's font draws: an embedded font's by its normal style's character map
 * (Noto Sans Arabic's bold has the same characters), a built-in one's by WinAnsiEncoding.
 */
export function fontGlyphs(doc: jsPDF, font: string): HasGlyph {
  const { encoding, metadata } = (doc as unknown as FontsOf).getFont(font, "normal");
  const codeMap = metadata.cmap?.unicode.codeMap;
  return encoding === "Identity-H" && codeMap ? (code) => Boolean(codeMap[code]) : winAnsiGlyph;
}

/** Line ends: the callers split their lines at them, they are never drawn. */
const isLineEnd = (code: number) => code === 0x0a || code === 0x0d;

/** (By index rather than a string iterator: a detailed statement asks it of a million cells.) */
function allDrawable(text: string, hasGlyph: HasGlyph): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    if (code > 0xffff) i++;
    if (!isLineEnd(code) && !hasGlyph(code)) return false;
  }
  return true;
}

/** Characters that draw nothing of their own (joiners, variation selectors, direction marks, controls). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const WHITE_SPACE = /^\p{White_Space}+$/u;

/**
 * The text's graphemes; its code points where the browser has no Intl.Segmenter (Firefox before
 * 125), an emoji sequence then being a "?" per emoji.
 */
const graphemes = (text: string): Iterable<string> =>
  typeof Intl.Segmenter === "function"
    ? Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text), ({ segment }) => segment)
    : text;

/**
 * `text` with each character the font lacks (`hasGlyph`) replaced by PLACEHOLDER: one for each
 * character as people see it (a grapheme: an emoji with its skin tone, variation selector or the
 * others it is joined to, a flag, a letter with its accents). A letter written with a separate
 * accent is drawn composed when the font has it so (NFC); invisible characters the font lacks
 * are left out (a "?" would show what the writer never saw), a space it lacks is a plain space.
 * Text the font draws whole comes back as it is.
 */
export function drawableText(text: string, hasGlyph: HasGlyph): string {
  if (allDrawable(text, hasGlyph)) return text;
  let drawable = "";
  for (const segment of graphemes(text)) {
    if (allDrawable(segment, hasGlyph)) drawable += segment;
    else if (WHITE_SPACE.test(segment)) drawable += " ";
    else {
      const visible = segment.normalize("NFC").replace(INVISIBLE, (char) => (hasGlyph(char.codePointAt(0)!) ? char : ""));
      drawable += allDrawable(visible, hasGlyph) ? visible : PLACEHOLDER;
    }
  }
  return drawable;
}
