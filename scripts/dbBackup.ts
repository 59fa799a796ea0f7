/**
 * `npm run db:backup [FILE]`: a consistent snapshot of the embedded database, written to FILE
 * (default backups/pglite-<time>.tar.gz). While the server runs, the server takes the snapshot (it owns
 * the database) and sends it over DATA_DIR/admin.sock; otherwise this script opens the database itself.
 * Restore with `npm run db:restore FILE`. For PostgreSQL (DATABASE_URL), use pg_dump: see docs/operations.md, Backups.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { config } from "../server/config.ts";
import { adminSocketPath, dataDirOwner } from "../server/embedded/dataDir.ts";
import { fsyncPath } from "../server/embedded/durableFs.ts";

if (config.databaseUrl) {
  console.error("DATABASE_URL is set: back up the PostgreSQL server with pg_dump (see docs/operations.md, Backups).");
  process.exit(1);
}
const file = path.resolve(process.argv[2] ?? `backups/pglite-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);

function fromRunningServer(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get({ socketPath: adminSocketPath(config.dataDir), path: "/backup" }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          if (response.statusCode === 200) resolve(body);
          else reject(new Error(`the server could not take the snapshot: ${body.toString()}`));
        });
      })
      .on("error", reject);
  });
}

async function fromClosedDatabase(): Promise<Buffer> {
  const { closeDatabase, snapshotEmbeddedDatabase } = await import("../server/db.ts");
  try {
    return Buffer.from(await (await snapshotEmbeddedDatabase()).arrayBuffer());
  } finally {
    await closeDatabase();
  }
}

const server = dataDirOwner(config.dataDir);
const snapshot = await (server ? fromRunningServer() : fromClosedDatabase()).catch((error: Error) => {
  const from = server ? `the running server (pid ${server.pid}) over ${adminSocketPath(config.dataDir)}` : config.dataDir;
  console.error(`No backup written: could not take a snapshot from ${from}: ${error.message}`);
  process.exit(1);
});
fs.mkdirSync(path.dirname(file), { recursive: true });
const partial = `${file}.partial`;
fs.writeFileSync(partial, snapshot);
fsyncPath(partial);
fs.renameSync(partial, file);
fsyncPath(path.dirname(file));
const source = server ? `from the running server (pid ${server.pid})` : `from ${config.dataDir}`;
console.info(
  `Backup written to ${file} (${(snapshot.length / 1024).toFixed(0)} KB, ${source}). Restore it with: npm run db:restore ${path.relative(process.cwd(), file)}`,
);
