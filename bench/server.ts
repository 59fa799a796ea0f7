/**
 * `npm run bench` (server part): the exact ledger under load, through the real HTTP handler on a
 * fresh in-memory PGlite database (or DATABASE_URL's PostgreSQL). Prints figures; asserts nothing.
 */
export {};

process.env.DATA_DIR = process.env.DATABASE_URL ? process.env.DATA_DIR : ":memory:";
process.env.RATE_LIMIT_MAX ??= "100000";
process.env.NODE_ENV ??= "production";

const { TestClient } = await import("../server/test/client.ts");
const { closeDatabase, databaseKind } = await import("../server/db.ts");

const CONTAINERS = Number(process.env.BENCH_CONTAINERS ?? 200);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200);
const READS = Number(process.env.BENCH_READS ?? 100);
const WRITES = Number(process.env.BENCH_WRITES ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

const client = await TestClient.start();
const token = await client.trader("supplier", "Bench Metals");
const lot = await client.gql(`mutation { addLot(input: { lotNumber: "B-1", price: "333.33" }) { ... on AddLotPayload { lot { id } } } }`, {}, token);
const lotId = lot.data.addLot.lot.id;

const ADD_CONTAINER = `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename } }`;
const ADD_PAYMENT = `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`;
const day = (i: number) => `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`;

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

function summary(label: string, samples: number[], unit = "ms") {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  console.info(`${label}: n=${samples.length} p50=${at(0.5)}${unit} p95=${at(0.95)}${unit} max=${at(1)}${unit}`);
}

async function inBatches(count: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CONCURRENCY, count - i) }, (_, j) => timed(() => work(i + j)));
    samples.push(...(await Promise.all(batch)));
  }
  return samples;
}

console.info(`Database: ${databaseKind}. Seeding ${CONTAINERS} containers and ${PAYMENTS} payments on one lot...`);
let start = performance.now();
const containerSamples = await inBatches(CONTAINERS, (i) =>
  client.gql(ADD_CONTAINER, { input: { lotId, containerNo: `C${i}`, sealNo: `S${i}`, material: "HMS", quantity: `${1000 + i}.125`, date: day(i) } }, token),
);
const paymentSamples = await inBatches(PAYMENTS, (i) => client.gql(ADD_PAYMENT, { input: { lotId, amount: `${100 + i}.50`, date: day(i + 3) } }, token));
let seconds = (performance.now() - start) / 1000;
summary(`addContainer (concurrency ${CONCURRENCY})`, containerSamples);
summary(`addPayment (concurrency ${CONCURRENCY})`, paymentSamples);
console.info(`writes to one lot: ${((CONTAINERS + PAYMENTS) / seconds).toFixed(0)} per second`);

const LEDGER = `query($id: ID!) { node(id: $id) { ... on Lot { ledger { closingBalance rows { number date type containerAmount amountAdded totalPaid balance } } } } }`;
const rows = (await client.gql(LEDGER, { id: lotId }, token)).data.node.ledger.rows.length;
start = performance.now();
const ledgerSamples = await inBatches(READS, () => client.gql(LEDGER, { id: lotId }, token));
seconds = (performance.now() - start) / 1000;
summary(`lot ledger of ${rows} rows (concurrency ${CONCURRENCY})`, ledgerSamples);
console.info(`ledger reads: ${(READS / seconds).toFixed(1)} per second, ${((READS * rows) / seconds).toFixed(0)} rows per second`);

const STATEMENT = `{ viewer { profile { statement { closingBalance lots { statement { rows { balance } } } } } } }`;
summary("company statement (all lots)", await inBatches(Math.ceil(READS / 2), () => client.gql(STATEMENT, {}, token)));

const contended = await timed(() =>
  Promise.all(Array.from({ length: WRITES }, (_, i) => client.gql(ADD_PAYMENT, { input: { lotId, amount: "1.00", date: day(i) } }, token))),
);
console.info(`${WRITES} payments posted at once to one lot: ${contended.toFixed(0)} ms (${((WRITES / contended) * 1000).toFixed(0)} per second, serialised by the lot's row lock)`);

// Issue 9: the 15-alias x 6,400-id request is refused or answered within 1 s and delays a small query by at most 200 ms.
const manyIds = Array.from({ length: 6_400 }, (_, i) => Buffer.from(`Lot:${i + 1}`).toString("base64"));
const FIFTEEN_ALIASES = `query($ids: [ID!]!) { ${Array.from({ length: 15 }, (_, i) => `a${i}: nodes(ids: $ids) { id }`).join(" ")} }`;
const heavySamples: number[] = [];
const smallSamples: number[] = [];
let heavyStatus = 0;
for (let round = 0; round < 10; round++) {
  const heavyStart = performance.now();
  const heavy = client.gql(FIFTEEN_ALIASES, { ids: manyIds }).then((response) => {
    heavyStatus = response.status;
    heavySamples.push(performance.now() - heavyStart);
  });
  smallSamples.push(await timed(() => client.gql("{ __typename }")));
  await heavy;
}
summary(`15 aliases x 6,400 ids, anonymous (answered ${heavyStatus})`, heavySamples);
summary("{ __typename } sent beside it", smallSamples);

// Issue 9: forgot-password answers in the same time whether or not the address has an account.
const FORGOT = (email: string) => () => client.rest("POST", "/api/auth/forgot-password", { email });
const { backgroundIdle } = await import("../server/background.ts");
const knownSamples: number[] = [];
const unknownSamples: number[] = [];
const printInfo = console.info;
// Without SMTP_URL each reset mail is printed; keep the figures readable.
console.info = (...args: unknown[]) => void (String(args[0]).startsWith("[mail]") || printInfo(...args));
for (let i = 0; i < 100; i++) {
  knownSamples.push(await timed(FORGOT("benchmetals@example.com")));
  await backgroundIdle();
  unknownSamples.push(await timed(FORGOT(`nobody${i}@example.com`)));
  await backgroundIdle();
}
summary("forgot-password, address with an account", knownSamples);
summary("forgot-password, address without one", unknownSamples);

await backgroundIdle();
await closeDatabase();
process.exit(0);
