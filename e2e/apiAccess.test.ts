/**
 * The profile screen's API access section in Chromium against the real server (issue 14): a
 * supplier creates an API key (its secret shown once), an integrator uses it over REST with an
 * Idempotency-Key, the list shows when it was last used, and revoking it stops it at once; a
 * webhook endpoint added on the screen receives a signed event, listed as delivered, and Resend
 * sends the same event again.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyOwner, signedInPage, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, startHarness, type Harness } from "./harness.ts";
import { startReceiver } from "../server/test/webhookReceiver.ts";
import { SIGNATURE_HEADER, verifyWebhook } from "../server/webhooks/signature.ts";

describeE2E("API access on the business profile screen", () => {
  let h: Harness;
  let supplier: Session;

  beforeAll(async () => {
    // The receiver listens on this machine: in production that takes the documented WEBHOOK_ALLOW_PRIVATE.
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000", WEBHOOK_POLL_MS: "100", WEBHOOK_ALLOW_PRIVATE: "1" } });
    supplier = await companyOwner(
      h,
      { name: "Omar Haddad", email: "omar@keys.ae", phone: "0501234567", password: "scrap-metal-1" },
      "SUPPLIER",
      {
        companyName: "Keys Metals",
        contact: "0501234567",
        address: "Sharjah",
      },
    );
  });
  afterAll(async () => {
    await h?.stop();
  });

  const api = (path: string, key: string, init: RequestInit = {}) =>
    fetch(h.url(path), {
      ...init,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...(init.headers ?? {}) },
    });

  it("create a key, use it with an Idempotency-Key, see it used, revoke it", async () => {
    const page = await signedInPage(h, supplier);
    const errors = collectPageErrors(page);
    await page.goto(h.url("/add-supplier"));
    await page.getByRole("heading", { name: "API access" }).waitFor();
    expect(await page.getByText("No API keys yet.").isVisible()).toBe(true);

    await page.getByLabel("Key name").fill("ERP sync");
    await page.getByRole("radio", { name: /Read-write/ }).check();
    await page.getByRole("button", { name: "Create key" }).click();
    const secret = (await page.getByLabel("New API key").textContent())!;
    expect(secret).toMatch(/^grt_/);
    const row = page.getByRole("row", { name: /ERP sync/ });
    expect(await row.getByRole("cell").allTextContents()).toEqual([
      "ERP sync",
      `${secret.slice(0, 12)}…`,
      "Read-write",
      expect.any(String),
      "Never",
      "Revoke",
    ]);

    // An integrator's retried POST stores one lot.
    const post = () =>
      api("/api/lots/add", secret, {
        method: "POST",
        headers: { "idempotency-key": "lot-k1" },
        body: JSON.stringify({ lotNumber: "K-1", price: 120 }),
      });
    const [first, retry] = [await post(), await post()];
    expect([first.status, retry.status, retry.headers.get("idempotent-replayed")]).toEqual([201, 201, "true"]);
    expect((await (await api("/api/lots/all", secret)).json()).map((lot: { lotNumber: string }) => lot.lotNumber)).toEqual(["K-1"]);

    // The screen, loaded again: the secret is gone, "last used" is filled in.
    await page.reload();
    await page.getByRole("heading", { name: "API access" }).waitFor();
    expect(await page.getByLabel("New API key").count()).toBe(0);
    expect(
      await page
        .getByRole("row", { name: /ERP sync/ })
        .getByRole("cell")
        .nth(4)
        .textContent(),
    ).not.toBe("Never");

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Revoke ERP sync" }).click();
    await page.getByText(/^Revoked /).waitFor();
    const refused = await api("/api/lots/all", secret);
    expect([refused.status, await refused.json()]).toEqual([401, { message: "Invalid or revoked API key." }]);

    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a webhook endpoint receives a signed event, listed as delivered, and Resend sends it again", async () => {
    const receiver = await startReceiver();
    try {
      const page = await signedInPage(h, supplier);
      await page.goto(h.url("/add-supplier"));
      await page.getByLabel("Endpoint URL").fill(receiver.url);
      await page.getByRole("button", { name: "Add endpoint" }).click();
      const secret = (await page.getByLabel("Webhook signing secret").textContent())!;
      expect(secret).toMatch(/^whsec_/);

      const added = await api("/api/lots/add", supplier.token, { method: "POST", body: JSON.stringify({ lotNumber: "W-1", price: 99 }) });
      expect(added.status).toBe(201);
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
      const [hook] = receiver.received;
      expect(verifyWebhook(secret, hook.body, String(hook.headers[SIGNATURE_HEADER]))).toBe(true);
      expect(JSON.parse(hook.body)).toMatchObject({ type: "lot.created", data: { lot: { lotNumber: "W-1" } } });

      await page.reload();
      const delivery = page.getByRole("table", { name: "Recent deliveries" }).getByRole("row").nth(1);
      await delivery.waitFor();
      expect(await delivery.getByRole("cell").nth(2).textContent()).toMatch(/^Delivered/);
      await delivery.getByRole("button", { name: /^Resend evt_/ }).click();
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
      expect(receiver.received[1].headers["x-webhook-id"]).toBe(hook.headers["x-webhook-id"]);
      expect(receiver.received[1].body).toBe(hook.body);
    } finally {
      await receiver.close();
    }
  });
});
