/**
 * Issue 47's daily digest, its setting in Chromium against the real server: an Owner finds "E-mail
 * me a daily digest" ticked on the business profile page, unticks it, is told it is saved, and after
 * a reload (and in GraphQL) it is still off; ticked again, it is on again. The house's staff find
 * the same box on the desk's Staff page.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyOwner, graphql, logIn, signUp, signedInPage, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, startHarness, type Harness } from "./harness.ts";

describeE2E("the daily digest's setting on the business profile page", () => {
  let h: Harness;
  let owner: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    owner = await companyOwner(
      h,
      { name: "Noor Saleh", email: "noor@digest.ae", phone: "0501234567", password: "scrap-metal-1" },
      "SUPPLIER",
      {
        companyName: "Noor Al Khaleej",
        contact: "0501234567",
        address: "Sharjah",
      },
    );
  });
  afterAll(async () => {
    await h?.stop();
  });

  const saved = async () =>
    (
      await graphql(
        h,
        `
          {
            viewer {
              agreementDigest
            }
          }
        `,
        {},
        owner.token,
      )
    ).viewer.agreementDigest;

  it("unticked, it stays off after a reload; ticked, it is on again", async () => {
    const page = await signedInPage(h, owner);
    const errors = collectPageErrors(page);
    await page.goto(h.url("/add-supplier"));
    await page.getByRole("heading", { name: "Daily digest" }).waitFor();
    const box = page.getByRole("checkbox", { name: "E-mail me a daily digest" });
    expect(await box.isChecked()).toBe(true);

    await box.uncheck();
    await page.getByText("Saved: no daily digest is mailed to you.").waitFor();
    expect(await saved()).toBe(false);

    await page.reload();
    await page.getByRole("heading", { name: "Daily digest" }).waitFor();
    expect(await page.getByRole("checkbox", { name: "E-mail me a daily digest" }).isChecked()).toBe(false);

    await page.getByRole("checkbox", { name: "E-mail me a daily digest" }).check();
    await page.getByText("Saved: you get the daily digest.").waitFor();
    expect(await saved()).toBe(true);
    await page.reload();
    await page.getByRole("heading", { name: "Daily digest" }).waitFor();
    expect(await page.getByRole("checkbox", { name: "E-mail me a daily digest" }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describeE2E("the daily digest's setting on the desk's Staff page", () => {
  let h: Harness;
  let staff: Session;
  const staffUser = { name: "Mariam Khoury", email: "mariam@digest.example", phone: "0501234567", password: "house-staff-1" };

  beforeAll(async () => {
    const first = await startHarness({ keepDataDir: true, env: { RATE_LIMIT_MAX: "1000" } });
    try {
      await signUp(first, staffUser);
    } finally {
      await first.stop();
    }
    // No screen makes staff here: the test sets the role in the database, as `npm run house` does.
    const db = new PGlite(path.join(first.server.dataDir, "pglite"));
    try {
      await db.query(`UPDATE "User" SET "houseRole" = 'HOUSE_STAFF' WHERE "email" = $1`, [staffUser.email]);
    } finally {
      await db.close();
    }
    h = await startHarness({ dataDir: first.server.dataDir, env: { RATE_LIMIT_MAX: "1000" } });
    staff = await logIn(h, staffUser.email, staffUser.password);
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("a staff member unticks it on the Staff page; it stays off after a reload", async () => {
    const page = await signedInPage(h, staff);
    const errors = collectPageErrors(page);
    await page.goto(h.url("/desk/staff"));
    await page.getByRole("heading", { name: "Daily digest" }).waitFor();
    expect(await page.getByText(/containers and payments the companies recorded/).isVisible()).toBe(true);
    await page.getByRole("checkbox", { name: "E-mail me a daily digest" }).uncheck();
    await page.getByText("Saved: no daily digest is mailed to you.").waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Daily digest" }).waitFor();
    expect(await page.getByRole("checkbox", { name: "E-mail me a daily digest" }).isChecked()).toBe(false);
    expect(
      (
        await graphql(
          h,
          `
            {
              viewer {
                agreementDigest
              }
            }
          `,
          {},
          staff.token,
        )
      ).viewer.agreementDigest,
    ).toBe(false);
    expect(errors).toEqual([]);
  });
});
