/**
 * Profiling aid for issue 22 (not part of `npm run bench`; `npx tsx bench/writeProfile.ts`): one company of 8 lots on PostgreSQL
 * (TEST_DATABASE_URL, a database created and dropped), addPayment with 8 clients on 8 lots then on
 * one, product and bare side by side; meanwhile samples pg_stat_activity's wait events of each
 * side's connections (application_name) and reads the product process's CPU time.
 * BENCH_CPU_PROF=<dir> profiles the product process.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { load } from "./load.ts";
import { gql, graphqlSpec, rest, startProcess, startProduct, stop, type Server } from "./server.ts";
import { warnIfBusy } from "./busyMachine.ts";

await warnIfBusy("bench/writeProfile");

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const ADD_PAYMENT = `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename ... on AddPaymentPayload { payment { id amount } } ... on Error { message } } }`;

const cpuOf = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, ms (100 Hz)
};

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const name = `scrap_wprof_${process.pid}`;
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const servers: Server[] = [];
try {
  const withApp = (app: string) => {
    const u = new URL(url);
    u.searchParams.set("application_name", app);
    return u.toString();
  };
  const product = await startProduct({ DATABASE_URL: withApp("product") });
  servers.push(product);
  const bare = await startProcess(["--import", "tsx", "bench/bareCompany.ts"], { DATABASE_URL: withApp("bare") }, /listening (\d+)/);
  servers.push(bare);
  const email = `wprof-${randomBytes(3).toString("hex")}@example.com`;
  const password = "bench-secret-1";
  await rest(product.port, "/api/auth/signup", { name: "Write Trader", email, phone: "0501234567", password, confirmPassword: password });
  const { token } = await rest(product.port, "/api/auth/login", { email, password });
  await rest(
    product.port,
    "/api/suppliers/add",
    { name: "Omar Haddad", companyName: "Write Metals", contact: "+971 50 123 4567", email, address: "Sharjah", website: "", gst: "" },
    token,
  );
  const lots: { id: string; row: number }[] = [];
  for (let i = 0; i < 8; i++) {
    const id = (
      await gql(
        product.port,
        `mutation($input: AddLotInput!) { addLot(input: $input) { ... on AddLotPayload { lot { id } } } }`,
        { input: { lotNumber: `W-${i}`, price: "333.33" } },
        token,
      )
    ).addLot.lot.id;
    lots.push({ id, row: Number(Buffer.from(id, "base64").toString().split(":")[1]) });
  }
  const sampler = new pg.Client({ connectionString: serverUrl });
  await sampler.connect();
  for (const [label, lotOf] of [
    ["8 clients on 8 lots", (c: number) => lots[c]],
    ["8 clients on 1 lot", () => lots[0]],
    ["8 clients on 8 lots again", (c: number) => lots[c]],
  ] as const) {
    for (const side of ["product", "bare"] as const) {
      const server = side === "product" ? product : bare;
      const waits = new Map<string, number>();
      let sampling = true;
      const sampling$ = (async () => {
        while (sampling) {
          const { rows } = await sampler.query(
            `SELECT coalesce(wait_event_type, 'CPU') || ':' || coalesce(wait_event, '-') || ' (' || state || ')' AS w FROM pg_stat_activity WHERE datname = $1 AND application_name = $2 AND state <> 'idle'`,
            [name, side],
          );
          for (const { w } of rows) waits.set(w, (waits.get(w) ?? 0) + 1);
          waits.set("#samples", (waits.get("#samples") ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
      const cpuBefore = cpuOf(server.child.pid!);
      const result =
        side === "product"
          ? await load(
              product.port,
              (c) => graphqlSpec(ADD_PAYMENT, { input: { lotId: lotOf(c).id, amount: "10.00", date: "2026-06-01" } }, token),
              { concurrency: 8, seconds: SECONDS, check: (b) => b.includes("AddPaymentPayload") },
            )
          : await load(bare.port, (c) => ({ method: "POST", path: `/payment/${lotOf(c).row}` }), { concurrency: 8, seconds: SECONDS });
      const cpu = cpuOf(server.child.pid!) - cpuBefore;
      sampling = false;
      await sampling$;
      const samples = waits.get("#samples")!;
      waits.delete("#samples");
      console.info(
        `${label}, ${side}: ${result.throughput.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms; server process CPU ${(cpu / (SECONDS + 1) / 10).toFixed(0)}% of a core, ${(cpu / ((result.requests * (SECONDS + 1)) / SECONDS)).toFixed(2)} ms per request`,
      );
      console.info(
        `   busy backends per sample: ${[...waits]
          .sort((a, b) => b[1] - a[1])
          .map(([w, n]) => `${w} ${(n / samples).toFixed(2)}`)
          .join(", ")}`,
      );
    }
  }
  await sampler.end();
} finally {
  await Promise.all(servers.map(stop));
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
