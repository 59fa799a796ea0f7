/**
 * A lot's ledger as the bare baselines (bench/bare-*.ts) compute it: entries in integer minor
 * units, sorted as the product sorts them, rows with running totals, figures as the API's strings.
 * Not part of the product.
 */
import { digits, money, tons } from "./bareFormat.ts";

export interface BareEntry {
  kind: "container" | "payment";
  id: number;
  date: string;
  createdAt: Date;
  containerNo?: string;
  sealNo?: string;
  material?: string;
  grams?: bigint;
  priceCents?: bigint;
  cents?: bigint;
}

/** A container row as read with `"quantityKg"::text AS "kg", "pricePerTon"::text AS "price"`. */
export const containerEntry = (c: {
  id: number;
  date: string;
  createdAt: Date;
  containerNo: string;
  sealNo: string;
  material: string;
  kg: string;
  price: string;
}): BareEntry => ({
  kind: "container",
  id: c.id,
  date: c.date,
  createdAt: c.createdAt,
  containerNo: c.containerNo,
  sealNo: c.sealNo,
  material: c.material,
  grams: digits(c.kg, 3),
  priceCents: digits(c.price, 2),
});
/** A payment row as read with `"amount"::text AS "amount"`. */
export const paymentEntry = (p: { id: number; date: string; createdAt: Date; amount: string }): BareEntry => ({
  kind: "payment",
  id: p.id,
  date: p.date,
  createdAt: p.createdAt,
  cents: digits(p.amount, 2),
});

/** The statement of one lot's entries (no range): figures and rows with the fields the product's queries ask. */
export function bareLedger(entries: BareEntry[]) {
  let advance: BareEntry | undefined;
  for (const e of entries) {
    if (e.kind === "payment" && (!advance || (e.createdAt.getTime() - advance.createdAt.getTime() || e.id - advance.id) < 0)) advance = e;
  }
  entries.sort((a, b) =>
    a.date !== b.date
      ? a.date < b.date
        ? -1
        : 1
      : a.createdAt.getTime() - b.createdAt.getTime() || (a.kind !== b.kind ? (a.kind === "container" ? -1 : 1) : a.id - b.id),
  );
  let balance = 0n;
  let paid = 0n;
  let totalGrams = 0n;
  let totalAmount = 0n;
  const rows = entries.map((e, i) => {
    if (e.kind === "container") {
      const amount = (e.grams! * e.priceCents! + 500_000n) / 1_000_000n; // half-up, amounts are never negative
      balance -= amount;
      totalGrams += e.grams!;
      totalAmount += amount;
      return {
        number: i + 1,
        date: e.date,
        type: "CONTAINER",
        containerNo: e.containerNo,
        sealNo: e.sealNo,
        material: e.material,
        quantityTons: tons(e.grams!),
        pricePerTon: money(e.priceCents!),
        containerAmount: money(amount),
        amountAdded: null,
        totalPaid: money(paid),
        balance: money(balance),
      };
    }
    balance += e.cents!;
    paid += e.cents!;
    return {
      number: i + 1,
      date: e.date,
      type: e === advance ? "ADVANCE" : "AMOUNT",
      containerNo: null,
      sealNo: null,
      material: null,
      quantityTons: null,
      pricePerTon: null,
      containerAmount: null,
      amountAdded: money(e.cents!),
      totalPaid: money(paid),
      balance: money(balance),
    };
  });
  return {
    from: null,
    to: null,
    openingBalance: "0.00",
    openingTotalPaid: "0.00",
    closingBalance: money(balance),
    closingTotalPaid: money(paid),
    totals: { quantityTons: tons(totalGrams), containerAmount: money(totalAmount), amountAdded: money(paid) },
    rows,
  };
}
