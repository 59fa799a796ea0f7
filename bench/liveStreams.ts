/**
 * `npm run bench` (issue 43, item 3): what open live-update streams cost, on PostgreSQL
 * (TEST_DATABASE_URL or 127.0.0.1:5432; a bench database is created and dropped). Prints figures and
 * ratios; asserts nothing.
 *
 * Company A's writes (`addPayment`, 4 clients) and, at the same time, company B's reads (its lots
 * overview, 2 clients), BENCH_SECONDS (5) each after a second of warm-up, in BENCH_ROUNDS (3) rounds:
 * with no streams open, then with BENCH_STREAMS (500) `companyChanges` streams of company A open
 * (the website's selection). The ratios printed are the medians of the rounds' ratios (the machine is
 * shared and noisy).
 * Goal (issue 43): the streams cost A's write throughput at most 10% (ratio >= 0.90) and B's p95 at
 * most 20% (ratio <= 1.20). Each stream's events are counted against the events A's writes added.
 */
import fs from "node:fs";
import http from "node:http";
import pg from "pg";
import { load, percentile, type LoadResult } from "./load.ts";
import { gql, graphqlSpec, rest, startProduct, stop } from "./server.ts";
import { warnIfBusy } from "./busyMachine.ts";

await warnIfBusy("bench/liveStreams");

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

const ADD_LOT = `mutation($input: AddLotInput!) { addLot(input: $input) { __typename ... on AddLotPayload { lot { id } } ... on Error { message } } }`;
const ADD_PAYMENT = `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename ... on AddPaymentPayload { payment { id amount } } ... on Error { message } } }`;
const OVERVIEW = `{ viewer { profile { lotsOverview(first: 20) { totalCount totals { lotCount balance totalPaid } edges { node { lot { lotNumber } balance } } } } } }`;
/** The selection the website subscribes with (client/lots). */
const SUBSCRIPTION = JSON.stringify({ query: "subscription { companyChanges { id cursor kind lot { id } } }" });

/** CPU time (user + system) a process has used, in ms (Linux /proc; NaN elsewhere). */
function serverCpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS = 100;

async function company(port: number, name: string) {
  const email = `${name.toLowerCase().replace(/\W/g, "")}-${process.pid}@example.com`;
  const password = "bench-secret-1";
  await rest(port, "/api/auth/signup", { name: "Bench Trader", email, phone: "0501234567", password, confirmPassword: password });
  const { token } = await rest(port, "/api/auth/login", { email, password });
  await rest(
    port,
    "/api/suppliers/add",
    { name: "Omar Haddad", companyName: name, contact: "+971 50 123 4567", email, address: "Sharjah", website: "", gst: "" },
    token,
  );
  const lots: string[] = [];
  for (let i = 0; i < 20; i++)
    lots.push((await gql(port, ADD_LOT, { input: { lotNumber: `L-${i}`, price: "250.00" } }, token)).addLot.lot.id);
  return { token, lots };
}

/** One open stream: how many events it has received. */
function openStream(port: number, token: string): Promise<{ events: () => number; close: () => void }> {
  return new Promise((resolve, reject) => {
    let events = 0;
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/graphql",
        agent: false,
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          authorization: `Bearer ${token}`,
          "content-length": Buffer.byteLength(SUBSCRIPTION),
        },
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        response.setEncoding("utf8");
        let buffer = "";
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf("\n\n")) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (/^event: next$/m.test(block)) {
              if (block.includes('"errors"')) console.warn(`  a stream was refused or ended: ${block.slice(0, 200)}`);
              else events++;
            }
          }
        });
        response.on("error", () => {});
        resolve({ events: () => events, close: () => request.destroy() });
      },
    );
    request.on("error", reject);
    request.end(SUBSCRIPTION);
  });
}

const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  console.warn(`PostgreSQL not reachable at ${serverUrl} (${(error as Error).message}): skipping the live-stream figures.`);
  process.exit(0);
}
const name = `scrap_live_${process.pid}`;
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const db = new pg.Client({ connectionString: url.toString() });
const product = await startProduct({
  DATABASE_URL: url.toString(),
  // The bench opens every stream from one address and as one person: the limits are raised for it.
  MAX_CONNECTIONS_PER_ADDRESS: String(STREAMS + 100),
  MAX_CONNECTIONS: String(STREAMS + 200),
  LIVE_STREAMS_PER_PERSON: String(STREAMS),
  LIVE_STREAMS_PER_COMPANY: String(STREAMS),
  API_KEY_RATE_LIMIT_MAX: "1000000",
});
try {
  await db.connect();
  const a = await company(product.port, "Streamed Metals");
  const b = await company(product.port, "Bystander Metals");
  const eventsOfA = async () =>
    Number(
      (
        await db.query(
          `SELECT count(*) FROM "ChangeEvent" e JOIN "Profile" p ON p."id" = e."profileId" WHERE p."companyName" = 'Streamed Metals'`,
        )
      ).rows[0].count,
    );
  let amount = 0;
  const measure = async () => {
    const cpuBefore = serverCpuMs(product.child.pid!);
    const [writes, reads] = await Promise.all([
      load(
        product.port,
        (client) =>
          graphqlSpec(ADD_PAYMENT, { input: { lotId: a.lots[client], amount: `${(++amount % 900) + 1}.00`, date: "2026-06-02" } }, a.token),
        { concurrency: 4, seconds: SECONDS },
      ),
      load(product.port, graphqlSpec(OVERVIEW, {}, b.token), { concurrency: 2, seconds: SECONDS }),
    ]);
    // The server's CPU time per request answered (warm-up included on both sides): on a busy, shared
    // machine a steadier figure of what the streams cost than the throughput.
    const cpuPerRequest = (serverCpuMs(product.child.pid!) - cpuBefore) / (writes.requests + reads.requests);
    return { writes, reads, cpuPerRequest };
  };
  const line = (label: string, { writes, reads, cpuPerRequest }: { writes: LoadResult; reads: LoadResult; cpuPerRequest: number }) =>
    console.info(
      `  ${label.padEnd(38)} A's writes ${writes.throughput.toFixed(1).padStart(7)} req/s (p95 ${writes.p95.toFixed(1)} ms)   B's reads p50 ${reads.p50.toFixed(1).padStart(6)} ms, p95 ${reads.p95.toFixed(1).padStart(6)} ms   server CPU ${cpuPerRequest.toFixed(2)} ms/request`,
    );

  console.info(
    `Live streams on PostgreSQL: company A writing (4 clients) while company B reads (2 clients), ${SECONDS} s each, ${ROUNDS} rounds of without / with ${STREAMS} streams of A`,
  );
  const writeRatios: number[] = [];
  const p95Ratios: number[] = [];
  const cpuRatios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const without = await measure();
    line(`round ${round}, no streams`, without);
    const streams = [];
    for (let i = 0; i < STREAMS; i++) streams.push(await openStream(product.port, a.token));
    const eventsBefore = await eventsOfA();
    const withStreams = await measure();
    line(`round ${round}, ${STREAMS} streams of A open`, withStreams);
    const written = (await eventsOfA()) - eventsBefore;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && streams.some((stream) => stream.events() < written))
      await new Promise((resolve) => setTimeout(resolve, 100));
    const received = streams.map((stream) => stream.events());
    console.info(
      `    events: A's writes added ${written}; each stream received min ${Math.min(...received)}, max ${Math.max(...received)} (every stream all of them once: ${received.every((count) => count === written) ? "yes" : "NO"})`,
    );
    for (const stream of streams) stream.close();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    writeRatios.push(withStreams.writes.throughput / without.writes.throughput);
    p95Ratios.push(withStreams.reads.p95 / without.reads.p95);
    cpuRatios.push(withStreams.cpuPerRequest / without.cpuPerRequest);
  }
  const writeRatio = percentile(writeRatios, 0.5);
  const p95Ratio = percentile(p95Ratios, 0.5);
  console.info(
    `  with ${STREAMS} streams / without, median of the rounds: A's write throughput ${writeRatio.toFixed(2)}x (goal >= 0.90x: ${writeRatio >= 0.9 ? "met" : "NOT met"}), B's p95 ${p95Ratio.toFixed(2)}x (goal <= 1.20x: ${p95Ratio <= 1.2 ? "met" : "NOT met"}), server CPU per request ${percentile(cpuRatios, 0.5).toFixed(2)}x`,
  );
} finally {
  await db.end().catch(() => {});
  await stop(product);
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
