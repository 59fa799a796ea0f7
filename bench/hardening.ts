/**
 * `npm run bench` (issue 9's figures): through the real HTTP handler on a fresh in-memory PGlite
 * database, the 15-alias x 6,400-id request beside a small query, and forgot-password timing for an
 * address with an account and one without. Prints figures; asserts nothing.
 */
export {};

process.env.DATA_DIR = process.env.DATABASE_URL ? process.env.DATA_DIR : ":memory:";
process.env.RATE_LIMIT_MAX ??= "100000";
process.env.NODE_ENV ??= "production";

const { TestClient } = await import("../server/test/client.ts");
const { closeDatabase } = await import("../server/db.ts");

const client = await TestClient.start();
await client.trader("supplier", "Bench Metals");

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
