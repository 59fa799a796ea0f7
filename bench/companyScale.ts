/**
 * `npm run bench` (issue 22): a company of many lots on PostgreSQL (TEST_DATABASE_URL or
 * 127.0.0.1:5432; a bench database is created and dropped), product and bare baseline
 * (bench/bareCompany.ts) side by side in one run. Prints figures and ratios; asserts nothing.
 *
 * - `viewer.profile.statement` (grand totals, each lot's opening, closing and totals, no rows) at
 *   10, 100 and 1,000 lots: median of single requests; at 1,000 lots, the same just after a write
 *   to one lot (its answer not kept), and req/s with 4 clients.
 * - the lots overview's first page (20 lots by balance, with the company's totals) at 10, 100 and 1,000 lots.
 * - /add-lot's own LotsPageQuery (the 10 newest lots, the 20 newest with their figures, the company's
 *   totals) at 10, 100 and 1,000 lots, beside the bare one (one SQL statement); and its growth from 10 lots.
 * - the detailed statement's rows (the worker's DetailedStatementQuery, every page of lots one after
 *   the other, as the worker asks them) at 10, 100 and 1,000 lots, in rows a second, beside the bare
 *   pages (one SQL statement each, the ledgers in integer arithmetic, JSON).
 * - the statement's figures at 10, 100 and 1,000 lots with 4 clients while a fifth adds payments to
 *   one lot the whole time (no kept answer can serve), beside bare with the same writer.
 * - `addPayment` with 8 clients on 8 different lots of one company, and on one lot: BENCH_WRITE_ROUNDS
 *   (3) rounds a side, taking turns; with the CPU each request cost the server process and the
 *   database (every PostgreSQL process of the machine, since they share its cores).
 *
 * Lots are 50 containers + 20 payments. The first is written through the API; the others are copied
 * from it straight into the tables (fast), each entry with the record of its addition as the API
 * writes it, and a copy's ledger is checked against the original's.
 * BENCH_SECONDS (5) per load measurement, BENCH_LOTS (1000) at most; BENCH_ONLY=rows measures the
 * detailed statement's rows alone.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";
import { load, percentile, send } from "./load.ts";
import { gql, graphqlSpec, rest, startProcess, startProduct, stop, type Server } from "./server.ts";
import { warnIfBusy } from "./busyMachine.ts";
import detailedStatementQuery from "../client/__generated__/DetailedStatementQuery.graphql.ts";
import lotsPageQuery from "../client/__generated__/LotsPageQuery.graphql.ts";
import { statementPages } from "../client/lots/statement/statementJob.ts";

await warnIfBusy("bench/companyScale");

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WRITE_ROUNDS = Number(process.env.BENCH_WRITE_ROUNDS ?? 3);
const MAX_LOTS = Number(process.env.BENCH_LOTS ?? 1000);
/** BENCH_ONLY=rows: only the detailed statement's rows (to profile them, with BENCH_CPU_PROF). */
const ONLY_ROWS = process.env.BENCH_ONLY === "rows";
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

const STATEMENT = `{ viewer { profile { statement { openingBalance openingTotalPaid closingBalance closingTotalPaid
  totals { quantityTons containerAmount amountAdded }
  lots { lot { id lotNumber price } statement { openingBalance openingTotalPaid closingBalance closingTotalPaid totals { quantityTons containerAmount amountAdded } } } } } } }`;
const ADD_PAYMENT = `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename ... on AddPaymentPayload { payment { id amount } } ... on Error { message } } }`;
const OVERVIEW = `{ viewer { profile { lotsOverview(first: 20, orderBy: { field: BALANCE, direction: ASC }) { totalCount totals { lotCount balance totalPaid }
  edges { node { lot { lotNumber } containerCount quantityTons containerAmount totalPaid balance lastEntryDate } } } } } }`;
const LOT_LEDGER = `query($lotNumber: String!) { viewer { profile { lot(lotNumber: $lotNumber) { ledger { closingBalance closingTotalPaid totals { quantityTons containerAmount amountAdded } rows { type balance } } } } } }`;

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** CPU time a process has used so far (user + system), ms, or undefined when it is gone. */
function processCpuMs(pid: number | string): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return undefined;
  }
}
/** What a request costs the server process whatever else runs on the machine. */
const cpuMs = (server: Server) => processCpuMs(server.child.pid!)!;

/** One side's write rounds added up: requests and seconds measured, CPU spent (ms), latencies. */
const writeTotals = () => ({ requests: 0, seconds: 0, failed: 0, latencies: [] as number[], serverCpu: 0, databaseCpu: 0, counted: 0 });
const summary = (total: ReturnType<typeof writeTotals>) => ({
  throughput: total.requests / total.seconds,
  p95: percentile(total.latencies, 0.95),
  serverCpu: total.serverCpu / total.counted,
  databaseCpu: total.databaseCpu / total.counted,
});

/**
 * The CPU time of every PostgreSQL process of this machine so far, by pid: the two cores are shared
 * with the database, so a request's statements cost throughput there too. Local servers only.
 */
function databaseCpu(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let command = "";
    try {
      command = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
    } catch {
      continue;
    }
    const ms = command.startsWith("postgres") ? processCpuMs(pid) : undefined;
    if (ms !== undefined) byPid.set(pid, ms);
  }
  return byPid;
}
/** The database's CPU time (ms) since `before` (processes started since then count from zero). */
function databaseCpuSince(before: Map<string, number>): number {
  let spent = 0;
  for (const [pid, ms] of databaseCpu()) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
const lotGlobalId = (id: number) => Buffer.from(`Lot:${id}`).toString("base64");
const day = (i: number) => `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`;
const median = (values: number[]) => percentile(values, 0.5);
const ratio = (value: number) => `${value.toFixed(2)}x`;

async function seedTemplate(port: number) {
  const email = `scale-${randomBytes(3).toString("hex")}@example.com`;
  const password = "bench-secret-1";
  await rest(port, "/api/auth/signup", { name: "Scale Trader", email, phone: "0501234567", password, confirmPassword: password });
  const { token } = await rest(port, "/api/auth/login", { email, password });
  const { profile } = await rest(
    port,
    "/api/suppliers/add",
    { name: "Omar Haddad", companyName: "Scale Metals", contact: "+971 50 123 4567", email, address: "Sharjah", website: "", gst: "" },
    token,
  );
  const lot = (
    await gql(
      port,
      `mutation($input: AddLotInput!) { addLot(input: $input) { ... on AddLotPayload { lot { id } } } }`,
      { input: { lotNumber: "T-0", price: "333.33" } },
      token,
    )
  ).addLot.lot.id;
  for (let i = 0; i < 50; i++) {
    await gql(
      port,
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
      token,
    );
  }
  for (let i = 0; i < 20; i++)
    await gql(
      port,
      `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`,
      { input: { lotId: lot, amount: `${1000 + i}.50`, date: day(i + 3) } },
      token,
    );
  return { token, profileId: Number(profile._id ?? 0) };
}

/** Copies lot T-0 until the company has `count` lots. */
async function growTo(db: pg.Client, profileId: number, count: number) {
  const {
    rows: [{ have }],
  } = await db.query(`SELECT count(*)::int AS "have" FROM "Lot" WHERE "profileId" = $1`, [profileId]);
  if (have >= count) return;
  await db.query(
    `WITH t AS (SELECT * FROM "Lot" WHERE "profileId" = $1 AND "lotNumber" = 'T-0'),
     lots AS (INSERT INTO "Lot" ("profileId", "lotNumber", "price", "createdAt") SELECT t."profileId", 'T-' || g, t."price", now() FROM t, generate_series($2::int, $3::int - 1) g RETURNING "id"),
     containers AS (INSERT INTO "Container" ("lotId", "containerNo", "sealNo", "material", "quantityKg", "pricePerTon", "date", "createdAt")
       SELECT l."id", c."containerNo", c."sealNo", c."material", c."quantityKg", c."pricePerTon", c."date", c."createdAt" FROM lots l, t JOIN "Container" c ON c."lotId" = t."id")
     INSERT INTO "Payment" ("lotId", "amount", "date", "createdAt") SELECT l."id", p."amount", p."date", p."createdAt" FROM lots l, t JOIN "Payment" p ON p."lotId" = t."id"`,
    [profileId, have, count],
  );
  // Each copy's containers and payments with the record of their addition, as the API writes them
  // (issue 44; the values those of the template's first record): a company's ChangeLog is as long as
  // its ledgers, and a read that joins it shows it.
  for (const [table, column] of [
    ["Container", "containerId"],
    ["Payment", "paymentId"],
  ]) {
    await db.query(
      `INSERT INTO "ChangeLog" ("${column}", "userId", "changedAt", "oldValues", "newValues")
       SELECT e."id", t."userId", e."createdAt", '{}', t."newValues"
         FROM "${table}" e JOIN "Lot" l ON l."id" = e."lotId"
         CROSS JOIN LATERAL (SELECT h."userId", h."newValues" FROM "ChangeLog" h WHERE h."${column}" IS NOT NULL ORDER BY h."id" LIMIT 1) t
        WHERE l."profileId" = $1 AND NOT EXISTS (SELECT 1 FROM "ChangeLog" h WHERE h."${column}" = e."id")`,
      [profileId],
    );
  }
}

/** Where the product's answer first differs from the bare one ("" when every field of the bare answer is in the product's with the same value; the product may answer more). */
function difference(product: unknown, bare: unknown, path = "answer"): string {
  if (Array.isArray(bare)) {
    if (!Array.isArray(product) || product.length !== bare.length) return `${path} (length)`;
    return bare.map((item, i) => difference(product[i], item, `${path}[${i}]`)).find(Boolean) ?? "";
  }
  if (bare !== null && typeof bare === "object") {
    if (product === null || typeof product !== "object") return path;
    return (
      Object.entries(bare)
        .map(([key, value]) => difference((product as Record<string, unknown>)[key], value, `${path}.${key}`))
        .find(Boolean) ?? ""
    );
  }
  return product === bare ? "" : `${path} (${JSON.stringify(product)} against ${JSON.stringify(bare)})`;
}
const agreement = (product: unknown, bare: unknown) => difference(product, bare) || "yes";

/** Every page of the detailed statement of `lots` lots asked one after the other, as the worker asks them: the median time of 3 rounds after some not counted (ms), and the first page's answer. */
async function allPages(
  port: number,
  lots: number,
  pageSpec: (page: ReturnType<typeof statementPages>[number]) => Parameters<typeof send>[2],
) {
  const times: number[] = [];
  let first = "";
  // Rounds not counted first, a dozen requests at least: the first ones run cold code (a 10-lot round took 70 ms, then 10).
  const warmup = Math.ceil(12 / statementPages(lots).length);
  // Rounds counted: 15 requests at least, so that a one-page company's median is not that of three 10 ms rounds.
  const counted = Math.max(3, Math.ceil(15 / statementPages(lots).length));
  for (let i = 0; i < warmup + counted; i++) {
    const start = performance.now();
    for (const [n, page] of statementPages(lots).entries()) {
      const body = await send(agent, port, pageSpec(page));
      if (n === 0) first = body;
    }
    if (i >= warmup) times.push(performance.now() - start);
  }
  return { ms: median(times), first: JSON.parse(first).data };
}

/** The median of `times` requests one after the other, after `warmup` not counted. */
async function singleRequests(port: number, spec: Parameters<typeof send>[2], times = 15, warmup = 3) {
  const samples: number[] = [];
  for (let i = 0; i < times + warmup; i++) {
    const start = performance.now();
    await send(agent, port, spec);
    if (i >= warmup) samples.push(performance.now() - start);
  }
  return median(samples);
}

const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  console.warn(`PostgreSQL not reachable at ${serverUrl} (${(error as Error).message}): skipping the company-scale figures.`);
  process.exit(0);
}
const name = `scrap_scale_${process.pid}`;
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const servers: Server[] = [];
const db = new pg.Client({ connectionString: url.toString() });
try {
  const product = await startProduct({ DATABASE_URL: url.toString() });
  servers.push(product);
  const bare = await startProcess(["--import", "tsx", "bench/bareCompany.ts"], { DATABASE_URL: url.toString() }, /listening (\d+)/);
  servers.push(bare);
  await db.connect();
  const { token } = await seedTemplate(product.port);
  const {
    rows: [{ profileId }],
  } = await db.query(`SELECT "profileId" FROM "Lot" WHERE "lotNumber" = 'T-0'`);
  await growTo(db, profileId, 2);
  const [original, copy] = await Promise.all(["T-0", "T-1"].map((lotNumber) => gql(product.port, LOT_LEDGER, { lotNumber }, token)));
  console.info(
    `Company scale on PostgreSQL: lots of 50 containers + 20 payments; a copied lot's ledger equals the one written through the API: ${JSON.stringify(original) === JSON.stringify(copy) ? "yes" : "NO"}`,
  );

  const productStatement = graphqlSpec(STATEMENT, {}, token);
  const bareStatement = { method: "GET" as const, path: `/statement/${profileId}` };
  // Not T-0, which the company grows by copying.
  const {
    rows: [{ id: writtenLot }],
  } = await db.query(`SELECT "id" FROM "Lot" WHERE "profileId" = $1 AND "lotNumber" = 'T-1'`, [profileId]);
  const writeOne = graphqlSpec(ADD_PAYMENT, { input: { lotId: lotGlobalId(writtenLot), amount: "1.00", date: "2026-06-01" } }, token);
  // The statement while a fifth client adds payments to one lot the whole time: every read finds the company changed.
  const whileWriting = async (port: number, read: Parameters<typeof send>[2], write: Parameters<typeof send>[2]) => {
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        await send(agent, port, write);
        writes++;
      }
    })();
    const result = await load(port, read, { concurrency: 4, seconds: SECONDS });
    writing = false;
    await writer;
    return { ...result, writes };
  };
  const medians: Record<number, number> = {};
  const overviewMedians: Record<number, number> = {};
  const lotsPageMedians: Record<number, number> = {};
  for (const lots of [10, 100, 1000].filter((n) => n <= MAX_LOTS)) {
    await growTo(db, profileId, lots);
    await db.query("ANALYZE");
    if (!ONLY_ROWS) {
      const productAnswer = JSON.parse(await send(agent, product.port, productStatement)).data.viewer.profile.statement;
      const bareAnswer = JSON.parse(await send(agent, bare.port, bareStatement)).data.viewer.profile.statement;
      const agree = JSON.stringify(productAnswer) === JSON.stringify(bareAnswer);
      const productMs = await singleRequests(product.port, productStatement);
      const bareMs = await singleRequests(bare.port, bareStatement);
      medians[lots] = productMs;
      console.info(
        `  statement, ${String(lots).padStart(5)} lots: product ${productMs.toFixed(1)} ms, bare ${bareMs.toFixed(1)} ms median: ${ratio(productMs / bareMs)} slower; figures agree: ${agree ? "yes" : "NO"}`,
      );
      const overviewMs = await singleRequests(product.port, graphqlSpec(OVERVIEW, {}, token));
      overviewMedians[lots] = overviewMs;
      console.info(`  lots overview (first page of 20, by balance), ${String(lots).padStart(5)} lots: ${overviewMs.toFixed(1)} ms median`);

      const productLotsPage = graphqlSpec(lotsPageQuery.params.text!, {}, token);
      const bareLotsPage = { method: "GET" as const, path: `/lots-page/${profileId}` };
      const lotsPageAgrees = agreement(
        JSON.parse(await send(agent, product.port, productLotsPage)).data,
        JSON.parse(await send(agent, bare.port, bareLotsPage)).data,
      );
      // More requests not counted: at 10 lots the page is the first thing this process is asked for so often, and its code is still cold.
      const lotsPageMs = await singleRequests(product.port, productLotsPage, 15, 30);
      const bareLotsPageMs = await singleRequests(bare.port, bareLotsPage, 15, 30);
      lotsPageMedians[lots] = lotsPageMs;
      console.info(
        `  /add-lot's LotsPageQuery, ${String(lots).padStart(5)} lots: product ${lotsPageMs.toFixed(1)} ms, bare ${bareLotsPageMs.toFixed(1)} ms median: ${ratio(lotsPageMs / bareLotsPageMs)} slower; figures agree: ${lotsPageAgrees}`,
      );
    }
    // The lot written to has more than 70.
    const {
      rows: [{ rows }],
    } = await db.query(
      `SELECT (SELECT count(*) FROM "Container" c JOIN "Lot" l ON l."id" = c."lotId" WHERE l."profileId" = $1) + (SELECT count(*) FROM "Payment" p JOIN "Lot" l ON l."id" = p."lotId" WHERE l."profileId" = $1) AS "rows"`,
      [profileId],
    );
    const productRows = await allPages(product.port, lots, (page) =>
      graphqlSpec(detailedStatementQuery.params.text!, { from: null, to: null, ...page }, token),
    );
    const bareRows = await allPages(bare.port, lots, (page) => ({
      method: "GET",
      path: `/rows/${profileId}/${page.lotOffset}/${page.lotLimit}`,
    }));
    const rowsAgree = agreement(productRows.first.viewer.profile.statement.lots, bareRows.first.viewer.profile.statement.lots);
    const perSecond = (ms: number) => Math.round(Number(rows) / (ms / 1000));
    console.info(
      `  the detailed statement's rows, ${String(lots).padStart(5)} lots (${rows} rows, ${statementPages(lots).length} pages one after the other): product ${(productRows.ms / 1000).toFixed(2)} s (${perSecond(productRows.ms)} rows/s), bare ${(bareRows.ms / 1000).toFixed(2)} s (${perSecond(bareRows.ms)} rows/s): ${ratio(bareRows.ms / productRows.ms)} of bare (goal >= 0.5x); rows agree: ${rowsAgree}`,
    );
    if (ONLY_ROWS) continue;
    const productWriting = await whileWriting(product.port, productStatement, writeOne);
    const bareWriting = await whileWriting(bare.port, bareStatement, { method: "POST", path: `/payment/${writtenLot}` });
    console.info(
      `  statement, ${String(lots).padStart(5)} lots, 4 clients while a fifth adds payments to one lot: product ${productWriting.throughput.toFixed(1)} req/s (p95 ${productWriting.p95.toFixed(0)} ms; ${productWriting.writes} writes meanwhile), bare ${bareWriting.throughput.toFixed(1)} req/s (p95 ${bareWriting.p95.toFixed(0)} ms; ${bareWriting.writes} writes): ${ratio(productWriting.throughput / bareWriting.throughput)} (goal >= 0.5x)`,
    );
  }
  if (!ONLY_ROWS) {
    const top = Math.max(...Object.keys(medians).map(Number));
    if (medians[10] !== undefined)
      console.info(`  median at ${top} lots / median at 10 lots: ${ratio(medians[top] / medians[10])} (goal <= 3x)`);
    if (overviewMedians[10] !== undefined)
      console.info(`  lots overview at ${top} lots / at 10 lots: ${ratio(overviewMedians[top] / overviewMedians[10])}`);
    if (lotsPageMedians[10] !== undefined)
      console.info(
        `  /add-lot's LotsPageQuery at ${top} lots / at 10 lots: ${ratio(lotsPageMedians[top] / lotsPageMedians[10])} (goal <= 2x)`,
      );
    // The statement asked again just after a write to one of the lots: its answer is not kept, and only that lot is summed again.
    const afterWrite: number[] = [];
    for (let i = 0; i < 18; i++) {
      await send(agent, product.port, writeOne);
      const start = performance.now();
      await send(agent, product.port, productStatement);
      if (i >= 3) afterWrite.push(performance.now() - start);
    }
    console.info(
      `  statement at ${top} lots just after a write to one lot: ${median(afterWrite).toFixed(1)} ms median (${ratio(median(afterWrite) / medians[top])} the one asked again)`,
    );
    const timedOut = (body: string) => !body.includes('"TIMEOUT"');
    const productLoad = await load(product.port, productStatement, { concurrency: 4, seconds: SECONDS, check: timedOut });
    const bareLoad = await load(bare.port, bareStatement, { concurrency: 4, seconds: SECONDS });
    console.info(
      `  statement at ${top} lots, 4 clients: product ${productLoad.throughput.toFixed(1)} req/s (p95 ${productLoad.p95.toFixed(0)} ms, TIMEOUT ${productLoad.failed}), bare ${bareLoad.throughput.toFixed(1)} req/s (p95 ${bareLoad.p95.toFixed(0)} ms): ${ratio(productLoad.throughput / bareLoad.throughput)} (goal >= 0.5x)`,
    );

    const { rows: lots } = await db.query(`SELECT "id" FROM "Lot" WHERE "profileId" = $1 ORDER BY "id" LIMIT 8`, [profileId]);
    for (const [label, lotOf] of [
      ["8 clients on 1 lot", () => lots[0].id],
      ["8 clients on 8 lots", (client: number) => lots[client].id],
    ] as const) {
      const sides = {
        product: {
          server: product,
          spec: (client: number) =>
            graphqlSpec(ADD_PAYMENT, { input: { lotId: lotGlobalId(lotOf(client)), amount: "10.00", date: "2026-06-01" } }, token),
          check: (body: string) => body.includes("AddPaymentPayload"),
        },
        bare: {
          server: bare,
          spec: (client: number) => ({ method: "POST" as const, path: `/payment/${lotOf(client)}` }),
          check: undefined,
        },
      };
      const measured = { product: writeTotals(), bare: writeTotals() };
      // Rounds taking turns (product first, then bare first), so that a drift of the machine's speed falls on both sides alike.
      for (let round = 0; round < WRITE_ROUNDS; round++) {
        for (const side of round % 2 ? (["bare", "product"] as const) : (["product", "bare"] as const)) {
          const { server, spec, check } = sides[side];
          const cpu = cpuMs(server);
          const databaseBefore = databaseCpu();
          const result = await load(server.port, spec, { concurrency: 8, seconds: SECONDS, check });
          // The load's warm-up second is not counted in its requests: spread its CPU over them in proportion.
          const counted = result.requests * (1 + 1 / SECONDS);
          const total = measured[side];
          total.requests += result.requests;
          total.seconds += result.seconds;
          total.failed += result.failed;
          total.latencies.push(...result.latencies);
          total.serverCpu += cpuMs(server) - cpu;
          total.databaseCpu += databaseCpuSince(databaseBefore);
          total.counted += counted;
        }
      }
      const [p, b] = [summary(measured.product), summary(measured.bare)];
      console.info(
        `  addPayment, ${label} (${WRITE_ROUNDS} rounds each, taking turns): product ${p.throughput.toFixed(0)} req/s (p95 ${p.p95.toFixed(0)} ms, failed ${measured.product.failed}), bare ${b.throughput.toFixed(0)} req/s (p95 ${b.p95.toFixed(0)} ms): ${ratio(p.throughput / b.throughput)} throughput (goal >= 0.7x), p95 ${ratio(p.p95 / b.p95)} (goal <= 2x); CPU per request, server process + database: product ${p.serverCpu.toFixed(2)} + ${p.databaseCpu.toFixed(2)} ms, bare ${b.serverCpu.toFixed(2)} + ${b.databaseCpu.toFixed(2)} ms`,
      );
    }
  }
} finally {
  agent.destroy();
  await db.end().catch(() => {});
  await Promise.all(servers.map(stop));
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
