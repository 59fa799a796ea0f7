/**
 * The server suite again, on a PostgreSQL server: each test file creates its own database there and
 * drops it afterwards. Uses TEST_DATABASE_URL, else the local server at 127.0.0.1:5432. Without a
 * reachable server it says so and skips, unless CI is set (CI always has one). Arguments go on to
 * vitest: `npm run test:postgres -- server/ledger` runs those files only.
 */
import { spawnSync } from "node:child_process";
import pg from "pg";

const url = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  const reason = `PostgreSQL server not reachable at ${url} (${(error as Error).message})`;
  if (process.env.CI) {
    console.error(`${reason}: CI must run the server suite on PostgreSQL.`);
    process.exit(1);
  }
  console.warn(`${reason}: skipping the PostgreSQL run; the PGlite run covered the same suite.`);
  process.exit(0);
}

console.info(`Running the server suite${process.argv.length > 2 ? ` (${process.argv.slice(2).join(" ")})` : ""} on PostgreSQL (${url})`);
const run = spawnSync("npx", ["vitest", "run", "--project", "server", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
