/**
 * The balance chart of a lot (BalanceChart.tsx) without React: its summary and its drawing.
 *
 * The summary is exact: it picks the server's own balance strings (the table's Rem. Balance), and
 * compares them as whole cents (bigint), never as floats. Only the drawing turns cents into
 * pixels, which needs floating point and is fine to be a fraction of a pixel off. A long ledger is
 * drawn as one step line: the balance holds between transactions and jumps on the day of each.
 * Where many rows fall into one pixel column, only the first, lowest, highest and last of them are
 * kept, which draws the same picture with at most four corners per column.
 */
import { formatDateGB } from "../../../shared/dates.ts";
import { Fixed, formatMoney } from "../../../shared/money.ts";

export interface ChartRow {
  readonly number: number;
  readonly date: string;
  readonly balance: string;
}

export interface ChartLedger {
  readonly from?: string | null;
  readonly to?: string | null;
  readonly openingBalance: string;
  readonly closingBalance: string;
  readonly rows: readonly ChartRow[];
}

/** The row where the balance first reached its highest or lowest; `number` null for the opening balance. */
export interface Extreme {
  readonly balance: string;
  readonly date: string;
  readonly number: number | null;
}

export interface BalanceSummary {
  /** First and last day drawn: the filter's dates, or else those of the first and last rows. */
  readonly start: string;
  readonly end: string;
  readonly opening: string;
  readonly closing: string;
  /** Over the opening balance the line starts from and the rows' balances; null without rows (the line is flat). */
  readonly highest: Extreme | null;
  readonly lowest: Extreme | null;
}

const cents = (balance: string) => Fixed.parse(balance, 2).units;

/** What the chart shows in words; null when there is nothing to draw (no rows and no filter). */
export function summariseBalance(ledger: ChartLedger): BalanceSummary | null {
  const { rows } = ledger;
  const first = rows[0];
  const last = rows[rows.length - 1];
  const start = ledger.from || first?.date || ledger.to;
  const end = ledger.to || last?.date || ledger.from;
  if (!start || !end) return null;
  // The line starts from the opening balance (the one carried into a filtered period, else $0.00
  // before the first row), so its highest or lowest point may be that one.
  const opening: Extreme | null = rows.length > 0 ? { balance: ledger.openingBalance, date: start, number: null } : null;
  let highest = opening;
  let lowest = opening;
  let high = opening ? cents(opening.balance) : 0n;
  let low = high;
  for (const row of rows) {
    const value = cents(row.balance);
    if (!highest || value > high) [highest, high] = [row, value];
    if (!lowest || value < low) [lowest, low] = [row, value];
  }
  const extreme = (point: Extreme | null): Extreme | null =>
    point ? { balance: point.balance, date: point.date, number: point.number } : null;
  return { start, end, opening: ledger.openingBalance, closing: ledger.closingBalance, highest: extreme(highest), lowest: extreme(lowest) };
}

// ---------------------------------------------------------------- drawing

export interface ChartSize {
  readonly width: number;
  readonly height: number;
}

export interface Tick {
  /** Pixel position along its axis. */
  readonly at: number;
  readonly label: string;
}

export type MarkerKind = "opening" | "closing" | "highest" | "lowest";

export interface Marker {
  readonly kind: MarkerKind;
  readonly x: number;
  readonly y: number;
}

export interface ChartGeometry {
  readonly plot: { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };
  /** The step line's path data. */
  readonly line: string;
  /** Corners of the line after thinning (at most about 4 per pixel column). */
  readonly corners: number;
  readonly xTicks: readonly Tick[];
  readonly yTicks: readonly Tick[];
  /** Where the balance is zero, when that is within the chart. */
  readonly zeroY: number | null;
  /** Where the area of money due starts (below zero): zero's place, the plot's top when every balance drawn is due, null when none is. */
  readonly dueTop: number | null;
  readonly markers: readonly Marker[];
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Average width of a digit of the 12 px axis labels, for room beside the money axis. */
const LABEL_CHAR_PX = 7.2;
/** A dd/mm/yyyy label and the gap to its neighbour. */
const DATE_LABEL_PX = 110;

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a > 0n ? q + 1n : q;
}

/** The smallest 1, 2 or 5 times a power of ten (in cents) that is at least `raw`. */
export function niceStep(raw: bigint): bigint {
  if (raw <= 1n) return 1n;
  const magnitude = 10n ** BigInt(raw.toString().length - 1);
  for (const m of [1n, 2n, 5n]) if (m * magnitude >= raw) return m * magnitude;
  return 10n * magnitude;
}

/** Evenly spaced round amounts (cents) from at or below `min` to at or above `max`, about `count` steps. */
export function moneyTicks(min: bigint, max: bigint, count: number): bigint[] {
  if (min === max) {
    // A flat line: room of a tenth of its size each side (or $100 around zero).
    const abs = min < 0n ? -min : min;
    const pad = abs / 10n || 10_000n;
    return moneyTicks(min - pad, max + pad, count);
  }
  const step = niceStep(ceilDiv(max - min, BigInt(Math.max(1, count))));
  const ticks: bigint[] = [];
  for (let v = floorDiv(min, step) * step; v < max + step; v += step) ticks.push(v);
  return ticks;
}

/** "$1,500" for whole-dollar steps, "$12.50" otherwise; negative amounts (due) with a minus. */
function moneyTickLabel(value: bigint, step: bigint): string {
  const text = formatMoney(new Fixed(value, 2).toFixed());
  return step % 100n === 0n ? text.replace(/\.00$/, "") : text;
}

/** Integer days from `first` to `last`, at most `count` + 1 of them, always both ends. */
function dayTicks(first: number, last: number, count: number): number[] {
  const span = last - first;
  const n = Math.max(1, Math.min(span, count));
  if (span <= 0) return [first];
  return [...new Set(Array.from({ length: n + 1 }, (_, i) => first + Math.round((i * span) / n)))];
}

const px = (v: number) => Math.round(v * 10) / 10;

export function chartGeometry(ledger: ChartLedger, summary: BalanceSummary, { width, height }: ChartSize): ChartGeometry {
  const opening = cents(summary.opening);
  const closing = cents(summary.closing);
  const points = ledger.rows.map((row) => ({ day: dayOf(row.date), value: cents(row.balance) }));

  // Money axis: every balance drawn, on round amounts.
  let min = opening < closing ? opening : closing;
  let max = opening < closing ? closing : opening;
  for (const { value } of points) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const top = 24;
  const bottom = height - 44;
  const ticks = moneyTicks(min, max, Math.max(2, Math.floor((bottom - top) / 44)));
  const step = ticks.length > 1 ? ticks[1] - ticks[0] : 1n;
  const low = ticks[0];
  const range = Number(ticks[ticks.length - 1] - low);
  const yLabels = ticks.map((t) => moneyTickLabel(t, step));
  const left = Math.ceil(Math.max(...yLabels.map((l) => l.length)) * LABEL_CHAR_PX) + 14;
  const right = width - 18;
  const yOf = (value: bigint) => bottom - (Number(value - low) / range) * (bottom - top);

  // Date axis: the summary's first to last day; a single day is drawn as the middle of its width.
  const startDay = dayOf(summary.start);
  const endDay = dayOf(summary.end);
  const [d0, d1] = startDay === endDay ? [startDay - 0.5, endDay + 0.5] : [startDay, endDay];
  const xOf = (day: number) => left + ((day - d0) / (d1 - d0)) * (right - left);
  const xTicks = dayTicks(startDay, endDay, Math.floor((right - left) / DATE_LABEL_PX)).map((day) => ({
    at: px(xOf(day)),
    label: formatDateGB(isoOfDay(day)),
  }));

  // The line: the opening balance from the left edge, each row's balance from its day, the closing one to the right edge.
  const corners = [
    { x: left, y: yOf(opening) },
    ...points.map(({ day, value }) => ({ x: xOf(day), y: yOf(value) })),
    { x: right, y: yOf(closing) },
  ];
  const kept: { x: number; y: number }[] = [];
  for (let i = 0; i < corners.length;) {
    const column = Math.floor(corners[i].x);
    let j = i;
    let lowest = i; // the lowest balance is the largest y
    let highest = i;
    while (j + 1 < corners.length && Math.floor(corners[j + 1].x) === column) {
      j++;
      if (corners[j].y > corners[lowest].y) lowest = j;
      if (corners[j].y < corners[highest].y) highest = j;
    }
    // In the order they come, each once.
    kept.push(corners[i]);
    const [a, b] = lowest < highest ? [lowest, highest] : [highest, lowest];
    if (a > i) kept.push(corners[a]);
    if (b > a && b > i) kept.push(corners[b]);
    if (j > b && j > i) kept.push(corners[j]);
    i = j + 1;
  }
  const line = kept.map((c, i) => (i === 0 ? `M${px(c.x)} ${px(c.y)}` : `H${px(c.x)}V${px(c.y)}`)).join("");

  const markers: Marker[] = [
    { kind: "opening", x: px(left), y: px(yOf(opening)) },
    { kind: "closing", x: px(right), y: px(yOf(closing)) },
  ];
  for (const [kind, extreme] of [
    ["highest", summary.highest],
    ["lowest", summary.lowest],
  ] as const) {
    if (extreme) markers.push({ kind, x: px(xOf(dayOf(extreme.date))), y: px(yOf(cents(extreme.balance))) });
  }

  return {
    plot: { left, top, right, bottom },
    line,
    corners: kept.length,
    xTicks,
    yTicks: ticks.map((t, i) => ({ at: px(yOf(t)), label: yLabels[i] })),
    zeroY: low <= 0n && ticks[ticks.length - 1] >= 0n ? px(yOf(0n)) : null,
    // From the balances, not the axis: a flat $0.00 line is drawn on an axis padded below zero.
    dueTop: min >= 0n ? null : ticks[ticks.length - 1] < 0n ? top : px(yOf(0n)),
    markers,
  };
}
