import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyOwner, createLot, openLotDetails, signedInPage } from "./api.ts";
import { describeE2E, DESKTOP, PHONE, startHarness, type Harness } from "./harness.ts";
import { publicPages } from "./publicPages.ts";

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function ready(page: Page) {
  await page.locator("h1").first().waitFor();
  await page.locator(".site-footer__company").waitFor();
  await page.waitForLoadState("networkidle");
}

describeE2E("accessibility (axe-core)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`no serious or critical violation on any public page (${label})`, async () => {
      const page = await h.newPage({ viewport, reducedMotion: "reduce" });
      const found: Record<string, string[]> = {};
      for (const p of [...publicPages, { path: "/no-such-page" }]) {
        await page.goto(h.url(p.path));
        await ready(page);
        const v = await seriousViolations(page);
        if (v.length) found[p.path] = v;
      }
      expect(found).toEqual({});
    });
  }

  it("no serious or critical violation with the phone menu and the product menu open, or after sending the form", async () => {
    const page = await h.newPage({ viewport: PHONE });
    await page.goto(h.url("/"));
    await ready(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Products" }).click();
    expect(await seriousViolations(page)).toEqual([]);

    const desktop = await h.newPage({ viewport: DESKTOP });
    await desktop.goto(h.url("/contact"));
    await ready(desktop);
    await desktop.route("**/graphql", (route) =>
      (route.request().postData() ?? "").includes("sendEnquiry") ? route.abort("connectionrefused") : route.continue(),
    );
    await desktop.getByLabel("First name").fill("A");
    await desktop.getByLabel("Last name").fill("B");
    await desktop.getByLabel("Email").fill("a@b.ae");
    await desktop.getByLabel("Phone").fill("0501234567");
    await desktop.getByLabel("Message").fill("Test");
    await desktop.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => desktop.getByRole("status").textContent()).toBe("Failed to send message. Please try again.");
    expect(await seriousViolations(desktop)).toEqual([]);
  });

  it("no serious or critical violation on a lot's page with its ledger and balance chart (desktop and phone)", async () => {
    const email = "axe@scrapco.ae";
    const session = await companyOwner(h, { name: "Sara Khan", email, phone: "+971 50 123 4567", password: "scrap-metal-9" }, "SUPPLIER", {
      companyName: "Axe Scrap Co",
      contact: "+971 50 123 4567",
      address: "Ajman",
    });
    await createLot(h, session.token, "AX-1", "136.76", [
      { amount: "1000", date: "2026-03-02" },
      { containerNo: "MSCU1234565", sealNo: "SL-1", material: "HMS 1", quantity: "12345", date: "2026-03-05" },
      { amount: "2000", date: "2026-03-20" },
    ]);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await signedInPage(h, session, { viewport, reducedMotion: "reduce" });
      await openLotDetails(page, "Axe Scrap Co", "AX-1");
      await page.locator(".balance-chart svg[role=img]").waitFor();
      await page.locator(".ledger-row").nth(2).waitFor(); // a table row on desktop, a list item on a phone
      expect(await seriousViolations(page), `${viewport.width} px`).toEqual([]);
    }
  });
});
