/**
 * Right-to-left text in the PDF statements. jsPDF itself shapes Arabic (contextual letter forms
 * and lam-alef ligatures, as presentation forms) and reorders a line for display with the Unicode
 * bidirectional algorithm; what it needs told is each line's direction, which these helpers decide
 * from the text, as the Unicode algorithm does: by its first strong letter.
 */

/** Arabic script, its supplements and presentation forms. */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Letters written right to left: Hebrew and Arabic blocks (bidi classes R and AL). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LETTER = /\p{L}/u;

/** Whether any of these texts has Arabic letters (Helvetica has none: a font with them is needed). */
export function hasArabic(texts: Iterable<string>): boolean {
  for (const text of texts) if (ARABIC.test(text)) return true;
  return false;
}

/**
 * Arabic punctuation and digits, which never join a letter ("،", "؛", "؟", "٠"-"٩", "٪", "۔").
 * jsPDF's shaping takes every character of the Arabic block for a joining letter, so "السلام،"
 * would end in a medial meem.
 */
const NON_JOINING = /[\u060C\u061B\u061F\u0660-\u066D\u06D4]/g;
/** Private-use stand-ins for NON_JOINING characters while shaping: outside the Arabic block, they join nothing. */
const STAND_IN = 0xe000;

/**
 * The text with its Arabic letters in their contextual forms (presentation forms, lam-alef
 * ligatures), still in logical order: jsPDF's `processArabic`, kept from joining a letter to Arabic
 * punctuation or digits. jsPDF shapes every text it draws once more, which leaves these forms as they are.
 */
export function shapeArabic(text: string, processArabic: (text: string) => string): string {
  if (!ARABIC.test(text)) return text;
  const kept: string[] = [];
  const standIns = text.replace(NON_JOINING, (char) => String.fromCharCode(STAND_IN + kept.push(char) - 1));
  return processArabic(standIns).replace(/[\uE000-\uF8FF]/g, (char) => kept[char.charCodeAt(0) - STAND_IN] ?? char);
}

/** A paragraph's direction: that of its first strong letter (Unicode rules P2 and P3); left to right without one. */
export function paragraphDirection(text: string): "rtl" | "ltr" {
  for (const char of text) {
    if (RTL_LETTER.test(char)) return "rtl";
    if (LETTER.test(char)) return "ltr";
  }
  return "ltr";
}

/** Where a text from data sits in its column or box: at the right when it reads right to left (Arabic), else at the left. */
export function textAlign(text: string): "left" | "right" {
  return paragraphDirection(text) === "rtl" ? "right" : "left";
}

/** jsPDF's bidi options for a line: logical input, drawn in visual order left to right, in its paragraph direction, brackets mirrored. */
export interface BidiTextOptions {
  isInputVisual: false;
  isOutputVisual: true;
  isInputRtl: boolean;
  isOutputRtl: false;
  isSymmetricSwapping: true;
}

export function bidiTextOptions(text: string): BidiTextOptions {
  return {
    isInputVisual: false,
    isOutputVisual: true,
    isInputRtl: paragraphDirection(text) === "rtl",
    isOutputRtl: false,
    isSymmetricSwapping: true,
  };
}

/** Whether the text has any right-to-left letter (and so needs reordering for display). */
export function hasRightToLeft(text: string): boolean {
  return RTL_LETTER.test(text);
}
