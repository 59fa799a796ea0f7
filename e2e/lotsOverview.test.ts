/**
 * The lots overview in Chromium against the real server (issue 23), where a list grows past what
 * one request may ask for (100 lots): coming back from a lot to a list of 130 loaded lots shows
 * all 130 again, scrolled where it was left; a live change keeps them all; on a phone, one tap
 * reaches Select Existing Lot below the overview's cards, and the largest figures fit their cards.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { companyOwner, createLot, graphql, signedInPage, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, startHarness, type Harness } from "./harness.ts";

const LOTS = 130;
const COMPANY = "Overview Metals FZE";

describeE2E("the lots overview past one request's worth of lots", () => {
  let h: Harness;
  let session: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "100000" } });
    session = await companyOwner(
      h,
      { name: "Omar Haddad", email: "overview@haddadmetals.ae", phone: "0501234567", password: "scrap-metal-1" },
      "SUPPLIER",
      {
        companyName: COMPANY,
        contact: "+971 50 123 4567",
        address: "Sharjah",
      },
    );
    for (let i = 1; i <= LOTS; i++) await createLot(h, session.token, `OV-${i}`, "100.00");
  });
  afterAll(async () => {
    await h?.stop();
  });

  const rowCount = (page: Page) => page.locator("tr.overview-row").count();

  it("at 1366x768: Back from a lot and a live change keep every one of 130 loaded lots", async () => {
    const page = await signedInPage(h, session, { viewport: { width: 1366, height: 768 } });
    const errors = collectPageErrors(page);
    await page.goto(h.url("/add-lot"));
    await page.locator("tr.overview-row").first().waitFor();
    // Newest first; Show more until every lot is loaded.
    for (let loaded = 20; loaded < LOTS; loaded += 20) {
      await page.getByRole("button", { name: /^Show more/ }).click();
      await page.waitForFunction((n) => document.querySelectorAll("tr.overview-row").length === n, Math.min(loaded + 20, LOTS));
    }
    await expect.poll(() => page.locator(".lots-overview .lots-count").textContent()).toBe(`${LOTS} lots; ${LOTS} shown.`);
    const last = page.getByRole("link", { name: "OV-1", exact: true });
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(2000);
    await last.click();
    await page.getByRole("heading", { level: 1, name: "Lot: OV-1" }).waitFor();

    await page.goBack();
    await page.waitForFunction((n) => document.querySelectorAll("tr.overview-row").length === n, LOTS);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect.poll(() => page.locator(".lots-overview .lots-count").textContent()).toBe(`${LOTS} lots; ${LOTS} shown.`);
    expect(await page.getByText("could not be loaded").count()).toBe(0);

    // Another member's payment on the oldest lot: the list is read again, every row kept, its figure new.
    const lotId = (
      await graphql(
        h,
        `
          {
            viewer {
              profile {
                lot(lotNumber: "OV-1") {
                  id
                }
              }
            }
          }
        `,
        {},
        session.token,
      )
    ).viewer.profile.lot.id;
    await graphql(
      h,
      `
        mutation ($input: AddPaymentInput!) {
          addPayment(input: $input) {
            __typename
          }
        }
      `,
      { input: { lotId, amount: "1234.56", date: "2026-03-01" } },
      session.token,
    );
    const oldest = page.locator("tr.overview-row", { has: page.getByRole("link", { name: "OV-1", exact: true }) });
    await expect.poll(() => oldest.locator("td").nth(4).textContent()).toBe("$1,234.56");
    expect(await rowCount(page)).toBe(LOTS);

    // The lot's own "Back to lots" returns to the same place as the browser's Back.
    await last.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await last.click();
    await page.getByRole("heading", { level: 1, name: "Lot: OV-1" }).waitFor();
    await page.getByRole("link", { name: "Back to lots" }).click();
    await page.waitForFunction((n) => document.querySelectorAll("tr.overview-row").length === n, LOTS);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("at 375x812: Go to Select Existing Lot brings its box into view with the focus", async () => {
    const page = await signedInPage(h, session, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await page.goto(h.url("/add-lot"));
    await page.locator("tr.overview-row").first().waitFor();
    await page.getByRole("button", { name: "Go to Select Existing Lot" }).tap();
    const box = page.getByRole("combobox", { name: "Select Existing Lot" });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    const rect = await box.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(rect.top).toBeGreaterThanOrEqual(0);
    expect(rect.bottom).toBeLessThanOrEqual(812);
    await page.context().close();
  });

  it("at 375x812 and 360x800 the largest figures stay inside their cards, none over another; at 1366 inside the overview", async () => {
    // A lot as large as the product keeps (a payment of 999,999,999,999.99 and a container worth as
    // much), and a second one, so that the company's totals are larger still.
    for (const lotNumber of ["OV-BIG-1", "OV-BIG-2"]) {
      await createLot(h, session.token, lotNumber, "999999.99", [
        { containerNo: "MSCU1234565", sealNo: "S-1", material: "HMS", quantity: "999999999.999", date: "2026-03-02" },
        { amount: "999999999999.99", date: "2026-03-03" },
      ]);
    }
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 360, height: 800 },
    ]) {
      const page = await signedInPage(h, session, { viewport, isMobile: true, hasTouch: true });
      await page.goto(h.url("/add-lot"));
      await page.getByRole("link", { name: "OV-BIG-2", exact: true }).waitFor();
      const cards = page.locator("tr.overview-row, tr.overview-totals");
      const problems = await cards.evaluateAll((rows) =>
        rows.flatMap((row) => {
          const cells = Array.from(row.children).filter((cell) => getComputedStyle(cell).display !== "none");
          const boxes = cells.map((cell) => cell.getBoundingClientRect());
          const card = row.getBoundingClientRect();
          const found: string[] = [];
          cells.forEach((cell, i) => {
            const label = cell.getAttribute("data-label") ?? cell.textContent;
            if (cell.scrollWidth > cell.clientWidth + 1) found.push(`${label}: ${cell.scrollWidth} px of text in ${cell.clientWidth} px`);
            if (boxes[i].right > card.right + 0.5 || boxes[i].left < card.left - 0.5) found.push(`${label}: outside its card`);
            for (let j = i + 1; j < cells.length; j++) {
              const [a, b] = [boxes[i], boxes[j]];
              if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
                found.push(`${label} over ${cells[j].getAttribute("data-label")}`);
            }
          });
          return found;
        }),
      );
      expect(problems, `at ${viewport.width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const totals = page.locator("tr.overview-totals");
      // The two payments, and the first test's 1,234.56 when it ran before.
      expect(await totals.locator('[data-label="Total Paid"]').textContent()).toMatch(/^\$(1,999,999,999,999\.98|2,000,000,001,234\.54)$/);
      await page.context().close();
    }
    // At 1366 such figures are wider than the card: the table scrolls inside it, the page does not.
    const page = await signedInPage(h, session, { viewport: { width: 1366, height: 768 } });
    await page.goto(h.url("/add-lot"));
    await page.getByRole("link", { name: "OV-BIG-2", exact: true }).waitFor();
    const layout = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      card: document.querySelector(".lots-overview")!.getBoundingClientRect().right,
      box: document.querySelector(".overview-scroll")!.getBoundingClientRect().right,
    }));
    expect(layout.page).toBeLessThanOrEqual(1366);
    expect(layout.box).toBeLessThanOrEqual(layout.card);
    await page.context().close();
  });
});
