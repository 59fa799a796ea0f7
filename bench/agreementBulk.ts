/**
 * `npm run bench` (issue 47): the house confirms a company's waiting entries in one action, with a
 * preview first. Goal: 1,000 entries confirmed within 2 s.
 *
 * On the embedded database (PGlite, in a temporary DATA_DIR, as `npm start` runs it) and on
 * PostgreSQL when reachable (TEST_DATABASE_URL or 127.0.0.1:5432; a bench database is created and
 * dropped): a supplier records, through the product's API, a lot of 1,000 entries (500 containers,
 * 500 payments) and ten lots of 100; a House Admin (made by `npm run house -- add-admin`, as an
 * operator would) then, through the real HTTP handler:
 *
 * - GraphQL: previews the 1,000-entry lot (`Lot.waitingConfirmation`) and confirms it
 *   (`confirmWaitingEntries` with the preview's token);
 * - REST: previews the company's other 1,000 entries (`GET /api/entries/waiting?companyName=`) and
 *   confirms them (`POST /api/entries/confirm-waiting`).
 *
 * For scale, in the same run: one entry confirmed by `confirmEntry`, the median of 20 (so the REST
 * step confirms the other 980). Prints each
 * step's time, the total against the goal, and checks that every entry is confirmed afterwards and the
 * agreed balance equals the recorded one; asserts nothing.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { percentile } from "./load.ts";
import { gql, rest, seed, startProduct, stop } from "./server.ts";
import { warnIfBusy } from "./busyMachine.ts";

const GOAL_MS = 2000;
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const ms = (value: number) => `${value.toFixed(0)} ms`;

const ADD_LOT = `mutation($input: AddLotInput!) { addLot(input: $input) { ... on AddLotPayload { lot { id } } } }`;
const ADD_CONTAINER = `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename } }`;
const ADD_PAYMENT = `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`;
const LOT_WAITING = `query($id: ID!) { node(id: $id) { ... on Lot { waitingConfirmation { containers payments token } } } }`;
const CONFIRM_WAITING = `mutation($input: ConfirmWaitingEntriesInput!) { confirmWaitingEntries(input: $input) {
  __typename ... on ConfirmWaitingEntriesPayload { confirmed } ... on Error { message } } }`;
const CONFIRM_ENTRY = `mutation($input: ConfirmEntryInput!) { confirmEntry(input: $input) { __typename ... on Error { message } } }`;
const COMPANY = `{ viewer { profile { id agreement { agreedBalance recordedBalance confirmed waitingForYou disputed } } } }`;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const answer = await work();
  return [performance.now() - start, answer];
}

async function getJson(port: number, pathAndQuery: string, token: string) {
  const response = await fetch(`http://127.0.0.1:${port}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${pathAndQuery}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** A supplier's 1,000-entry lot (bench/server.ts's seed) and ten lots of 50 containers and 50 payments. */
async function seedCompany(port: number) {
  const { token, fullLot } = await seed(port);
  const lotIds: string[] = [];
  for (let l = 0; l < 10; l++) {
    const lotId = (await gql(port, ADD_LOT, { input: { lotNumber: `S-${l}`, price: "275.50" } }, token)).addLot.lot.id as string;
    const writes = Array.from({ length: 50 }, (_, i) => [
      gql(
        port,
        ADD_CONTAINER,
        {
          input: {
            lotId,
            containerNo: `TGHU${2_000_000 + l * 100 + i}`,
            sealNo: `T${i}`,
            material: "Shredded",
            quantity: `${19_000 + i}.5`,
            date: `2026-05-${String(1 + (i % 28)).padStart(2, "0")}`,
          },
        },
        token,
      ),
      gql(
        port,
        ADD_PAYMENT,
        { input: { lotId, amount: `${500 + i}.25`, date: `2026-06-${String(1 + (i % 28)).padStart(2, "0")}` } },
        token,
      ),
    ]);
    await Promise.all(writes.flat());
    lotIds.push(lotId);
  }
  return { token, fullLot, lotOfSingles: lotIds[0] };
}

/** A House Admin as an operator makes one: signed up, then `npm run house -- add-admin` against the running server's database. */
async function houseAdmin(port: number, env: Record<string, string>) {
  const email = `admin-${randomBytes(3).toString("hex")}@gulfrecycling.ae`;
  const password = "bench-secret-1";
  await rest(port, "/api/auth/signup", { name: "Aisha Rahman", email, phone: "0501234567", password, confirmPassword: password });
  await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/house.ts", "add-admin", email], {
    env: { ...process.env, ...env },
  });
  return (await rest(port, "/api/auth/login", { email, password })).token as string;
}

async function measure(label: string, env: Record<string, string>) {
  const product = await startProduct(env);
  try {
    const seedStart = performance.now();
    const { token: supplier, fullLot, lotOfSingles } = await seedCompany(product.port);
    const company = (await gql(product.port, COMPANY, {}, supplier)).viewer.profile;
    console.info(`${label}: seeded 2,000 entries through the API in ${ms(performance.now() - seedStart)}`);
    const staff = await houseAdmin(product.port, env);

    const [previewMs, preview] = await timed(() => gql(product.port, LOT_WAITING, { id: fullLot }, staff));
    const waiting = preview.node.waitingConfirmation;
    const [confirmMs, confirmed] = await timed(() =>
      gql(product.port, CONFIRM_WAITING, { input: { lotId: fullLot, token: waiting.token } }, staff),
    );
    const lotCount = confirmed.confirmWaitingEntries.confirmed;
    console.info(
      `  GraphQL, one lot:  preview ${waiting.containers + waiting.payments} waiting in ${ms(previewMs)}, confirmed ${lotCount} in ${ms(confirmMs)}; total ${ms(previewMs + confirmMs)} (goal: 1,000 within ${ms(GOAL_MS)})`,
    );

    // For scale: single confirmations, each a write of its own, on another lot.
    const singles: number[] = [];
    const { node } = await gql(
      product.port,
      `query($id: ID!) { node(id: $id) { ... on Lot { containers(first: 20) { edges { node { id version } } } } } }`,
      { id: lotOfSingles },
      staff,
    );
    for (const { node: entry } of node.containers.edges) {
      const [took, answer] = await timed(() =>
        gql(product.port, CONFIRM_ENTRY, { input: { id: entry.id, expectedVersion: entry.version } }, staff),
      );
      if (answer.confirmEntry.__typename !== "ConfirmEntryPayload") throw new Error(JSON.stringify(answer));
      singles.push(took);
    }

    const query = `companyName=${encodeURIComponent("Bench Metals")}`;
    const [restPreviewMs, restWaiting] = await timed(() => getJson(product.port, `/api/entries/waiting?${query}`, staff));
    const [restConfirmMs, restConfirmed] = await timed(() =>
      rest(product.port, "/api/entries/confirm-waiting", { companyName: "Bench Metals", token: restWaiting.token }, staff),
    );
    console.info(
      `  REST, the company: preview ${restWaiting.containers.length + restWaiting.payments.length} waiting in ${ms(restPreviewMs)}, confirmed ${restConfirmed.confirmed} in ${ms(restConfirmMs)}; total ${ms(restPreviewMs + restConfirmMs)}`,
    );
    console.info(
      `  for scale, one entry by confirmEntry: p50 ${ms(percentile(singles, 0.5))} (x1,000 one by one: ~${ms(percentile(singles, 0.5) * 1000)})`,
    );

    const after = (await gql(product.port, COMPANY, {}, supplier)).viewer.profile.agreement;
    const allConfirmed = after.confirmed === 2000 && after.waitingForYou === 0 && after.disputed === 0;
    console.info(
      `  afterwards: ${after.confirmed} confirmed, agreed ${after.agreedBalance} = recorded ${after.recordedBalance}: ${allConfirmed && after.agreedBalance === after.recordedBalance} (before: agreed ${company.agreement.agreedBalance})`,
    );
  } finally {
    await stop(product);
  }
}

await warnIfBusy("bench/agreementBulk");
const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-agreement-"));
try {
  await measure("Embedded PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  console.warn(`PostgreSQL not reachable at ${serverUrl} (${(error as Error).message}): skipping the PostgreSQL figures.`);
  process.exit(0);
}
const name = `scrap_agreement_${process.pid}`;
await admin.query(`CREATE DATABASE "${name}"`);
try {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await measure("PostgreSQL", { DATABASE_URL: url.toString() });
} finally {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
