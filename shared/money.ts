import Decimal from "decimal.js";

/** Anything decimal.js accepts, plus Prisma's own Decimal objects (converted through toString()). */
export type DecimalInput = Decimal.Value | { toString(): string };

// The global default precision (20 significant digits) could silently round a large
// price × tonnage product before roundMoney sees it; 50 digits keeps every operation here exact.
// Instances of a clone are still decimal.js Decimals (same type, Decimal.isDecimal is true).
const D = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });

export function toDecimal(v: DecimalInput): Decimal {
  return new D(typeof v === "number" ? v : v.toString());
}

const DECIMAL_STRING = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * Parses user input (a finite number or a plain decimal string) into a Decimal, or null when it
 * is not a number or has more than maxDecimals decimal places (trailing zeros do not count).
 */
export function parseDecimal(value: unknown, maxDecimals: number): Decimal | null {
  let d: Decimal;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    d = new D(value);
  } else if (typeof value === "string") {
    const s = value.trim();
    if (!DECIMAL_STRING.test(s)) return null;
    d = new D(s);
  } else {
    return null;
  }
  if (d.decimalPlaces() > maxDecimals) return null;
  return d.isZero() ? new D(0) : d;
}

/** Half-up (away from zero on .5) to 2 places: the one rounding function of the product. */
export function roundMoney(v: DecimalInput): Decimal {
  const r = toDecimal(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return r.isZero() ? new D(0) : r; // no "-0.00"
}

/** Wire format: fixed 2 places, no grouping ("1234.50", "-3.00"). */
export function moneyString(v: DecimalInput): string {
  return roundMoney(v).toFixed(2);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

const WIRE_MONEY = /^(-?)(\d+)\.(\d\d)$/;

/**
 * A figure as the server sends money ("-1234.50"), split without decimal.js: the screens format
 * every row's figures, and these need no rounding. Anything else goes the decimal.js way.
 */
function wireMoney(v: DecimalInput): { negative: boolean; int: string; frac: string } | null {
  const match = typeof v === "string" ? WIRE_MONEY.exec(v) : null;
  if (!match) return null;
  const [, sign, digits, frac] = match;
  const int = digits.replace(/^0+(?=\d)/, "");
  return { negative: sign === "-" && (int !== "0" || frac !== "00"), int, frac };
}

const dollars = ({ int, frac }: { int: string; frac: string }) => `$${groupThousands(int)}.${frac}`;

/** en-US display: "$1,234.50", "-$1,234.50", "$0.00". Grouping is done on the decimal string. */
export function formatMoney(v: DecimalInput): string {
  const wire = wireMoney(v);
  if (wire) return `${wire.negative ? "-" : ""}${dollars(wire)}`;
  const r = roundMoney(v);
  const [int, frac] = r.abs().toFixed(2).split(".");
  return `${r.isNegative() ? "-" : ""}$${groupThousands(int)}.${frac}`;
}

/** A balance below zero (to the cent) is money due; zero or more is an amount left. */
export function isDue(balance: DecimalInput): boolean {
  return wireMoney(balance)?.negative ?? roundMoney(balance).isNegative();
}

/** SPEC section 4: zero or more is "Amount Left", negative is "Due" with the absolute value. */
export function balanceLabel(balance: DecimalInput): string {
  const wire = wireMoney(balance);
  if (wire) return `${wire.negative ? "Due" : "Amount Left"}: ${dollars(wire)}`;
  const r = roundMoney(balance);
  return isDue(r) ? `Due: ${formatMoney(r.abs())}` : `Amount Left: ${formatMoney(r)}`;
}

/** Metric tons as a plain number, for files: 3 to 6 decimals, no grouping ("24500.5" kg is "24.5005"). */
export function tonsString(v: DecimalInput): string {
  let r = toDecimal(v).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  if (r.isZero()) r = new D(0);
  const [int, frac] = r.abs().toFixed(6).split(".");
  return `${r.isNegative() ? "-" : ""}${int}.${frac.replace(/0{1,3}$/, "")}`;
}

/**
 * Metric tons in a column of figures: always 3 decimals (kg precision, rounded half-up), so that
 * the column lines up ("26.2869" is "26.287"). The exact value stays in `formatTons`.
 */
export function formatTonsColumn(v: DecimalInput): string {
  let r = toDecimal(v).toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
  if (r.isZero()) r = new D(0);
  const [int, frac] = r.abs().toFixed(3).split(".");
  return `${r.isNegative() ? "-" : ""}${groupThousands(int)}.${frac}`;
}

/** Metric tons for display: en-US grouping, 3 to 6 decimals ("12.500", "1.234567"). */
export function formatTons(v: DecimalInput): string {
  return tonsString(v).replace(/\d+/, groupThousands);
}

/**
 * Integer division rounding half-up (away from zero on .5): the product's rounding rule in integer
 * minor units. `roundMoney` applies the same rule to decimal.js values.
 */
export function divideHalfUp(numerator: bigint, divisor: bigint): bigint {
  const negative = numerator < 0n !== divisor < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = divisor < 0n ? -divisor : divisor;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;
const powersOfTen = Array.from({ length: 19 }, (_, i) => 10n ** BigInt(i));

/**
 * An exact decimal held as a whole number of 10^-scale units (cents: scale 2, grams as tons:
 * scale 6). The ledger computes in these, so a figure is parsed once and never re-rounded.
 */
export class Fixed {
  constructor(
    readonly units: bigint,
    readonly scale: number,
  ) {}

  static zero(scale: number): Fixed {
    return new Fixed(0n, scale);
  }

  /** Exact: a value with more decimals than `scale` is refused rather than rounded. */
  static parse(value: DecimalInput, scale: number): Fixed {
    const text = typeof value === "string" ? value : value.toString();
    const match = PLAIN_DECIMAL.exec(text);
    const [, sign, int, frac = ""] = match ?? PLAIN_DECIMAL.exec(toDecimal(text).toFixed())!;
    if (frac.length > scale && /[1-9]/.test(frac.slice(scale))) throw new RangeError(`${text} has more than ${scale} decimals`);
    const units = BigInt(int + frac.slice(0, scale).padEnd(scale, "0"));
    return new Fixed(sign ? -units : units, scale);
  }

  plus(other: Fixed): Fixed {
    return new Fixed(this.units + other.units, this.scale);
  }

  minus(other: Fixed): Fixed {
    return new Fixed(this.units - other.units, this.scale);
  }

  isNegative(): boolean {
    return this.units < 0n;
  }

  /** Fixed places, rounded half-up when fewer than the scale ("1234.50", "-3.00"). */
  toFixed(places: number = this.scale): string {
    const units = places >= this.scale
      ? this.units * powersOfTen[places - this.scale]
      : divideHalfUp(this.units, powersOfTen[this.scale - places]);
    const digits = (units < 0n ? -units : units).toString().padStart(places + 1, "0");
    const int = digits.slice(0, digits.length - places);
    return `${units < 0n ? "-" : ""}${places ? `${int}.${digits.slice(-places)}` : int}`;
  }

  /** The shortest exact form, as decimal.js writes it ("20", "1.005", "0"). */
  toString(): string {
    const text = this.toFixed(this.scale);
    return this.scale ? text.replace(/\.?0+$/, "") : text;
  }
}

export function kgToTons(kg: DecimalInput): Decimal {
  return toDecimal(kg).div(1000);
}
