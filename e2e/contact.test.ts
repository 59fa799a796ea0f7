import { PGlite } from "@electric-sql/pglite";
import path from "node:path";
import fs from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeE2E, startHarness, waitForHydration, type Harness } from "./harness.ts";

// The server allows one enquiry per client address and minute here, so the second send in this
// file meets a real refusal (a RateLimitError from the server), not a mock.
const RATE_LIMIT_ENV = { RATE_LIMIT_MAX: "1", RATE_LIMIT_WINDOW_SECONDS: "600" };

async function fillForm(page: Page, values: { first: string; last: string; email: string; phone: string; message: string }) {
  await page.getByLabel("First name").fill(values.first);
  await page.getByLabel("Last name").fill(values.last);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Phone").fill(values.phone);
  await page.getByLabel("Message").fill(values.message);
}

const enquiry = {
  first: " Fatima",
  last: "Al Mansoori ",
  email: "fatima@example.ae",
  phone: "+971 50 123 4567",
  message: "We have 40 t of HMS 1 and 2 (80:20) in Ajman. Please quote ex-yard.",
};

describeE2E("contact form", () => {
  let h: Harness;
  let dataDir: string;
  beforeAll(async () => {
    h = await startHarness({ env: RATE_LIMIT_ENV, keepDataDir: true });
    dataDir = h.server.dataDir;
  });
  afterAll(async () => {
    await h?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("needs all five fields (browser validation) before anything is sent", async () => {
    const page = await h.newPage();
    await page.goto(h.url("/contact"));
    let sent = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/graphql") && r.postData()?.includes("sendEnquiry")) sent++;
    });
    await fillForm(page, { ...enquiry, phone: "" });
    await page.getByRole("button", { name: "Send message" }).click();
    expect(await page.getByLabel("Phone").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await page.getByLabel("Phone").fill(enquiry.phone);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send message" }).click();
    expect(await page.getByLabel("Email").evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(sent).toBe(0);
    expect(await page.getByRole("status").textContent()).toBe("");
  });

  it("sends the enquiry: Sending..., then Message sent successfully! and an empty form; the company receives it", async () => {
    const page = await h.newPage();
    await page.goto(h.url("/contact"));
    // The live form's states are what is checked here (a send before the page is live is e2e/publicSite's).
    await waitForHydration(page);
    await fillForm(page, enquiry);

    // Hold the request a moment to see the intermediate state.
    await page.route("**/graphql", async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Sending...");
    await expect.poll(() => page.getByRole("status").textContent(), { timeout: 10_000 }).toBe("Message sent successfully!");
    for (const label of ["First name", "Last name", "Email", "Phone", "Message"])
      expect(await page.getByLabel(label).inputValue()).toBe("");

    // The server mails it to sales; without SMTP the mail stays in the outbox and is logged.
    await h.server.waitForOutput(/kept in the outbox \(#\d+\) for sales@gulfrecycling\.ae: Website enquiry from Fatima Al Mansoori/);
  });

  it("shows the failure text when the server refuses (rate limit)", async () => {
    const page = await h.newPage();
    await page.goto(h.url("/contact"));
    await waitForHydration(page);
    await fillForm(page, { ...enquiry, first: "Second", message: "Another enquiry" });
    const response = page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("sendEnquiry"));
    await page.getByRole("button", { name: "Send message" }).click();
    expect(await (await response).text()).toContain("RateLimitError");
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Failed to send message. Please try again.");
    expect(await page.getByLabel("Message").inputValue()).toBe("Another enquiry");
  });

  it("shows the failure text when the server cannot be reached", async () => {
    const page = await h.newPage();
    await page.goto(h.url("/contact"));
    await waitForHydration(page);
    await fillForm(page, enquiry);
    await page.route("**/graphql", (route) =>
      (route.request().postData() ?? "").includes("sendEnquiry") ? route.abort("connectionrefused") : route.continue(),
    );
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Failed to send message. Please try again.");
  });

  it("stored exactly one enquiry, with the joined, trimmed name and an empty tour", async () => {
    await h.stop(); // the database can be opened once the server has closed it
    const db = new PGlite(path.join(dataDir, "pglite"));
    try {
      const { rows } = await db.query<{ name: string; email: string; phone: string; message: string; tour: string; receivedAt: Date }>(
        'select name, email, phone, message, tour, "receivedAt" from "Enquiry"',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: "Fatima Al Mansoori",
        email: enquiry.email,
        phone: enquiry.phone,
        message: enquiry.message,
        tour: "",
      });
      expect(Date.now() - new Date(rows[0].receivedAt).getTime()).toBeLessThan(10 * 60_000);
    } finally {
      await db.close();
    }
  });
});
