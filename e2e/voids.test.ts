/**
 * Voids (issue 23): an add's confirmation offers an Undo for 10 s, which voids the entry (kept on
 * record, out of the balance); the lot lists its voided entries with why, who and when, and
 * Restore counts one again. Two windows editing one payment: the later save is refused with the
 * other's value shown beside its own, and applying it again lands on top. Every figure is read from
 * the screen and compared to the cent.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chooseLot, companyOwner, graphql, signedInPage, type Session } from "./api.ts";
import { describeE2E, startHarness, type Harness } from "./harness.ts";

describeE2E("voiding and restoring entries on the lot page", () => {
  let h: Harness;
  let supplier: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    const email = "noura@voids.ae";
    supplier = await companyOwner(h, { name: "Noura Saleh", email, phone: "0501234567", password: "scrap-metal-1" }, "SUPPLIER", { companyName: "Void Metals LLC", contact: "+971 50 123 4567", address: "Dubai" });
    await graphql(h, `mutation($input: AddLotInput!) { addLot(input: $input) { __typename } }`, { input: { lotNumber: "VD-1", price: "200" } }, supplier.token);
  });
  afterAll(async () => {
    await h?.stop();
  });

  async function openLot(): Promise<Page> {
    const page = await signedInPage(h, supplier);
    await page.goto(h.url("/add-lot"));
    await chooseLot(page, "VD-1");
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: VD-1" }).waitFor();
    return page;
  }

  const balance = (page: Page) => page.locator("dl[aria-label=Balance]").textContent();

  it("Undo after an add voids it: the balance goes back, the entry is listed as voided, and Restore counts it again", async () => {
    const page = await openLot();
    const amounts = page.getByRole("form", { name: "Advance or amount paid" });
    await amounts.getByLabel("Enter Amount").fill("1500.25");
    await amounts.getByLabel("Date").fill("02/03/2026");
    await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
    const status = amounts.getByRole("status");
    await status.getByRole("button", { name: "Undo" }).waitFor();
    expect(await status.textContent()).toContain("Added: $1,500.25 on 02/03/2026.");
    expect(await balance(page)).toContain("$1,500.25");

    await status.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => status.textContent()).toBe("Undone: $1,500.25 on 02/03/2026 is voided (listed under Voided entries).");
    // The Undo button gone, the focus is where the amount is typed again, not on the page.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent)).toBe("Enter Amount");
    expect(await balance(page)).toContain("$0.00");
    expect(await page.locator("tr.ledger-row").count()).toBe(0);
    const voided = page.getByRole("region", { name: /Voided entries/ });
    expect(await voided.textContent()).toContain("Payment $1,500.25");
    expect(await voided.textContent()).toContain("Voided by Noura Saleh");
    expect(await voided.textContent()).toContain("Undone right after it was added");

    await voided.getByRole("button", { name: /^Restore / }).click();
    await voided.waitFor({ state: "detached" });
    expect(await balance(page)).toContain("$1,500.25");
    expect(await page.locator("tr.ledger-row").count()).toBe(1);
    // Restored, the entry has the focus where it now is: its row's Edit.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Edit row 1");

    // Void from the table by keyboard: Escape leaves the focus on Void; Enter with a reason voids
    // the row and the focus goes to the row now in its place.
    await amounts.getByLabel("Enter Amount").fill("200");
    await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
    await page.getByRole("button", { name: "Void row 2" }).click();
    await page.getByRole("form", { name: "Void row 2" }).getByLabel("Reason").press("Escape");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Void row 2");
    await page.keyboard.press("Enter");
    const reason = page.getByRole("form", { name: "Void row 2" }).getByLabel("Reason");
    await reason.fill("Entered twice");
    await reason.press("Enter");
    await expect.poll(() => page.locator("tr.ledger-row").count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Edit row 1");

    // After a reload, the server says the same.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Lot: VD-1" }).waitFor();
    expect(await balance(page)).toContain("$1,500.25");
    await page.close();
  });

  it("two windows edit the same payment: the later save shows the earlier one's value beside its own, and Apply mine again lands on top; the other window follows live", async () => {
    const [first, second] = [await openLot(), await openLot()];
    const editAmount = async (page: Page, amount: string) => {
      const row = page.locator("tr.ledger-row").first();
      await row.getByRole("button", { name: /^Edit/ }).click();
      await page.locator("tr.is-editing").getByLabel("Amount").fill(amount);
    };
    // The second window opens its editor first, then the first one saves another amount.
    await editAmount(second, "1600.00");
    await editAmount(first, "1700.00");
    await first.locator("tr.is-editing").getByRole("button", { name: "Save" }).click();
    await first.locator("tr.is-editing").waitFor({ state: "detached" });
    expect(await balance(first)).toContain("$1,700.00");

    await second.locator("tr.is-editing").getByRole("button", { name: "Save" }).click();
    const notice = second.locator(".ledger-conflict");
    await notice.waitFor();
    expect(await notice.textContent()).toContain("Noura Saleh changed this entry at");
    expect(await notice.getByRole("listitem").textContent()).toBe("Amount: theirs (saved) $1,700.00, yours $1,600.00");
    expect(await second.locator("tr.is-editing").getByLabel("Amount").inputValue()).toBe("1600.00");

    await notice.getByRole("button", { name: "Apply mine again" }).click();
    await second.locator("tr.is-editing").waitFor({ state: "detached" });
    expect(await balance(second)).toContain("$1,600.00");
    // The first window follows without a reload.
    await expect.poll(() => balance(first), { timeout: 5_000 }).toContain("$1,600.00");
    await first.close();
    await second.close();
  });
});
