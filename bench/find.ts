/**
 * `npm run bench` (issue 48): find anything at 1,000 lots x 70 rows on PostgreSQL (TEST_DATABASE_URL
 * or 127.0.0.1:5432; a bench database is created and dropped). One company: 1,000 lots of 50
 * containers (each with a bill of lading and a weighbridge ticket) and 20 payments (each with a bank
 * reference), written in bulk SQL. Then `viewer.profile.search(query:, first: 20)` through the HTTP
 * handler, one request after another: the p50 and p95 for each kind of reference (200 different
 * references each, whole and their first characters), and for a short prefix matching thousands.
 * Goal: p95 under 100 ms. Prints figures; asserts nothing.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { percentile, send } from "./load.ts";
import { graphqlSpec, rest, startProduct, stop, type Server } from "./server.ts";
import { warnIfBusy } from "./busyMachine.ts";

await warnIfBusy("bench/find");

const LOTS = Number(process.env.BENCH_LOTS ?? 1000);
const SAMPLES = Number(process.env.BENCH_FIND_SAMPLES ?? 200);
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const SEARCH = `query($q: String!) { viewer { profile { search(query: $q, first: 20) { match text lot { id lotNumber } container { id containerNo } payment { id amount } } } } }`;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  console.warn(`PostgreSQL not reachable at ${serverUrl} (${(error as Error).message}): skipping the find-anything figures.`);
  process.exit(0);
}
const name = `scrap_find_${process.pid}`;
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const db = new pg.Client({ connectionString: url.toString() });
let product: Server | undefined;
try {
  product = await startProduct({ DATABASE_URL: url.toString() });
  await db.connect();
  const email = `find-${randomBytes(3).toString("hex")}@example.com`;
  const password = "bench-secret-1";
  await rest(product.port, "/api/auth/signup", { name: "Find Trader", email, phone: "0501234567", password, confirmPassword: password });
  const { token } = await rest(product.port, "/api/auth/login", { email, password });
  await rest(
    product.port,
    "/api/suppliers/add",
    { name: "Omar Haddad", companyName: "Find Metals", contact: "+971 50 123 4567", email, address: "Sharjah", website: "", gst: "" },
    token,
  );
  const {
    rows: [{ id: profileId }],
  } = await db.query(`SELECT "id" FROM "Profile" WHERE "companyName" = 'Find Metals'`);

  const started = performance.now();
  await db.query(
    `WITH lots AS (
       INSERT INTO "Lot" ("profileId", "lotNumber", "price", "createdAt")
       SELECT $1::int, 'HMS-' || lpad(g::text, 5, '0'), 333.33, now() FROM generate_series(1, $2::int) g RETURNING "id", "lotNumber"),
     containers AS (
       INSERT INTO "Container" ("lotId", "containerNo", "sealNo", "material", "quantityKg", "pricePerTon", "papers", "date", "createdAt")
       SELECT l."id", 'MSCU' || lpad((l."id" * 100 + i)::text, 7, '0'), 'SL' || l."id" || '-' || i, 'HMS 1&2', 18000 + i, 333.33,
              jsonb_build_object('billOfLadingNo', 'MEDU' || lpad((l."id" * 100 + i)::text, 8, '0'), 'weighbridgeTicket', 'WB-' || l."id" || '-' || i),
              date '2026-01-01' + i, now()
         FROM lots l, generate_series(1, 50) i)
     INSERT INTO "Payment" ("lotId", "amount", "papers", "date", "createdAt")
     SELECT l."id", 1000 + i, jsonb_build_object('method', 'BANK_TRANSFER', 'reference', 'FT' || lpad((l."id" * 100 + i)::text, 9, '0')), date '2026-01-01' + i, now()
       FROM lots l, generate_series(1, 20) i`,
    [profileId, LOTS],
  );
  await db.query(`ANALYZE`);
  const {
    rows: [counts],
  } = await db.query(
    `SELECT (SELECT count(*) FROM "Lot")::int AS lots, (SELECT count(*) FROM "Container")::int AS containers, (SELECT count(*) FROM "Payment")::int AS payments`,
  );
  console.info(
    `Find anything on PostgreSQL: ${counts.lots} lots, ${counts.containers} containers, ${counts.payments} payments (inserted in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const { rows: lotIds } = await db.query(`SELECT "id" FROM "Lot" ORDER BY random() LIMIT $1`, [SAMPLES]);
  const pick = (i: number) => ({ lot: lotIds[i % lotIds.length].id as number, entry: 1 + (i % 20) });
  const kinds: Record<string, (i: number) => string> = {
    "lot number": (i) => `hms-${String(pick(i).lot).padStart(5, "0")}`.slice(0, i % 2 ? 9 : 10),
    "container number": (i) => `MSCU${String(pick(i).lot * 100 + pick(i).entry).padStart(7, "0")}`,
    "container number, its first 8": (i) => `mscu${String(pick(i).lot * 100 + pick(i).entry).padStart(7, "0")}`.slice(0, 8),
    seal: (i) => `SL${pick(i).lot}-${pick(i).entry}`,
    "bill of lading": (i) => `MEDU${String(pick(i).lot * 100 + pick(i).entry).padStart(8, "0")}`,
    "weighbridge ticket": (i) => `wb-${pick(i).lot}-${pick(i).entry}`,
    "payment reference": (i) => `FT${String(pick(i).lot * 100 + pick(i).entry).padStart(9, "0")}`,
    "a short prefix (M: thousands match)": () => "M",
  };
  const rows: string[] = [];
  for (const [kind, query] of Object.entries(kinds)) {
    const samples: number[] = [];
    let found = 0;
    for (let i = -10; i < SAMPLES; i++) {
      const q = query(Math.max(i, 0));
      const start = performance.now();
      const body = JSON.parse(await send(agent, product.port, graphqlSpec(SEARCH, { q }, token)));
      const elapsed = performance.now() - start;
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      if (i < 0) continue; // warm-up
      samples.push(elapsed);
      if (body.data.viewer.profile.search.length > 0) found++;
    }
    const p95 = percentile(samples, 0.95);
    rows.push(
      `| ${kind} | ${samples.length} | ${found} | ${percentile(samples, 0.5).toFixed(1)} | ${p95.toFixed(1)} | ${p95 < 100 ? "yes" : "NO"} |`,
    );
  }
  console.info(
    "| reference | searches | found | p50 ms | p95 ms | p95 < 100 ms |\n| --- | ---: | ---: | ---: | ---: | --- |\n" + rows.join("\n"),
  );
} finally {
  agent.destroy();
  if (product) await stop(product);
  await db.end().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
