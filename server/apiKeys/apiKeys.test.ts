import { createHash } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { config } from "../config.ts";
import { db } from "../db.ts";
import { TestClient } from "../test/client.ts";
import { ADD_LOT, ADD_PAYMENT, API_KEYS, CREATE_API_KEY, REVOKE_API_KEY, addLot, createKey } from "../test/integrations.ts";
import { CREATE_BUYER_PROFILE } from "../test/operations.ts";

let client: TestClient;
let trader: string;
let rival: string;

beforeAll(async () => {
  client = await TestClient.start();
  trader = await client.trader("supplier", "Keyed Metals");
  rival = await client.trader("buyer", "Other Buyers");
});

describe("API keys", () => {
  test("a created key is shown once with its prefix, stored only as a hash, and listed without its secret", async () => {
    const { secret, apiKey } = await createKey(client, trader, "READ_ONLY", "ERP sync");
    expect(secret).toMatch(/^grt_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: "ERP sync", scope: "READ_ONLY", prefix: secret.slice(0, 12), lastUsedAt: null, revokedAt: null });
    const stored = await db.apiKey.findFirstOrThrow({ where: { name: "ERP sync" } });
    expect(stored.secretHash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(12));

    const before = await client.gql(API_KEYS, {}, trader);
    expect(JSON.stringify(before.data)).not.toContain(secret.slice(12));
    expect(before.data.viewer.profile.apiKeys[0]).toMatchObject({ name: "ERP sync", lastUsedAt: null });
    // Using the key sets "last used".
    expect((await client.rest("GET", "/api/lots/all", undefined, secret)).status).toBe(200);
    const after = await client.gql(API_KEYS, {}, trader);
    expect(after.data.viewer.profile.apiKeys[0].lastUsedAt).toEqual(expect.any(String));
    // Another company sees none of them.
    expect((await client.gql(API_KEYS, {}, rival)).data.viewer.profile.apiKeys).toEqual([]);
  });

  test("names are required and bounded", async () => {
    for (const [name, message] of [
      ["  ", "Name is required"],
      ["x".repeat(101), "Name must be at most 100 characters"],
    ]) {
      const { data } = await client.gql(CREATE_API_KEY, { input: { name, scope: "READ_WRITE" } }, trader);
      expect(data.createApiKey).toMatchObject({ __typename: "InputError", message });
    }
  });

  test("a key works on GraphQL and REST like a session of its company", async () => {
    const { secret } = await createKey(client, trader, "READ_WRITE");
    const lot = await addLot(client, secret, "K-1");
    const viewer = await client.gql(`{ viewer { name profile { companyName lot(lotNumber: "K-1") { id } } } }`, {}, secret);
    expect(viewer.data.viewer.profile).toEqual({ companyName: "Keyed Metals", lot: { id: lot.id } });
    const rest = await client.rest("POST", "/api/lots/amounts/add", { lotNumber: "K-1", amount: "10.50" }, secret);
    expect(rest.status).toBe(201);
    expect((await client.rest("GET", "/api/lots/amounts/all", undefined, secret)).body).toHaveLength(1);
    // The rival company's key cannot see this company's lot.
    const rivalKey = await createKey(client, rival, "READ_WRITE");
    expect((await client.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: lot.id }, rivalKey.secret)).data.node).toBeNull();
  });

  test("a read-only key cannot write: AccessDeniedError on GraphQL, 403 on REST, nothing stored", async () => {
    const writer = await createKey(client, trader, "READ_WRITE");
    const lot = await addLot(client, writer.secret, "K-2");
    const { secret } = await createKey(client, trader, "READ_ONLY");
    const counts = async () => [await db.lot.count(), await db.payment.count(), await db.container.count()];
    const before = await counts();

    const gqlLot = await client.gql(ADD_LOT, { input: { lotNumber: "K-3", price: "1" } }, secret);
    expect(gqlLot.data.addLot).toEqual({
      __typename: "AccessDeniedError",
      message: "This API key is read-only: it cannot change anything. Use a read-write key.",
    });
    const gqlPayment = await client.gql(ADD_PAYMENT, { input: { lotId: lot.id, amount: "5" } }, secret);
    expect(gqlPayment.data.addPayment.__typename).toBe("AccessDeniedError");
    for (const [method, path, body] of [
      ["POST", "/api/lots/add", { lotNumber: "K-3", price: 1 }],
      ["POST", "/api/lots/amounts/add", { lotNumber: "K-2", amount: 5 }],
      ["POST", "/api/lots/details/add", { lotNumber: "K-2", containerNo: "C", sealNo: "S", material: "M", quantity: 1 }],
    ] as const) {
      const res = await client.rest(method, path, body, secret);
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe("This API key is read-only: it cannot change anything. Use a read-write key.");
    }
    expect(await counts()).toEqual(before);
    // Reading is fine.
    expect((await client.rest("GET", "/api/lots/all", undefined, secret)).status).toBe(200);
  });

  test("no key, whatever its scope, manages keys or creates profiles", async () => {
    const { secret, apiKey } = await createKey(client, trader, "READ_WRITE");
    expect((await client.gql(CREATE_API_KEY, { input: { name: "escalate", scope: "READ_WRITE" } }, secret)).data.createApiKey).toEqual({
      __typename: "AccessDeniedError",
      message:
        "API keys cannot manage members, API keys or webhooks: an Owner of the company does that, signed in with their password on the website.",
    });
    expect((await client.gql(REVOKE_API_KEY, { input: { id: apiKey.id } }, secret)).data.revokeApiKey.__typename).toBe("AccessDeniedError");
    // Keys never see keys: the list is empty for them (as for any member but an Owner).
    const listed = await client.gql(API_KEYS, {}, secret);
    expect(listed.data.viewer.profile.apiKeys).toEqual([]);
    const profile = await client.gql(
      CREATE_BUYER_PROFILE,
      { input: { name: "A", companyName: "Another Co", contact: "0501234567", email: "a@b.co", address: "Dubai" } },
      secret,
    );
    expect(profile.data.createBuyerProfile).toMatchObject({ __typename: "AccessDeniedError" });
    expect(
      (
        await client.rest(
          "POST",
          "/api/buyers/add",
          { name: "A", companyName: "Another Co", contact: "0501234567", email: "a@b.co", address: "Dubai" },
          secret,
        )
      ).status,
    ).toBe(403);
  });

  test("a revoked key stops at once, on GraphQL and REST", async () => {
    const { secret, apiKey } = await createKey(client, trader, "READ_WRITE");
    expect((await client.rest("GET", "/api/lots/all", undefined, secret)).status).toBe(200);
    const revoked = await client.gql(REVOKE_API_KEY, { input: { id: apiKey.id } }, trader);
    expect(revoked.data.revokeApiKey.apiKey.revokedAt).toEqual(expect.any(String));
    const rest = await client.rest("GET", "/api/lots/all", undefined, secret);
    expect([rest.status, rest.body]).toEqual([401, { message: "Invalid or revoked API key." }]);
    const gql = await client.gql(`{ viewer { id } }`, {}, secret);
    expect([gql.status, gql.errors?.[0].message]).toEqual([401, "Invalid or revoked API key."]);
    // A forged key with the right prefix fares the same.
    expect((await client.rest("GET", "/api/lots/all", undefined, "grt_forged")).status).toBe(401);
  });

  test("each key has its own rate limit", async () => {
    const limit = config.apiKeyRateLimitMax;
    config.apiKeyRateLimitMax = 3;
    try {
      const first = await createKey(client, trader, "READ_ONLY");
      const second = await createKey(client, trader, "READ_ONLY");
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await client.rest("GET", "/api/lots/all", undefined, first.secret)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await client.gql(`{ viewer { id } }`, {}, first.secret);
      expect([limited.status, limited.errors?.[0].extensions?.code]).toEqual([429, "RATE_LIMITED"]);
      // A write with an Idempotency-Key is one request too, though the key is read before the write.
      const third = await createKey(client, trader, "READ_WRITE");
      const write = await client.fetch("/api/lots/add", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "rate-1" },
        body: JSON.stringify({ lotNumber: "RATE-1", price: 1 }),
        token: third.secret,
      });
      expect(write.status).toBe(201);
      for (let i = 0; i < 2; i++) expect((await client.rest("GET", "/api/lots/all", undefined, third.secret)).status).toBe(200);
      expect((await client.rest("GET", "/api/lots/all", undefined, third.secret)).status).toBe(429);
      // The other key and the person's session are not affected.
      expect((await client.rest("GET", "/api/lots/all", undefined, second.secret)).status).toBe(200);
      expect((await client.rest("GET", "/api/lots/all", undefined, trader)).status).toBe(200);
    } finally {
      config.apiKeyRateLimitMax = limit;
    }
  });
});
