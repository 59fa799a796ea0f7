/**
 * jsPDF-autotable measures every cell's text (twice) and looks up the document's font list for
 * every cell it measures or draws: for a statement of a thousand lots that is millions of calls,
 * each of which jsPDF answers from scratch (shaping the text for Arabic, then adding up its
 * characters' widths; rebuilding the font list). Here the same answers, remembered.
 */
import { jsPDF } from "jspdf";

interface Api {
  processArabic(text: unknown): unknown;
  events: [string, unknown][];
  fastText?: true;
}
interface Doc {
  getStringUnitWidth(text: string, options?: object): number;
  splitTextToSize(text: string | string[], maxWidth: number, options?: { fontSize?: number }): string[];
  getFontList(): Record<string, string[]>;
  internal: {
    getFont(): { id: string };
    getFontSize(): number;
    getCharSpace(): number;
    events: { subscribe(topic: string, callback: () => void): void };
  };
}

const api = jsPDF.API as unknown as Api;
/** The letters jsPDF's Arabic parser changes (its isArabicLetter); any other text it returns as it is. */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

const hasArabicLetter = (text: unknown): boolean =>
  typeof text === "string" ? ARABIC_LETTER.test(text) : Array.isArray(text) ? text.some(hasArabicLetter) : false;

// The parser runs before every text is written or measured: only text with an Arabic letter needs it.
if (!api.fastText) {
  const parse = api.processArabic;
  const guarded = function (this: unknown, arg: unknown) {
    const text = typeof arg === "string" ? arg : (arg as { text: unknown }).text;
    return hasArabicLetter(text) ? parse.call(this, arg) : arg;
  };
  api.processArabic = guarded;
  for (const event of api.events) if (event[1] === parse) event[1] = guarded;
  api.fastText = true;
}

/** A cache for each font, size and spacing. */
function byFace<T>(): (doc: Doc, fontSize: number) => Map<string, T> {
  const faces = new Map<string, Map<string, T>>();
  return (doc, fontSize) => {
    const face = `${doc.internal.getFont().id} ${fontSize} ${doc.internal.getCharSpace()}`;
    let cache = faces.get(face);
    if (!cache) faces.set(face, (cache = new Map()));
    return cache;
  };
}

/**
 * Each text's width measured, and its lines for a width found, once per font, size and spacing;
 * the font list built once per added font.
 */
export function measureOnce(doc: jsPDF): void {
  const d = doc as unknown as Doc;
  const unitWidth = d.getStringUnitWidth;
  const widths = byFace<number>();
  d.getStringUnitWidth = function (this: Doc, text, options) {
    if (options || typeof text !== "string") return unitWidth.call(this, text, options);
    const cache = widths(this, this.internal.getFontSize());
    let width = cache.get(text);
    if (width === undefined) cache.set(text, (width = unitWidth.call(this, text)));
    return width;
  };
  const split = d.splitTextToSize;
  const lines = byFace<string[]>();
  // Only the options autotable passes (the size); the answer is copied, the caller may change it.
  d.splitTextToSize = function (this: Doc, text, maxWidth, options) {
    if (options && Object.keys(options).some((key) => key !== "fontSize")) return split.call(this, text, maxWidth, options);
    const cache = lines(this, options?.fontSize || this.internal.getFontSize());
    const key = Array.isArray(text) ? `${maxWidth} lines ${text.join("\0")}` : `${maxWidth} text ${text}`;
    let answer = cache.get(key);
    if (answer === undefined) cache.set(key, (answer = split.call(this, text, maxWidth, options)));
    return answer.slice();
  };
  const fontList = d.getFontList;
  let fonts: Record<string, string[]> | null = null;
  d.getFontList = function (this: Doc) {
    return (fonts ??= fontList.call(this));
  };
  d.internal.events.subscribe("addFont", () => (fonts = null));
}

interface TextDoc {
  hpf(value: number): string;
  getLineHeightFactor(): number;
  getPageHeight(): number;
  __private__: { encodeColorString(options: { ch1: number; ch2: number; ch3: number; pdfColorType: "text"; precision: 3 }): string };
  internal: {
    getFont(): { id: string; encoding: string };
    getFontSize(): number;
    getHorizontalCoordinate(x: number): number;
    getVerticalCoordinate(y: number): number;
    scaleFactor: number;
    write(operators: string): void;
  };
}

const formatted = new WeakMap<object, Map<number, string>>();

/**
 * A coordinate as jsPDF writes it (its hpf: toFixed and a regular expression, a tenth of a large
 * statement's time), each value formatted once: a table's rows repeat the same few x positions,
 * widths and heights.
 */
function formatter(d: TextDoc): (value: number) => string {
  let cache = formatted.get(d);
  if (!cache) formatted.set(d, (cache = new Map()));
  const known = cache;
  return (value) => {
    let text = known.get(value);
    if (text === undefined) known.set(value, (text = d.hpf(value)));
    return text;
  };
}

/** Writes what `doc.rect(x, y, width, height, fill ? "FD" : "S")` writes, its numbers formatted once (see formatter). */
export function writeRect(doc: jsPDF, x: number, y: number, width: number, height: number, fill: boolean): void {
  const d = doc as unknown as TextDoc;
  const k = d.internal.scaleFactor;
  const hpf = formatter(d);
  d.internal.write(`${hpf(x * k)} ${hpf((d.getPageHeight() - y) * k)} ${hpf(width * k)} ${hpf(-height * k)} re\n${fill ? "B" : "S"}`);
}

/** Text that jsPDF writes in a built-in font as it is, but for its escapes. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const ESCAPED = /[\\()]/g;

/** A text colour (0-255 each) as jsPDF writes it: the `color` for writePlainText. */
export function textColorOperator(doc: jsPDF, [r, g, b]: readonly [number, number, number]): string {
  return (doc as unknown as TextDoc).__private__.encodeColorString({ ch1: r, ch2: g, ch3: b, pdfColorType: "text", precision: 3 });
}

/**
 * Writes what `doc.text(lines, x, y)` writes in `color` (textColorOperator) when every line is
 * printable ASCII and the font a built-in one (left-aligned, no spacing, options or rendering
 * mode: the document's defaults), without jsPDF's text pipeline (its options, the Arabic and
 * bidi passes, encoding), which took a quarter of a large statement's time. False, having written
 * nothing, for any other text.
 */
export function writePlainText(doc: jsPDF, lines: string | readonly string[], x: number, y: number, color: string): boolean {
  // jsPDF writes nothing for an empty string (or no lines), but does for an empty line.
  if (lines.length === 0) return true;
  const d = doc as unknown as TextDoc;
  const font = d.internal.getFont();
  if (font.encoding !== "WinAnsiEncoding" && font.encoding !== "StandardEncoding") return false;
  const texts = typeof lines === "string" ? [lines] : lines;
  if (!texts.every((line) => PRINTABLE_ASCII.test(line))) return false;
  const size = d.internal.getFontSize();
  const hpf = formatter(d);
  const shown = texts.map((line) => `(${line.replace(ESCAPED, "\\$&")})`).join(" Tj\nT* ");
  const position = `${hpf(d.internal.getHorizontalCoordinate(x))} ${hpf(d.internal.getVerticalCoordinate(y))} Td`;
  d.internal.write(`BT\n/${font.id} ${size} Tf\n${hpf(size * d.getLineHeightFactor())} TL\n${color}\n${position}\n${shown} Tj\nET`);
  return true;
}
