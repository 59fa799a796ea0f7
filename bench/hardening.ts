/**
 * `npm run bench` (issue 9's figures): through the real HTTP handler on a fresh in-memory PGlite
 * database, the 15-alias x 6,400-id request beside a small query, and forgot-password timing for an
 * address with an account and one without. Prints figures; asserts nothing.
 */
import { warnIfBusy } from "./busyMachine.ts";

await warnIfBusy("bench/hardening");

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

// Issues 9 and 20: forgot-password and requestPasswordReset answer in the same time whether or not
// the address has an account: 200 of each, back to back, in random order (work one leaves behind
// would slow the next request, whichever it is).
const { backgroundIdle } = await import("../server/background.ts");
const { config } = await import("../server/config.ts");
config.resetMailsPerAddress = 1_000_000;
const RESET = "mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }";
const transports: Record<string, (email: string) => () => Promise<unknown>> = {
  "forgot-password (REST)": (email: string) => () => client.rest("POST", "/api/auth/forgot-password", { email }),
  "requestPasswordReset (GraphQL)": (email: string) => () => client.gql(RESET, { input: { email } }),
};
const printInfo = console.info;
// Without SMTP_URL each reset mail is printed; keep the figures readable.
console.info = (...args: unknown[]) => void (String(args[0]).startsWith("[mail]") || printInfo(...args));
for (const [label, request] of Object.entries(transports)) {
  const knownSamples: number[] = [];
  const unknownSamples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const pair = [
      [knownSamples, "benchmetals@example.com"],
      [unknownSamples, "nobody@example.com"],
    ] as const;
    for (const [samples, email] of Math.random() < 0.5 ? pair : [...pair].reverse()) samples.push(await timed(request(email)));
  }
  summary(`${label}, address with an account`, knownSamples);
  summary(`${label}, address without one`, unknownSamples);
  const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[samples.length >> 1];
  console.info(`  medians apart: ${(median(unknownSamples) - median(knownSamples)).toFixed(2)} ms (goal: within 2 ms)`);
}

await backgroundIdle();
await closeDatabase();
process.exit(0);
