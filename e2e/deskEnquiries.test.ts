/**
 * The desk's count of new enquiries (issue 46): a visitor's enquiry shows as "1 new" beside the
 * desk's Enquiries link for a House Staff member (made in the database, as `npm run house` does).
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { graphql, logIn, signUp, signedInPage, type Session } from "./api.ts";
import { describeE2E, startHarness, type Harness } from "./harness.ts";

describeE2E("the desk's count of new enquiries", () => {
  let h: Harness;
  let staff: Session;
  const staffUser = { name: "Mariam Khoury", email: "mariam@gulfrecycling.example", phone: "0501234567", password: "house-staff-1" };

  beforeAll(async () => {
    const first = await startHarness({ keepDataDir: true, env: { RATE_LIMIT_MAX: "1000" } });
    try {
      await signUp(first, staffUser);
    } finally {
      await first.stop();
    }
    const db = new PGlite(path.join(first.server.dataDir, "pglite"));
    try {
      await db.query(`UPDATE "User" SET "houseRole" = 'HOUSE_STAFF' WHERE "email" = $1`, [staffUser.email]);
    } finally {
      await db.close();
    }
    h = await startHarness({ dataDir: first.server.dataDir, env: { RATE_LIMIT_MAX: "1000" } });
    staff = await logIn(h, staffUser.email, staffUser.password);
    await graphql(h, `mutation($input: SendEnquiryInput!) { sendEnquiry(input: $input) { __typename } }`, { input: { name: "Hamid Qureshi", email: "hamid@example.pk", phone: "+92 300 1234567", message: "HMS 1&2, 500 t a month?" } });
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("shows the count of new enquiries beside the Enquiries link", async () => {
    const page = await signedInPage(h, staff);
    await page.goto(h.url("/desk/enquiries"));
    const count = page.getByRole("navigation", { name: "Desk" }).getByLabel("1 new");
    await count.waitFor();
    expect(await count.textContent()).toBe("1");
  });
});
