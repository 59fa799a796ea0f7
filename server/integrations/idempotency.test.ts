import { beforeAll, describe, expect, test } from "vitest";
import { db } from "../db.ts";
import { TestClient } from "../test/client.ts";
import { ADD_PAYMENT, addLot, createKey } from "../test/integrations.ts";

let client: TestClient;
let trader: string;
let key: string;
let lotId: string;

beforeAll(async () => {
  client = await TestClient.start();
  trader = await client.trader("supplier", "Retry Metals");
  key = (await createKey(client, trader, "READ_WRITE")).secret;
  lotId = (await addLot(client, trader, "IDEM-1")).id;
});

const postPayment = (body: unknown, idempotencyKey: string, token = key) =>
  client.fetch("/api/lots/amounts/add", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
    body: JSON.stringify(body),
    token,
  });

const paymentsOf = (amount: string) => db.payment.count({ where: { lot: { lotNumber: "IDEM-1" }, amount } });

describe("Idempotency-Key on REST writes", () => {
  test("a retried payment with the same key is stored once and answered with the first answer", async () => {
    const body = { lotNumber: "IDEM-1", amount: "101.00", date: "2026-06-01" };
    const first = await postPayment(body, "pay-101");
    const firstBody = await first.json();
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await postPayment({ date: "2026-06-01", amount: "101.00", lotNumber: "IDEM-1" }, "pay-101"); // same JSON, keys reordered
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(firstBody);
    expect(await paymentsOf("101")).toBe(1);
  });

  test("the same key with a different body is refused with 422 and writes nothing", async () => {
    await postPayment({ lotNumber: "IDEM-1", amount: "102.00" }, "pay-102");
    const other = await postPayment({ lotNumber: "IDEM-1", amount: "999.00" }, "pay-102");
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      message: "This Idempotency-Key was already used with a different request. Use a new key for a new request.",
    });
    expect(await paymentsOf("999")).toBe(0);
  });

  test("20 concurrent retries with the same key store one payment and all get the same answer", async () => {
    const body = { lotNumber: "IDEM-1", amount: "103.00", date: "2026-06-02" };
    const responses = await Promise.all(Array.from({ length: 20 }, () => postPayment(body, "pay-103")));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(new Set(bodies.map((b) => b.amount._id)).size).toBe(1);
    expect(responses.filter((response) => response.headers.get("idempotent-replayed") === "true")).toHaveLength(19);
    expect(await paymentsOf("103")).toBe(1);
  });

  test("keys are per company: another company's identical key is its own", async () => {
    const rival = await client.trader("supplier", "Rival Retry");
    await addLot(client, rival, "IDEM-1");
    const mine = await postPayment({ lotNumber: "IDEM-1", amount: "104.00" }, "shared-key");
    const theirs = await postPayment({ lotNumber: "IDEM-1", amount: "104.00" }, "shared-key", rival);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(await db.payment.count({ where: { amount: "104" } })).toBe(2);
    // A person's session and the company's key share the company's keys.
    const viaSession = await postPayment({ lotNumber: "IDEM-1", amount: "104.00" }, "shared-key", trader);
    expect(viaSession.headers.get("idempotent-replayed")).toBe("true");
  });

  test("a refused request is replayed too; an update replays without a second history entry", async () => {
    const bad = await postPayment({ lotNumber: "IDEM-1", amount: "-1" }, "bad-amount");
    const badAgain = await postPayment({ lotNumber: "IDEM-1", amount: "-1" }, "bad-amount");
    expect([bad.status, badAgain.status]).toEqual([400, 400]);
    const payment = await db.payment.findFirstOrThrow({ where: { amount: "101" } });
    const update = (amount: string) =>
      client.fetch(`/api/lots/amounts/update/${payment.id}`, {
        method: "PUT",
        headers: { "content-type": "application/json", "idempotency-key": "edit-1" },
        body: JSON.stringify({ amount }),
        token: key,
      });
    expect((await update("111.00")).status).toBe(200);
    expect((await update("111.00")).status).toBe(200);
    expect(await db.changeLog.count({ where: { paymentId: payment.id } }), "the addition and one edit").toBe(2);
  });

  test("answers older than 24 hours are forgotten: the key may be used again", async () => {
    const body = { lotNumber: "IDEM-1", amount: "105.00" };
    await postPayment(body, "old-key");
    await db.idempotentRequest.updateMany({ where: { key: "old-key" }, data: { createdAt: new Date(Date.now() - 25 * 3600 * 1000) } });
    const later = await postPayment(body, "old-key");
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await paymentsOf("105")).toBe(2);
  });

  test("a key without a caller, or a malformed key, is refused", async () => {
    const anonymous = await client.fetch("/api/contact", {
      method: "POST",
      headers: { "idempotency-key": "k1", "content-type": "application/json" },
      body: "{}",
    });
    expect(anonymous.status).toBe(400);
    expect((await anonymous.json()).message).toBe("Idempotency-Key needs an Authorization header: keys are kept per company");
    const malformed = await postPayment({ lotNumber: "IDEM-1", amount: "1" }, "x".repeat(256));
    expect(malformed.status).toBe(400);
  });
});

describe("Idempotency-Key on GraphQL mutations", () => {
  const mutate = (amount: string, idempotencyKey: string) =>
    client.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify({ query: ADD_PAYMENT, variables: { input: { lotId, amount } } }),
      token: key,
    });

  test("20 concurrent retries of addPayment store one payment; a different body is 422", async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => mutate("201.00", "gql-201")));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(new Set(bodies.map((b) => b.data.addPayment.payment.id)).size).toBe(1);
    expect(await paymentsOf("201")).toBe(1);
    expect((await mutate("202.00", "gql-201")).status).toBe(422);
  });

  test("queries ignore the header", async () => {
    const query = (name: string) =>
      client.fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "same" },
        body: JSON.stringify({ query: `{ viewer { ${name} } }` }),
        token: key,
      });
    expect((await query("name")).status).toBe(200);
    expect((await query("email")).status).toBe(200);
  });
});
