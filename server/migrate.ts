import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "./repoRoot.ts";

/**
 * Applies prisma/migrations/* in order and records them in Prisma's own `_prisma_migrations`
 * table (same columns, sha256 checksums), so `prisma migrate status` agrees with what ran here.
 * Prisma's `migrate deploy` cannot run through a driver adapter against PostgreSQL 15 (see DESIGN.md),
 * and it would need a second process to open PGlite; this runner uses the server's own connection.
 * The whole run is one transaction under an advisory lock, so several processes starting at once
 * apply each migration exactly once and a failing migration leaves nothing behind.
 */
export interface SqlSession {
  exec(sql: string): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

export const migrationsDir = path.join(repoRoot, "prisma/migrations");

const MIGRATION_LOCK = 7_240_1121;

export function listMigrations(dir = migrationsDir): { name: string; sql: string; checksum: string }[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

export async function applyMigrations(session: SqlSession): Promise<string[]> {
  const applied: string[] = [];
  await session.exec("BEGIN");
  try {
    await session.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await session.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const rows = await session.query(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((row) => [String(row.migration_name), String(row.checksum)]));
    for (const migration of listMigrations()) {
      const recorded = done.get(migration.name);
      if (recorded) {
        if (recorded !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied; add a new migration instead.`);
        }
        continue;
      }
      await session.exec(migration.sql);
      await session.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
         VALUES ($1, $2, now(), $3, now(), 1)`,
        [randomUUID(), migration.checksum, migration.name],
      );
      applied.push(migration.name);
    }
    await session.exec("COMMIT");
  } catch (error) {
    await session.exec("ROLLBACK");
    throw error;
  }
  return applied;
}
