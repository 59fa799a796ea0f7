import { describe, expect, it } from "vitest";
import { chartGeometry, moneyTicks, niceStep, summariseBalance, type ChartLedger } from "./balanceChartModel.ts";

const rows = [
  { number: 1, date: "2026-03-02", balance: "1000.00" },
  { number: 2, date: "2026-03-05", balance: "-688.27" },
  { number: 3, date: "2026-03-20", balance: "1311.73" },
];
const ledger: ChartLedger = { from: null, to: null, openingBalance: "0.00", closingBalance: "1311.73", rows };
const desktop = { width: 1000, height: 300 };

/** The corners of a path written as M x y, then H x V y pairs. */
function corners(line: string): [number, number][] {
  const [, x0, y0] = /^M([\d.-]+) ([\d.-]+)/.exec(line)!;
  const rest = [...line.matchAll(/H([\d.-]+)V([\d.-]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as [number, number]);
  return [[Number(x0), Number(y0)], ...rest];
}

describe("summariseBalance", () => {
  it("gives the opening and closing balances and the rows of the highest and lowest, with their dates", () => {
    expect(summariseBalance(ledger)).toEqual({
      start: "2026-03-02",
      end: "2026-03-20",
      opening: "0.00",
      closing: "1311.73",
      highest: { balance: "1311.73", date: "2026-03-20", number: 3 },
      lowest: { balance: "-688.27", date: "2026-03-05", number: 2 },
    });
  });

  it("spans the filter's dates when there is one, and either end alone", () => {
    expect(summariseBalance({ ...ledger, from: "2026-03-01", to: "2026-03-31" })).toMatchObject({ start: "2026-03-01", end: "2026-03-31" });
    expect(summariseBalance({ ...ledger, from: "2026-03-01" })).toMatchObject({ start: "2026-03-01", end: "2026-03-20" });
    expect(summariseBalance({ ...ledger, to: "2026-04-30" })).toMatchObject({ start: "2026-03-02", end: "2026-04-30" });
  });

  it("counts the opening balance the line starts from, a lot's $0.00 before its first row too", () => {
    const paidFirst = [
      { number: 1, date: "2026-04-01", balance: "200000.00" },
      { number: 2, date: "2026-04-05", balance: "190000.00" },
    ];
    const expected = { balance: "0.00", date: "2026-04-01", number: null };
    expect(
      summariseBalance({ from: null, to: null, openingBalance: "0.00", closingBalance: "190000.00", rows: paidFirst })!.lowest,
    ).toEqual(expected);
    expect(
      summariseBalance({ from: null, to: "2026-04-15", openingBalance: "0.00", closingBalance: "190000.00", rows: paidFirst })!.lowest,
    ).toEqual(expected);
  });

  it("keeps the first row that reached a balance when it comes again", () => {
    const repeated = [
      ...rows,
      { number: 4, date: "2026-03-25", balance: "-688.27" },
      { number: 5, date: "2026-03-26", balance: "1311.73" },
    ];
    const summary = summariseBalance({ ...ledger, rows: repeated, closingBalance: "1311.73" })!;
    expect(summary.lowest?.number).toBe(2);
    expect(summary.highest?.number).toBe(3);
  });

  it("compares exactly, cents beyond a float's reach included", () => {
    // 2^53 + 1 cents and its neighbours: as floats, the first two are equal.
    const big = [
      { number: 1, date: "2026-01-01", balance: "90071992547409.92" },
      { number: 2, date: "2026-01-02", balance: "90071992547409.93" },
      { number: 3, date: "2026-01-03", balance: "90071992547409.91" },
    ];
    const summary = summariseBalance({
      from: "2026-01-01",
      to: null,
      openingBalance: "90071992547409.92",
      closingBalance: "90071992547409.91",
      rows: big,
    })!;
    expect(summary.highest).toEqual({ balance: "90071992547409.93", date: "2026-01-02", number: 2 });
    expect(summary.lowest).toEqual({ balance: "90071992547409.91", date: "2026-01-03", number: 3 });
  });

  it("has nothing to draw without rows and without a filter; with a filter it is the flat opening balance", () => {
    expect(summariseBalance({ ...ledger, rows: [], closingBalance: "0.00" })).toBeNull();
    expect(summariseBalance({ from: "2026-05-01", to: null, openingBalance: "250.00", closingBalance: "250.00", rows: [] })).toEqual({
      start: "2026-05-01",
      end: "2026-05-01",
      opening: "250.00",
      closing: "250.00",
      highest: null,
      lowest: null,
    });
  });

  it("under a filter, the opening balance carried in counts for the highest and lowest", () => {
    const rows = [
      { number: 1, date: "2026-05-03", balance: "-120.00" },
      { number: 2, date: "2026-05-09", balance: "40.00" },
    ];
    const summary = summariseBalance({ from: "2026-05-01", to: "2026-05-31", openingBalance: "308196.04", closingBalance: "40.00", rows })!;
    expect(summary.highest).toEqual({ balance: "308196.04", date: "2026-05-01", number: null });
    expect(summary.lowest).toEqual({ balance: "-120.00", date: "2026-05-03", number: 1 });
    // Equal to the opening later on: the opening reached it first.
    expect(
      summariseBalance({ from: "2026-05-01", to: null, openingBalance: "40.00", closingBalance: "40.00", rows: [rows[1]] })!.highest
        ?.number,
    ).toBeNull();
  });
});

describe("money axis", () => {
  it("steps by 1, 2 or 5 times a power of ten", () => {
    expect([1n, 3n, 7n, 10n, 11n, 26n, 499n, 501n, 100_001n].map(niceStep)).toEqual([1n, 5n, 10n, 10n, 20n, 50n, 500n, 1000n, 200_000n]);
  });

  it("covers the balances with round amounts, below zero included", () => {
    expect(moneyTicks(-68_827n, 131_173n, 5)).toEqual([-100_000n, -50_000n, 0n, 50_000n, 100_000n, 150_000n]);
    expect(moneyTicks(0n, 100n, 4)).toEqual([0n, 50n, 100n]);
  });

  it("gives a flat line room around it", () => {
    const ticks = moneyTicks(25_000n, 25_000n, 4);
    expect(ticks[0]).toBeLessThan(25_000n);
    expect(ticks[ticks.length - 1]).toBeGreaterThan(25_000n);
    expect(moneyTicks(0n, 0n, 4)).toEqual([-10_000n, -5_000n, 0n, 5_000n, 10_000n]);
  });
});

describe("chartGeometry", () => {
  const summary = summariseBalance(ledger)!;
  const chart = chartGeometry(ledger, summary, desktop);

  it("draws a step line: the opening balance, each row's balance from its day, the closing balance to the right edge", () => {
    const { left, right } = chart.plot;
    const c = corners(chart.line);
    expect(c).toHaveLength(5);
    expect(c[0][0]).toBe(left);
    expect(c[1][0]).toBe(left); // the first row is on the first day
    expect(c[4][0]).toBe(right);
    // 05/03 is 3 of the 18 days in.
    expect(c[2][0]).toBeCloseTo(left + ((right - left) * 3) / 18, 0);
    // Higher balances are higher up (smaller y): 1311.73 > 1000 > 0 > -688.27.
    const y = (i: number) => c[i][1];
    expect(y(3)).toBeLessThan(y(1));
    expect(y(1)).toBeLessThan(y(0));
    expect(y(0)).toBeLessThan(y(2));
    expect(chart.zeroY).toBe(y(0));
  });

  it("hatches from $0 down, the whole plot when every balance drawn is due, nothing when none is", () => {
    expect(chart.dueTop).toBe(chart.zeroY);
    const allDue: ChartLedger = { from: "2025-07-15", to: "2025-08-15", openingBalance: "-9999.45", closingBalance: "-9999.45", rows: [] };
    const dueChart = chartGeometry(allDue, summariseBalance(allDue)!, desktop);
    expect(dueChart.zeroY).toBeNull();
    expect(dueChart.dueTop).toBe(dueChart.plot.top);
    const noneDue: ChartLedger = { ...allDue, openingBalance: "9999.45", closingBalance: "9999.45" };
    expect(chartGeometry(noneDue, summariseBalance(noneDue)!, desktop).dueTop).toBeNull();
    // A flat $0.00 (its axis padded to -$100..$100): nothing due, nothing hatched.
    const flatZero: ChartLedger = { ...allDue, openingBalance: "0.00", closingBalance: "0.00" };
    const flat = chartGeometry(flatZero, summariseBalance(flatZero)!, desktop);
    expect(flat.yTicks.some((t) => t.label.startsWith("-"))).toBe(true);
    expect(flat.dueTop).toBeNull();
  });

  it("labels the axes with dd/mm/yyyy dates from the first to the last day, and with round dollar amounts", () => {
    const dates = chart.xTicks.map((t) => t.label);
    expect(dates[0]).toBe("02/03/2026");
    expect(dates[dates.length - 1]).toBe("20/03/2026");
    expect(dates.every((d) => /^\d{2}\/\d{2}\/\d{4}$/.test(d))).toBe(true);
    expect(chart.yTicks.map((t) => t.label)).toEqual(["-$1,000", "-$500", "$0", "$500", "$1,000", "$1,500"]);
    // Top to bottom is highest to lowest.
    expect(chart.yTicks[0].at).toBeGreaterThan(chart.yTicks[5].at);
  });

  it("marks the opening, closing, highest and lowest balances where the line has them", () => {
    const c = corners(chart.line);
    const at = Object.fromEntries(chart.markers.map((m) => [m.kind, [m.x, m.y]]));
    expect(at.opening).toEqual(c[0]);
    expect(at.closing).toEqual(c[4]);
    expect(at.lowest).toEqual(c[2]);
    expect(at.highest).toEqual(c[3]);
  });

  it("fits fewer date labels on a phone, never overlapping", () => {
    const phone = chartGeometry(ledger, summary, { width: 320, height: 240 });
    expect(phone.xTicks.length).toBeLessThan(chart.xTicks.length);
    const gaps = phone.xTicks.slice(1).map((t, i) => t.at - phone.xTicks[i].at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(110);
    expect(phone.plot.right).toBeLessThanOrEqual(320);
  });

  it("a single day is drawn across the whole width with one date label", () => {
    const one: ChartLedger = {
      from: null,
      to: null,
      openingBalance: "0.00",
      closingBalance: "500.00",
      rows: [{ number: 1, date: "2026-06-01", balance: "500.00" }],
    };
    const g = chartGeometry(one, summariseBalance(one)!, desktop);
    expect(g.xTicks).toEqual([{ at: (g.plot.left + g.plot.right) / 2, label: "01/06/2026" }]);
    const c = corners(g.line);
    expect(c[0][0]).toBe(g.plot.left);
    expect(c[c.length - 1][0]).toBe(g.plot.right);
  });

  it("thins a 1,000-row ledger to at most four corners per pixel column, keeping each column's highest and lowest", () => {
    const many = Array.from({ length: 1000 }, (_, i) => {
      // Swings of ±$5,000 over 100 days, ten rows a day; row 777 is the lowest of all.
      const cents = i === 776 ? -9_000_000 : Math.round(Math.sin(i / 7) * 500_000);
      const day = String(1 + (Math.floor(i / 10) % 28)).padStart(2, "0");
      const month = String(1 + Math.floor(i / 280)).padStart(2, "0");
      return { number: i + 1, date: `2026-${month}-${day}`, balance: (cents / 100).toFixed(2) };
    });
    const big: ChartLedger = { from: null, to: null, openingBalance: "0.00", closingBalance: many[999].balance, rows: many };
    const s = summariseBalance(big)!;
    expect(s.lowest).toEqual({ balance: "-90000.00", date: many[776].date, number: 777 });
    const phone = chartGeometry(big, s, { width: 320, height: 240 });
    const c = corners(phone.line);
    expect(phone.corners).toBe(c.length);
    expect(c.length).toBeLessThanOrEqual(4 * (phone.plot.right - phone.plot.left + 1) + 2);
    expect(c.length).toBeLessThan(1002);
    // The line still reaches the lowest marker and the highest one.
    const ys = c.map(([, y]) => y);
    const marker = (kind: string) => phone.markers.find((m) => m.kind === kind)!;
    expect(Math.max(...ys)).toBe(marker("lowest").y);
    expect(Math.min(...ys)).toBe(marker("highest").y);
  });
});
