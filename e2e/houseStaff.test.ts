/**
 * The house's staff on a company's lot (issue 46): a House Staff member (made directly in the
 * database: set `houseRole`) opens a supplier's lot screen by the lot's id, adds a payment, and the
 * supplier's open window shows it live, attributed to "Gulf Recycling Traders, <name>".
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyOwner, graphql, logIn, signUp, signedInPage, type Session } from "./api.ts";
import { describeE2E, startHarness, type Harness } from "./harness.ts";

describeE2E("the house's staff on a supplier's lot", () => {
  let h: Harness;
  let supplier: Session;
  let staff: Session;
  let lotId: string;
  const staffUser = { name: "Mariam Khoury", email: "mariam@gulfrecycling.example", phone: "0501234567", password: "house-staff-1" };

  beforeAll(async () => {
    const first = await startHarness({ keepDataDir: true, env: { RATE_LIMIT_MAX: "1000" } });
    try {
      await companyOwner(
        first,
        { name: "Rana Aziz", email: "rana@gulfscrap.ae", phone: "0501234567", password: "scrap-metal-1" },
        "SUPPLIER",
        { companyName: "Gulf Staff Scrap", contact: "+971 50 123 4567", address: "Ajman" },
      );
      await signUp(first, staffUser);
    } finally {
      await first.stop();
    }
    // No screen makes staff yet here: the test sets the role in the database, as `npm run house` does.
    const db = new PGlite(path.join(first.server.dataDir, "pglite"));
    try {
      await db.query(`UPDATE "User" SET "houseRole" = 'HOUSE_STAFF' WHERE "email" = $1`, [staffUser.email]);
    } finally {
      await db.close();
    }
    h = await startHarness({ dataDir: first.server.dataDir, env: { RATE_LIMIT_MAX: "1000" } });
    supplier = await logIn(h, "rana@gulfscrap.ae", "scrap-metal-1");
    staff = await logIn(h, staffUser.email, staffUser.password);
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
      { input: { lotNumber: "HS-1", price: "100" } },
      supplier.token,
    );
    lotId = added.addLot.lot.id;
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("staff open the lot by its id, add a payment, and the supplier's open window shows it attributed to the house and the person", async () => {
    const watcher = await signedInPage(h, supplier);
    const live = watcher.waitForResponse((response) => response.request().postData()?.includes("useCompanyChangesSubscription") === true);
    await watcher.goto(h.url(`/lot-details?lot=${encodeURIComponent(lotId)}`));
    await watcher.getByRole("heading", { level: 1, name: "Lot: HS-1" }).waitFor();
    expect((await live).status()).toBe(200);

    const desk = await signedInPage(h, staff);
    await desk.goto(h.url(`/lot-details?lot=${encodeURIComponent(lotId)}`));
    await desk.getByRole("heading", { level: 1, name: "Lot: HS-1" }).waitFor();
    // Whose lot it is: the company's name heads the screen.
    expect(await desk.locator(".eyebrow").first().textContent()).toBe("Gulf Staff Scrap");
    const amounts = desk.getByRole("form", { name: "Advance or amount paid" });
    await amounts.getByLabel("Enter Amount").fill("275.25");
    await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
    await desk.waitForFunction(() => document.querySelector("table")?.textContent?.includes("$275.25"), undefined, { timeout: 5_000 });

    await watcher.waitForFunction(() => document.querySelector("table")?.textContent?.includes("$275.25"), undefined, { timeout: 5_000 });
    await expect
      .poll(() => watcher.locator(".live-change[role=status]").textContent())
      .toContain("Gulf Recycling Traders, Mariam Khoury added payment of $275.25");
    // The staff member's own write is confirmed in their form, not announced to them as someone else's.
    expect(await desk.locator(".live-change[role=status]").textContent()).toBe("");
  });
});
