import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { signWebhook, verifyWebhook } from "./signature.ts";

describe("webhook signatures", () => {
  const secret = "whsec_test";
  const body = JSON.stringify({ id: "evt_1", type: "payment.created" });
  const now = 1_790_000_000_000;
  const t = now / 1000;

  test("a fresh signature of the exact body verifies", () => {
    expect(verifyWebhook(secret, body, signWebhook(secret, body, t), { now })).toBe(true);
  });

  test("a changed body, another secret, a forged or missing header do not", () => {
    const header = signWebhook(secret, body, t);
    expect(verifyWebhook(secret, body.replace("1", "2"), header, { now })).toBe(false);
    expect(verifyWebhook("whsec_other", body, header, { now })).toBe(false);
    expect(verifyWebhook(secret, body, header.replace(/v1=./, "v1=0"), { now })).toBe(false);
    expect(verifyWebhook(secret, body, `t=${t},v1=abc`, { now })).toBe(false);
    expect(verifyWebhook(secret, body, null, { now })).toBe(false);
    expect(verifyWebhook(secret, body, "garbage", { now })).toBe(false);
  });

  test("a replay outside the tolerance is refused, even with a valid signature", () => {
    const old = signWebhook(secret, body, t - 301);
    expect(verifyWebhook(secret, body, old, { now })).toBe(false);
    expect(verifyWebhook(secret, body, old, { now, toleranceSeconds: 600 })).toBe(true);
    // The timestamp is signed: moving it forward breaks the signature.
    expect(verifyWebhook(secret, body, old.replace(`t=${t - 301}`, `t=${t}`), { now })).toBe(false);
  });
});

describe("the verification snippet of docs/integrators.md", () => {
  test("accepts what the server signs and refuses a tampered body", async () => {
    const readme = fs.readFileSync(path.join(import.meta.dirname, "../../docs/integrators.md"), "utf8");
    const snippet = /```js\n(import \{ createHmac[\s\S]*?)```/.exec(readme)?.[1];
    expect(snippet).toBeTruthy();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "readme-")), "verify.mjs");
    fs.writeFileSync(file, snippet!);
    const { verifyWebhook: readmeVerify } = await import(file);
    const body = '{"id":"evt_9","type":"lot.created"}';
    const header = signWebhook("whsec_readme", body, Math.floor(Date.now() / 1000));
    expect(readmeVerify("whsec_readme", body, header)).toBe(true);
    expect(readmeVerify("whsec_readme", body + " ", header)).toBe(false);
    expect(readmeVerify("whsec_readme", body, signWebhook("whsec_readme", body, Math.floor(Date.now() / 1000) - 600))).toBe(false);
  });
});
