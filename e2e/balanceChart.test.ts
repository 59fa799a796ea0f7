/**
 * The balance chart of the lot page in Chromium (issue 13): on a lot of 120 entries in random
 * order and amounts, its figures agree with the ledger table to the cent, and it fits the page at
 * 1366 and 375 px without shrinking its lettering.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { companyOwner, createLot, openLotDetails, signedInPage, type LotEntry, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, startHarness, type Harness } from "./harness.ts";

const COMPANY = "Al Noor Tyre Recycling LLC";
const LOT = "CH-2026-7";
const WIDE = { width: 1366, height: 900 };
const PHONE_375 = { width: 375, height: 812 };

/** 120 entries over 90 days from 01/02/2026, entered out of date order, from a fixed seed. */
function randomEntries(): LotEntry[] {
  let seed = 20260213;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  return Array.from({ length: 120 }, () => {
    const date = new Date(Date.UTC(2026, 1, 1 + next(90))).toISOString().slice(0, 10);
    return next(3) === 0
      ? { amount: `${1 + next(4_000_000)}.${String(next(100)).padStart(2, "0")}`, date }
      : {
          containerNo: "MSCU1234565",
          sealNo: `SL-${next(1000)}`,
          material: "Baled tyres",
          quantity: `${1000 + next(30_000)}.${next(1000)}`,
          date,
        };
  });
}

/** "Amount Left: $1,234.50" or "Due: $1,234.50" as signed cents. */
function cents(label: string): bigint {
  const m = /^(Amount Left|Due): \$([\d,]+)\.(\d{2})$/.exec(label.trim());
  if (!m) throw new Error(`not a balance: ${label}`);
  const value = BigInt(m[2].replaceAll(",", "") + m[3]);
  return m[1] === "Due" ? -value : value;
}

/** Every row of the table, page after page (the table shows 100 rows at a time), back on the first page after. */
async function tableRows(page: Page): Promise<{ number: string; date: string; balance: string }[]> {
  const rows: { number: string; date: string; balance: string }[] = [];
  const pager = page.getByRole("navigation", { name: "Pages of transactions" });
  for (;;) {
    rows.push(
      ...(await page.$$eval("table.ledger-table tbody tr.ledger-row", (trs) =>
        trs.map((r) => {
          const cells = (r as HTMLTableRowElement).cells;
          return { number: cells[0].textContent!.trim(), date: cells[1].textContent!.trim(), balance: cells[11].textContent!.trim() };
        }),
      )),
    );
    const next = pager.getByRole("button", { name: "Next" });
    if ((await pager.count()) === 0 || (await next.isDisabled())) break;
    const shown = rows.at(-1)!.number;
    await next.click();
    await page.waitForFunction(
      (n) => document.querySelector("table.ledger-table tbody tr.ledger-row th")?.textContent?.trim() === String(Number(n) + 1),
      shown,
    );
  }
  if ((await pager.count()) > 0) await pager.getByRole("button", { name: "First" }).click();
  return rows;
}

/** The chart's figures in words, term by description. */
async function chartFigures(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    await page.$$eval(".balance-chart dl > div", (items) =>
      items.map((d) => [d.querySelector("dt")!.textContent!.trim(), d.querySelector("dd")!.textContent!.trim()]),
    ),
  );
}

describeE2E("the lot page's balance chart", () => {
  let h: Harness;
  let supplier: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    const email = "khalid@alnoortyres.ae";
    supplier = await companyOwner(h, { name: "Khalid Al Noor", email, phone: "+971 6 555 0199", password: "scrap-tyres-7" }, "SUPPLIER", {
      companyName: COMPANY,
      contact: "+971 6 555 0199",
      address: "Industrial Area 12, Sharjah",
    });
    await createLot(h, supplier.token, LOT, "136.76", randomEntries());
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("says the table's opening, closing, highest and lowest balances, with the rows' dates, at 1366 px", async () => {
    const page = await signedInPage(h, supplier, { viewport: WIDE });
    const errors = collectPageErrors(page);
    await openLotDetails(page, COMPANY, LOT);
    await page.locator(".balance-chart").waitFor();
    const rows = await tableRows(page);
    expect(rows).toHaveLength(120);
    const figures = await chartFigures(page);

    expect(figures.Opening).toBe("Amount Left: $0.00");
    expect(figures.Closing).toBe(rows[119].balance);
    expect(figures.Closing).toBe((await page.locator(".lot-summary dd").first().textContent())!.trim());
    // The line starts from the opening $0.00 before the first row: it counts as a point of the line.
    const values = [0n, ...rows.map((r) => cents(r.balance))];
    const highest = values.reduce((a, b) => (b > a ? b : a));
    const lowest = values.reduce((a, b) => (b < a ? b : a));
    const first = (value: bigint) => {
      const at = values.indexOf(value);
      return at === 0
        ? `Amount Left: $0.00 on ${rows[0].date} (opening balance)`
        : `${rows[at - 1].balance} on ${rows[at - 1].date} (row ${rows[at - 1].number})`;
    };
    expect(figures.Highest).toBe(first(highest));
    expect(figures.Lowest).toBe(first(lowest));
    expect(await page.getByRole("figure", { name: `Running balance (All dates)` }).isVisible()).toBe(true);

    // The date axis runs from the first row's day to the last one's.
    const labels = await page.locator(".balance-chart svg text").allTextContents();
    expect(labels).toContain(rows[0].date);
    expect(labels).toContain(rows[119].date);
    expect(await page.locator(".balance-chart__line").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  for (const [label, viewport] of [
    ["1366 px", WIDE],
    ["375 px", PHONE_375],
  ] as const) {
    it(`fits the page at ${label}, drawn at its own size, with no serious or critical axe violation`, async () => {
      const page = await signedInPage(h, supplier, { viewport });
      await openLotDetails(page, COMPANY, LOT);
      const chart = page.locator(".balance-chart");
      await chart.waitFor();
      const box = (await chart.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // The SVG is drawn for the width it has (1 unit = 1 px), so its 12 px labels stay 12 px.
      const svg = await page.locator(".balance-chart svg[role=img]").evaluate((el) => ({
        shown: el.getBoundingClientRect().width,
        drawn: Number(el.getAttribute("width")),
        plot: (el.parentElement as HTMLElement).clientWidth,
      }));
      expect(Math.abs(svg.shown - svg.drawn)).toBeLessThanOrEqual(1);
      expect(svg.drawn).toBe(svg.plot);
      // Date labels do not run into each other.
      const dates = await page.locator(".balance-chart svg text").evaluateAll((texts) =>
        texts
          .filter((t) => /^\d{2}\/\d{2}\/\d{4}$/.test(t.textContent ?? ""))
          .map((t) => t.getBoundingClientRect())
          .map((r) => [r.left, r.right]),
      );
      expect(dates.length).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < dates.length; i++) expect(dates[i][0]).toBeGreaterThan(dates[i - 1][1]);
      const result = await new AxeBuilder({ page })
        .include(".balance-chart")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
      // It follows the window when it is resized.
      await page.setViewportSize({ width: viewport.width === 375 ? 700 : 1000, height: 900 });
      await expect
        .poll(() =>
          page
            .locator(".balance-chart svg[role=img]")
            .evaluate((el) => Number(el.getAttribute("width")) === (el.parentElement as HTMLElement).clientWidth),
        )
        .toBe(true);
    });
  }
});
