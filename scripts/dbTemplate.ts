/**
 * Writes dist/database-template.tar.gz: an embedded database with every migration applied, which a
 * new data directory starts from (server/embedded/dataDir.ts). Run by scripts/buildIfChanged.mjs
 * when the migrations or the installed packages change.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { databaseTemplateFile } from "../server/embedded/dataDir.ts";
import { applyMigrations } from "../server/migrate.ts";

const pglite = new PGlite();
await applyMigrations({
  exec: async (sql) => void (await pglite.exec(sql)),
  query: async (sql, params) => (await pglite.query<Record<string, unknown>>(sql, params)).rows,
});
const dump = await pglite.dumpDataDir("gzip");
await pglite.close();
// Written aside and renamed, so that a server never reads half a template.
const partial = `${databaseTemplateFile}.${process.pid}`;
fs.mkdirSync(path.dirname(databaseTemplateFile), { recursive: true });
fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
fs.renameSync(partial, databaseTemplateFile);
