/**
 * A trade's papers on the lot screen (issue 48): a row's edit shows its papers under the row; a
 * container's own price per ton reprices its row and the balance to the cent; gross - tare that
 * disagrees with the quantity is refused with the reason and nothing changes; a payment's method,
 * post-dated cheque due date and reference are saved.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { companyOwner, createLot, graphql, openLotDetails, signedInPage, type Session } from "./api.ts";
import { describeE2E, startHarness, type Harness } from "./harness.ts";

describeE2E("a trade's papers in the lot screen's row editor", () => {
  let h: Harness;
  let supplier: Session;
  let lotId: string;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    supplier = await companyOwner(h, { name: "Noura Saleh", email: "noura@papers.ae", phone: "0501234567", password: "scrap-metal-1" }, "SUPPLIER", {
      companyName: "Papers Metals LLC", contact: "+971 50 123 4567", address: "Dubai",
    });
    lotId = await createLot(h, supplier.token, "PP-1", "250", [
      { containerNo: "MSKU1234565", sealNo: "S1", material: "HMS", quantity: "21000", date: "2026-03-01" },
      { amount: "1000", date: "2026-03-02" },
    ]);
  });
  afterAll(async () => {
    await h?.stop();
  });

  async function openLot(): Promise<Page> {
    const page = await signedInPage(h, supplier);
    await page.goto(h.url("/add-lot"));
    await openLotDetails(page, "Papers Metals LLC", "PP-1");
    return page;
  }
  const balance = (page: Page) => page.locator("dl[aria-label=Balance]").textContent();

  it("a container's papers and own price: the row and the balance repriced; weights that disagree are refused", async () => {
    const page = await openLot();
    const row = page.locator("tr.ledger-row").first();
    expect(await row.textContent()).toContain("$5,250.00");
    await row.getByRole("button", { name: "Edit row 1" }).click();
    const papers = page.getByRole("group", { name: "Container papers" });
    await papers.getByLabel("B/L No").fill("MEDU1234567");
    await papers.getByLabel("Vessel").fill("MSC Aurora");
    await papers.getByLabel("Gross (kg)").fill("24000");
    await papers.getByLabel("Tare (kg)").fill("3000");
    await papers.getByLabel("Own price per ton").fill("300.15");
    await papers.getByLabel("Own price per ton").press("Enter");
    // 21 t x 300.15 = 6,303.15; paid 1,000.
    await expect.poll(() => row.textContent()).toContain("$6,303.15");
    expect(await row.textContent()).toContain("$300.15");
    await expect.poll(() => balance(page)).toContain("$5,303.15");
    expect(await page.getByRole("group", { name: "Container papers" }).count()).toBe(0);

    // The tare alone no longer matches gross - net: refused with the reason, nothing changed.
    await row.getByRole("button", { name: "Edit row 1" }).click();
    expect(await papers.getByLabel("B/L No").inputValue()).toBe("MEDU1234567");
    await papers.getByLabel("Tare (kg)").fill("3500");
    await papers.getByLabel("Tare (kg)").press("Enter");
    const refused = page.getByRole("alertdialog", { name: "Error!" });
    await refused.waitFor();
    expect(await refused.textContent()).toContain("Gross minus tare must equal the net weight (quantity)");
    await refused.getByRole("button", { name: "OK" }).click();
    await papers.getByLabel("Tare (kg)").press("Escape");
    expect(await row.textContent()).toContain("$6,303.15");

    // The own price cleared: the lot's price again.
    await row.getByRole("button", { name: "Edit row 1" }).click();
    await papers.getByLabel("Own price per ton").fill("");
    await papers.getByLabel("Own price per ton").press("Enter");
    await expect.poll(() => row.textContent()).toContain("$5,250.00");
    await expect.poll(() => balance(page)).toContain("$4,250.00");
  });

  it("a payment's method, post-dated cheque due date and reference", async () => {
    const page = await openLot();
    const row = page.locator("tr.ledger-row").nth(1);
    await row.getByRole("button", { name: "Edit row 2" }).click();
    const papers = page.getByRole("group", { name: "Payment papers" });
    await papers.getByLabel("Method").selectOption({ label: "Post-dated cheque" });
    await papers.getByLabel("Reference").fill("CHQ 000123");
    await papers.getByLabel("Note").fill("Emirates NBD");
    await papers.getByLabel("Reference").press("Enter");
    // No due date: refused, with the field's reason.
    const refused = page.getByRole("alertdialog", { name: "Error!" });
    await refused.waitFor();
    expect(await refused.textContent()).toContain("A post-dated cheque needs its due date");
    await refused.getByRole("button", { name: "OK" }).click();
    await papers.getByRole("textbox", { name: "Cheque due" }).fill("15/04/2026");
    await papers.getByLabel("Reference").press("Enter");
    await expect.poll(() => page.getByRole("group", { name: "Payment papers" }).count()).toBe(0);
    const saved = await graphql(h, `query($id: ID!) { node(id: $id) { ... on Lot { payments(first: 5) { nodes { method reference chequeDueDate note } } } } }`, { id: lotId }, supplier.token);
    expect(saved.node.payments.nodes).toEqual([{ method: "POST_DATED_CHEQUE", reference: "CHQ 000123", chequeDueDate: "2026-04-15", note: "Emirates NBD" }]);
  });
});
