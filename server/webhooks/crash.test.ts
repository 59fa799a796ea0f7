import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { startServer, type ServerProcess } from "../test/serverProcess.ts";
import { ALL_KINDS, CREATE_WEBHOOK } from "../test/integrations.ts";
import { eventually, startReceiver } from "../test/webhookReceiver.ts";
import { SIGNATURE_HEADER, verifyWebhook } from "./signature.ts";

/**
 * A server killed (SIGKILL) in the middle of a delivery loses nothing: the queue is in the
 * database, and the restarted process sends the interrupted event again, with the same id, once
 * the dead process's hold on it has lapsed. Runs on PostgreSQL (DATABASE_URL) or on a PGlite data
 * directory of its own that the restarted process opens again.
 */
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "webhook-crash-"));
const env = {
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  WEBHOOK_POLL_MS: "50",
  WEBHOOK_LEASE_SECONDS: "2",
  WEBHOOK_RETRY_BASE_SECONDS: "0.05",
};

const servers: ServerProcess[] = [];
afterAll(() => {
  for (const { child } of servers) child.kill("SIGKILL");
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(baseUrl: string, method: string, pathname: string, token: string | null, body?: unknown) {
  const response = await fetch(baseUrl + pathname, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe("webhook delivery across a crash", () => {
  test("a server killed mid-delivery resumes after restart without losing an event", async () => {
    // The first delivery hangs: the server is killed while it waits for the answer.
    const receiver = await startReceiver((index) => (index === 0 ? null : 200));
    try {
      const first = await startServer(env);
      servers.push(first);
      const account = {
        name: "Crash Test",
        email: "crash@example.com",
        phone: "0501234567",
        password: "secret123",
        confirmPassword: "secret123",
      };
      expect((await call(first.baseUrl, "POST", "/api/auth/signup", null, account)).status).toBe(201);
      const { token } = (await call(first.baseUrl, "POST", "/api/auth/login", null, { email: account.email, password: account.password }))
        .body;
      const profile = { name: "Omar", companyName: "Crash Metals", contact: "0501234567", email: "crash@example.com", address: "Sharjah" };
      expect((await call(first.baseUrl, "POST", "/api/suppliers/add", token, profile)).status).toBe(201);
      const created = await call(first.baseUrl, "POST", "/graphql", token, {
        query: CREATE_WEBHOOK,
        variables: { input: { url: receiver.url, kinds: ALL_KINDS } },
      });
      const { secret } = created.body.data.createWebhookEndpoint;
      for (const lotNumber of ["C-1", "C-2"]) {
        expect((await call(first.baseUrl, "POST", "/api/lots/add", token, { lotNumber, price: 100 })).status).toBe(201);
        for (const amount of ["1.00", "2.00"]) {
          expect((await call(first.baseUrl, "POST", "/api/lots/amounts/add", token, { lotNumber, amount })).status).toBe(201);
        }
      }
      await eventually(() => receiver.received.length >= 1, "the first delivery to arrive");
      const interrupted = receiver.received[0];
      const exited = new Promise((resolve) => first.child.once("exit", resolve));
      first.child.kill("SIGKILL");
      await exited;

      const second = await startServer(env);
      servers.push(second);
      const feed = await call(second.baseUrl, "GET", "/api/changes", token);
      const eventIds: string[] = feed.body.changes.map((change: { id: string }) => change.id);
      expect(eventIds).toHaveLength(6);
      const accepted = () => new Set(receiver.received.filter((hook) => hook.status === 200).map((hook) => JSON.parse(hook.body).id));
      await eventually(() => accepted().size === eventIds.length, "every event to be accepted after the restart");

      expect([...accepted()].sort()).toEqual([...eventIds].sort());
      const repeats = receiver.received.filter((hook) => hook.headers["x-webhook-id"] === interrupted.headers["x-webhook-id"]);
      expect(repeats.map((hook) => hook.status)).toEqual([0, 200]);
      expect(repeats[1].body).toBe(interrupted.body);
      for (const hook of receiver.received) expect(verifyWebhook(secret, hook.body, String(hook.headers[SIGNATURE_HEADER]))).toBe(true);
    } finally {
      await receiver.close();
    }
  }, 120_000);
});
