/**
 * Voids (issue 23): an add's confirmation offers an Undo for 10 s, which voids the entry (kept on
 * record, out of the balance); the lot lists its voided entries with why, who and when, and
 * Restore counts one again. Two windows editing one payment: the later save is refused with the
 * other's value shown beside its own, and applying it again lands on top. Near the sticky Totals
 * row, a void's form and a conflict's note come into view; the row being edited voided by another
 * ends the edit with a note. Every figure is read from the screen and compared to the cent.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chooseLot, companyOwner, createLot, graphql, openLotDetails, signedInPage, type LotEntry, type Session } from "./api.ts";
import { describeE2E, startHarness, type Harness } from "./harness.ts";

describeE2E("voiding and restoring entries on the lot page", () => {
  let h: Harness;
  let supplier: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    const email = "noura@voids.ae";
    supplier = await companyOwner(h, { name: "Noura Saleh", email, phone: "0501234567", password: "scrap-metal-1" }, "SUPPLIER", {
      companyName: "Void Metals LLC",
      contact: "+971 50 123 4567",
      address: "Dubai",
    });
    await graphql(
      h,
      `
        mutation ($input: AddLotInput!) {
          addLot(input: $input) {
            __typename
          }
        }
      `,
      { input: { lotNumber: "VD-1", price: "200" } },
      supplier.token,
    );
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
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent))
      .toBe("Enter Amount");
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

  it("at 1366x768, by a row just above the sticky Totals row: the void form and a conflict's note come into view above it; the row voided by another while edited ends the edit with a note", async () => {
    const entries: LotEntry[] = Array.from({ length: 30 }, (_, i) => ({
      amount: `${1000 + i}.50`,
      date: `2026-04-${String(i + 1).padStart(2, "0")}`,
    }));
    const lotId = await createLot(h, supplier.token, "VD-30", "200", entries);
    const ledger = await graphql(
      h,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Lot {
              ledger {
                rows {
                  number
                  payment {
                    id
                  }
                }
              }
            }
          }
        }
      `,
      { id: lotId },
      supplier.token,
    );
    const paymentId = (n: number) => ledger.node.ledger.rows.find((row: { number: number }) => row.number === n).payment.id as string;
    const page = await signedInPage(h, supplier, { viewport: { width: 1366, height: 768 } });
    await openLotDetails(page, "Void Metals LLC", "VD-30");
    const row = (n: number) => page.locator("tr.ledger-row", { has: page.locator("th", { hasText: new RegExp(`^${n}$`) }) });
    /**
     * Scrolls row `n` to sit just above the Totals row, which stays at the window's bottom; again until
     * it stays there, as what loads above the ledger (the balance chart) can still move it on a slow machine.
     */
    const toJustAboveTotals = (n: number) =>
      expect
        .poll(
          async () => {
            /** How far row `key`'s bottom is below the top of the Totals row's cells, after scrolling it there when `scroll`. */
            const offset = ({ key, scroll }: { key: number; scroll: boolean }) => {
              const target = Array.from(document.querySelectorAll("tr.ledger-row")).find(
                (tr) => tr.querySelector("th")?.textContent === String(key),
              )!;
              // The Totals row's cells stick to the window's bottom (the row itself stays in place).
              const below = () =>
                target.getBoundingClientRect().bottom - document.querySelector(".ledger-totals td")!.getBoundingClientRect().top;
              if (scroll) window.scrollBy({ top: below() + 2, behavior: "instant" });
              return below();
            };
            await page.evaluate(offset, { key: n, scroll: true });
            await page.waitForTimeout(200);
            return Math.round(await page.evaluate(offset, { key: n, scroll: false }));
          },
          { timeout: 10_000 },
        )
        .toBe(-2);
    const inView = (selector: string) =>
      page.evaluate((sel) => {
        const el = document.querySelector(sel)!.getBoundingClientRect();
        const stuck = (cell: string) => document.querySelector(cell)!.getBoundingClientRect();
        return {
          bottom: el.bottom,
          footTop: stuck(".ledger-totals td").top,
          top: el.top,
          headBottom: stuck(".ledger-table thead th").bottom,
        };
      }, selector);

    await toJustAboveTotals(20);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await row(20).getByRole("button", { name: "Void row 20" }).click();
    const form = await inView("form.ledger-void");
    expect(form.bottom).toBeLessThanOrEqual(form.footTop);
    expect(await page.evaluate(() => document.activeElement?.closest("form")?.getAttribute("aria-label"))).toBe("Void row 20");
    await page.getByRole("form", { name: "Void row 20" }).getByRole("button", { name: "Cancel" }).click();

    // Another's change between opening the edit and saving it.
    await toJustAboveTotals(21);
    await row(21).getByRole("button", { name: /^Edit/ }).click();
    await page.locator("tr.is-editing").getByLabel("Amount").fill("1111.11");
    await graphql(
      h,
      `
        mutation ($input: UpdatePaymentInput!) {
          updatePayment(input: $input) {
            __typename
          }
        }
      `,
      { input: { id: paymentId(21), amount: "2222.22" } },
      supplier.token,
    );
    await toJustAboveTotals(21);
    await page.locator("tr.is-editing").getByRole("button", { name: "Save" }).click();
    await page.locator(".ledger-conflict").waitFor();
    const note = await inView(".ledger-conflict");
    expect(note.bottom).toBeLessThanOrEqual(note.footTop);
    expect(note.top).toBeGreaterThanOrEqual(note.headBottom);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("ledger-conflict"))).toBe(true);
    await page.getByRole("button", { name: "Keep theirs" }).click();

    // The row being edited voided by another: the edit ends, saying what was not saved; every Edit works again.
    await row(22).getByRole("button", { name: /^Edit/ }).click();
    await page.locator("tr.is-editing").getByLabel("Amount").fill("3333.33");
    await graphql(
      h,
      `
        mutation ($input: VoidEntryInput!) {
          voidEntry(input: $input) {
            __typename
          }
        }
      `,
      { input: { id: paymentId(22), reason: "Entered twice" } },
      supplier.token,
    );
    const lost = page.locator(".ledger-lost-edit");
    await lost.waitFor();
    expect(await lost.textContent()).toContain(
      "Row 22 (payment $1,021.50) left the ledger while you were editing it: someone else voided it. Not saved: Amount 3333.33.",
    );
    expect(await page.locator("tr.is-editing").count()).toBe(0);
    expect(await page.locator('tr.ledger-row button[aria-label^="Edit"]:disabled').count()).toBe(0);
    await page.close();
  });
});
