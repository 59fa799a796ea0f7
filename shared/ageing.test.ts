import { describe, expect, it } from "vitest";
import { addAgeing, ageingTotal, bucketOf, daysBetween, lotAgeing, noAgeing } from "./ageing.ts";

const asOf = "2026-06-30";

describe("lotAgeing (oldest unpaid container first)", () => {
  it("puts each unpaid container in the bucket of its age", () => {
    const ageing = lotAgeing(
      [
        { id: 1, date: "2026-06-30", cents: 100n },
        { id: 2, date: "2026-05-31", cents: 200n }, // 30 days
        { id: 3, date: "2026-05-30", cents: 300n }, // 31 days
        { id: 4, date: "2026-04-01", cents: 400n }, // 90 days
        { id: 5, date: "2026-03-31", cents: 500n }, // 91 days
      ],
      [],
      asOf,
    );
    expect(ageing).toEqual({ days0to30: 300n, days31to60: 300n, days61to90: 400n, over90: 500n });
  });

  it("lets a partial payment settle the oldest container first", () => {
    const ageing = lotAgeing(
      [
        { id: 2, date: "2026-06-20", cents: 1000n },
        { id: 1, date: "2026-01-10", cents: 1000n },
      ],
      [{ cents: 1250n }],
      asOf,
    );
    // The January container is paid in full, 250 of June's: 750 left, 10 days old.
    expect(ageing).toEqual({ ...noAgeing(), days0to30: 750n });
  });

  it("splits a container partly paid and keeps its own age", () => {
    const ageing = lotAgeing(
      [
        { id: 1, date: "2026-02-01", cents: 1001n },
        { id: 2, date: "2026-06-01", cents: 500n },
      ],
      [{ cents: 1n }, { cents: 300n }],
      asOf,
    );
    expect(ageing).toEqual({ ...noAgeing(), over90: 700n, days0to30: 500n });
  });

  it("ages nothing when payments exceed the containers (an advance or a credit)", () => {
    expect(lotAgeing([{ id: 1, date: "2026-01-01", cents: 500n }], [{ cents: 800n }], asOf)).toEqual(noAgeing());
    expect(lotAgeing([], [{ cents: 800n }], asOf)).toEqual(noAgeing());
  });

  it("leaves voided containers and payments out", () => {
    const ageing = lotAgeing(
      [
        { id: 1, date: "2026-01-01", cents: 500n, voided: true },
        { id: 2, date: "2026-05-15", cents: 500n },
      ],
      [{ cents: 400n, voided: true }, { cents: 100n }],
      asOf,
    );
    expect(ageing).toEqual({ ...noAgeing(), days31to60: 400n });
  });

  it("orders containers of one date by the order they were added", () => {
    const ageing = lotAgeing(
      [
        { id: 9, date: "2026-06-01", cents: 100n },
        { id: 3, date: "2026-06-01", cents: 100n },
      ],
      [{ cents: 50n }],
      asOf,
    );
    expect(ageingTotal(ageing)).toBe(150n);
  });

  it("is the same rule for a supplier's payables and a buyer's receivables: the buckets add up to the Due", () => {
    const containers = [
      { id: 1, date: "2026-03-01", cents: 12_345n },
      { id: 2, date: "2026-05-20", cents: 999n },
    ];
    const ageing = lotAgeing(containers, [{ cents: 10_000n }], asOf);
    expect(ageingTotal(ageing)).toBe(12_345n + 999n - 10_000n);
    expect(ageing).toEqual({ ...noAgeing(), over90: 2_345n, days31to60: 999n });
  });
});

describe("ageing helpers", () => {
  it("counts days and buckets", () => {
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysBetween("2026-07-05", asOf)).toBe(-5);
    expect([0, 30, 31, 60, 61, 90, 91, -3].map(bucketOf)).toEqual([
      "days0to30",
      "days0to30",
      "days31to60",
      "days31to60",
      "days61to90",
      "days61to90",
      "over90",
      "days0to30",
    ]);
    expect(addAgeing({ ...noAgeing(), over90: 1n }, { ...noAgeing(), over90: 2n, days0to30: 5n })).toEqual({
      ...noAgeing(),
      over90: 3n,
      days0to30: 5n,
    });
  });
});
