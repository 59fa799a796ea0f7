/**
 * A ruled table for the PDF statements, written straight into jsPDF's page contents: a company of
 * a thousand lots is 70,000 rows, and a general table library (jspdf-autotable) spends about 40 ms
 * a lot measuring and styling each cell and writes a fill, a border and a full text state for each
 * one, which then has to be compressed. Here each row is one tint, one rule and one text block in
 * which only what changes is written; the column lines are drawn once for each run of rows that
 * share them. Text in plain ASCII (Helvetica's WinAnsi bytes as they are) is written directly;
 * anything else (Arabic, accented letters, a font of our own) goes through jsPDF's text(), which
 * encodes it for its font.
 *
 * The table: a head repeated on every page it spans, body rows that never break across pages,
 * a foot on the last page; cells may span columns, and text wider than its column wraps between words.
 */
import type { jsPDF, TextOptionsLight } from "jspdf";

export type Rgb = readonly [number, number, number];
export type Align = "left" | "right" | "center";

export interface TableCell {
  text: string;
  /** Columns the cell covers (1 by default). */
  span?: number;
  style?: "normal" | "bold" | "italic";
  align?: Align;
  /** Lines as they are drawn (shaped, for Arabic), and the options jsPDF draws them with. */
  lines?: string[];
  textOptions?: TextOptionsLight;
}

export interface TableRow {
  cells: TableCell[];
  fill?: Rgb | null;
}

export interface TableSpec {
  /** Where the table starts (mm from the top), and the margins of the pages it continues on. */
  startY: number;
  left: number;
  top: number;
  bottom: number;
  widths: readonly number[];
  font: string;
  fontSize: number;
  padding: number;
  lineColor: Rgb;
  lineWidth: number;
  textColor: Rgb;
  head: TableRow & { textColor: Rgb };
  body: readonly TableRow[];
  foot: readonly TableRow[];
  /** Body and foot columns whose text may be too wide and wrap (the head's labels always may). */
  wrapColumns: ReadonlySet<number>;
}

const LINE_HEIGHT_FACTOR = 1.15;
/** The middle of a line of Helvetica or Noto Sans lies this share of the type size above its baseline. */
const MIDDLE_TO_BASELINE = 0.35;
const PLAIN = /^[\x20-\x7e]*$/;

const n = (value: number) => (Math.round(value * 100) / 100).toString();
const color = (c: Rgb) => c.map((v) => n(v / 255)).join(" ");
const escapePdf = (text: string) => text.replace(/[\\()]/g, "\\$&");

interface Internal {
  write(...parts: string[]): void;
  scaleFactor: number;
  pageSize: { getHeight(): number };
  getFont(name: string, style: string): { id: string; encoding?: string };
}

const unitWidths = new WeakMap<jsPDF, Map<string, Map<string, number>>>();

/**
 * A text's width (mm) in the document's `font` and `style` at `fontSize`: a statement repeats the
 * same dates, labels and figures thousands of times, so each text is measured once per document
 * (its width at size 1, which scales with the size).
 */
export function textWidth(doc: jsPDF, font: string, style: string, fontSize: number, text: string): number {
  let fonts = unitWidths.get(doc);
  if (!fonts) unitWidths.set(doc, (fonts = new Map()));
  const face = `${font} ${style}`;
  let cache = fonts.get(face);
  if (!cache) fonts.set(face, (cache = new Map()));
  let unit = cache.get(text);
  if (unit === undefined) {
    doc.setFont(font, style);
    unit = doc.getStringUnitWidth(text);
    cache.set(text, unit);
  }
  return (unit * fontSize) / (doc.internal as unknown as Internal).scaleFactor;
}

/** Widths of texts by style at one type size. */
class Widths {
  constructor(
    private doc: jsPDF,
    private font: string,
    private fontSize: number,
  ) {}
  of(text: string, style: string): number {
    return textWidth(this.doc, this.font, style, this.fontSize, text);
  }
}

/** Draws the table; returns the position (mm) just below it. */
export function drawTable(doc: jsPDF, spec: TableSpec): number {
  const internal = doc.internal as unknown as Internal;
  const k = internal.scaleFactor;
  const pageHeight = internal.pageSize.getHeight();
  const { widths, padding, fontSize, font } = spec;
  const lineHeight = (fontSize * LINE_HEIGHT_FACTOR) / k;
  const fontMm = fontSize / k;
  const measure = new Widths(doc, font, fontSize);
  const lefts = widths.reduce<number[]>((xs, w) => [...xs, xs[xs.length - 1] + w], [spec.left]);
  const right = lefts[lefts.length - 1];
  const pageBottom = pageHeight - spec.bottom;
  // Our own fonts are written by jsPDF's text() (it encodes their glyphs); Helvetica's plain text directly.
  const direct = internal.getFont(font, "normal").encoding === "WinAnsiEncoding";
  const fontIds = new Map<string, string>();
  const fontId = (style: string) => {
    let id = fontIds.get(style);
    if (!id) fontIds.set(style, (id = internal.getFont(font, style).id));
    return id;
  };

  interface Placed {
    cell: TableCell;
    x: number;
    width: number;
    lines: string[];
  }
  const place = (row: TableRow, wrapColumns = spec.wrapColumns): { placed: Placed[]; height: number; edges: string } => {
    let column = 0;
    let most = 1;
    const placed: Placed[] = [];
    const edges: number[] = [];
    for (const cell of row.cells) {
      const span = cell.span ?? 1;
      const x = lefts[column];
      const width = lefts[column + span] - x;
      let lines = cell.lines ?? [cell.text];
      // Text too wide for its column wraps between words (figures are laid out to fit whole, so
      // only the text columns and the head's labels need measuring). Shaped Arabic wraps as drawn.
      // (A point of slack, as jspdf-autotable allowed: a label that just fits stays on one line.)
      const room = width - 2 * padding + 1 / k;
      const style = cell.style ?? "normal";
      if (span === 1 && wrapColumns.has(column) && lines.some((line) => measure.of(line, style) > room)) {
        doc.setFont(font, style);
        doc.setFontSize(fontSize);
        lines = lines.flatMap((line) => doc.splitTextToSize(line, room) as string[]);
      }
      most = Math.max(most, lines.length);
      placed.push({ cell, x, width, lines });
      edges.push(column);
      column += span;
    }
    return { placed, height: most * lineHeight + 2 * padding, edges: edges.join(",") };
  };

  let y = spec.startY;
  /** The column lines of the rows drawn since `runTop` that share `runEdges`. */
  let runTop = y;
  let runEdges = "";
  const out: string[] = [];
  const flushColumnLines = () => {
    if (runEdges && y > runTop) {
      const xs = [...runEdges.split(",").map((c) => lefts[Number(c)]), right];
      for (const x of xs) out.push(`${n(x * k)} ${n((pageHeight - runTop) * k)} m ${n(x * k)} ${n((pageHeight - y) * k)} l`);
    }
    runTop = y;
  };
  const flush = () => {
    flushColumnLines();
    if (out.length > 0) internal.write(`q ${n(spec.lineWidth * k)} w ${color(spec.lineColor)} RG\n${out.join("\n")}\nS Q`);
    out.length = 0;
  };

  const drawRow = (row: TableRow, layout: ReturnType<typeof place>, textColor: Rgb) => {
    if (layout.edges !== runEdges) {
      flushColumnLines();
      runEdges = layout.edges;
    }
    const top = (pageHeight - y) * k;
    const height = layout.height * k;
    const parts: string[] = [];
    if (row.fill) parts.push(`${color(row.fill)} rg ${n(spec.left * k)} ${n(top - height)} ${n((right - spec.left) * k)} ${n(height)} re f`);
    // The rule below the row (the first row of a page also gets one above it).
    if (y === runTop && out.length === 0) out.push(`${n(spec.left * k)} ${n(top)} m ${n(right * k)} ${n(top)} l`);
    out.push(`${n(spec.left * k)} ${n(top - height)} m ${n(right * k)} ${n(top - height)} l`);
    const text: string[] = [];
    let style = "";
    // Each text is placed relative to the one before (Td), which keeps the page's contents short.
    let atX = 0;
    let atY = 0;
    const later: (() => void)[] = [];
    for (const { cell, x, width, lines } of layout.placed) {
      if (lines.length === 0 || (lines.length === 1 && lines[0] === "")) continue;
      const cellStyle = cell.style ?? "normal";
      const align = cell.align ?? "left";
      const firstBaseline = y + (layout.height - lines.length * lineHeight) / 2 + lineHeight / 2 + MIDDLE_TO_BASELINE * fontMm;
      if (direct && !cell.textOptions && lines.length === 1 && PLAIN.test(lines[0])) {
        const w = align === "left" ? 0 : measure.of(lines[0], cellStyle);
        const left = align === "left" ? x + padding : align === "right" ? x + width - padding - w : x + (width - w) / 2;
        if (cellStyle !== style) text.push(`/${fontId((style = cellStyle))} ${n(fontSize)} Tf`);
        const [x1, y1] = [Math.round(left * k * 100) / 100, Math.round((pageHeight - firstBaseline) * k * 100) / 100];
        text.push(`${n(x1 - atX)} ${n(y1 - atY)} Td (${escapePdf(lines[0])}) Tj`);
        [atX, atY] = [x1, y1];
      } else {
        later.push(() => {
          doc.setFont(font, cellStyle);
          doc.setFontSize(fontSize);
          doc.setTextColor(...textColor);
          const anchor = align === "left" ? x + padding : align === "right" ? x + width - padding : x + width / 2;
          doc.text(lines, anchor, firstBaseline, { ...cell.textOptions, align, lineHeightFactor: LINE_HEIGHT_FACTOR });
        });
      }
    }
    if (text.length > 0) parts.push(`BT ${color(textColor)} rg ${text.join(" ")} ET`);
    if (parts.length > 0) internal.write(`q ${parts.join("\n")} Q`);
    for (const draw of later) draw();
    y += layout.height;
  };

  const head = place(spec.head, new Set(widths.keys()));
  const newPage = () => {
    flush();
    runEdges = "";
    doc.addPage();
    y = spec.top;
    runTop = y;
  };
  const drawHead = () => drawRow(spec.head, head, spec.head.textColor);
  const rows = [...spec.body, ...spec.foot];
  const layouts = rows.map((row) => place(row));
  // A table whose head and first row do not fit where it would start begins on the next page.
  if (y + head.height + (layouts[0]?.height ?? 0) > pageBottom) newPage();
  drawHead();
  layouts.forEach((layout, i) => {
    if (y + layout.height > pageBottom) {
      newPage();
      drawHead();
    }
    drawRow(rows[i], layout, spec.textColor);
  });
  flush();
  return y;
}
