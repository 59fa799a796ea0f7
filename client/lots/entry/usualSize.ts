import { Fixed } from "../../../shared/money.ts";

/** How many times the lot's usual entry a new one may be before the form asks once more. */
export const FAR_ABOVE_TIMES = 10n;
/** Entries a lot needs before it has a usual size. */
const USUAL_FROM = 3;

/**
 * Whether a new figure is far above the lot's usual ones (more than ten times their median), as
 * exact units of the same scale (cents for money, grams for quantities); the median when it is,
 * else null. A lot with fewer than three entries has no usual size yet.
 */
export function farAboveUsual(value: bigint, previous: readonly bigint[]): bigint | null {
  if (previous.length < USUAL_FROM) return null;
  const sorted = [...previous].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return median > 0n && value > median * FAR_ABOVE_TIMES ? median : null;
}

/**
 * Whether an edit takes an entry's figure far from what it was: more than ten times it, or less
 * than a tenth (a quantity typed in tons where kg are asked, or a slipped decimal point), in exact
 * units; null when it stays within that, or when either is zero.
 */
export function farFromBefore(value: bigint, before: bigint): "more" | "less" | null {
  // Zero (or less) is no slip of a unit: the form's own rules answer it.
  if (before <= 0n || value <= 0n) return null;
  if (value > before * FAR_ABOVE_TIMES) return "more";
  return value * FAR_ABOVE_TIMES < before ? "less" : null;
}

/** Money as whole cents; a quantity in kg (3 places) or tons (6 places) as grams. */
export const cents = (money: string) => Fixed.parse(money, 2).units;
export const gramsOfKg = (kg: string) => Fixed.parse(kg, 3).units;
export const gramsOfTons = (tons: string) => Fixed.parse(tons, 6).units;

/** A ledger's entries' sizes, for farAboveUsual: each container's quantity and each payment's amount. */
export function entrySizes(rows: readonly { readonly quantityTons?: string | null; readonly amountAdded?: string | null }[]): {
  quantities: string[];
  amounts: string[];
} {
  return {
    quantities: rows.flatMap((row) => (row.quantityTons ? [row.quantityTons] : [])),
    amounts: rows.flatMap((row) => (row.amountAdded ? [row.amountAdded] : [])),
  };
}
