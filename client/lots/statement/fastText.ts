/**
 * jsPDF-autotable measures every cell's text (twice) and looks up the document's font list for
 * every cell it measures or draws: for a statement of a thousand lots that is millions of calls,
 * each of which jsPDF answers from scratch (shaping the text for Arabic, then adding up its
 * characters' widths; rebuilding the font list). Here the same answers, remembered.
 */
import { jsPDF } from "jspdf";

/** jsPDF's plugin API as this file uses it (its functions kept, then called on a document: typed with their `this`). */
interface Api {
  processArabic: (this: unknown, text: unknown) => unknown;
  events: [string, unknown][];
  fastText?: true;
}
/** A jsPDF document as measureOnce uses it (its functions replaced, the originals called on it). */
interface Doc {
  getStringUnitWidth: (this: Doc, text: string, options?: object) => number;
  splitTextToSize: (this: Doc, text: string | string[], maxWidth: number, options?: { fontSize?: number }) => string[];
  getFontList: (this: Doc) => Record<string, string[]>;
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
    if (!cache) faces.set(face, (cache = new Map<string, T>()));
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
  getDrawColor(): string;
  getLineWidth(): number;
  getLineHeightFactor(): number;
  getPageHeight(): number;
  __private__: { encodeColorString(options: { ch1: number; ch2: number; ch3: number; pdfColorType: "text"; precision: 3 }): string };
  internal: {
    getFont(): { id: string; encoding: string };
    getFontSize(): number;
    getHorizontalCoordinate(x: number): number;
    getVerticalCoordinate(y: number): number;
    scaleFactor: number;
    getCurrentPageInfo(): { pageNumber: number };
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
  if (!cache) formatted.set(d, (cache = new Map<number, string>()));
  const known = cache;
  return (value) => {
    let text = known.get(value);
    if (text === undefined) known.set(value, (text = d.hpf(value)));
    return text;
  };
}

/** Each value's position as jsPDF writes it, read back as a number (Number of hpf's), once per document. */
const roundedValues = new WeakMap<object, (value: number) => number>();
function rounded(d: TextDoc): (value: number) => number {
  let at = roundedValues.get(d);
  if (!at) {
    const hpf = formatter(d);
    const known = new Map<number, number>();
    at = (value) => {
      let number = known.get(value);
      if (number === undefined) known.set(value, (number = Number(hpf(value))));
      return number;
    };
    roundedValues.set(d, at);
  }
  return at;
}

/** Whether the font is one of jsPDF's built-in ones, whose text jsPDF writes as it is (but for escapes). */
const plain = (font: { encoding: string }) => font.encoding === "WinAnsiEncoding" || font.encoding === "StandardEncoding";

/** Each text as written in a built-in font (escaped), or null when jsPDF must write it (not printable ASCII). */
const shownText = new Map<string, string | null>();

/** The lines' texts as written (shownText), or null when any must be left to jsPDF. */
function shownTexts(lines: readonly PlacedLine[]): string[] | null {
  const shown: string[] = [];
  for (const { text } of lines) {
    let written = shownText.get(text);
    if (written === undefined) {
      written = PRINTABLE_ASCII.test(text) ? text.replace(ESCAPED, "\\$&").replaceAll("\u00a0", "\\240") : null;
      // A cache of the texts seen, not of every figure of every statement this page will make.
      if (shownText.size > 100_000) shownText.clear();
      shownText.set(text, written);
    }
    if (written === null) return null;
    shown.push(written);
  }
  return shown;
}

/** Text that jsPDF writes in a built-in font as it is, but for its escapes; a no-break space (the State column's marks) as its WinAnsi byte, escaped. */
const PRINTABLE_ASCII = /^[\x20-\x7e\u00a0]*$/;
const ESCAPED = /[\\()]/g;

/** A text colour (0-255 each) as jsPDF writes it: the `color` for writeRow. */
export function textColorOperator(doc: jsPDF, [r, g, b]: readonly [number, number, number]): string {
  return (doc as unknown as TextDoc).__private__.encodeColorString({ ch1: r, ch2: g, ch3: b, pdfColorType: "text", precision: 3 });
}

/** A table row's box (mm from the page's top left), its cells' widths left to right, and whether it is filled. */
export interface RowBox {
  readonly x: number;
  readonly y: number;
  readonly height: number;
  readonly widths: readonly number[];
  readonly fill: boolean;
}

/** A line of text at the position doc.text takes (mm from the page's top left: its start, its baseline). */
export interface PlacedLine {
  readonly text: string;
  readonly x: number;
  readonly y: number;
}

/**
 * A run of rows one under the other with the same cells (see writeRow): the rules between their
 * cells (`across`: their x from the frame's left, as written), from the first row's top to the
 * last one's bottom (pt from the page's foot), and the border they are stroked with.
 */
interface Run {
  readonly across: string;
  readonly top: number;
  bottom: number;
  readonly stroke: string;
}

/** Each document's open frame of rows (see writeRow): its page, its origin as written (pt), its run of rows. */
const frames = new WeakMap<object, { page: number; left: number; top: number; run: Run }>();

/** Each table's rules across (Run's `across`), by its cells' widths and left edge: its rows share them. */
const rulesByWidths = new WeakMap<readonly number[], Map<number, string>>();

/** The x of the rules between the box's cells, from its left, as written (`across`). */
function rulesAcross(box: RowBox, across: (x: number) => string): string {
  let byLeft = rulesByWidths.get(box.widths);
  if (!byLeft) rulesByWidths.set(box.widths, (byLeft = new Map<number, string>()));
  let rules = byLeft.get(box.x);
  if (rules === undefined) {
    let x = box.x;
    byLeft.set(
      box.x,
      (rules = box.widths
        .slice(0, -1)
        .map((width) => across((x += width)))
        .join(" ")),
    );
  }
  return rules;
}

/** The border colour and width rules are stroked with now. */
const strokeOf = (d: TextDoc) => `${d.getDrawColor()} ${d.getLineWidth()}`;

/**
 * The run's rules, drawn from the frame's origin at (left, top), stroked: "" when there is none.
 * The border must be the one the run started with (its rows' frame shares one).
 */
function runRules(d: TextDoc, run: Run, top: number, hpf: (value: number) => string): string {
  if (run.stroke !== strokeOf(d))
    throw new Error("writeRow: the border colour or width changed within a frame of rows (endRows before changing it)");
  if (run.across === "") return "";
  const [from, to] = [hpf(run.top - top), hpf(run.bottom - top)];
  return `${run.across
    .split(" ")
    .map((x) => `${x} ${from} m ${x} ${to} l`)
    .join("\n")}\nS\n`;
}

/**
 * Writes a table row as one block: its outline, its background filled first (on its own, where
 * renderers snap a rectangle's edges to pixels) with the current fill colour when `box.fill`,
 * then, when every line is printable ASCII and the font a built-in one, its text in `color`
 * (textColorOperator) as one text object in the document's font and size, moving from line to
 * line. Coordinates are taken from the row's top left, and the rows of a page share one frame
 * (`q`), moved from row to row: the next row is one translation away, mostly by the same height,
 * and the rows repeat the same few numbers, so a page compresses to a fraction of a rectangle and
 * a text object per cell. The rules between the cells (the lines a rectangle per cell draws, each
 * once) are drawn once for each run of rows one under the other with the same cells, from its
 * first row's top to its last row's bottom: one line per rule where each row drew its own (they
 * were two fifths of a thousand lots' page contents). The frame is closed by endRows, which must come before
 * anything else is drawn on the page (colours may change in between) and before the page ends;
 * the rows of a frame share one border colour and width.
 * True when the text was written; false, its border written but no text, for any other text
 * (the caller writes it through jsPDF, after endRows).
 */
export function writeRow(doc: jsPDF, box: RowBox, lines: readonly PlacedLine[], color: string): boolean {
  const d = doc as unknown as TextDoc;
  const k = d.internal.scaleFactor;
  const hpf = formatter(d);
  // Each position rounded where it is on the page, as jsPDF rounds it, then taken from the row's
  // top left (itself rounded): the same points as without the frame.
  const [left, top] = [Number(hpf(box.x * k)), Number(hpf((d.getPageHeight() - box.y) * k))];
  const across = (x: number) => hpf(Number(hpf(x * k)) - left);
  const page = d.internal.getCurrentPageInfo().pageNumber;
  const frame = frames.get(doc);
  if (frame && frame.page !== page) throw new Error("writeRow: the rows of the previous page were not ended (endRows)");
  const height = hpf(-box.height * k);
  // The rules between cells (the outline draws the row's top, bottom and outer edges): the row
  // goes on its frame's run when it starts where the run ends, at the same x, with the same cells.
  const rules = rulesAcross(box, across);
  const bottom = top + Number(height);
  const joins = frame !== undefined && frame.left === left && frame.run.across === rules && Math.abs(frame.run.bottom - top) < 0.01;
  let ended = "";
  if (joins) frame.run.bottom = bottom;
  // A run that ends here is drawn before the frame moves on, with the border it was drawn with.
  else if (frame) ended = runRules(d, frame.run, frame.top, hpf);
  const move = frame ? `${ended}1 0 0 1 ${hpf(left - frame.left)} ${hpf(top - frame.top)} cm` : `q\n1 0 0 1 ${hpf(left)} ${hpf(top)} cm`;
  frames.set(doc, { page, left, top, run: joins ? frame.run : { across: rules, top, bottom, stroke: strokeOf(d) } });
  const outline = `0 0 ${across(box.x + box.widths.reduce((sum, w) => sum + w, 0))} ${height} re`;
  const font = d.internal.getFont();
  const shown = plain(font) ? shownTexts(lines) : null;
  let text = "";
  if (shown && lines.length > 0) {
    text = `\nBT\n/${font.id} ${d.internal.getFontSize()} Tf\n${color}`;
    // Td moves from the start of the previous line (the row's top left for the first).
    const at = rounded(d);
    const pageHeight = d.getPageHeight();
    let [atX, atY] = [0, 0];
    // A row's lines mostly share their baseline: worked out once for each.
    let [lastY, lastLineY] = [NaN, 0];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      // As across and down (the same numbers, each parsed once).
      const lineX = at(at(line.x * k) - left);
      const lineY = line.y === lastY ? lastLineY : at(at((pageHeight - line.y) * k) - top);
      [lastY, lastLineY] = [line.y, lineY];
      text += `\n${hpf(lineX - atX)} ${hpf(lineY - atY)} Td\n(${shown[i]}) Tj`;
      [atX, atY] = [lineX, lineY];
    }
    text += "\nET";
  }
  d.internal.write(`${move}\n${box.fill ? `${outline}\nf\n` : ""}${outline}\nS${text}`);
  return shown !== null;
}

/** Closes the page's frame of rows (see writeRow), if one is open: its last run's rules, then the frame. */
export function endRows(doc: jsPDF): void {
  const frame = frames.get(doc);
  if (!frame) return;
  frames.delete(doc);
  const d = doc as unknown as TextDoc;
  d.internal.write(`${runRules(d, frame.run, frame.top, formatter(d))}Q`);
}
