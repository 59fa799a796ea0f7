import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { startServer, type ServerProcess } from "../test/serverProcess.ts";

/**
 * Issue 43, item 7: a server process killed (SIGKILL) after an Idempotency-Key write committed and
 * before its answer was kept. The write's own statement recorded the payment on the key, so the
 * retry after restart (once the dead process's hold has lapsed, 1 s here instead of 2 minutes)
 * writes nothing again: one payment, and the retry's answer names it; a further retry gets that
 * kept answer replayed. Runs on PostgreSQL (DATABASE_URL) or on a PGlite data directory of its own.
 */
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "idempotency-crash-"));
const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, IDEMPOTENCY_ABANDONED_MS: "1000", WEBHOOK_POLL_MS: "60000" };

const servers: ServerProcess[] = [];
afterAll(() => {
  for (const { child } of servers) child.kill("SIGKILL");
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(
  baseUrl: string,
  method: string,
  pathname: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(baseUrl + pathname, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), replayed: response.headers.get("idempotent-replayed") };
}

describe("an Idempotency-Key write across a crash", () => {
  test("a process killed between the payment's commit and keeping its answer: the retry after restart writes no second payment", async () => {
    const first = await startServer({ ...env, IDEMPOTENCY_TEST_DIE_BEFORE_ANSWER: "1" });
    servers.push(first);
    const account = {
      name: "Crash Payer",
      email: "payer@example.com",
      phone: "0501234567",
      password: "secret123",
      confirmPassword: "secret123",
    };
    expect((await call(first.baseUrl, "POST", "/api/auth/signup", null, account)).status).toBe(201);
    const { token } = (await call(first.baseUrl, "POST", "/api/auth/login", null, { email: account.email, password: account.password }))
      .body;
    const profile = { name: "Omar", companyName: "Payer Metals", contact: "0501234567", email: account.email, address: "Sharjah" };
    expect((await call(first.baseUrl, "POST", "/api/suppliers/add", token, profile)).status).toBe(201);
    expect((await call(first.baseUrl, "POST", "/api/lots/add", token, { lotNumber: "K-1", price: 100 })).status).toBe(201);

    const payment = { lotNumber: "K-1", amount: "750.25", date: "2026-06-02" };
    const key = { "idempotency-key": "pay-K-1-once" };
    // The write commits, then the process dies before the answer is kept: the client gets no answer.
    await expect(call(first.baseUrl, "POST", "/api/lots/amounts/add", token, payment, key)).rejects.toThrow();
    expect(await first.exited).toBe("SIGKILL");

    const second = await startServer(env);
    servers.push(second);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const retry = await call(second.baseUrl, "POST", "/api/lots/amounts/add", token, payment, key);
    expect(retry.status).toBe(201);
    const payments = (await call(second.baseUrl, "GET", "/api/lots/amounts/all", token)).body;
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ lotNumber: "K-1", amount: 750.25, date: "2026-06-02" });
    // The answer is the one payment's, as the dead process would have given it.
    expect(JSON.stringify(retry.body)).toContain(`"_id":"${payments[0]._id}"`);

    const again = await call(second.baseUrl, "POST", "/api/lots/amounts/add", token, payment, key);
    expect(again).toEqual({ ...retry, replayed: "true" });
    expect((await call(second.baseUrl, "GET", "/api/lots/amounts/all", token)).body).toEqual(payments);
  }, 120_000);
});
