/**
 * Both sides agree (issue 47) in Chromium, in two browsers at once: the house's staff and a supplier
 * open the same lot. The house disputes a container's weight with its weighbridge's figure; the
 * supplier sees the dispute arrive live and accepts it in one click; the house sees the row agreed and
 * confirms the rest in one step after a preview; both screens show the same agreed balance, to the cent.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { companyOwner, createLot, houseCommand, logIn, openLotDetails, signedInPage, signUp, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, startHarness, type Harness } from "./harness.ts";
import { balanceLabel } from "../shared/money.ts";

describeE2E("both sides agree, live in two browsers", () => {
  let h: Harness;
  let supplier: Session;
  let staff: Session;
  let lotId: string;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "100000" } });
    supplier = await companyOwner(
      h,
      { name: "Rashid Khan", email: "agree-supplier@example.ae", phone: "0501234567", password: "scrap-metal-1" },
      "SUPPLIER",
      {
        companyName: "Noor Al Khaleej Metals",
        contact: "+971 50 123 4567",
        address: "Sharjah",
      },
    );
    // 20 t at $100.00 = $2,000.00; $500.00 paid.
    lotId = await createLot(h, supplier.token, "NK-7", "100.00", [
      { containerNo: "MSCU1234565", sealNo: "SL-1", material: "HMS 1", quantity: "20000", date: "2026-11-01" },
      { amount: "500.00", date: "2026-11-02" },
    ]);
    const person = { name: "Sara Desk", email: "agree-staff@example.ae", phone: "0509998887", password: "scrap-metal-1" };
    await signUp(h, person);
    expect(await houseCommand(h, "add-admin", person.email)).toMatch(/admin/i);
    staff = await logIn(h, person.email, person.password);
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  });

  const figure = (page: Page, id: string) => page.getByTestId(id).textContent();

  it("the house disputes, the supplier accepts live, the house confirms the rest: the same agreed balance on both screens", async () => {
    const housePage = await signedInPage(h, staff, { viewport: { width: 1280, height: 900 } });
    const supplierPage = await signedInPage(h, supplier, { viewport: { width: 1280, height: 900 } });
    const errors = [...collectPageErrors(housePage), ...collectPageErrors(supplierPage)];
    await housePage.goto(h.url(`/lot-details?lot=${encodeURIComponent(lotId)}`));
    await housePage.getByRole("heading", { level: 1, name: "Lot: NK-7" }).waitFor();
    await supplierPage.goto(h.url("/add-lot"));
    await openLotDetails(supplierPage, "Noor Al Khaleej Metals", "NK-7");

    // Nothing agreed yet: both entries wait for the house.
    expect(await figure(housePage, "agreed-balance")).toBe(balanceLabel("0.00"));
    expect(await figure(housePage, "recorded-balance")).toBe(balanceLabel("-1500.00"));
    expect(await figure(housePage, "waiting-for-you")).toBe("2");
    expect(await figure(supplierPage, "waiting-for-other")).toBe("2");
    expect(await housePage.locator(".ledger-agreement-row").first().textContent()).toContain(
      "Recorded by Noor Al Khaleej Metals, waiting for Gulf Recycling Traders",
    );
    // What only waits for the house is counted on the supplier's screen, not repeated under its rows.
    expect(await supplierPage.locator(".ledger-agreement-row").count()).toBe(0);
    // The supplier cannot confirm its own entries.
    expect(await supplierPage.getByRole("button", { name: /^Confirm/ }).count()).toBe(0);

    // The house disputes row 1 with its weighbridge's net weight.
    await housePage.getByRole("button", { name: "Dispute row 1" }).click();
    const form = housePage.getByRole("form", { name: "Dispute row 1" });
    await form.getByLabel("Why").fill("Our weighbridge ticket 5521");
    await form.getByLabel("Your net weight (kg), optional").fill("19800");
    await form.getByRole("button", { name: "Send dispute" }).click();
    await housePage.locator('.entry-agreement[data-agreement-state="DISPUTED"]').waitFor();
    expect(await figure(housePage, "disputed")).toBe("1");

    // Live on the supplier's screen: the dispute with the house's figure, and Accept.
    const accept = supplierPage.getByRole("button", { name: "Accept their figure row 1" });
    await accept.waitFor({ timeout: 15_000 });
    expect(await supplierPage.locator('.entry-agreement[data-agreement-state="DISPUTED"]').textContent()).toContain(
      "Disputed by Gulf Recycling Traders, Sara Desk: Our weighbridge ticket 5521 (their figure: 19.800 t (19800.000 kg))",
    );
    await accept.click();
    await supplierPage.locator('.entry-agreement[data-agreement-state="DISPUTED"]').waitFor({ state: "detached" });
    // Corrected and agreed: 19.8 t at $100.00 = $1,980.00 agreed; the payment still waits.
    expect(await figure(supplierPage, "agreed-balance")).toBe(balanceLabel("-1980.00"));
    expect(await figure(supplierPage, "recorded-balance")).toBe(balanceLabel("-1480.00"));

    // Live on the house's screen: the row agreed; it confirms what waits, after a preview.
    await housePage.waitForFunction(
      () => document.querySelector('[data-testid="agreed-balance"]')?.textContent?.includes("1,980.00"),
      undefined,
      { timeout: 15_000 },
    );
    await housePage.getByRole("button", { name: "Confirm all 1 waiting" }).click();
    await housePage.getByRole("alertdialog").getByText("1 payment recorded by Noor Al Khaleej Metals will be confirmed").waitFor();
    await housePage.getByRole("alertdialog").getByRole("button", { name: "Confirm all" }).click();
    await housePage.getByText("1 entry confirmed.").waitFor();
    await housePage.waitForFunction(() => document.querySelector('[data-testid="waiting-for-you"]')?.textContent === "0");
    expect(await figure(housePage, "agreed-balance")).toBe(balanceLabel("-1480.00"));
    expect(await housePage.locator(".ledger-agreement-row").count()).toBe(0);

    // The supplier's screen follows: everything agreed, the same figure.
    await supplierPage.waitForFunction(() => document.querySelector('[data-testid="waiting-for-other"]')?.textContent === "0", undefined, {
      timeout: 15_000,
    });
    expect(await figure(supplierPage, "agreed-balance")).toBe(balanceLabel("-1480.00"));
    expect(await figure(supplierPage, "agreed-balance")).toBe(await figure(supplierPage, "recorded-balance"));
    expect(errors).toEqual([]);
  }, 120_000);
});
