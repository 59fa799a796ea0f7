import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { config } from "../config.ts";
import { db } from "../db.ts";
import { TestClient } from "../test/client.ts";
import { ALL_KINDS, CREATE_WEBHOOK, RESEND_DELIVERY, WEBHOOK_DELIVERIES, addLot, createKey } from "../test/integrations.ts";
import { eventually, startReceiver } from "../test/webhookReceiver.ts";
import { deliverDueWebhooks, startWebhookWorker } from "./delivery.ts";
import { SIGNATURE_HEADER, verifyWebhook } from "./signature.ts";

let client: TestClient;
let trader: string;
const retryBase = config.webhooks.retryBaseSeconds;

beforeAll(async () => {
  client = await TestClient.start();
  trader = await client.trader("supplier", "Hooked Metals");
  config.webhooks.retryBaseSeconds = 0.05;
});

afterAll(() => {
  config.webhooks.retryBaseSeconds = retryBase;
});

const createEndpoint = async (url: string, kinds = ALL_KINDS, token = trader) =>
  (await client.gql(CREATE_WEBHOOK, { input: { url, kinds } }, token)).data.createWebhookEndpoint;

describe("webhook endpoints", () => {
  test("https anywhere, http only to localhost; at least one kind; never by an API key", async () => {
    for (const url of ["ftp://example.com/x", "http://example.com/hook", "not a url", "https://user:pw@example.com/"]) {
      expect(await createEndpoint(url), url).toMatchObject({ __typename: "InputError", fieldErrors: [{ field: "url" }] });
    }
    expect(await createEndpoint("https://example.com/hook", [])).toMatchObject({
      fieldErrors: [{ field: "kinds", message: "Choose at least one kind of event" }],
    });
    const ok = await createEndpoint("https://erp.example.com/hooks", ["PAYMENT_CREATED"]);
    expect(ok.secret).toMatch(/^whsec_/);
    expect(ok.endpoint).toMatchObject({ url: "https://erp.example.com/hooks", kinds: ["PAYMENT_CREATED"] });
    const key = await createKey(client, trader, "READ_WRITE");
    expect((await createEndpoint("https://erp.example.com/other", ALL_KINDS, key.secret)).__typename).toBe("AccessDeniedError");
    // Not reachable from here: take it out of the way of the next tests.
    await db.webhookEndpoint.updateMany({ data: { disabledAt: new Date() } });
  });
});

describe("webhook delivery", () => {
  test("an endpoint failing twice then recovering receives every event, exactly as signed, in order per lot", async () => {
    const receiver = await startReceiver((index) => (index < 2 ? 503 : 200));
    const { secret } = await createEndpoint(receiver.url);
    const worker = startWebhookWorker();
    try {
      for (const lotNumber of ["W-1", "W-2"]) await addLot(client, trader, lotNumber);
      for (let i = 1; i <= 3; i++) {
        for (const lotNumber of ["W-1", "W-2"]) {
          expect((await client.rest("POST", "/api/lots/amounts/add", { lotNumber, amount: `${i}.00` }, trader)).status).toBe(201);
        }
      }
      const events = await db.changeEvent.findMany({ where: { profile: { companyName: "Hooked Metals" } }, orderBy: { id: "asc" } });
      expect(events).toHaveLength(8);
      await eventually(() => receiver.received.filter((hook) => hook.status === 200).length >= events.length, "every event delivered");
      await eventually(async () => (await db.webhookDelivery.count({ where: { state: "PENDING" } })) === 0, "the queue to empty");
    } finally {
      await worker.stop();
      await receiver.close();
    }
    // The two failed requests were retried, with the same event id and the same body.
    const failed = receiver.received.filter((hook) => hook.status !== 200);
    expect(failed.map((hook) => hook.status)).toEqual([503, 503]);
    for (const hook of failed) {
      const retries = receiver.received.filter((other) => other.headers["x-webhook-id"] === hook.headers["x-webhook-id"]);
      expect(retries.at(-1)!.status).toBe(200);
      expect(retries.every((retry) => retry.body === hook.body && JSON.parse(retry.body).id === hook.headers["x-webhook-id"])).toBe(true);
    }

    for (const hook of receiver.received) {
      expect(verifyWebhook(secret, hook.body, String(hook.headers[SIGNATURE_HEADER]))).toBe(true);
      expect(hook.headers["content-type"]).toBe("application/json");
    }
    const accepted = receiver.received.filter((hook) => hook.status === 200).map((hook) => JSON.parse(hook.body));
    expect(new Set(accepted.map((event) => event.id)).size).toBe(8);
    // In order per lot: no event of a lot was even attempted before the previous one was accepted.
    for (const lotNumber of ["W-1", "W-2"]) {
      const attempts = receiver.received.map((hook) => JSON.parse(hook.body)).filter((event) => event.data.lot.lotNumber === lotNumber);
      const numbers = attempts.map((event) => Number(event.id.slice(4)));
      expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
    }
    for (const lotNumber of ["W-1", "W-2"]) {
      const ofLot = accepted.filter((event) => event.data.lot.lotNumber === lotNumber);
      expect(ofLot.map((event) => event.type)).toEqual(["lot.created", "payment.created", "payment.created", "payment.created"]);
      expect(ofLot.filter((event) => event.type === "payment.created").map((event) => event.data.node.amount)).toEqual([
        "1.00",
        "2.00",
        "3.00",
      ]);
    }
    // The two lots are delivered independently, so which lot's first event is accepted first depends on retry timing.
    const firstOfW1 = accepted.find((event) => event.data.lot.lotNumber === "W-1");
    expect(firstOfW1).toMatchObject({
      type: "lot.created",
      data: { node: { __typename: "Lot", lotNumber: "W-1", price: "100.00" }, author: { type: "PERSON" } },
    });
    expect(firstOfW1.cursor).toEqual(expect.any(String));

    // The screen's view: every delivery delivered, the first after three attempts.
    const { data } = await client.gql(WEBHOOK_DELIVERIES, {}, trader);
    const endpoint = data.viewer.profile.webhookEndpoints.find((e: any) => e.url === receiver.url);
    expect(endpoint.recentDeliveries).toHaveLength(8);
    expect(endpoint.recentDeliveries.every((d: any) => d.state === "DELIVERED" && d.lastStatus === 200)).toBe(true);
    expect(endpoint.recentDeliveries.map((d: any) => d.attempts).reduce((sum: number, n: number) => sum + n, 0)).toBe(10);
  });

  test("a resend delivers the same event id again", async () => {
    const receiver = await startReceiver();
    await createEndpoint(receiver.url, ["LOT_CREATED"]);
    try {
      await addLot(client, trader, "R-1");
      while ((await deliverDueWebhooks()) > 0);
      expect(receiver.received).toHaveLength(1);
      const { data } = await client.gql(WEBHOOK_DELIVERIES, {}, trader);
      const delivery = data.viewer.profile.webhookEndpoints.find((e: any) => e.url === receiver.url).recentDeliveries[0];
      const resent = await client.gql(RESEND_DELIVERY, { input: { id: delivery.id } }, trader);
      expect(resent.data.resendWebhookDelivery.delivery.state).toBe("PENDING");
      while ((await deliverDueWebhooks()) > 0);
      expect(receiver.received).toHaveLength(2);
      expect(JSON.parse(receiver.received[1].body).id).toBe(JSON.parse(receiver.received[0].body).id);
      expect(receiver.received[1].body).toBe(receiver.received[0].body);
      // Another company cannot resend it.
      const rival = await client.trader("buyer", "Hook Rival");
      expect((await client.gql(RESEND_DELIVERY, { input: { id: delivery.id } }, rival)).data.resendWebhookDelivery.__typename).toBe(
        "NotFoundError",
      );
    } finally {
      await receiver.close();
    }
  });

  test("after a day of failures a delivery is marked failed", async () => {
    const receiver = await startReceiver(() => 500);
    await createEndpoint(receiver.url, ["LOT_CREATED"]);
    // Retries a minute apart: a slow machine must not reach the second attempt within one pass.
    config.webhooks.retryBaseSeconds = 60;
    try {
      await addLot(client, trader, "D-1");
      while ((await deliverDueWebhooks()) > 0);
      const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { endpoint: { url: receiver.url } } });
      expect(delivery).toMatchObject({ state: "PENDING", attempts: 1, lastStatus: 500, lastError: "HTTP 500" });
      // The day has passed: the next failure is the last.
      await db.webhookDelivery.update({ where: { id: delivery.id }, data: { retryUntil: new Date(), nextAttemptAt: new Date() } });
      while ((await deliverDueWebhooks()) > 0);
      expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({ state: "FAILED", attempts: 2 });
    } finally {
      config.webhooks.retryBaseSeconds = 0.05;
      await receiver.close();
    }
  });
});
