/**
 * Issue 47's filters in Chromium: "the lots overview and the house's counterparties list can filter
 * on 'waiting for us' and 'disputed'". A supplier's lots: one it recorded on (waiting for the house),
 * one the house recorded a payment on (waiting for the supplier), one whose container the house
 * disputed, one empty; another company with nothing waiting. Each side chooses "Waiting for us" and
 * "Disputed" and sees its own rows with their counts; the choice stays in the address (a reload, a
 * link opened as it is).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { companyOwner, createLot, graphql, houseCommand, logIn, signedInPage, signUp, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, startHarness, type Harness } from "./harness.ts";

const COMPANY = "Waiting Metals FZE";
const container = (containerNo: string) => ({ containerNo, sealNo: "SL-1", material: "HMS 1", quantity: "10000", date: "2026-11-02" });

describeE2E("filtering on 'waiting for us' and 'disputed'", () => {
  let h: Harness;
  let supplier: Session;
  let staff: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "100000" } });
    supplier = await companyOwner(
      h,
      { name: "Omar Haddad", email: "waiting@metals.ae", phone: "0501234567", password: "scrap-metal-1" },
      "SUPPLIER",
      {
        companyName: COMPANY,
        contact: "+971 50 123 4567",
        address: "Sharjah",
      },
    );
    await companyOwner(h, { name: "Li Wei", email: "quiet@steel.ae", phone: "0507654321", password: "scrap-metal-1" }, "BUYER", {
      companyName: "Quiet Steel Trading",
      contact: "+971 50 765 4321",
      address: "Dubai",
    });
    const person = { name: "Sara Desk", email: "filters-staff@example.ae", phone: "0509998887", password: "scrap-metal-1" };
    await signUp(h, person);
    expect(await houseCommand(h, "add-admin", person.email)).toMatch(/admin/i);
    staff = await logIn(h, person.email, person.password);

    // WM-1: the supplier's container, waiting for the house.
    await createLot(h, supplier.token, "WM-1", "100.00", [container("MSCU1234565")]);
    // WM-2: a payment the house recorded, waiting for the supplier.
    const second = await createLot(h, supplier.token, "WM-2", "100.00");
    const paid = await graphql(
      h,
      `
        mutation ($input: AddPaymentInput!) {
          addPayment(input: $input) {
            __typename
          }
        }
      `,
      { input: { lotId: second, amount: "500.00", date: "2026-11-03" } },
      staff.token,
    );
    expect(paid.addPayment.__typename).toBe("AddPaymentPayload");
    // WM-3: the supplier's container, disputed by the house with its weighbridge's net weight: waiting for the supplier.
    const third = await createLot(h, supplier.token, "WM-3", "100.00", [container("TGHU7654321")]);
    const entries = await graphql(
      h,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Lot {
              containers(first: 5) {
                edges {
                  node {
                    id
                  }
                }
              }
            }
          }
        }
      `,
      { id: third },
      supplier.token,
    );
    const disputed = await graphql(
      h,
      `
        mutation ($input: DisputeEntryInput!) {
          disputeEntry(input: $input) {
            __typename
          }
        }
      `,
      { input: { id: entries.node.containers.edges[0].node.id, reason: "Our weighbridge ticket 5521", quantityKg: "9800" } },
      staff.token,
    );
    expect(disputed.disputeEntry.__typename).toBe("DisputeEntryPayload");
    // WM-4: nothing yet.
    await createLot(h, supplier.token, "WM-4", "100.00");
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  });

  const lotRows = (page: Page) => page.locator("tr.overview-row th.overview-lot a").allTextContents();
  const lotBadges = (page: Page, lot: string) =>
    page
      .locator("tr.overview-row", { has: page.getByRole("link", { name: lot, exact: true }) })
      .locator(".overview-agreement")
      .allTextContents();

  it("the supplier's lots overview: 'Waiting for us' and 'Disputed', with each row's counts, kept in the address", async () => {
    const page = await signedInPage(h, supplier, { viewport: { width: 1366, height: 768 } });
    const errors = collectPageErrors(page);
    await page.goto(h.url("/add-lot"));
    await page.locator("tr.overview-row").first().waitFor();
    expect((await lotRows(page)).sort()).toEqual(["WM-1", "WM-2", "WM-3", "WM-4"]);
    // Only what waits for the supplier is flagged: WM-1 waits for the house.
    expect(await lotBadges(page, "WM-1")).toEqual([]);
    expect(await lotBadges(page, "WM-2")).toEqual(["1 waiting for us"]);
    expect(await lotBadges(page, "WM-3")).toEqual(["1 waiting for us", "1 disputed"]);

    await page.getByLabel("Entries").selectOption({ label: "Waiting for us" });
    await expect.poll(async () => (await lotRows(page)).sort()).toEqual(["WM-2", "WM-3"]);
    await expect.poll(() => page.locator(".lots-overview .lots-count").textContent()).toBe("2 lots of 4 match; 2 shown.");
    expect(new URL(page.url()).searchParams.get("agreement")).toBe("waiting-for-us");

    await page.getByLabel("Entries").selectOption({ label: "Disputed" });
    await expect.poll(() => lotRows(page)).toEqual(["WM-3"]);
    expect(new URL(page.url()).searchParams.get("agreement")).toBe("disputed");

    // A reload keeps the choice: the address says it.
    await page.reload();
    await expect.poll(() => lotRows(page)).toEqual(["WM-3"]);
    expect(await page.getByLabel("Entries").inputValue()).toBe("DISPUTED");

    // Any state again: every lot, and the address without the choice.
    await page.getByLabel("Entries").selectOption({ label: "Any state" });
    await expect.poll(async () => (await lotRows(page)).length).toBe(4);
    expect(new URL(page.url()).searchParams.get("agreement")).toBeNull();
    expect(errors).toEqual([]);
  });

  it("the house's desk: 'Waiting for us' keeps the companies with entries waiting for the house; a link with ?agreement=disputed opens filtered", async () => {
    const page = await signedInPage(h, staff, { viewport: { width: 1280, height: 800 } });
    const errors = collectPageErrors(page);
    await page.goto(h.url("/desk"));
    await page.getByRole("heading", { level: 2, name: "Counterparties" }).waitFor();
    const companies = () => page.locator("tr.overview-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-company")));
    expect((await companies()).sort()).toEqual(["Quiet Steel Trading", COMPANY]);
    const row = page.locator(`tr.overview-row[data-company="${COMPANY}"]`);
    // WM-1's container waits for the house; WM-3's container is disputed (and waits for the supplier).
    expect(await row.locator(".overview-agreement").allTextContents()).toEqual(["1 waiting for us", "1 disputed"]);

    await page.getByLabel("Entries").selectOption({ label: "Waiting for us" });
    await expect.poll(companies).toEqual([COMPANY]);
    expect(await page.locator(".desk-counterparties [role=status]").textContent()).toBe("1 company");
    expect(new URL(page.url()).searchParams.get("agreement")).toBe("waiting-for-us");

    const fresh = await signedInPage(h, staff, { viewport: { width: 1280, height: 800 } });
    const freshErrors = collectPageErrors(fresh);
    await fresh.goto(h.url("/desk?agreement=disputed"));
    await fresh.getByRole("heading", { level: 2, name: "Counterparties" }).waitFor();
    await expect
      .poll(() => fresh.locator("tr.overview-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-company"))))
      .toEqual([COMPANY]);
    expect(await fresh.getByLabel("Entries").inputValue()).toBe("DISPUTED");
    expect(errors).toEqual([]);
    expect(freshErrors).toEqual([]);
  });
});
