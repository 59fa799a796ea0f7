import pg from "pg";
import { describe, expect, test } from "vitest";
import { callServer, twoServerProcesses } from "../test/serverProcess.ts";
import { ANNOUNCER_NAME } from "../events/changeNotifier.ts";

/**
 * The change feed read while 100 writes land on two server processes sharing one PostgreSQL
 * database: every write appears exactly once, in order, although event numbers are taken by
 * concurrent transactions on both processes. PostgreSQL run only (PGlite is one process's database).
 */
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("change feed across two server processes", () => {
  const serverUrls = twoServerProcesses(databaseUrl);
  const call = callServer;

  test("100 concurrent writes on two processes: the feed lists each exactly once, in order", async () => {
    const [a, b] = serverUrls();
    const account = {
      name: "Feed Reader",
      email: "feed@example.com",
      phone: "0501234567",
      password: "secret123",
      confirmPassword: "secret123",
    };
    expect((await call(a, "POST", "/api/auth/signup", null, account)).status).toBe(201);
    const { token } = (await call(a, "POST", "/api/auth/login", null, { email: account.email, password: account.password })).body;
    const profile = {
      name: "Omar",
      companyName: "Two Process Metals",
      contact: "0501234567",
      email: "feed@example.com",
      address: "Sharjah",
    };
    expect((await call(b, "POST", "/api/suppliers/add", token, profile)).status).toBe(201);
    const lots = Array.from({ length: 10 }, (_, i) => `P-${i + 1}`);
    for (const lotNumber of lots) expect((await call(a, "POST", "/api/lots/add", token, { lotNumber, price: 100 })).status).toBe(201);

    // Three integrators page through the feed on both processes while the writes land, each keeping its own cursor.
    type Seen = { id: string; kind: string; node: { _id: string }; lot: { lotNumber: string } };
    const readers = [0, 1, 2].map(() => ({ seen: [] as Seen[], cursor: "" }));
    const readNew = async (reader: (typeof readers)[number], server: string) => {
      for (;;) {
        const page = await call(server, "GET", `/api/changes?first=7&after=${encodeURIComponent(reader.cursor)}`, token);
        expect(page.status).toBe(200);
        reader.seen.push(...page.body.changes);
        reader.cursor = page.body.nextCursor ?? "";
        if (!page.body.hasMore) return;
      }
    };
    let writing = true;
    const reading = readers.map(async (reader, r) => {
      for (let round = r; writing; round++) await readNew(reader, round % 2 ? a : b);
    });

    const written: string[] = [];
    const writes = Array.from({ length: 100 }, (_, i) => async () => {
      const server = i % 2 ? a : b;
      const lotNumber = lots[i % lots.length];
      const result = await call(server, "POST", "/api/lots/amounts/add", token, { lotNumber, amount: `${i + 1}.00` });
      expect(result.status).toBe(201);
      written.push(result.body.amount._id);
    });
    // Ten at a time on each process, so transactions overlap all the time.
    const queue = [...writes];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let write = queue.shift(); write; write = queue.shift()) await write();
      }),
    );
    writing = false;
    await Promise.all(reading);
    for (const reader of readers) {
      await readNew(reader, a);
      expectEachWriteOnceInOrder(reader.seen);
    }

    function expectEachWriteOnceInOrder(seen: Seen[]) {
      const payments = seen.filter((event) => event.kind === "PAYMENT_CREATED");
      expect(seen.filter((event) => event.kind === "LOT_CREATED")).toHaveLength(lots.length);
      expect(payments).toHaveLength(100);
      expect(new Set(seen.map((event) => event.id)).size).toBe(seen.length);
      expect(payments.map((event) => event.node._id).sort()).toEqual([...written].sort());
      // In order: event numbers only grow, and within a lot payments appear in the order they were stored.
      const numbers = seen.map((event) => Number(event.id.slice(4)));
      expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
      for (const lotNumber of lots) {
        const ids = payments.filter((event) => event.lot.lotNumber === lotNumber).map((event) => Number(event.node._id));
        expect(ids).toEqual([...ids].sort((x, y) => x - y));
      }
    }
  }, 120_000);

  test("writes to different lots of one company do not wait for each other", async () => {
    const [a, b] = serverUrls();
    const account = {
      name: "Parallel Writer",
      email: "parallel@example.com",
      phone: "0501234567",
      password: "secret123",
      confirmPassword: "secret123",
    };
    expect((await call(a, "POST", "/api/auth/signup", null, account)).status).toBe(201);
    const { token } = (await call(a, "POST", "/api/auth/login", null, { email: account.email, password: account.password })).body;
    const profile = { name: "Omar", companyName: "Parallel Metals", contact: "0501234567", email: account.email, address: "Sharjah" };
    expect((await call(a, "POST", "/api/suppliers/add", token, profile)).status).toBe(201);
    for (const lotNumber of ["PAR-A", "PAR-B"])
      expect((await call(a, "POST", "/api/lots/add", token, { lotNumber, price: 100 })).status).toBe(201);

    // While two writers add payments to two lots, one on each process, a watcher looks for any
    // session of this database waiting on the change feed's lock (advisory, class 7241123) or on
    // PostgreSQL's notification-queue lock (a NOTIFY inside a write holds it until its commit is
    // flushed): none. The queue is the whole server's, so test files running beside this one, in
    // databases of their own, are not counted; nor are the processes' announcers, whose NOTIFYs
    // (after the writes' commits) may wait for each other, never for a write nor a write for them.
    const watcher = new pg.Client({ connectionString: databaseUrl });
    await watcher.connect();
    let writing = true;
    let samples = 0;
    let waits = 0;
    const watching = (async () => {
      while (writing) {
        const { rows } = await watcher.query(
          `SELECT count(*)::int AS "waiting" FROM pg_locks l JOIN pg_stat_activity s ON s.pid = l.pid
            WHERE NOT l.granted AND s.datname = current_database() AND s.application_name <> $1
              AND ((l.locktype = 'advisory' AND l.classid = 7241123) OR (l.locktype = 'object' AND l.classid = 'pg_database'::regclass))`,
          [ANNOUNCER_NAME],
        );
        waits += rows[0].waiting;
        samples++;
      }
    })();
    await Promise.all(
      ["PAR-A", "PAR-B"].map(async (lotNumber, i) => {
        for (let n = 0; n < 60; n++) {
          expect((await call(i ? a : b, "POST", "/api/lots/amounts/add", token, { lotNumber, amount: "1.00" })).status).toBe(201);
        }
      }),
    );
    writing = false;
    await watching;
    await watcher.end();
    expect(samples).toBeGreaterThan(10);
    expect(waits).toBe(0);
  }, 120_000);
});
