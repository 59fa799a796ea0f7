import { describe, expect, it } from "vitest";
import { lotStatement, type LedgerContainer, type LedgerPayment, type LedgerRow } from "./ledger.ts";

const container = (id: number, date: string, createdAt: string, quantityKg: string, pricePerTon: string): LedgerContainer => ({
  id,
  date,
  createdAt: new Date(createdAt),
  containerNo: `CONT${id}`,
  sealNo: `SEAL${id}`,
  material: "HMS 1&2",
  quantityKg,
  pricePerTon,
});
const payment = (id: number, date: string, createdAt: string, amount: string): LedgerPayment => ({
  id,
  date,
  createdAt: new Date(createdAt),
  amount,
});

// Lot A. P1 was created first (so it is the Advance) but is dated after P2.
// Three rows share 2026-01-12; C4 and P3 share date and createdAt exactly.
const C1 = container(1, "2026-01-10", "2026-01-10T09:00:00Z", "1234.567", "333.33"); // 1.234567 t -> 411.51821811 -> 411.52
const C2 = container(2, "2026-01-12", "2026-01-12T08:00:00Z", "1005", "1.00"); // 1.005 -> 1.01 (half-up)
const C3 = container(3, "2026-01-12", "2026-01-12T07:00:00Z", "20000", "250.00"); // 5000.00
const C4 = container(4, "2026-01-25", "2026-01-25T10:00:00Z", "500.5", "100.00"); // 0.5005 t -> 50.05
const P1 = payment(10, "2026-01-20", "2026-01-05T00:00:00Z", "1000.00");
const P2 = payment(11, "2026-01-12", "2026-01-06T00:00:00Z", "200.00");
const P3 = payment(3, "2026-01-25", "2026-01-25T10:00:00Z", "5000.00");
const lotA = { containers: [C4, C2, C1, C3], payments: [P3, P1, P2] };

// Lot B, given as Prisma-like Decimal objects.
const dec = (s: string) => ({ toString: () => s });
const lotB = {
  containers: [
    { ...container(7, "2026-01-15", "2026-01-15T00:00:00Z", "0", "0"), quantityKg: dec("1000.000"), pricePerTon: dec("100.00") },
  ],
  payments: [{ ...payment(8, "2026-01-11", "2026-01-11T00:00:00Z", "0"), amount: dec("50.00") }],
};

const view = (rows: LedgerRow[]) =>
  rows.map((r) => [
    r.number,
    r.date,
    r.type,
    r.quantityTons?.toString() ?? null,
    r.containerAmount?.toFixed(2) ?? null,
    r.amountAdded?.toFixed(2) ?? null,
    r.totalPaid.toFixed(2),
    r.balance.toFixed(2),
  ]);

describe("lotStatement", () => {
  it("merges, orders and types the rows, with exact running figures", () => {
    const s = lotStatement(lotA);
    expect(view(s.rows)).toEqual([
      [1, "2026-01-10", "CONTAINER", "1.234567", "411.52", null, "0.00", "-411.52"],
      [2, "2026-01-12", "AMOUNT", null, null, "200.00", "200.00", "-211.52"],
      [3, "2026-01-12", "CONTAINER", "20", "5000.00", null, "200.00", "-5211.52"],
      [4, "2026-01-12", "CONTAINER", "1.005", "1.01", null, "200.00", "-5212.53"],
      [5, "2026-01-20", "ADVANCE", null, null, "1000.00", "1200.00", "-4212.53"],
      [6, "2026-01-25", "CONTAINER", "0.5005", "50.05", null, "1200.00", "-4262.58"],
      [7, "2026-01-25", "AMOUNT", null, null, "5000.00", "6200.00", "737.42"],
    ]);
    expect(s.from).toBeNull();
    expect(s.to).toBeNull();
    expect(s.openingBalance.toFixed(2)).toBe("0.00");
    expect(s.openingTotalPaid.toFixed(2)).toBe("0.00");
    expect(s.closingBalance.toFixed(2)).toBe("737.42");
    expect(s.closingTotalPaid.toFixed(2)).toBe("6200.00");
    expect(s.totals.quantityTons.toString()).toBe("22.740067");
    expect(s.totals.containerAmount.toFixed(2)).toBe("5462.58");
    expect(s.totals.amountAdded.toFixed(2)).toBe("6200.00");
  });

  it("fills container fields on container rows and links each row to its record", () => {
    const [first, second] = lotStatement(lotA).rows;
    expect(first).toMatchObject({ containerNo: "CONT1", sealNo: "SEAL1", material: "HMS 1&2", amountAdded: null, payment: null });
    expect(first.pricePerTon!.toFixed(2)).toBe("333.33");
    expect(first.container).toBe(C1);
    expect(second).toMatchObject({
      containerNo: null,
      sealNo: null,
      material: null,
      quantityTons: null,
      pricePerTon: null,
      containerAmount: null,
      container: null,
    });
    expect(second.payment).toBe(P2);
  });

  it("does not depend on the input order", () => {
    const reversed = lotStatement({ containers: [...lotA.containers].reverse(), payments: [...lotA.payments].reverse() });
    expect(view(reversed.rows)).toEqual(view(lotStatement(lotA).rows));
  });

  it("breaks a createdAt tie between payments by id for the Advance", () => {
    const s = lotStatement({
      containers: [],
      payments: [payment(5, "2026-01-01", "2026-01-01T00:00:00Z", "1.00"), payment(4, "2026-01-02", "2026-01-01T00:00:00Z", "2.00")],
    });
    expect(s.rows.map((r) => [r.payment!.id, r.type])).toEqual([
      [5, "AMOUNT"],
      [4, "ADVANCE"],
    ]);
  });

  it("starts a range mid-history from the opening figures", () => {
    const s = lotStatement(lotA, { from: "2026-01-12", to: "2026-01-20" });
    expect(s.from).toBe("2026-01-12");
    expect(s.to).toBe("2026-01-20");
    expect(s.openingBalance.toFixed(2)).toBe("-411.52");
    expect(s.openingTotalPaid.toFixed(2)).toBe("0.00");
    expect(view(s.rows)).toEqual([
      [2, "2026-01-12", "AMOUNT", null, null, "200.00", "200.00", "-211.52"],
      [3, "2026-01-12", "CONTAINER", "20", "5000.00", null, "200.00", "-5211.52"],
      [4, "2026-01-12", "CONTAINER", "1.005", "1.01", null, "200.00", "-5212.53"],
      [5, "2026-01-20", "ADVANCE", null, null, "1000.00", "1200.00", "-4212.53"],
    ]);
    expect(s.closingBalance.toFixed(2)).toBe("-4212.53");
    expect(s.closingTotalPaid.toFixed(2)).toBe("1200.00");
    expect(s.totals.quantityTons.toString()).toBe("21.005");
    expect(s.totals.containerAmount.toFixed(2)).toBe("5001.01");
    expect(s.totals.amountAdded.toFixed(2)).toBe("1200.00");
  });

  it("never contradicts the full statement", () => {
    const full = lotStatement(lotA).rows;
    const s = lotStatement(lotA, { from: "2026-01-13" });
    expect(s.openingBalance.toFixed(2)).toBe("-5212.53");
    expect(s.openingTotalPaid.toFixed(2)).toBe("200.00");
    expect(s.rows.map((r) => [r.type, r.totalPaid.toFixed(2), r.balance.toFixed(2)])).toEqual(
      full.slice(4).map((r) => [r.type, r.totalPaid.toFixed(2), r.balance.toFixed(2)]),
    );
    // Rows keep the numbers they have in the unfiltered ledger.
    expect(s.rows.map((r) => r.number)).toEqual(full.slice(4).map((r) => r.number));
    expect(s.rows.map((r) => r.number)).toEqual([5, 6, 7]);
    expect(s.closingBalance.toFixed(2)).toBe("737.42");
    expect(s.closingTotalPaid.toFixed(2)).toBe("6200.00");
  });

  it("includes the whole end day", () => {
    const s = lotStatement(lotA, { to: "2026-01-12" });
    expect(s.rows).toHaveLength(4);
    expect(s.rows.at(-1)!.container).toBe(C2);
    expect(s.closingBalance.toFixed(2)).toBe("-5212.53");
    expect(s.closingTotalPaid.toFixed(2)).toBe("200.00");
  });

  it("handles a single-day range and ranges with no rows", () => {
    const day = lotStatement(lotA, { from: "2026-01-25", to: "2026-01-25" });
    expect(view(day.rows).map((r) => r[2])).toEqual(["CONTAINER", "AMOUNT"]);
    expect(day.openingBalance.toFixed(2)).toBe("-4212.53");

    const after = lotStatement(lotA, { from: "2026-02-01" });
    expect(after.rows).toEqual([]);
    expect(after.openingBalance.toFixed(2)).toBe("737.42");
    expect(after.closingBalance.toFixed(2)).toBe("737.42");
    expect(after.closingTotalPaid.toFixed(2)).toBe("6200.00");
    expect(after.totals.containerAmount.toFixed(2)).toBe("0.00");

    const before = lotStatement(lotA, { from: null, to: "2026-01-01" });
    expect(before.rows).toEqual([]);
    expect(before.closingBalance.toFixed(2)).toBe("0.00");

    const gap = lotStatement(lotA, { from: "2026-01-21", to: "2026-01-24" });
    expect(gap.rows).toEqual([]);
    expect(gap.openingBalance.toFixed(2)).toBe("-4212.53");
    expect(gap.closingBalance.toFixed(2)).toBe("-4212.53");
  });

  it("gives zeros for an empty lot", () => {
    const s = lotStatement({ containers: [], payments: [] }, { from: "2026-01-01", to: "2026-12-31" });
    expect(s.rows).toEqual([]);
    for (const d of [
      s.openingBalance,
      s.openingTotalPaid,
      s.closingBalance,
      s.closingTotalPaid,
      s.totals.quantityTons,
      s.totals.containerAmount,
      s.totals.amountAdded,
    ]) {
      expect(d.toFixed(2)).toBe("0.00");
    }
  });

  it("accepts Prisma-like Decimal objects", () => {
    const s = lotStatement(lotB);
    expect(view(s.rows)).toEqual([
      [1, "2026-01-11", "ADVANCE", null, null, "50.00", "50.00", "50.00"],
      [2, "2026-01-15", "CONTAINER", "1", "100.00", null, "50.00", "-50.00"],
    ]);
  });
});
