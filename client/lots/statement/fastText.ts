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
