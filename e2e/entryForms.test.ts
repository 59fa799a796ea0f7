/**
 * The lot page's entry forms when a save fails (issue 13, finding 1): the server's refusal, or a
 * request that never gets an answer, is shown next to the form with the typed values kept, and an
 * amount of 0 gets a clear message instead of being ignored. And the keyboard of an inline edit
 * (finding 8): Enter saves, Escape cancels.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chooseLot, companyOwner, graphql, signedInPage, type Session } from "./api.ts";
import { describeE2E, startHarness, type Harness } from "./harness.ts";

describeE2E("entry forms on the lot page when a save fails", () => {
  let h: Harness;
  let supplier: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    const email = "samir@gulfscrap.ae";
    supplier = await companyOwner(h, { name: "Samir Nasser", email, phone: "0501234567", password: "scrap-metal-1" }, "SUPPLIER", {
      companyName: "Gulf Scrap LLC",
      contact: "+971 50 123 4567",
      address: "Ajman, United Arab Emirates",
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
      { input: { lotNumber: "F-1", price: "100" } },
      supplier.token,
    );
  });
  afterAll(async () => {
    await h?.stop();
  });

  async function openLot(): Promise<Page> {
    const page = await signedInPage(h, supplier);
    await page.goto(h.url("/add-lot"));
    await chooseLot(page, "F-1");
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: F-1" }).waitFor();
    return page;
  }

  it("an amount of 0 is refused with a message beside the field, and nothing is sent", async () => {
    const page = await openLot();
    const amounts = page.getByRole("form", { name: "Advance or amount paid" });
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/graphql") && request.postData()?.includes("useAddPaymentMutation")) sent++;
    });
    await amounts.getByLabel("Enter Amount").fill("0");
    await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
    const input = amounts.getByLabel("Enter Amount");
    await page.waitForFunction(() => document.querySelector("[aria-invalid=true]") !== null);
    const describedBy = (await input.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      "Amount must be a number greater than 0, with at most 2 decimals",
    );
    expect(await input.inputValue()).toBe("0");
    expect(sent).toBe(0);
    expect(await page.locator("tr.ledger-row").count()).toBe(0);
  });

  it("the server's refusal of a container is shown next to the form, with the typed values kept", async () => {
    const page = await openLot();
    // The lot disappears from under the form (as if deleted elsewhere): the real server refuses it.
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON();
      if (!String(body?.query ?? "").includes("useAddContainerMutation")) return route.continue();
      body.variables.input.lotId = "TG90OjAwMDAwMDAwLTAwMDAtMDAwMC0wMDAwLTAwMDAwMDAwMDAwMA==";
      await route.continue({ postData: JSON.stringify(body) });
    });
    const details = page.getByRole("form", { name: "Container details" });
    await details.getByLabel("Container No").fill("MSCU1234566");
    await details.getByLabel("Seal No").fill("SL-1");
    await details.getByLabel("Material").fill("HMS 1");
    await details.getByLabel("Quantity (kg)").fill("12000");
    await details.getByRole("button", { name: "Add Details" }).click();
    const alert = details.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^Not saved: .+/);
    expect(await alert.textContent()).not.toContain("server could not be reached");
    expect(await details.getByLabel("Container No").inputValue()).toBe("MSCU1234566");
    expect(await details.getByLabel("Quantity (kg)").inputValue()).toBe("12000");
    expect(await page.locator("tr.ledger-row").count()).toBe(0);
  });

  it("a payment whose request gets no answer says so, keeps the amount, and saves on a retry", async () => {
    const page = await openLot();
    await page.route("**/graphql", (route) =>
      String(route.request().postDataJSON()?.query ?? "").includes("useAddPaymentMutation")
        ? route.abort("internetdisconnected")
        : route.continue(),
    );
    const amounts = page.getByRole("form", { name: "Advance or amount paid" });
    await amounts.getByLabel("Enter Amount").fill("2500");
    await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
    const alert = amounts.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("Not saved: the server could not be reached. Your entries are kept; please try again.");
    expect(await amounts.getByLabel("Enter Amount").inputValue()).toBe("2500");
    await page.unroute("**/graphql");
    await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
    await page.locator("tr.ledger-row").first().waitFor();
    expect(await amounts.getByRole("alert").count()).toBe(0);
    expect(await amounts.getByLabel("Enter Amount").inputValue()).toBe("");
  });

  it("in an inline edit, Enter saves and Escape cancels, and the focus returns to the row's Edit button", async () => {
    const page = await openLot();
    const row = page.locator("tr.ledger-row").first();
    await row.waitFor();
    await row.getByRole("button", { name: "Edit row 1" }).click();
    await row.getByLabel("Amount").fill("3000");
    await row.getByLabel("Amount").press("Enter");
    await page.waitForFunction(() => document.querySelector("tr.ledger-row")?.textContent?.includes("$3,000.00"));
    await row.getByRole("button", { name: "Edit row 1" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Edit row 1");

    await row.getByRole("button", { name: "Edit row 1" }).click();
    await row.getByLabel("Amount").fill("7");
    await row.getByLabel("Amount").press("Escape");
    await row.getByRole("button", { name: "Edit row 1" }).waitFor();
    expect(await row.getByLabel("Amount").count()).toBe(0);
    expect(await row.textContent()).toContain("$3,000.00");
    expect(await row.textContent()).not.toContain("$7.00");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Edit row 1");
  });
});
