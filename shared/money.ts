/**
 * Money and tons as exact decimals: whole numbers of 10^-scale units in a BigInt (`Fixed`), never a
 * JavaScript float, with the product's one rounding rule (half-up, away from zero on .5). No
 * decimal library: the browser's screens load this module, and every KB counts on a phone.
 */

/** A number, a decimal string (exponent notation too), or a decimal object such as Prisma's (through toString()). */
export type DecimalInput = number | string | { toString(): string };

const NUMBER_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * `value` exactly, as a `Fixed` of as many decimals as it has. A number is read as JavaScript
 * writes it (0.1 + 0.2 is 0.30000000000000004). Throws a RangeError on anything that is not a
 * finite decimal.
 */
function exact(value: DecimalInput): Fixed {
  const text = (typeof value === "string" ? value : String(value)).trim();
  const match = NUMBER_TEXT.exec(text);
  if (!match || (match[2] === "" && !match[3])) throw new RangeError(`${text} is not a decimal number`);
  const [, sign, int, frac = "", exponentText = "0"] = match;
  const exponent = Number(exponentText);
  // The digits without a point, and how many of them are decimals once the exponent is applied.
  let digits = int + frac;
  let scale = frac.length - exponent;
  if (scale < 0) {
    digits += "0".repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits || "0");
  return new Fixed(sign === "-" ? -units : units, scale);
}

const PLAIN_DECIMAL_INPUT = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * Parses user input (a finite number or a plain decimal string) exactly, or null when it is not a
 * number or has more than maxDecimals decimal places (trailing zeros do not count). The result has
 * maxDecimals places.
 */
export function parseDecimal(value: unknown, maxDecimals: number): Fixed | null {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim();
    if (!PLAIN_DECIMAL_INPUT.test(text)) return null;
  } else {
    return null;
  }
  return exact(text).atScale(maxDecimals);
}

/** Half-up (away from zero on .5) to 2 places: the one rounding function of the product. */
export function roundMoney(v: DecimalInput): Fixed {
  return exact(v).round(2);
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
 * A figure split for display: as the server sends money ("-1234.50") it is taken as it is (the
 * screens format every row's figures, and these need no rounding); anything else is rounded to
 * that form first.
 */
function wireMoney(v: DecimalInput): { negative: boolean; int: string; frac: string } {
  const [, sign, digits, frac] = (typeof v === "string" && WIRE_MONEY.exec(v)) || WIRE_MONEY.exec(moneyString(v))!;
  const int = digits.replace(/^0+(?=\d)/, "");
  return { negative: sign === "-" && (int !== "0" || frac !== "00"), int, frac };
}

const dollars = ({ int, frac }: { int: string; frac: string }) => `$${groupThousands(int)}.${frac}`;

/** en-US display: "$1,234.50", "-$1,234.50", "$0.00". Grouping is done on the decimal string. */
export function formatMoney(v: DecimalInput): string {
  const wire = wireMoney(v);
  return `${wire.negative ? "-" : ""}${dollars(wire)}`;
}

/** A balance below zero (to the cent) is money due; zero or more is an amount left. */
export function isDue(balance: DecimalInput): boolean {
  return wireMoney(balance).negative;
}

/** SPEC section 4: zero or more is "Amount Left", negative is "Due" with the absolute value. */
export function balanceLabel(balance: DecimalInput): string {
  const wire = wireMoney(balance);
  return `${wire.negative ? "Due" : "Amount Left"}: ${dollars(wire)}`;
}

/** Metric tons as a plain number, for files: 3 to 6 decimals, no grouping ("24500.5" kg is "24.5005"). */
export function tonsString(v: DecimalInput): string {
  return exact(v)
    .round(6)
    .toFixed(6)
    .replace(/0{1,3}$/, "");
}

/**
 * Metric tons in a column of figures: always 3 decimals (kg precision, rounded half-up), so that
 * the column lines up ("26.2869" is "26.287"). The exact value stays in `formatTons`.
 */
export function formatTonsColumn(v: DecimalInput): string {
  return exact(v).round(3).toFixed(3).replace(/\d+/, groupThousands);
}

/** Metric tons for display: en-US grouping, 3 to 6 decimals ("12.500", "1.234567"). */
export function formatTons(v: DecimalInput): string {
  return tonsString(v).replace(/\d+/, groupThousands);
}

/** Integer division rounding half-up (away from zero on .5): the product's rounding rule in integer minor units. */
export function divideHalfUp(numerator: bigint, divisor: bigint): bigint {
  const negative = numerator < 0n !== divisor < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = divisor < 0n ? -divisor : divisor;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;
const powersOfTen = Array.from({ length: 19 }, (_, i) => 10n ** BigInt(i));
const tenToThe = (exponent: number) => powersOfTen[exponent] ?? 10n ** BigInt(exponent);

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
    if (!match) {
      // Exponent notation, as a decimal object may write a very small or large value ("1e-7").
      const fixed = exact(text).atScale(scale);
      if (!fixed) throw new RangeError(`${text} has more than ${scale} decimals`);
      return fixed;
    }
    const [, sign, int, frac = ""] = match;
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

  /** -1, 0 or 1 as this is less than, equal to or greater than `other` (of any scale). */
  compare(other: Fixed): -1 | 0 | 1 {
    const scale = Math.max(this.scale, other.scale);
    const a = this.withScale(scale).units;
    const b = other.withScale(scale).units;
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /** The same value with `scale` places: exact when more, rounded half-up when fewer. */
  withScale(scale: number): Fixed {
    if (scale === this.scale) return this;
    return scale > this.scale
      ? new Fixed(this.units * tenToThe(scale - this.scale), scale)
      : new Fixed(divideHalfUp(this.units, tenToThe(this.scale - scale)), scale);
  }

  /** Rounded half-up to at most `places` decimals (a value with fewer keeps its own). */
  round(places: number): Fixed {
    return this.scale > places ? this.withScale(places) : this;
  }

  /** The same value with exactly `places` decimals, or null if that would drop a digit other than 0 ("12.500" fits 2). */
  atScale(places: number): Fixed | null {
    const fixed = this.withScale(places);
    return fixed.compare(this) === 0 ? fixed : null;
  }

  /** Fixed places, rounded half-up when fewer than the scale ("1234.50", "-3.00"). */
  toFixed(places: number = this.scale): string {
    const units =
      places === this.scale
        ? this.units
        : places > this.scale
          ? this.units * tenToThe(places - this.scale)
          : divideHalfUp(this.units, tenToThe(this.scale - places));
    const digits = (units < 0n ? -units : units).toString().padStart(places + 1, "0");
    const int = digits.slice(0, digits.length - places);
    return `${units < 0n ? "-" : ""}${places ? `${int}.${digits.slice(-places)}` : int}`;
  }

  /** The shortest exact form, as decimal libraries write it ("20", "1.005", "0"). */
  toString(): string {
    const text = this.toFixed(this.scale);
    return this.scale ? text.replace(/\.?0+$/, "") : text;
  }
}

/** Kilograms as metric tons: exact, three more places. */
export function kgToTons(kg: DecimalInput): Fixed {
  const { units, scale } = exact(kg);
  return new Fixed(units, scale + 3);
}
