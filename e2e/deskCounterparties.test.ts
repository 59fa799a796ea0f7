/**
 * The house's desk in Chromium (issue 46): a supplier and a buyer with lots and entries made
 * through the API, a House Admin made with `npm run house -- add-admin` (through the running
 * server's admin socket); the counterparties' totals and a row's figures to the cent, search, the
 * side filter, a company's page, the ageing page's buckets, and no sideways scroll on a phone.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyOwner, createLot, graphql, houseCommand, logIn, signedInPage, signUp, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, startHarness, type Harness } from "./harness.ts";

const container = (containerNo: string, quantity: string, date: string) => ({
  containerNo,
  sealNo: "SL-1",
  material: "HMS 1",
  quantity,
  date,
});

describeE2E("the house's desk: counterparties, a company, ageing", () => {
  let h: Harness;
  let staff: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "100000" } });
    const supplier = await companyOwner(
      h,
      { name: "Omar Haddad", email: "desk-supplier@example.ae", phone: "0501234567", password: "scrap-metal-1" },
      "SUPPLIER",
      {
        companyName: "Haddad Metals FZE",
        contact: "+971 50 123 4567",
        address: "Sharjah",
      },
    );
    const buyer = await companyOwner(
      h,
      { name: "Li Wei", email: "desk-buyer@example.ae", phone: "0507654321", password: "scrap-metal-1" },
      "BUYER",
      {
        companyName: "Wei Steel Trading",
        contact: "+971 50 765 4321",
        address: "Dubai",
      },
    );
    // Supplier: 10 t at $100.00 = $1,000.00 in July, $250.00 paid: we owe $750.00, over 90 days.
    await createLot(h, supplier.token, "S-1", "100.00", [
      container("MSCU1234565", "10000", "2026-07-01"),
      { amount: "250.00", date: "2026-07-02" },
    ]);
    // Buyer: 5 t at $200.00 = $1,000.00 on 20 Nov, $400.00 paid: they owe $600.00 (0-30 days);
    // another lot with only a payment of $150.00: their credit.
    await createLot(h, buyer.token, "B-1", "200.00", [
      container("TGHU7654321", "5000", "2026-11-20"),
      { amount: "400.00", date: "2026-11-21" },
    ]);
    await createLot(h, buyer.token, "B-2", "200.00", [{ amount: "150.00", date: "2026-11-22" }]);

    const person = { name: "Sara Desk", email: "desk-staff@example.ae", phone: "0509998887", password: "scrap-metal-1" };
    await signUp(h, person);
    expect(await houseCommand(h, "add-admin", person.email)).toMatch(/admin/i);
    await graphql(
      h,
      `
        mutation ($input: SendEnquiryInput!) {
          sendEnquiry(input: $input) {
            __typename
          }
        }
      `,
      {
        input: {
          name: "Abdulrahman Al Falasi Trading Establishment",
          email: "procurement.department@alfalasi-trading-establishment.example.ae",
          phone: "+971 4 123 4567",
          message: "Please quote 2,000 t of shredded scrap (HMS 1&2 80:20), CFR Chittagong, monthly for the next twelve months.",
        },
      },
    );
    staff = await logIn(h, person.email, person.password);
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  });

  it("at 1280x800: totals, a row to the cent, search, side filter, a company, the ageing", async () => {
    const page = await signedInPage(h, staff, { viewport: { width: 1280, height: 800 } });
    const errors = collectPageErrors(page);
    await page.goto(h.url("/desk"));

    await page.getByRole("heading", { level: 2, name: "Counterparties" }).waitFor();
    expect(await page.locator('[data-total="payables"]').textContent()).toBe("$750.00");
    expect(await page.locator('[data-total="receivables"]').textContent()).toBe("$600.00");
    expect(await page.locator('[data-total="advances"]').textContent()).toBe("$0.00");
    expect(await page.locator('[data-total="credit"]').textContent()).toBe("$150.00");
    expect(await page.locator("tr.overview-row").count()).toBe(2);

    const buyerRow = page.locator('tr.overview-row[data-company="Wei Steel Trading"]');
    const cells = await buyerRow.locator("td").allTextContents();
    expect(cells[1]).toBe("Buyer");
    expect(cells.slice(2, 7)).toEqual(["2", "1", "5.000", "$1,000.00", "$550.00"]);
    expect(cells[7]).toBe("They owe: $600.00");
    expect(cells[8]).toBe("Their credit: $150.00");
    expect(cells[9]).toBe("—");
    const supplierRow = page.locator('tr.overview-row[data-company="Haddad Metals FZE"]');
    expect(await supplierRow.locator('[data-cell="due"]').textContent()).toBe("We owe: $750.00");
    expect(await supplierRow.locator("td").nth(9).textContent()).toBe("01/07/2026 ($750.00)");

    await page.getByLabel("Search").fill("haddad");
    await expect.poll(() => page.locator("tr.overview-row").count()).toBe(1);
    await page.getByLabel("Search").fill("");
    await expect.poll(() => page.locator("tr.overview-row").count()).toBe(2);
    await page.getByLabel("Side").selectOption("BUYER");
    await expect.poll(() => page.locator("tr.overview-row").count()).toBe(1);
    expect(await page.locator("tr.overview-row").getAttribute("data-company")).toBe("Wei Steel Trading");

    await page.getByRole("link", { name: "Wei Steel Trading" }).click();
    await page.getByRole("heading", { level: 2, name: "Wei Steel Trading" }).waitFor();
    expect(page.url()).toMatch(/\/desk\/companies\/\d+$/);
    const figures = page.getByRole("definition");
    expect(await figures.allTextContents()).toContain("$600.00");
    // Its lots, largest Due first, in the house's words; each opens the lot screen its members use.
    const lots = page.getByRole("region", { name: /^Lots/ });
    const lotRows = await lots
      .locator("tr.overview-row")
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector("a")?.textContent, row.querySelector('[data-label="Balance"]')?.textContent]),
      );
    expect(lotRows).toEqual([
      ["B-1", "They owe $600.00"],
      ["B-2", "Their credit $150.00"],
    ]);
    expect(await page.getByRole("link", { name: "Statement to send (PDF)" }).count()).toBe(1);
    await lots.getByRole("link", { name: "B-1" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: B-1" }).waitFor();

    await page.goto(h.url("/desk/ageing"));
    await page.getByRole("heading", { level: 2, name: "Ageing" }).waitFor();
    const payables = page.getByRole("region", { name: "Payables (we owe)" });
    const haddad = await payables.locator('tr[data-company="Haddad Metals FZE"] td').allTextContents();
    expect(haddad).toEqual(["$0.00", "$0.00", "$0.00", "$750.00", "$750.00"]);
    const receivables = page.getByRole("region", { name: "Receivables (they owe)" });
    const wei = await receivables.locator('tr[data-company="Wei Steel Trading"] td').allTextContents();
    expect(wei).toEqual(["$600.00", "$0.00", "$0.00", "$0.00", "$600.00"]);
    expect(await receivables.locator('tr[data-company="Totals"] td').allTextContents()).toEqual([
      "$600.00",
      "$0.00",
      "$0.00",
      "$0.00",
      "$600.00",
    ]);
    expect(await page.getByRole("link", { name: "Download CSV" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Statement of accounts (PDF)" }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("at 375x812: cards, no sideways scroll on any desk screen", async () => {
    const page = await signedInPage(h, staff, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const fits = async (what: string) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(375);
    for (const path of ["/desk", "/desk/ageing"]) {
      await page.goto(h.url(path));
      await page.locator("h2").first().waitFor();
      await page.locator("table").first().waitFor();
      await fits(path);
    }
    // A company's page, opened from its card.
    await page.goto(h.url("/desk"));
    await page
      .getByRole("link", { name: /Haddad Metals FZE/ })
      .first()
      .click();
    await page.getByRole("heading", { name: "Haddad Metals FZE" }).waitFor();
    await fits("a company");
    // The enquiries, one with a long name, address and message, and the staff.
    await page.goto(h.url("/desk/enquiries"));
    await page.getByRole("link", { name: /Abdulrahman Al Falasi/ }).waitFor();
    await fits("/desk/enquiries");
    await page.getByRole("link", { name: /Abdulrahman Al Falasi/ }).click();
    await page.getByRole("heading", { name: /Enquiry from Abdulrahman/ }).waitFor();
    await fits("an enquiry");
    await page.goto(h.url("/desk/staff"));
    await page.getByRole("form", { name: "Invite staff" }).waitFor();
    await fits("/desk/staff");
    await page.context().close();
  });
});
