/**
 * ISO 6346 container numbers: a 3-letter owner code, a category letter (U freight container,
 * J detachable freight equipment, Z trailer or chassis), a 6-digit serial and a check digit, as in
 * CSQU3054383. Not every load travels in an ISO container, so a number that fails these checks is
 * a warning the trader can override, never a refusal.
 */

const SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;

/** How a container number is stored: upper case, without spaces (GraphQL and REST alike). */
export function normalizeContainerNumber(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * The value of a character in the check-digit sum: digits are themselves; letters count from
 * A = 10 upwards, skipping the multiples of 11 (so A = 10, B = 12, ... K = 21, L = 23, ... V = 34).
 */
function charValue(char: string): number {
  if (char >= "0" && char <= "9") return Number(char);
  let value = 10 + (char.charCodeAt(0) - 65);
  value += Math.floor((value - 1) / 10); // one skipped multiple of 11 for each full ten passed
  return value;
}

/** The check digit of the first ten characters (owner code, category, serial): a digit 0-9. */
export function checkDigitOf(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += charValue(first10[i]) * 2 ** i;
  return (sum % 11) % 10; // a remainder of 10 is written 0
}

export type ContainerNumberCheck = { ok: true } | { ok: false; warning: string };

export const containerNumberWarnings = {
  shape:
    "Not an ISO 6346 container number (3 letters, U, J or Z, then 7 digits, e.g. CSQU3054383). Check it, or save it anyway if this load is not in an ISO container.",
  checkDigit: (number: string, expected: number) =>
    `The check digit of ${number} should be ${expected} (ISO 6346): a character may be mistyped. Check it, or save it anyway.`,
} as const;

/** Whether a (normalised or typed) container number is a valid ISO 6346 number, else a warning saying why. */
export function checkContainerNumber(value: string): ContainerNumberCheck {
  const number = normalizeContainerNumber(value);
  if (!SHAPE.test(number)) return { ok: false, warning: containerNumberWarnings.shape };
  const expected = checkDigitOf(number);
  return Number(number[10]) === expected ? { ok: true } : { ok: false, warning: containerNumberWarnings.checkDigit(number, expected) };
}
