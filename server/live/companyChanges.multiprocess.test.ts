import { describe, expect, test } from "vitest";
import { callServer, twoServerProcesses } from "../test/serverProcess.ts";
import { SseStream, subscriptionRequest } from "../test/sse.ts";

/**
 * A subscription held on one server process sees a write made through another process sharing the
 * PostgreSQL database: the writing process's NOTIFY after its commit reaches every process's listener.
 * PostgreSQL run only (PGlite is one process's database).
 */
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("live updates across two server processes", () => {
  const serverUrls = twoServerProcesses(databaseUrl);
  const call = callServer;

  test("a subscription on process A receives a payment written through process B within 2 s", async () => {
    const [a, b] = serverUrls();
    const account = {
      name: "Live Reader",
      email: "live@example.com",
      phone: "0501234567",
      password: "secret123",
      confirmPassword: "secret123",
    };
    expect((await call(a, "POST", "/api/auth/signup", null, account)).status).toBe(201);
    const { token } = (await call(a, "POST", "/api/auth/login", null, { email: account.email, password: account.password })).body;
    const profile = {
      name: "Omar",
      companyName: "Live Two Process Metals",
      contact: "0501234567",
      email: "live@example.com",
      address: "Sharjah",
    };
    expect((await call(b, "POST", "/api/suppliers/add", token, profile)).status).toBe(201);
    expect((await call(b, "POST", "/api/lots/add", token, { lotNumber: "LP-1", price: 100 })).status).toBe(201);

    const stream = new SseStream(await fetch(`${a}/graphql`, subscriptionRequest(null, token)));
    try {
      expect(stream.response.status).toBe(200);
      for (const amount of ["11.00", "12.00"]) {
        const written = Date.now();
        expect((await call(b, "POST", "/api/lots/amounts/add", token, { lotNumber: "LP-1", amount })).status).toBe(201);
        const event = (await stream.next(2_000))!.data.companyChanges;
        expect(event).toMatchObject({ kind: "PAYMENT_CREATED", lot: { lotNumber: "LP-1" }, node: { amount } });
        expect(Date.now() - written).toBeLessThan(2_000);
      }
    } finally {
      stream.close();
    }
  });
});
