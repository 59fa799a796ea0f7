/**
 * `npm run bench` (server part). Prints figures; asserts nothing.
 *
 * 1. PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432; a bench database is created and dropped):
 *    GraphQL `Lot.ledger` of a 1,000-row lot (500 containers, 500 payments) under 8 concurrent
 *    clients, side by side with the bare limit of the same work (bench/bareLedger.ts), with ratios.
 * 2. Writes on PostgreSQL: `addPayment` returning the lot's fresh totals, on an empty lot and on the
 *    1,000-row lot, taken in turn; the ratio of their medians.
 * 3. The same ledger read on the embedded database (PGlite, in memory).
 *
 * Each server runs in its own process (the product: compiled, as `npm start` runs it), the load
 * comes from this one. The machine is shared and noisy, so reads are measured in BENCH_ROUNDS (3)
 * rounds, each the bare limit then the product right after it (BENCH_SECONDS, default 5, each, after
 * a second of warm-up), and the ratios printed are the medians of the rounds' ratios.
 * BENCH_CONCURRENCY (8), BENCH_WRITES (60 per lot), BENCH_CPU_PROF=<dir> writes a CPU profile of
 * each product process there, BENCH_SERVER=tsx runs the product through tsx instead.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { load, percentile, send, type LoadResult, type RequestSpec } from "./load.ts";
import { warnIfBusy } from "./busyMachine.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const WRITES = Number(process.env.BENCH_WRITES ?? 60);
const CONTAINERS = 500;
const PAYMENTS = 500;
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export interface Server {
  port: number;
  child: ChildProcess;
  /** Lines the process wrote that warn about Prisma queries a resolver did not use. */
  unusedQueryWarnings: () => number;
}

/** Starts a process and waits for the line that carries its port. */
export function startProcess(args: string[], env: Record<string, string>, ready: RegExp): Promise<Server> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let unused = 0;
  return new Promise((resolve, reject) => {
    let output = "";
    const watch = (chunk: Buffer) => {
      const text = chunk.toString();
      unused += text.split("\n").filter((line) => /unused/i.test(line) && /query/i.test(line)).length;
      if (output !== null) {
        output += text;
        const match = ready.exec(output);
        if (match) {
          resolve({ port: Number(match[1]), child, unusedQueryWarnings: () => unused });
          output = null as unknown as string;
        }
      }
    };
    child.stdout!.on("data", watch);
    child.stderr!.on("data", watch);
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}:\n${output}`)));
  });
}

export function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
  });
}

/**
 * The product's server as `npm start` runs it: compiled ahead of time (dist/server-app, rebuilt here
 * when its sources changed, as `npm start` does). BENCH_SERVER=tsx runs server/main.ts through tsx
 * instead, as the benches did before 29 November 2026 (issue 45): the same code, some 10% more
 * server CPU per small request (esbuild's helpers around every named closure, among others).
 */
function productEntry(): string[] {
  if (process.env.BENCH_SERVER === "tsx") return ["--import", "tsx", "server/main.ts"];
  const build = spawnSync(process.execPath, ["scripts/buildIfChanged.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("scripts/buildIfChanged.mjs failed: the compiled server cannot be benched");
  return ["dist/server-app/main.mjs"];
}

export function startProduct(env: Record<string, string>): Promise<Server> {
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return startProcess(
    [...profile, ...productEntry()],
    { PORT: "0", NODE_ENV: "production", RATE_LIMIT_MAX: "1000000", ...env },
    /Server ready at http:\/\/localhost:(\d+)/,
  );
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

export function graphqlSpec(query: string, variables: Record<string, unknown>, token?: string): RequestSpec {
  return {
    method: "POST",
    path: "/graphql",
    headers: {
      "content-type": "application/json",
      accept: "application/graphql-response+json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  };
}

export async function gql(port: number, query: string, variables: Record<string, unknown>, token?: string) {
  const body = JSON.parse(await send(agent, port, graphqlSpec(query, variables, token)));
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export async function rest(port: number, path: string, payload: unknown, token?: string) {
  return new Promise<any>((resolve, reject) => {
    const body = JSON.stringify(payload);
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve(JSON.parse(text)));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const ADD_LOT = `mutation($input: AddLotInput!) { addLot(input: $input) { __typename ... on AddLotPayload { lot { id } } ... on Error { message } } }`;
const ADD_CONTAINER = `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename ... on Error { message } } }`;
const ADD_PAYMENT_SEED = `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename ... on Error { message } } }`;
/** A write as a screen would send it: the new row, and the lot's fresh figures (not its rows). */
const ADD_PAYMENT = `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename ... on AddPaymentPayload {
  paymentEdge { cursor node { id amount date } }
  lot { id ledger { openingBalance openingTotalPaid closingBalance closingTotalPaid totals { quantityTons containerAmount amountAdded } } } } ... on Error { message } } }`;
/** The fields of the lot details screen and the PDF statement (the ledger fragments in client/lots/: ledgerFormat.ts, ledger/LedgerTable.tsx, statement/statementPdf.ts). */
const LEDGER = `query($id: ID!) { node(id: $id) { ... on Lot { ledger {
  from to openingBalance openingTotalPaid closingBalance closingTotalPaid
  totals { quantityTons containerAmount amountAdded }
  rows { number date type containerNo sealNo material quantityTons pricePerTon containerAmount amountAdded totalPaid balance } } } } }`;

const day = (i: number) => `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`;

/** A supplier with a 1,000-row lot and an empty one, written through the product's own API (also bench/lotScreen.ts). */
export async function seed(port: number) {
  const email = `bench-${randomBytes(3).toString("hex")}@example.com`;
  const password = "bench-secret-1";
  await rest(port, "/api/auth/signup", { name: "Bench Trader", email, phone: "0501234567", password, confirmPassword: password });
  const { token } = await rest(port, "/api/auth/login", { email, password });
  await rest(
    port,
    "/api/suppliers/add",
    { name: "Omar Haddad", companyName: "Bench Metals", contact: "+971 50 123 4567", email, address: "Sharjah", website: "", gst: "" },
    token,
  );
  const addLot = async (lotNumber: string) =>
    (await gql(port, ADD_LOT, { input: { lotNumber, price: "333.33" } }, token)).addLot.lot.id as string;
  const fullLot = await addLot("B-1000");
  const emptyLot = await addLot("B-EMPTY");
  const writes = [
    ...Array.from(
      { length: CONTAINERS },
      (_, i) => () =>
        gql(
          port,
          ADD_CONTAINER,
          {
            input: {
              lotId: fullLot,
              containerNo: `MSCU${1000000 + i}`,
              sealNo: `S${i}`,
              material: "HMS 1&2",
              quantity: `${18000 + i * 7}.125`,
              date: day(i),
            },
          },
          token,
        ),
    ),
    ...Array.from(
      { length: PAYMENTS },
      (_, i) => () => gql(port, ADD_PAYMENT_SEED, { input: { lotId: fullLot, amount: `${1000 + i}.50`, date: day(i + 3) } }, token),
    ),
  ];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < writes.length) await writes[next++]();
    }),
  );
  return { token, fullLot, emptyLot };
}

const median = (values: number[]) => percentile(values, 0.5);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const perSecond = (value: number) => `${value.toFixed(1)} req/s`;

function printRead(label: string, result: LoadResult) {
  console.info(
    `  ${label.padEnd(44)} ${perSecond(result.throughput).padStart(12)}  p50 ${ms(result.p50).padStart(9)}  p95 ${ms(result.p95).padStart(9)}  (${result.requests} requests)`,
  );
}

async function postgresPart() {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`PostgreSQL not reachable at ${serverUrl} (${(error as Error).message}): skipping the PostgreSQL figures.`);
    return;
  }
  const name = `scrap_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const servers: Server[] = [];
  try {
    const product = await startProduct({ DATABASE_URL: databaseUrl });
    servers.push(product);
    console.info(`PostgreSQL: seeding a lot of ${CONTAINERS} containers and ${PAYMENTS} payments through the API...`);
    const started = performance.now();
    const { token, fullLot, emptyLot } = await seed(product.port);
    console.info(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const bare = await startProcess(["--import", "tsx", "bench/bareLedger.ts"], { DATABASE_URL: databaseUrl }, /listening (\d+)/);
    servers.push(bare);

    const lotRowId = Buffer.from(fullLot, "base64").toString().split(":").at(-1);
    const ledgerSpec = graphqlSpec(LEDGER, { id: fullLot }, token);
    const productLedger = JSON.parse(await send(agent, product.port, ledgerSpec)).data.node.ledger;
    const bareLedger = JSON.parse(await send(agent, bare.port, { method: "GET", path: `/ledger/${lotRowId}` })).data.node.ledger;
    const agree = JSON.stringify(productLedger) === JSON.stringify(bareLedger);
    console.info(`  ${productLedger.rows.length} rows; product and bare ledger agree field by field: ${agree ? "yes" : "NO"}`);
    if (!agree) {
      const at = productLedger.rows.findIndex((row: unknown, i: number) => JSON.stringify(row) !== JSON.stringify(bareLedger.rows[i]));
      console.info(
        `  first difference: ${JSON.stringify(at < 0 ? productLedger : productLedger.rows[at])} vs ${JSON.stringify(at < 0 ? bareLedger : bareLedger.rows[at])}`.slice(
          0,
          2000,
        ),
      );
    }

    console.info(
      `Lot.ledger of ${productLedger.rows.length} rows on PostgreSQL, ${CONCURRENCY} concurrent clients, ${ROUNDS} rounds of ${SECONDS} s each:`,
    );
    const throughputRatios: number[] = [];
    const p95Ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const bareResult = await load(
        bare.port,
        { method: "GET", path: `/ledger/${lotRowId}` },
        { concurrency: CONCURRENCY, seconds: SECONDS },
      );
      const productResult = await load(product.port, ledgerSpec, { concurrency: CONCURRENCY, seconds: SECONDS });
      printRead(`round ${round}: bare limit (node:http + pg)`, bareResult);
      printRead(`round ${round}: product (GraphQL)`, productResult);
      throughputRatios.push(productResult.throughput / bareResult.throughput);
      p95Ratios.push(productResult.p95 / bareResult.p95);
    }
    const rounds = (ratios: number[]) => ratios.map((ratio) => ratio.toFixed(2)).join(", ");
    console.info(
      `  throughput ratio product/bare, median of the rounds: ${median(throughputRatios).toFixed(2)} (goal >= 0.5; rounds ${rounds(throughputRatios)})`,
    );
    console.info(
      `  p95 ratio product/bare, median of the rounds:        ${median(p95Ratios).toFixed(2)}x (goal <= 2x; rounds ${rounds(p95Ratios)})`,
    );

    console.info(`addPayment returning the lot's fresh totals, ${WRITES} on each lot, taken in turn:`);
    const emptyTimes: number[] = [];
    const fullTimes: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      for (const [lotId, times] of [
        [emptyLot, emptyTimes],
        [fullLot, fullTimes],
      ] as const) {
        const start = performance.now();
        const result = await gql(product.port, ADD_PAYMENT, { input: { lotId, amount: "10.00", date: day(i) } }, token);
        times.push(performance.now() - start);
        if (result.addPayment.__typename !== "AddPaymentPayload") throw new Error(JSON.stringify(result));
      }
    }
    const emptyMedian = percentile(emptyTimes, 0.5);
    const fullMedian = percentile(fullTimes, 0.5);
    console.info(`  on an empty lot:        p50 ${ms(emptyMedian)}  p95 ${ms(percentile(emptyTimes, 0.95))}`);
    console.info(`  on the 1,000-row lot:   p50 ${ms(fullMedian)}  p95 ${ms(percentile(fullTimes, 0.95))}`);
    console.info(`  cost ratio 1,000-row/empty (medians): ${(fullMedian / emptyMedian).toFixed(2)}x (goal <= 1.5x)`);
    console.info(`  "unused query" warnings logged by the product: ${product.unusedQueryWarnings()}`);
  } finally {
    await Promise.all(servers.map(stop));
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

async function embeddedPart() {
  const product = await startProduct({ DATA_DIR: ":memory:", DATABASE_URL: "" });
  try {
    console.info(`Embedded PGlite (in memory): seeding the same lot...`);
    const { token, fullLot } = await seed(product.port);
    console.info(
      `Lot.ledger of ${CONTAINERS + PAYMENTS} rows on PGlite, ${CONCURRENCY} concurrent clients, ${ROUNDS} rounds of ${SECONDS} s each:`,
    );
    const throughputs: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const result = await load(product.port, graphqlSpec(LEDGER, { id: fullLot }, token), { concurrency: CONCURRENCY, seconds: SECONDS });
      printRead(`round ${round}: product (GraphQL)`, result);
      throughputs.push(result.throughput);
    }
    console.info(`  median throughput: ${perSecond(median(throughputs))} (goal >= 3x 13.7 req/s, the figure before issue 11)`);
  } finally {
    await stop(product);
  }
}

// Run as `tsx bench/server.ts`; imported (for `seed`), it measures nothing.
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  await warnIfBusy("bench/server");
  await postgresPart();
  await embeddedPart();
  agent.destroy();
}
