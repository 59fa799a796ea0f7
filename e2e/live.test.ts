/**
 * Screens follow each other live (issue 21): two windows signed in as the same company, one adds a
 * payment, the other's open lot screen shows it within 2 s without a reload, while a payment being
 * edited there keeps what was typed; an API key's write reaches the screen the same way.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chooseLot, companyOwner, graphql, signedInPage, type Session } from "./api.ts";
import { describeE2E, startHarness, type Harness } from "./harness.ts";

describeE2E("live updates between two windows of one company", () => {
  let h: Harness;
  let trader: Session;
  let lotId: string;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    const email = "rana@gulfscrap.ae";
    trader = await companyOwner(h, { name: "Rana Aziz", email, phone: "0501234567", password: "scrap-metal-1" }, "SUPPLIER", {
      companyName: "Gulf Live Scrap",
      contact: "+971 50 123 4567",
      address: "Ajman",
    });
    const added = await graphql(
      h,
      `
        mutation ($input: AddLotInput!) {
          addLot(input: $input) {
            ... on AddLotPayload {
              lot {
                id
              }
            }
          }
        }
      `,
      { input: { lotNumber: "LV-1", price: "100" } },
      trader.token,
    );
    lotId = added.addLot.lot.id;
    await graphql(
      h,
      `
        mutation ($input: AddPaymentInput!) {
          addPayment(input: $input) {
            __typename
          }
        }
      `,
      { input: { lotId, amount: "1000", date: "2026-06-01" } },
      trader.token,
    );
  });
  afterAll(async () => {
    await h?.stop();
  });

  async function openLot(): Promise<Page> {
    const page = await signedInPage(h, trader);
    // The server answers a subscription's headers once it is listening: from then on no write is missed.
    // The stream opens on the lots list (it follows new lots) and the lot screen keeps it.
    const live = page.waitForResponse((response) => response.request().postData()?.includes("useCompanyChangesSubscription") === true);
    await page.goto(h.url("/add-lot"));
    await chooseLot(page, "LV-1");
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: LV-1" }).waitFor();
    expect((await live).status()).toBe(200);
    return page;
  }

  it("a payment added in one window shows in the other within 2 s, and the other's edit in progress survives", async () => {
    const [adder, watcher] = [await openLot(), await openLot()];
    let reloads = 0;
    watcher.on("framenavigated", () => reloads++);
    // The watcher is editing the first payment when the other window adds one.
    const row = watcher.locator("tr.ledger-row").first();
    await row.getByRole("button", { name: "Edit row 1" }).click();
    await row.getByLabel("Amount").fill("1234.5");

    const amounts = adder.getByRole("form", { name: "Advance or amount paid" });
    await amounts.getByLabel("Enter Amount").fill("275.25");
    const added = Date.now();
    await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
    await watcher.waitForFunction(() => document.querySelector("table")?.textContent?.includes("$275.25"), undefined, { timeout: 2_000 });
    expect(Date.now() - added).toBeLessThan(2_000);
    expect(await watcher.locator("tr.ledger-row").count()).toBe(2);
    expect(await row.getByLabel("Amount").inputValue()).toBe("1234.5");
    expect(reloads).toBe(0);
    expect(await watcher.getByRole("status").filter({ hasText: "Live updates paused" }).count()).toBe(0);
    // The same person's other window: their own write, confirmed where they made it, not announced.
    expect(await watcher.locator(".live-change[role=status]").textContent()).toBe("");
  });

  /** The GraphQL operations a window sends from now on, by name. */
  function operationsOf(page: Page): string[] {
    const names: string[] = [];
    page.on("request", (request) => {
      if (!request.url().includes("/graphql")) return;
      const name = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(request.postData() ?? "")?.[1];
      names.push(name ?? "(unnamed)");
    });
    return names;
  }

  it("the adder's own payment comes back once: its answer, no refetch of the live event; the other window refetches it", async () => {
    const [adder, watcher] = [await openLot(), await openLot()];
    const [adderSent, watcherSent] = [operationsOf(adder), operationsOf(watcher)];
    const amounts = adder.getByRole("form", { name: "Advance or amount paid" });
    await amounts.getByLabel("Enter Amount").fill("61.75");
    await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
    await adder.waitForFunction(() => document.querySelector("table")?.textContent?.includes("$61.75"), undefined, { timeout: 2_000 });
    await watcher.waitForFunction(() => document.querySelector("table")?.textContent?.includes("$61.75"), undefined, { timeout: 2_000 });
    // Both windows hear the change at the same moment; the adder's is given time to (not) refetch.
    await adder.waitForTimeout(1_500);
    expect(adderSent).toEqual(["useAddPaymentMutation"]);
    expect(watcherSent).toEqual(["LotDetailsLedgerRefetchQuery"]);
  });

  it("a write through an API key reaches an open lot screen too, announced with a way to its row, marked", async () => {
    const watcher = await openLot();
    const key = await graphql(
      h,
      `
        mutation ($input: CreateApiKeyInput!) {
          createApiKey(input: $input) {
            ... on CreateApiKeyPayload {
              secret
            }
          }
        }
      `,
      { input: { name: "Weighbridge", scope: "READ_WRITE" } },
      trader.token,
    );
    await graphql(
      h,
      `
        mutation ($input: AddPaymentInput!) {
          addPayment(input: $input) {
            __typename
          }
        }
      `,
      { input: { lotId, amount: "42.10", date: "2026-06-03" } },
      key.createApiKey.secret,
    );
    await watcher.waitForFunction(() => document.querySelector("table")?.textContent?.includes("$42.10"), undefined, { timeout: 2_000 });
    const notice = watcher.locator(".live-change[role=status]");
    expect(await notice.textContent()).toBe("Weighbridge added payment of $42.10 Go to row");
    await notice.getByRole("button", { name: "Go to row" }).click();
    // The row is marked, focused and whole between the sticky header row and the Totals row.
    const placement = await watcher.evaluate(() => {
      const row = document.querySelector<HTMLElement>("tr.ledger-row--changed")!;
      const box = row.getBoundingClientRect();
      const table = row.closest("table")!;
      return {
        text: row.textContent,
        focused: row.contains(document.activeElement),
        belowHeader: box.top >= table.tHead!.getBoundingClientRect().bottom,
        aboveTotals: box.bottom <= table.tFoot!.getBoundingClientRect().top,
      };
    });
    expect(placement).toMatchObject({ focused: true, belowHeader: true, aboveTotals: true });
    expect(placement.text).toContain("$42.10");
  });
});
