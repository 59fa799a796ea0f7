import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client.ts";
import { config } from "./config.ts";
import { applyMigrations, type SqlSession } from "./migrate.ts";

import { Prisma } from "./generated/prisma/client.ts";

export { Prisma };

/** DATA_DIR=":memory:" keeps the embedded database in memory (tests). */
const inMemory = process.env.DATA_DIR === ":memory:";

function openPGlite(): PGlite {
  if (inMemory) return new PGlite();
  const dir = path.join(config.dataDir, "pglite");
  fs.mkdirSync(dir, { recursive: true });
  return new PGlite(dir);
}

const pglite = config.databaseUrl ? null : openPGlite();

export const db = new PrismaClient({
  // Every SQL statement is also an event: tests count them per request (statements.test.ts).
  log: [{ emit: "event", level: "query" }],
  // pglite-prisma-adapter is typed against an older @prisma/driver-adapter-utils; the runtime contract is the same.
  adapter: pglite
    ? (new PrismaPGlite(pglite) as unknown as PrismaPg)
    : new PrismaPg({ connectionString: config.databaseUrl! }),
});

export type Db = typeof db;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const databaseKind = pglite ? "pglite" : "postgresql";

let migrated: Promise<string[]> | null = null;

/** Applies the committed migrations once per process (idempotent across processes too). Returns the names applied now. */
export function migrateDatabase(): Promise<string[]> {
  migrated ??= withSqlSession(applyMigrations);
  return migrated;
}

async function withSqlSession<T>(work: (session: SqlSession) => Promise<T>): Promise<T> {
  if (pglite) {
    return work({
      exec: async (sql) => void (await pglite.exec(sql)),
      query: async (sql, params) => (await pglite.query<any>(sql, params)).rows,
    });
  }
  const client = new pg.Client({ connectionString: config.databaseUrl! });
  await client.connect();
  try {
    return await work({
      exec: async (sql) => void (await client.query(sql)),
      query: async (sql, params) => (await client.query(sql, params)).rows,
    });
  } finally {
    await client.end();
  }
}

/**
 * A unique constraint refused the write. Prisma maps it to P2002 for @prisma/adapter-pg; the PGlite
 * adapter passes PostgreSQL's own error (SQLSTATE 23505) through as the cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === "23505";
}

export async function closeDatabase(): Promise<void> {
  await db.$disconnect();
  await pglite?.close();
}
