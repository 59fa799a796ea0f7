/**
 * The desk's enquiries (issue 46): a visitor's enquiry shows as "1 new" beside the desk's Enquiries
 * link for a House Staff member (made in the database, as `npm run house` does); the staff member
 * takes it, answers it (the mail is read from the outbox), links it to a supplier and closes it.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyOwner, graphql, logIn, signUp, signedInPage, type Session } from "./api.ts";
import { describeE2E, startHarness, type Harness } from "./harness.ts";

describeE2E("the desk's enquiries", () => {
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
    h = await startHarness({ dataDir: first.server.dataDir, keepDataDir: true, env: { RATE_LIMIT_MAX: "1000" } });
    staff = await logIn(h, staffUser.email, staffUser.password);
    await companyOwner(
      h,
      { name: "Noor Hassan", email: "noor@noorkhaleej.example", phone: "0507654321", password: "noor-metals-1" },
      "SUPPLIER",
      {
        companyName: "Noor Al Khaleej Metals",
        contact: "+971 4 555 0101",
        address: "Al Quoz, Dubai",
      },
    );
    await graphql(
      h,
      `
        mutation ($input: SendEnquiryInput!) {
          sendEnquiry(input: $input) {
            __typename
          }
        }
      `,
      { input: { name: "Hamid Qureshi", email: "hamid@example.pk", phone: "+92 300 1234567", message: "HMS 1&2, 500 t a month?" } },
    );
  });
  afterAll(async () => {
    await h?.stop();
    if (h) fs.rmSync(h.server.dataDir, { recursive: true, force: true });
  });

  it("shows the count of new enquiries beside the Enquiries link", async () => {
    const page = await signedInPage(h, staff);
    await page.goto(h.url("/desk/enquiries"));
    const count = page.getByRole("navigation", { name: "Desk" }).getByLabel("1 new");
    await count.waitFor();
    expect(await count.textContent()).toBe("1");
  });

  it("takes, answers (the mail leaves through the outbox), links to a supplier and closes an enquiry", async () => {
    const page = await signedInPage(h, staff);
    await page.goto(h.url("/desk/enquiries"));
    await page.getByRole("link", { name: /Hamid Qureshi/ }).click();
    await page.getByRole("heading", { name: /Enquiry from Hamid Qureshi/ }).waitFor();
    expect(await page.locator(".enquiry-message").first().textContent()).toBe("HMS 1&2, 500 t a month?");

    await page.getByRole("button", { name: "Take it" }).click();
    await page.getByRole("status").filter({ hasText: "You took this enquiry." }).waitFor();
    await page.locator("dd", { hasText: staffUser.name }).waitFor();

    const answer = "We can take 500 t of HMS 1&2 a month, CFR Jebel Ali. Our offer follows.";
    await page.getByLabel("Reply to Hamid Qureshi").fill(answer);
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByRole("status").filter({ hasText: "Reply sent to hamid@example.pk." }).waitFor();
    const reply = page.locator(".enquiry-replies li");
    await reply.filter({ hasText: answer }).waitFor();
    expect(await reply.textContent()).toContain(staffUser.name);
    expect(await page.locator("h1 .enquiry-status").textContent()).toBe("Answered");
    // No enquiry is new any more: the header's count is gone.
    await expect.poll(() => page.locator(".desk__count").count()).toBe(0);
    // The mail waits in the outbox (no SMTP here), addressed to the enquirer, with the reply.
    const logged = await h.server.waitForOutput(
      /kept in the outbox \(#\d+\) for hamid@example\.pk: [^\n]+\n[\s\S]*?Our offer follows\.\n\nKind regards,\n(.+)\n/,
    );
    expect(logged[1]).toBe(staffUser.name);

    await page.getByLabel("Link to a supplier or buyer").fill("noor al");
    await page.getByRole("button", { name: "Link to Noor Al Khaleej Metals (supplier)" }).click();
    await page.getByRole("status").filter({ hasText: "Linked to Noor Al Khaleej Metals." }).waitFor();
    const linked = page.locator(".enquiry-link p").first();
    expect(await linked.textContent()).toContain("Linked to Noor Al Khaleej Metals (supplier).");
    await linked.getByRole("link", { name: "Noor Al Khaleej Metals" }).click();
    await page.waitForURL(/\/desk\/companies\/\d+$/);
    await page.getByRole("heading", { name: "Noor Al Khaleej Metals" }).waitFor();
    await page.goBack();

    await page.getByRole("button", { name: "Close" }).click();
    await page.getByRole("status").filter({ hasText: "Closed." }).waitFor();
    expect(await page.locator("h1 .enquiry-status").textContent()).toBe("Closed");

    // After a restart the outbox row and the kept reply are in the database as the screen said.
    await h.server.stop();
    const db = new PGlite(path.join(h.server.dataDir, "pglite"));
    try {
      const mails = await db.query<{ subject: string; text: string }>(
        `SELECT "subject", "text" FROM "OutgoingMail" WHERE "to" = 'hamid@example.pk'`,
      );
      expect(mails.rows).toHaveLength(1);
      expect(mails.rows[0].text).toContain(answer);
      expect(mails.rows[0].text).toContain(staffUser.name);
      const [enquiry] = (
        await db.query<{ status: string; companyName: string }>(
          `SELECT e."status"::text AS "status", p."companyName" FROM "Enquiry" e JOIN "Profile" p ON p."id" = e."profileId" WHERE e."email" = 'hamid@example.pk'`,
        )
      ).rows;
      expect(enquiry).toEqual({ status: "CLOSED", companyName: "Noor Al Khaleej Metals" });
    } finally {
      await db.close();
    }
  });
});
