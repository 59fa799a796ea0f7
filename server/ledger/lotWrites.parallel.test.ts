import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { db } from "../db.ts";
import { TestClient } from "../test/client.ts";

/**
 * Issue 22: two writers on two lots of one company do not wait for each other. A write to lot A is
 * held open half-way (its lot row locked, its feed lock held shared and its change-feed event
 * numbered, not committed: what every write does before its commit), and a payment to lot B of
 * the same company commits meanwhile, also while a feed reader waits for lot A's write; a second
 * payment to lot A waits for the first, as writes to one lot must. Once A commits, the feed lists
 * every event once, in order. PostgreSQL only (PGlite has one connection: nothing runs beside an
 * open transaction).
 */
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("writes to two lots of one company", () => {
  let client: TestClient;
  let trader: string;
  let holder: pg.Client;
  const lots: Record<string, { id: string; row: number }> = {};
  let profileId: number;
  let userId: number;

  beforeAll(async () => {
    client = await TestClient.start();
    trader = await client.trader("supplier", "Parallel Lots Metals");
    for (const lotNumber of ["PL-A", "PL-B"]) {
      const added = await client.gql(
        `mutation($input: AddLotInput!) { addLot(input: $input) { ... on AddLotPayload { lot { id } } } }`,
        { input: { lotNumber, price: "100.00" } },
        trader,
      );
      const id = added.data.addLot.lot.id as string;
      lots[lotNumber] = { id, row: Number(Buffer.from(id, "base64").toString().split(":")[1]) };
    }
    const lot = await db.lot.findUniqueOrThrow({ where: { id: lots["PL-A"].row }, include: { profile: true } });
    profileId = lot.profileId;
    userId = lot.profile.userId;
    holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
  });

  afterAll(async () => {
    await holder?.end();
  });

  const addPayment = (lotNumber: string, amount: string) =>
    client.gql(
      `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename ... on AddPaymentPayload { payment { id } } } }`,
      { input: { lotId: lots[lotNumber].id, amount, date: "2026-06-01" } },
      trader,
    );
  const readFeedIds = async (): Promise<number[]> => {
    const { data } = await client.gql(`{ viewer { profile { changes(first: 100) { edges { node { id kind } } } } } }`, {}, trader);
    return data.viewer.profile.changes.edges.map((edge: any) => Number(Buffer.from(edge.node.id, "base64").toString().split(":")[1]));
  };
  const within = <T>(ms: number, promise: Promise<T>) =>
    Promise.race([promise.then((value) => ({ value })), new Promise<"waiting">((resolve) => setTimeout(() => resolve("waiting"), ms))]);

  test("a payment to lot B commits while a write to lot A is open and a feed reader waits for it; another to lot A waits", async () => {
    await holder.query("BEGIN");
    // What the write's own statement does before it commits (services/lots.ts, services/changeFeed.ts).
    await holder.query(`UPDATE "Lot" SET "version" = "version" + 1 WHERE "id" = $1`, [lots["PL-A"].row]);
    await holder.query(`SELECT pg_advisory_xact_lock_shared(7241123, $1::int)`, [profileId]);
    const {
      rows: [held],
    } = await holder.query(
      `INSERT INTO "ChangeEvent" ("profileId", "kind", "lotId", "userId", "values", "occurredAt") VALUES ($1, 'LOT_CREATED', $2, $3, '{}', now()) RETURNING "id"`,
      [profileId, lots["PL-A"].row, userId],
    );

    // An integrator reads the feed meanwhile: it waits for the write in flight (its number is taken, its
    // commit not yet made), and no write waits for the reader.
    const reading = readFeedIds();
    expect(await within(300, reading)).toBe("waiting");

    const started = performance.now();
    const other = await within(5_000, addPayment("PL-B", "1.00"));
    expect(other).not.toBe("waiting");
    expect((other as { value: any }).value.data.addPayment.__typename).toBe("AddPaymentPayload");
    expect(performance.now() - started).toBeLessThan(5_000);

    const same = addPayment("PL-A", "2.00");
    expect(await within(300, same)).toBe("waiting");
    await holder.query("COMMIT");
    expect((await same).data.addPayment.__typename).toBe("AddPaymentPayload");
    const read = await reading;
    expect(read).toContain(held.id);
    expect(read).toEqual([...new Set(read)].sort((x, y) => x - y));

    // The feed: each event once, numbers growing; the held one (numbered first) before the others.
    const numbers = await readFeedIds();
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
    expect(numbers).toContain(held.id);
    expect(numbers.filter((n: number) => n > held.id)).toHaveLength(2);
  }, 30_000);
});
