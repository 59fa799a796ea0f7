/**
 * `npm run bench` (issue 46): the house's desk at 1,000 counterparties (half suppliers, half buyers)
 * with 10 lots of 70 rows each (50 containers, 20 payments: 700,000 rows) on PostgreSQL
 * (TEST_DATABASE_URL or 127.0.0.1:5432; a bench database is created and dropped). In the same run:
 *
 * - product: `house.counterparties` (the first 20 by balance, with the totals and each one's ageing)
 *   through the real HTTP handler, as a staff member: single requests one after the other (p50, p95),
 *   and the same just after a write to one lot (nothing kept can serve: the whole book is read again).
 * - bare: the same figures by one hand-written SQL statement on `pg` (every company's sums and
 *   buckets, sorted, the first 20 and the totals), timed from this process.
 *
 * Prints the figures and ratios (bare time / product time; goal >= 0.5x) and p95 (goal < 300 ms);
 * asserts nothing. BENCH_COMPANIES (1000), BENCH_REQUESTS (40).
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { percentile, send } from "./load.ts";
import { gql, graphqlSpec, rest, startProduct, stop, type Server } from "./server.ts";
import { warnIfBusy } from "./busyMachine.ts";

await warnIfBusy("bench/houseDesk");

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const LOTS_EACH = 10;
const AS_OF = "2026-06-30";
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

const COUNTERPARTIES = `query($asOf: Date) { house { counterparties(first: 20, asOf: $asOf, orderBy: { field: BALANCE, direction: ASC }) {
  totalCount
  totals { payables receivables advancesOutstanding customerCredit
    payablesAgeing { days0to30 days31to60 days61to90 over90 } receivablesAgeing { days0to30 days31to60 days61to90 over90 } }
  edges { node { companyId side companyName contactName email phone lotCount containerCount quantityTons containerAmount totalPaid balance due amountLeft
    ageing { days0to30 days31to60 days61to90 over90 } } } } } }`;

/** The bare baseline: the same figures in one statement, sorted by balance, the first 20, and the totals. */
const BARE = `
  WITH paid AS (SELECT "lotId", sum("amount" * 100) AS paid FROM "Payment" WHERE "voidedAt" IS NULL GROUP BY "lotId"),
  c AS (SELECT "lotId", "date", "quantityKg" * 1000 AS grams, div("quantityKg" * 1000 * ("pricePerTon" * 100) + 500000, 1000000) AS cents,
               sum(div("quantityKg" * 1000 * ("pricePerTon" * 100) + 500000, 1000000)) OVER (PARTITION BY "lotId" ORDER BY "date", "id") AS through
          FROM "Container" WHERE "voidedAt" IS NULL),
  lots AS (SELECT c."lotId", count(*) AS n, sum(grams) AS grams, sum(cents) AS cents,
                  sum(GREATEST(0, LEAST(cents, through - COALESCE(p.paid, 0)))) FILTER (WHERE $1::date - c."date" <= 30) AS b0,
                  sum(GREATEST(0, LEAST(cents, through - COALESCE(p.paid, 0)))) FILTER (WHERE $1::date - c."date" BETWEEN 31 AND 60) AS b1,
                  sum(GREATEST(0, LEAST(cents, through - COALESCE(p.paid, 0)))) FILTER (WHERE $1::date - c."date" BETWEEN 61 AND 90) AS b2,
                  sum(GREATEST(0, LEAST(cents, through - COALESCE(p.paid, 0)))) FILTER (WHERE $1::date - c."date" > 90) AS b3
             FROM c LEFT JOIN paid p ON p."lotId" = c."lotId" GROUP BY c."lotId"),
  co AS (SELECT pr."id", pr."role", pr."companyName", pr."name", pr."email", pr."contact", count(l."id") AS lots, COALESCE(sum(x.n), 0) AS containers,
                COALESCE(sum(x.grams), 0) AS grams, COALESCE(sum(x.cents), 0) AS cents, COALESCE(sum(p.paid), 0) AS paid,
                COALESCE(sum(GREATEST(COALESCE(x.cents, 0) - COALESCE(p.paid, 0), 0)), 0) AS due, COALESCE(sum(GREATEST(COALESCE(p.paid, 0) - COALESCE(x.cents, 0), 0)), 0) AS "left",
                COALESCE(sum(x.b0), 0) AS b0, COALESCE(sum(x.b1), 0) AS b1, COALESCE(sum(x.b2), 0) AS b2, COALESCE(sum(x.b3), 0) AS b3
           FROM "Profile" pr LEFT JOIN "Lot" l ON l."profileId" = pr."id" LEFT JOIN lots x ON x."lotId" = l."id" LEFT JOIN paid p ON p."lotId" = l."id"
          GROUP BY pr."id")
  SELECT (SELECT json_agg(t) FROM (SELECT * FROM co ORDER BY paid - cents, "id" LIMIT 20) t) AS page,
         (SELECT json_build_object('count', count(*), 'payables', sum(due) FILTER (WHERE role = 'SUPPLIER'), 'receivables', sum(due) FILTER (WHERE role = 'BUYER'),
                 'advances', sum("left") FILTER (WHERE role = 'SUPPLIER'), 'credit', sum("left") FILTER (WHERE role = 'BUYER'),
                 'p', json_build_array(sum(b0) FILTER (WHERE role = 'SUPPLIER'), sum(b1) FILTER (WHERE role = 'SUPPLIER'), sum(b2) FILTER (WHERE role = 'SUPPLIER'), sum(b3) FILTER (WHERE role = 'SUPPLIER')),
                 'r', json_build_array(sum(b0) FILTER (WHERE role = 'BUYER'), sum(b1) FILTER (WHERE role = 'BUYER'), sum(b2) FILTER (WHERE role = 'BUYER'), sum(b3) FILTER (WHERE role = 'BUYER'))) FROM co) AS totals`;

const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
const day = (i: number) => `2026-0${1 + (i % 6)}-${String(1 + ((i * 7) % 28)).padStart(2, "0")}`;
const stats = (samples: number[]) => ({ p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) });
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const answer = await work();
  return [performance.now() - start, answer];
}

const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  console.warn(`PostgreSQL not reachable at ${serverUrl} (${(error as Error).message}): skipping the house-desk figures.`);
  process.exit(0);
}
const name = `scrap_house_${process.pid}`;
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const servers: Server[] = [];
const db = new pg.Client({ connectionString: url.toString() });
try {
  const product = await startProduct({ DATABASE_URL: url.toString() });
  servers.push(product);
  await db.connect();

  // The template lot through the API: 50 containers and 20 payments.
  const password = "bench-secret-1";
  const traderEmail = `desk-${randomBytes(3).toString("hex")}@example.com`;
  await rest(product.port, "/api/auth/signup", {
    name: "Desk Trader",
    email: traderEmail,
    phone: "0501234567",
    password,
    confirmPassword: password,
  });
  const { token: trader } = await rest(product.port, "/api/auth/login", { email: traderEmail, password });
  await rest(
    product.port,
    "/api/suppliers/add",
    {
      name: "Omar Haddad",
      companyName: "Desk Metals 0",
      contact: "+971 50 123 4567",
      email: traderEmail,
      address: "Sharjah",
      website: "",
      gst: "",
    },
    trader,
  );
  const lot = (
    await gql(
      product.port,
      `mutation($input: AddLotInput!) { addLot(input: $input) { ... on AddLotPayload { lot { id } } } }`,
      { input: { lotNumber: "T-0", price: "333.33" } },
      trader,
    )
  ).addLot.lot.id;
  for (let i = 0; i < 50; i++) {
    await gql(
      product.port,
      `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename } }`,
      {
        input: {
          lotId: lot,
          containerNo: `MSCU${1_000_000 + i}`,
          sealNo: `S${i}`,
          material: "HMS 1&2",
          quantity: `${18_000 + i * 7}.125`,
          date: day(i),
        },
      },
      trader,
    );
  }
  for (let i = 0; i < 20; i++)
    await gql(
      product.port,
      `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`,
      { input: { lotId: lot, amount: `${200_000 + i * 1000}.50`, date: day(i + 3) } },
      trader,
    );

  // The other companies and lots, copied in SQL: dates shifted per lot (so the buckets differ), buyers every other company.
  const seedStart = performance.now();
  await db.query(
    `
    WITH t AS (SELECT p.* FROM "Profile" p WHERE p."companyName" = 'Desk Metals 0')
    INSERT INTO "Profile" ("userId", "role", "name", "companyName", "companyKey", "contact", "email", "address", "updatedAt")
    SELECT t."userId", (CASE WHEN g % 2 = 0 THEN 'SUPPLIER' ELSE 'BUYER' END)::"Role", 'Contact ' || g, 'Desk Metals ' || g, 'desk metals ' || g, t."contact", 'desk' || g || '@example.com', t."address", now()
      FROM t, generate_series(1, $1::int - 1) g`,
    [COMPANIES],
  );
  await db.query(`
    WITH t AS (SELECT * FROM "Lot" WHERE "lotNumber" = 'T-0'),
    lots AS (INSERT INTO "Lot" ("profileId", "lotNumber", "price", "createdAt")
             SELECT p."id", 'L-' || g, t."price", now() FROM "Profile" p, t, generate_series(0, ${LOTS_EACH - 1}) g
              WHERE NOT (p."companyName" = 'Desk Metals 0' AND g = 0) RETURNING "id"),
    containers AS (INSERT INTO "Container" ("lotId", "containerNo", "sealNo", "material", "quantityKg", "pricePerTon", "date", "createdAt")
      SELECT l."id", c."containerNo", c."sealNo", c."material", c."quantityKg", c."pricePerTon", c."date" - (l."id" % 150), c."createdAt" FROM lots l, t JOIN "Container" c ON c."lotId" = t."id")
    INSERT INTO "Payment" ("lotId", "amount", "date", "createdAt") SELECT l."id", p."amount" + (l."id" % 7) * 1000, p."date" - (l."id" % 150), p."createdAt" FROM lots l, t JOIN "Payment" p ON p."lotId" = t."id"`);
  await db.query(`ANALYZE`);
  const {
    rows: [counts],
  } = await db.query(`SELECT (SELECT count(*) FROM "Profile")::int AS companies, (SELECT count(*) FROM "Lot")::int AS lots,
    (SELECT count(*) FROM "Container")::int + (SELECT count(*) FROM "Payment")::int AS rows`);
  console.log(
    `seeded ${counts.companies} counterparties, ${counts.lots} lots, ${counts.rows} rows in ${ms(performance.now() - seedStart)}`,
  );

  // A staff member.
  const staffEmail = `staff-${randomBytes(3).toString("hex")}@gulfrecycling.ae`;
  await rest(product.port, "/api/auth/signup", {
    name: "Aisha Rahman",
    email: staffEmail,
    phone: "0501234567",
    password,
    confirmPassword: password,
  });
  await db.query(`UPDATE "User" SET "houseRole" = 'HOUSE_ADMIN' WHERE "email" = $1`, [staffEmail]);
  const { token: staff } = await rest(product.port, "/api/auth/login", { email: staffEmail, password });
  const spec = graphqlSpec(COUNTERPARTIES, { asOf: AS_OF }, staff);

  // The first read (nothing kept yet: every lot summed), then the two agree.
  // On a busy machine the first read may outlast a request's time limit (GRAPHQL_TIMEOUT_MS): it finishes for the next request.
  const [firstMs, firstBody] = await timed(async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await send(agent, product.port, spec);
      } catch (error) {
        if (attempt === 10) throw error;
        console.log(`  first read: ${(error as Error).message.slice(0, 80)}; asking again`);
      }
    }
  });
  console.log(`first read (every lot summed), until answered: ${ms(firstMs)}`);
  const answer = JSON.parse(firstBody).data.house.counterparties;
  const {
    rows: [bareAnswer],
  } = await db.query(BARE, [AS_OF]);
  const cents = (value: string) => BigInt(value.replace(".", ""));
  const agree =
    answer.totalCount === Number(bareAnswer.totals.count) &&
    cents(answer.totals.payables) === BigInt(String(bareAnswer.totals.payables).split(".")[0]) &&
    answer.edges.map((e: any) => e.node.companyId).join() === bareAnswer.page.map((c: any) => c.id).join();
  console.log(`product and bare agree (count, payables, first page): ${agree}`);

  const product1: number[] = [];
  const bare1: number[] = [];
  for (let i = 0; i < REQUESTS + 3; i++) {
    const [p] = await timed(() => send(agent, product.port, spec));
    const [b] = await timed(() => db.query(BARE, [AS_OF]));
    if (i >= 3) {
      product1.push(p);
      bare1.push(b);
    }
  }
  // Each write is followed by the product's read and the bare statement's, in turn which goes first.
  const afterWrite: number[] = [];
  const bareAfterWrite: number[] = [];
  const payment = graphqlSpec(
    `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`,
    { input: { lotId: lot, amount: "1.00", date: "2026-06-01" } },
    trader,
  );
  for (let i = 0; i < Math.min(REQUESTS, 15); i++) {
    await send(agent, product.port, payment);
    const productRead = async () => afterWrite.push((await timed(() => send(agent, product.port, spec)))[0]);
    const bareRead = async () => bareAfterWrite.push((await timed(() => db.query(BARE, [AS_OF])))[0]);
    if (i % 2 === 0) {
      await productRead();
      await bareRead();
    } else {
      await bareRead();
      await productRead();
    }
  }
  const p = stats(product1);
  const b = stats(bare1);
  const w = stats(afterWrite);
  const bw = stats(bareAfterWrite);
  console.log(`house.counterparties at ${counts.companies} counterparties x ${LOTS_EACH} lots x 70 rows (asOf ${AS_OF}):`);
  console.log(`  product, data unchanged:  p50 ${ms(p.p50)}  p95 ${ms(p.p95)}   (goal p95 < 300 ms)`);
  console.log(`  product, just after a write: p50 ${ms(w.p50)}  p95 ${ms(w.p95)}`);
  console.log(`  bare SQL (one statement):  p50 ${ms(b.p50)}  p95 ${ms(b.p95)};  just after a write: p50 ${ms(bw.p50)}  p95 ${ms(bw.p95)}`);
  console.log(
    `  ratio bare/product (goal >= 0.5x): unchanged ${(b.p50 / p.p50).toFixed(2)}x, after a write ${(bw.p50 / w.p50).toFixed(2)}x`,
  );
} finally {
  for (const server of servers) await stop(server);
  await db.end().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
