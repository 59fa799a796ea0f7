import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { config } from "../config.ts";
import { db } from "../db.ts";
import { TestClient } from "../test/client.ts";
import { ALL_KINDS, CREATE_WEBHOOK, addLot } from "../test/integrations.ts";
import { startReceiver } from "../test/webhookReceiver.ts";
import { isPublicAddress, webhookResolver } from "./address.ts";
import { deliverDueWebhooks, postWebhook } from "./delivery.ts";

/** Issue 20, finding 6: webhooks pointed into the private network (cloud metadata, loopback, LAN). */
describe("isPublicAddress", () => {
  test.each([
    "0.0.0.0",
    "10.0.0.1",
    "100.64.1.1",
    "127.0.0.1",
    "127.1.2.3",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.0.0.8",
    "192.0.2.1",
    "192.168.0.1",
    "198.18.0.1",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "::127.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b::10.0.0.1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fe80::1%eth0",
    "ff02::1",
    "2001:db8::1",
    "100::1",
    "not an address",
    "",
    "2002:a9fe:a9fe::1",
    "2002:7f00:1::",
    "64:ff9b:1::a00:1",
    "::ffff:0:a00:1",
    "::ffff:0:127.0.0.1",
  ])("refuses %j", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  test.each([
    "93.184.216.34",
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "::ffff:93.184.216.34",
    "2606:4700:4700::1111",
    "2a00:1450:4001::200e",
    "2002:5db8:d822::1",
  ])("accepts %j", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("in production", () => {
  let client: TestClient;
  let trader: string;
  const saved = { production: config.production, allow: config.webhooks.allowPrivateNetwork, lookup: webhookResolver.lookup };
  beforeAll(async () => {
    client = await TestClient.start();
    trader = await client.trader("supplier", "Rebinding Metals");
  });
  afterEach(() => {
    config.production = saved.production;
    config.webhooks.allowPrivateNetwork = saved.allow;
    webhookResolver.lookup = saved.lookup;
  });
  /** A resolver that answers what the test says for every name. */
  const resolveTo = (...addresses: string[]) => {
    webhookResolver.lookup = async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  const createEndpoint = async (url: string) =>
    (await client.gql(CREATE_WEBHOOK, { input: { url, kinds: ALL_KINDS } }, trader)).data.createWebhookEndpoint;

  test.each([
    "https://169.254.169.254/latest/meta-data/",
    "https://10.0.0.1/",
    "https://172.16.0.1/",
    "https://192.168.0.1/",
    "https://127.1.2.3:8443/",
    "https://[::1]/",
    "https://[::ffff:10.0.0.1]/",
    "https://[fd00::1]/",
    "https://0x7f.1/",
    "https://2130706433/",
    "http://localhost:4000/",
    "http://127.0.0.1:4000/",
    "http://[::1]:4000/",
  ])("registration refuses %s", async (url) => {
    config.production = true;
    const before = await db.webhookEndpoint.count();
    expect(await createEndpoint(url)).toMatchObject({ __typename: "InputError", fieldErrors: [{ field: "url" }] });
    expect(await db.webhookEndpoint.count()).toBe(before);
  });

  test("registration refuses a name that resolves to a private address, and takes one that resolves to a public one", async () => {
    config.production = true;
    resolveTo("93.184.216.34", "10.1.2.3");
    expect(await createEndpoint("https://127.0.0.1.nip.io/hook")).toMatchObject({
      __typename: "InputError",
      fieldErrors: [
        { field: "url", message: "Webhooks can only be sent to the public internet: this address is private, local or reserved" },
      ],
    });
    resolveTo("93.184.216.34");
    expect((await createEndpoint("https://erp.example.com/hook")).__typename).toBe("CreateWebhookEndpointPayload");
    await db.webhookEndpoint.updateMany({ data: { disabledAt: new Date() } });
  });

  test("a delivery to a name that now resolves to a private address (DNS rebinding) never connects", async () => {
    const receiver = await startReceiver(() => 200);
    try {
      // Registered while the name resolved to a public address...
      config.production = true;
      resolveTo("93.184.216.34");
      const port = new URL(receiver.url).port;
      const created = await createEndpoint(`https://rebind.example.com:${port}/hooks`);
      expect(created.__typename).toBe("CreateWebhookEndpointPayload");
      // ...it now answers with this machine's address, where a receiver listens.
      resolveTo("127.0.0.1");
      await addLot(client, trader, "REBIND-1");
      await deliverDueWebhooks();
      const [delivery] = await db.webhookDelivery.findMany({ where: { endpoint: { url: created.endpoint.url } } });
      expect(delivery.lastError).toContain("public internet");
      expect(receiver.received).toHaveLength(0);
      await expect(postWebhook(`http://rebind.example.com:${port}/hooks`, "{}", {})).rejects.toThrow(/public internet/);
    } finally {
      await db.webhookEndpoint.updateMany({ data: { disabledAt: new Date() } });
      await receiver.close();
    }
  });

  test("a literal private address is refused at delivery too, and WEBHOOK_ALLOW_PRIVATE lets a receiver on the company's own network in", async () => {
    const receiver = await startReceiver(() => 204);
    try {
      config.production = true;
      await expect(postWebhook(receiver.url.replace("localhost", "127.0.0.1"), "{}", {})).rejects.toThrow(/public internet/);
      config.webhooks.allowPrivateNetwork = true;
      expect(await postWebhook(receiver.url.replace("localhost", "127.0.0.1"), "{}", {})).toBe(204);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  test("deliveries over a kept connection add no listener each (no MaxListenersExceededWarning after a dozen)", async () => {
    const receiver = await startReceiver(() => 204);
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    try {
      for (let i = 0; i < 15; i++) expect(await postWebhook(receiver.url, "{}", {})).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warnings).not.toContain("MaxListenersExceededWarning");
      expect(receiver.received).toHaveLength(15);
    } finally {
      process.off("warning", onWarning);
      await receiver.close();
    }
  });
});
