/**
 * The lot ledger's layout in Chromium, measured (issue 13, finding 6): at 1366 and 1280 px the
 * table fits without sideways scrolling, Rem. Balance and the Action buttons are whole and apart,
 * the page is no wider than the header, and the sticky totals hide the rows scrolled under them;
 * at 375 and 360 px the ledger is a list of rows with labelled figures, each with its Edit button,
 * and the totals are readable. axe reports no serious or critical violation either way.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chooseLot, createProfile, graphql, logIn, signedInPage, signUp, type Session } from "./api.ts";
import { describeE2E, startHarness, type Harness } from "./harness.ts";

const LOT = "L-LAYOUT";

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const inside = (inner: Box, outer: Box) => inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
const apart = (a: Box, b: Box) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describeE2E("the lot ledger's layout at desktop and phone widths", () => {
  let h: Harness;
  let session: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "10000" } });
    const email = "layout@haddadmetals.ae";
    await signUp(h, { name: "Omar Haddad", email, phone: "0501234567", password: "scrap-metal-1" });
    const first = await logIn(h, email, "scrap-metal-1");
    await createProfile(h, first.token, "SUPPLIER", { name: "Omar Haddad", companyName: "Haddad Metals FZE", contact: "+971 50 123 4567", email, address: "Sharjah" });
    session = await logIn(h, email, "scrap-metal-1");
    const token = session.token;
    const lotId = (await graphql(h, `mutation($input: AddLotInput!) { addLot(input: $input) { ... on AddLotPayload { lot { id } } } }`, { input: { lotNumber: LOT, price: "1234.56" } }, token)).addLot.lot.id;
    // Enough rows for the table's box to scroll under its totals; figures in the tens of millions.
    let edited = "";
    for (let i = 0; i < 14; i++) {
      const date = `2026-03-${String(i + 1).padStart(2, "0")}`;
      const added = await graphql(
        h,
        `mutation($input: AddContainerInput!) { addContainer(input: $input) { ... on AddContainerPayload { containerEdge { node { id } } } } }`,
        { input: { lotId, containerNo: `MSCU12345${String(i).padStart(2, "0")}`, sealNo: `SL-88442${i}-A`, material: i % 2 ? "Tyre wire" : "HMS 1 and 2 (80:20) heavy melting scrap", quantity: `${24000 + i * 37}.5`, date } },
        token,
      );
      edited ||= added.addContainer.containerEdge.node.id;
      await graphql(h, `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`, { input: { lotId, amount: `${2_500_000 + i * 1234}.75`, date } }, token);
    }
    await graphql(h, `mutation($input: UpdateContainerInput!) { updateContainer(input: $input) { __typename } }`, { input: { id: edited, sealNo: "SL-884420-B" } }, token);
  });
  afterAll(async () => {
    await h?.stop();
  });

  async function openLot(width: number, height: number): Promise<Page> {
    const page = await signedInPage(h, session, { viewport: { width, height } });
    await page.goto(h.url("/add-lot"));
    await chooseLot(page, LOT);
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: `Lot: ${LOT}` }).waitFor();
    await page.locator(".ledger-row").first().waitFor();
    return page;
  }

  for (const [width, height] of [[1366, 768], [1280, 800]] as const) {
    it(`at ${width} px: the whole table without sideways scrolling, Rem. Balance and Action whole, totals above the rows`, async () => {
      const page = await openLot(width, height);
      const layout = await page.evaluate(() => {
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        };
        const scroller = document.querySelector(".ledger-scroll")!;
        return {
          pageWidth: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          scroll: { client: scroller.clientWidth, content: scroller.scrollWidth },
          lotPage: box(document.querySelector(".lots-page")!),
          header: box(document.querySelector(".site-header .container")!),
          scroller: box(scroller),
          rows: Array.from(document.querySelectorAll("tr.ledger-row")).map((row) => ({
            balance: box((row as HTMLTableRowElement).cells[11]),
            balanceText: (row as HTMLTableRowElement).cells[11].textContent,
            buttons: Array.from(row.querySelectorAll(".ledger-actions button")).map(box),
          })),
        };
      });
      expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
      expect(layout.scroll.content).toBeLessThanOrEqual(layout.scroll.client);
      expect(layout.lotPage.right - layout.lotPage.left).toBeLessThanOrEqual(layout.header.right - layout.header.left + 0.5);
      expect(layout.rows).toHaveLength(28);
      expect(layout.rows.at(-1)!.balanceText).toMatch(/^Amount Left: \$\d{2},\d{3},\d{3}\.\d{2}$/);
      for (const row of layout.rows) {
        const across = { top: -Infinity, bottom: Infinity };
        expect(inside({ ...row.balance, ...across }, { ...layout.scroller, ...across })).toBe(true);
        expect(row.buttons.length).toBeGreaterThan(0);
        for (const button of row.buttons) {
          expect(inside({ ...button, ...across }, { ...layout.scroller, ...across })).toBe(true);
          expect(apart(button, row.balance)).toBe(true);
        }
      }

      // Rows scrolled under the sticky totals do not show through any of its cells.
      const scroller = page.locator(".ledger-scroll");
      await scroller.scrollIntoViewIfNeeded();
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight / 3 }));
      const hits = await page.evaluate(() => {
        const totals = document.querySelector("tr.ledger-totals") as HTMLTableRowElement;
        return Array.from(totals.cells).map((cell) => {
          const r = cell.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit !== null && totals.contains(hit);
        });
      });
      expect(hits).toHaveLength(13);
      expect(hits.every(Boolean)).toBe(true);
      expect(await page.locator("tr.ledger-totals").textContent()).toContain("Totals");

      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  for (const [width, height] of [[375, 812], [360, 800]] as const) {
    it(`at ${width} px: a list of rows with labelled figures and an Edit button each, totals readable`, async () => {
      const page = await openLot(width, height);
      expect(await page.locator("table.ledger-table").count()).toBe(0);
      const list = page.getByRole("list", { name: `Transactions of lot ${LOT}` });
      const cards = list.getByRole("listitem");
      expect(await cards.count()).toBe(28);
      const container = cards.first();
      expect(await container.getByRole("heading", { level: 3 }).textContent()).toBe("#1 Container");
      const labels = await container.locator("dt").allTextContents();
      expect(labels).toEqual(["Date", "Container No", "Seal No", "Material", "Qty(MT)", "Price/Ton", "Container Amount", "Total Paid", "Rem. Balance"]);
      const layout = await page.evaluate(() => {
        const inView = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.left >= 0 && r.right <= window.innerWidth && r.width > 0;
        };
        return {
          pageWidth: document.documentElement.scrollWidth,
          cards: Array.from(document.querySelectorAll("li.ledger-row")).map((card) => ({
            edit: inView(card.querySelector("button[data-row-key]")!),
            figures: Array.from(card.querySelectorAll("dd")).every(inView),
          })),
        };
      });
      expect(layout.pageWidth).toBeLessThanOrEqual(width);
      expect(layout.cards.every((card) => card.edit && card.figures)).toBe(true);
      // The entry forms' dates show whole: dd/mm/yyyy is not cut by the calendar button.
      const dates = await page.locator("form.lots-entry .date-input input").evaluateAll((inputs) =>
        inputs.map((input) => ({ value: (input as HTMLInputElement).value, clipped: input.scrollWidth > input.clientWidth })),
      );
      expect(dates.length).toBe(2);
      for (const date of dates) expect(date, date.value).toMatchObject({ clipped: false });

      const totals = page.locator(".ledger-list-view .ledger-totals");
      await totals.scrollIntoViewIfNeeded();
      expect(await totals.locator("dt").allTextContents()).toEqual(["Qty(MT)", "Container Amount", "Amount Added", "Rem. Balance"]);
      const uncovered = await totals.evaluate((el) =>
        Array.from(el.querySelectorAll("dd")).every((dd) => {
          const r = dd.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit !== null && el.contains(hit) && r.right <= window.innerWidth;
        }),
      );
      expect(uncovered).toBe(true);

      // Editing a row works in the list too: Enter saves.
      const advance = cards.nth(1);
      expect(await advance.getByRole("heading", { level: 3 }).textContent()).toBe("#2 Advance");
      await advance.getByRole("button", { name: "Edit row 2" }).click();
      await advance.getByLabel("Amount").fill("2600000");
      await advance.getByLabel("Amount").press("Enter");
      await page.waitForFunction(() => document.querySelectorAll("li.ledger-row")[1]?.textContent?.includes("$2,600,000.00"));
      await advance.getByRole("button", { name: "Edit row 2" }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Edit row 2");
      await advance.getByRole("button", { name: "Edit row 2" }).click();
      await advance.getByLabel("Amount").fill("2500000.75");
      await advance.getByLabel("Amount").press("Enter");
      await page.waitForFunction(() => document.querySelectorAll("li.ledger-row")[1]?.textContent?.includes("$2,500,000.75"));

      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
