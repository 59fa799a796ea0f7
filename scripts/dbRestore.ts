/**
 * `npm run db:restore FILE`: replaces the embedded database in DATA_DIR with a backup made by
 * `npm run db:backup`. Refuses while a server (or anything else) has the database open. The database
 * that was there is kept beside it (DATA_DIR/pglite.before-restore-<time>), and the new one is only
 * put in place once the backup has been opened, recovered and flushed to disk.
 */
import fs from "node:fs";
import { config } from "../server/config.ts";
import { buildDatabaseDir, DataDirBusyError, lockDataDir } from "../server/embedded/dataDir.ts";
import { openDurablePGlite } from "../server/embedded/durableFs.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore FILE   (a file written by npm run db:backup)");
  process.exit(1);
}
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: restore a PostgreSQL server with pg_restore (see docs/operations.md, Backups).");
  process.exit(1);
}
if (!fs.existsSync(file)) {
  console.error(`No such backup file: ${file}`);
  process.exit(1);
}

let lock: ReturnType<typeof lockDataDir>;
try {
  lock = lockDataDir(config.dataDir);
} catch (error) {
  if (!(error instanceof DataDirBusyError)) throw error;
  console.error(`Not restoring: ${error.message}`);
  process.exit(1);
}

try {
  const bytes = fs.readFileSync(file);
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const backup = new Blob([bytes], { type: gzip ? "application/x-gzip" : "application/x-tar" });
  let migrations = 0;
  const previous = await buildDatabaseDir(config.dataDir, "restoring", async (dir) => {
    const pglite = await openDurablePGlite(dir, { loadDataDir: backup });
    try {
      migrations = (await pglite.query<{ count: number }>(`SELECT count(*)::int AS count FROM "_prisma_migrations"`)).rows[0].count;
    } finally {
      await pglite.close();
    }
  });
  console.info(
    `Restored ${file} into ${config.dataDir} (${migrations} migrations recorded; newer ones apply at the next start).` +
      (previous ? ` The database that was there is kept in ${previous}.` : ""),
  );
} finally {
  lock.release();
}
