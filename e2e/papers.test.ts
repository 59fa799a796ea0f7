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
    supplier = await companyOwner(
      h,
      { name: "Noura Saleh", email: "noura@papers.ae", phone: "0501234567", password: "scrap-metal-1" },
      "SUPPLIER",
      {
        companyName: "Papers Metals LLC",
        contact: "+971 50 123 4567",
        address: "Dubai",
      },
    );
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
    const saved = await graphql(
      h,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Lot {
              payments(first: 5) {
                nodes {
                  method
                  reference
                  chequeDueDate
                  note
                }
              }
            }
          }
        }
      `,
      { id: lotId },
      supplier.token,
    );
    expect(saved.node.payments.nodes).toEqual([
      { method: "POST_DATED_CHEQUE", reference: "CHQ 000123", chequeDueDate: "2026-04-15", note: "Emirates NBD" },
    ]);
  });
});

describeE2E("find anything and the cheques due on the lots page", () => {
  let h: Harness;
  let supplier: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    supplier = await companyOwner(
      h,
      { name: "Layla Haddad", email: "layla@finder.ae", phone: "0501234567", password: "scrap-metal-1" },
      "SUPPLIER",
      {
        companyName: "Finder Metals LLC",
        contact: "+971 50 123 4567",
        address: "Sharjah",
      },
    );
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
    const entries = Array.from({ length: 30 }, (_, i) => ({
      containerNo: `TGHU${String(1000000 + i)}`,
      sealNo: `S${i}`,
      material: "HMS",
      quantity: "1000",
      date: "2026-01-01",
    }));
    const lotId = await createLot(h, supplier.token, "FD-1", "300", entries);
    await createLot(h, supplier.token, "FD-2", "300");
    await graphql(
      h,
      `
        mutation ($input: AddContainerInput!) {
          addContainer(input: $input) {
            __typename
          }
        }
      `,
      {
        input: {
          lotId,
          containerNo: "MSKU1234565",
          sealNo: "SX",
          material: "Copper",
          quantity: "2000",
          date: "2026-02-01",
          billOfLadingNo: "MEDU7788990",
        },
      },
      supplier.token,
    );
    for (const [days, reference] of [
      [3, "CHQ-SOON"],
      [20, "CHQ-LATER"],
    ] as const) {
      await graphql(
        h,
        `
          mutation ($input: AddPaymentInput!) {
            addPayment(input: $input) {
              __typename
            }
          }
        `,
        {
          input: { lotId, amount: "500", date: "2026-02-02", method: "POST_DATED_CHEQUE", reference, chequeDueDate: inDays(days) },
        },
        supplier.token,
      );
    }
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("a bill of lading found across the lots opens its lot at its row; the cheques due are listed soonest first", async () => {
    const page = await signedInPage(h, supplier);
    await page.goto(h.url("/add-lot"));
    const cheques = page.getByRole("region", { name: "Post-dated cheques" });
    await cheques.waitFor();
    const text = await cheques.textContent();
    expect(text).toContain("Cheques due this week");
    expect(text!.indexOf("CHQ-SOON")).toBeLessThan(text!.indexOf("Later"));
    expect(text!.indexOf("Later")).toBeLessThan(text!.indexOf("CHQ-LATER"));

    const find = page.getByRole("search", { name: "Find anything" });
    await find.getByRole("searchbox").fill("medu77");
    await find.getByRole("button", { name: "Find" }).click();
    const result = page.getByRole("link", { name: "Bill of lading MEDU7788990" });
    await result.waitFor();
    await find.getByRole("searchbox").fill("nothing-like-it");
    await find.getByRole("button", { name: "Find" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Nothing found" }).count()).toBe(1);
    await find.getByRole("searchbox").fill("medu77");
    await find.getByRole("button", { name: "Find" }).click();
    await result.click();
    await page.getByRole("heading", { level: 1, name: "Lot: FD-1" }).waitFor();
    // The row found (the 31st, below the first screenful) is brought into view.
    const row = page.locator("tr.ledger-row", { hasText: "MSKU1234565" });
    await expect.poll(() => row.isVisible()).toBe(true);
    await expect
      .poll(() =>
        row.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
  });
});
