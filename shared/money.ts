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

/** en-US display: "$1,234.50", "-$1,234.50", "$0.00". Grouping is done on the decimal string. */
export function formatMoney(v: DecimalInput): string {
  const r = roundMoney(v);
  const [int, frac] = r.abs().toFixed(2).split(".");
  return `${r.isNegative() ? "-" : ""}$${groupThousands(int)}.${frac}`;
}

/** A balance below zero (to the cent) is money due; zero or more is an amount left. */
export function isDue(balance: DecimalInput): boolean {
  return roundMoney(balance).isNegative();
}

/** SPEC section 4: zero or more is "Amount Left", negative is "Due" with the absolute value. */
export function balanceLabel(balance: DecimalInput): string {
  const r = roundMoney(balance);
  return isDue(r) ? `Due: ${formatMoney(r.abs())}` : `Amount Left: ${formatMoney(r)}`;
}

/** Metric tons for display: en-US grouping, 3 to 6 decimals ("12.500", "1.234567"). */
export function formatTons(v: DecimalInput): string {
  let r = toDecimal(v).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  if (r.isZero()) r = new D(0);
  const [int, frac] = r.abs().toFixed(6).split(".");
  return `${r.isNegative() ? "-" : ""}${groupThousands(int)}.${frac.replace(/0{1,3}$/, "")}`;
}

export function kgToTons(kg: DecimalInput): Decimal {
  return toDecimal(kg).div(1000);
}

/** A container's amount: price per ton x tons, rounded half-up to the cent once. */
export function containerAmount(quantityKg: DecimalInput, pricePerTon: DecimalInput): Decimal {
  return roundMoney(toDecimal(pricePerTon).times(kgToTons(quantityKg)));
}
