/**
 * `npm install` creates the embedded database (PGlite in DATA_DIR, ./data by default) with every
 * migration applied, so the first `npm start` does not spend seconds initialising it. Nothing is
 * done when DATABASE_URL names a PostgreSQL server: installing never touches a server.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

if (!process.env.DATABASE_URL) {
  const root = path.resolve(import.meta.dirname, "..");
  const run = spawnSync(process.execPath, ["--import", "tsx", "server/migrateCli.ts"], { cwd: root, stdio: "inherit" });
  process.exit(run.status ?? 1);
}
