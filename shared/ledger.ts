import { inDateRange } from "./dates.ts";
import { divideHalfUp, Fixed, type DecimalInput } from "./money.ts";

export type { Fixed };

// The per-lot ledger of SPEC section 4. Pure and exact: integer minor units (cents; tons as whole
// grams), each figure parsed once, one rounding (a container's amount). No validation (callers validate).

/** Money in cents, quantities as tons in 10^-6 t (grams): the stored precisions (2 and 3 places of kg). */
const MONEY = 2;
const TONS = 6;
const KG = 3;
const GRAM_CENTS_PER_CENT = 1_000_000n; // tons = grams / 10^6, so amount in cents = grams x cents-per-ton / 10^6

const money = (value: DecimalInput) => Fixed.parse(value, MONEY);

/** Price per ton x tons, rounded half-up to the cent: the ledger's one rounding. */
const amountOf = (grams: bigint, centsPerTon: bigint) => new Fixed(divideHalfUp(grams * centsPerTon, GRAM_CENTS_PER_CENT), MONEY);

/** A container's amount, exactly as its ledger row shows it. */
export function containerAmount(quantityKg: DecimalInput, pricePerTon: DecimalInput): Fixed {
  return amountOf(Fixed.parse(quantityKg, KG).units, money(pricePerTon).units);
}

export type LedgerRowType = "CONTAINER" | "ADVANCE" | "AMOUNT";

export interface LedgerContainer {
  kind?: never;
  id: number;
  date: string;
  createdAt: Date;
  containerNo: string;
  sealNo: string;
  material: string;
  quantityKg: DecimalInput;
  pricePerTon: DecimalInput;
}

export interface LedgerPayment {
  id: number;
  date: string;
  createdAt: Date;
  amount: DecimalInput;
}

export interface DateRange {
  from?: string | null;
  to?: string | null;
}

export interface LedgerRow<C extends LedgerContainer = LedgerContainer, P extends LedgerPayment = LedgerPayment> {
  /**
   * 1-based position in the lot's whole ledger: a date filter shows rows with the numbers they have
   * unfiltered, so "row 12" means the same row on every screen, file and range.
   */
  number: number;
  date: string;
  type: LedgerRowType;
  containerNo: string | null;
  sealNo: string | null;
  material: string | null;
  quantityTons: Fixed | null;
  pricePerTon: Fixed | null;
  containerAmount: Fixed | null;
  amountAdded: Fixed | null;
  totalPaid: Fixed;
  balance: Fixed;
  container: C | null;
  payment: P | null;
}

/** A ledger value as the API sends it: every exact figure as its decimal text, the rest as it is. */
export type WireValues<T> = { [K in keyof T]: T[K] extends Fixed ? string : T[K] extends Fixed | null ? string | null : T[K] };

export interface LedgerTotals {
  quantityTons: Fixed;
  containerAmount: Fixed;
  amountAdded: Fixed;
}

export interface LotStatement<C extends LedgerContainer = LedgerContainer, P extends LedgerPayment = LedgerPayment> {
  from: string | null;
  to: string | null;
  openingBalance: Fixed;
  openingTotalPaid: Fixed;
  rows: LedgerRow<C, P>[];
  closingBalance: Fixed;
  closingTotalPaid: Fixed;
  /** Of the rows in range. */
  totals: LedgerTotals;
}

type Entry<C, P> =
  | { kind: "container"; date: string; createdAt: Date; id: number; container: C }
  | { kind: "payment"; date: string; createdAt: Date; id: number; payment: P };

function byCreation(a: { createdAt: Date; id: number }, b: { createdAt: Date; id: number }): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
}

function compareEntries<C, P>(a: Entry<C, P>, b: Entry<C, P>): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const t = a.createdAt.getTime() - b.createdAt.getTime();
  if (t !== 0) return t;
  if (a.kind !== b.kind) return a.kind === "container" ? -1 : 1;
  return a.id - b.id;
}

export function lotStatement<C extends LedgerContainer, P extends LedgerPayment>(
  entries: { containers: C[]; payments: P[] },
  range: DateRange = {},
): LotStatement<C, P> {
  const from = range.from || null;
  const to = range.to || null;

  // Advance is decided by creation order over the whole lot, whatever the dates or the range.
  const advance = [...entries.payments].sort(byCreation)[0];

  const merged: Entry<C, P>[] = [
    ...entries.containers.map((c) => ({ kind: "container" as const, date: c.date, createdAt: c.createdAt, id: c.id, container: c })),
    ...entries.payments.map((p) => ({ kind: "payment" as const, date: p.date, createdAt: p.createdAt, id: p.id, payment: p })),
  ].sort(compareEntries);

  let balance = Fixed.zero(MONEY);
  let totalPaid = Fixed.zero(MONEY);
  let openingBalance = balance;
  let openingTotalPaid = totalPaid;
  // Totals as bare units, one Fixed each at the end: a detailed statement has 70,000 rows.
  let tonsIn = 0n;
  let containersIn = 0n;
  let paidIn = 0n;
  const rows: LedgerRow<C, P>[] = [];
  let number = 0;

  for (const e of merged) {
    if (to && e.date > to) break; // sorted by date: nothing later is in range
    number += 1;
    let row: LedgerRow<C, P>;
    if (e.kind === "container") {
      const c = e.container;
      const grams = Fixed.parse(c.quantityKg, KG).units;
      const pricePerTon = money(c.pricePerTon);
      const amount = amountOf(grams, pricePerTon.units);
      balance = balance.minus(amount);
      row = {
        number,
        date: e.date,
        type: "CONTAINER",
        containerNo: c.containerNo,
        sealNo: c.sealNo,
        material: c.material,
        quantityTons: new Fixed(grams, TONS),
        pricePerTon,
        containerAmount: amount,
        amountAdded: null,
        totalPaid,
        balance,
        container: c,
        payment: null,
      };
    } else {
      const p = e.payment;
      const amountAdded = money(p.amount);
      balance = balance.plus(amountAdded);
      totalPaid = totalPaid.plus(amountAdded);
      row = {
        number,
        date: e.date,
        type: p === advance ? "ADVANCE" : "AMOUNT",
        containerNo: null,
        sealNo: null,
        material: null,
        quantityTons: null,
        pricePerTon: null,
        containerAmount: null,
        amountAdded,
        totalPaid,
        balance,
        container: null,
        payment: p,
      };
    }
    if (!inDateRange(e.date, from, to)) {
      // Before `from`: not shown, but carried into the opening figures.
      openingBalance = balance;
      openingTotalPaid = totalPaid;
      continue;
    }
    rows.push(row);
    if (row.quantityTons) tonsIn += row.quantityTons.units;
    if (row.containerAmount) containersIn += row.containerAmount.units;
    if (row.amountAdded) paidIn += row.amountAdded.units;
  }

  const last = rows[rows.length - 1];
  return {
    from,
    to,
    openingBalance,
    openingTotalPaid,
    rows,
    closingBalance: last ? last.balance : openingBalance,
    closingTotalPaid: last ? last.totalPaid : openingTotalPaid,
    totals: {
      quantityTons: new Fixed(tonsIn, TONS),
      containerAmount: new Fixed(containersIn, MONEY),
      amountAdded: new Fixed(paidIn, MONEY),
    },
  };
}
