/**
 * Ageing of what is due on a lot (issue 46), in whole cents. The rule (docs/desk.md, "Ageing"):
 *
 * - Only counted entries: voided containers and payments are left out.
 * - Payments settle the lot's oldest container amounts first (FIFO): containers in date order, ties
 *   in the order they were added (id). Each container's amount is rounded half-up to the cent, as
 *   its row shows it.
 * - What is left unpaid of each container ages from that container's date: its age is the days from
 *   the container's date to the day asked for (`asOf`); a date after `asOf` counts as 0 days.
 * - Buckets: 0-30 days, 31-60, 61-90, over 90.
 * - When payments exceed the containers (an Amount Left: a supplier's advance, a buyer's credit),
 *   nothing is due and nothing is aged: the Amount Left is reported apart, not in the buckets.
 *
 * The same rule for both sides: on a supplier's lot what is due is what the house owes (payables),
 * on a buyer's lot what the buyer owes the house (receivables). The buckets always add up to the Due.
 */

export const AGEING_BUCKETS = ["days0to30", "days31to60", "days61to90", "over90"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export type AgeingCents = Record<AgeingBucket, bigint>;

export const ageingBucketLabels: Record<AgeingBucket, string> = {
  days0to30: "0-30 days",
  days31to60: "31-60 days",
  days61to90: "61-90 days",
  over90: "Over 90 days",
};

export interface AgedContainer {
  /** YYYY-MM-DD. */
  date: string;
  /** The container's amount in cents (already rounded half-up). */
  cents: bigint;
  /** Tie-break among containers of the same date: the order they were added. */
  id: number;
  voided?: boolean;
}

export interface AgedPayment {
  cents: bigint;
  voided?: boolean;
}

export const noAgeing = (): AgeingCents => ({ days0to30: 0n, days31to60: 0n, days61to90: 0n, over90: 0n });

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The bucket of an amount `days` old. */
export function bucketOf(days: number): AgeingBucket {
  if (days <= 30) return "days0to30";
  if (days <= 60) return "days31to60";
  if (days <= 90) return "days61to90";
  return "over90";
}

/** One lot's Due split by age, oldest unpaid container first (see the rule above). */
export function lotAgeing(containers: readonly AgedContainer[], payments: readonly AgedPayment[], asOf: string): AgeingCents {
  const result = noAgeing();
  let paid = payments.filter((p) => !p.voided).reduce((sum, p) => sum + p.cents, 0n);
  const inOrder = containers.filter((c) => !c.voided).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  for (const container of inOrder) {
    const settled = paid >= container.cents ? container.cents : paid > 0n ? paid : 0n;
    paid -= settled;
    const unpaid = container.cents - settled;
    if (unpaid > 0n) result[bucketOf(daysBetween(container.date, asOf))] += unpaid;
  }
  return result;
}

/** The sum of several ageings. */
export function addAgeing(a: AgeingCents, b: AgeingCents): AgeingCents {
  return {
    days0to30: a.days0to30 + b.days0to30,
    days31to60: a.days31to60 + b.days31to60,
    days61to90: a.days61to90 + b.days61to90,
    over90: a.over90 + b.over90,
  };
}

/** Everything in the buckets. */
export const ageingTotal = (a: AgeingCents) => a.days0to30 + a.days31to60 + a.days61to90 + a.over90;
