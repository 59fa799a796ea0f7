import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client.ts";
import { config } from "./config.ts";
import { applyMigrations, type SqlSession } from "./migrate.ts";
import { DataDirBusyError, lockDataDir, openEmbeddedDatabase } from "./embedded/dataDir.ts";

import { Prisma } from "./generated/prisma/client.ts";

export { Prisma };

/** DATA_DIR=":memory:" keeps the embedded database in memory (tests). */
const inMemory = process.env.DATA_DIR === ":memory:";

/** Held while the embedded database in DATA_DIR is open: a second process refuses to open it. */
export const dataDirLock = config.databaseUrl || inMemory ? null : lockEmbeddedDataDir();

function lockEmbeddedDataDir() {
  try {
    return lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function openPGlite(): Promise<PGlite> {
  if (inMemory) return new PGlite();
  try {
    return await openEmbeddedDatabase(config.dataDir);
  } catch (error) {
    dataDirLock?.release();
    throw error;
  }
}

export const pglite = config.databaseUrl ? null : await openPGlite();

/** The PostgreSQL server's connections, shared by Prisma and `rawRows` (none on the embedded database). */
const pgPool = config.databaseUrl ? new pg.Pool({ connectionString: config.databaseUrl }) : null;

export const db = new PrismaClient({
  // Every SQL statement is also an event: tests count them per request (statements.test.ts).
  log: [{ emit: "event", level: "query" }],
  // pglite-prisma-adapter is typed against an older @prisma/driver-adapter-utils; the runtime contract is the same.
  adapter: pglite ? (new PrismaPGlite(pglite) as unknown as PrismaPg) : new PrismaPg(pgPool!, { disposeExternalPool: true }),
});

export const databaseKind = pglite ? "pglite" : "postgresql";

/** Timestamps without a zone are UTC wall times (as Prisma reads them); dates are UTC midnights. */
export const utcTimestamp = (text: string) => new Date(`${text.replace(" ", "T")}Z`);
/** pg's own parser of a type (pg-types declares its answer `any`: a parser of the column's text). */
const builtinParser: (oid: number, format?: "text" | "binary") => (text: string) => unknown = pg.types.getTypeParser;
const rawTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    switch (oid) {
      case 1114:
        return utcTimestamp; // timestamp
      case 1082:
        return (text: string) => new Date(`${text}T00:00:00Z`); // date
      case 20:
        return (text: string) => BigInt(text); // int8
      case 1700:
        return (text: string) => new Prisma.Decimal(text); // numeric
      default:
        return builtinParser(oid, format);
    }
  }) as typeof pg.types.getTypeParser,
};
/** A parameter as @prisma/adapter-pg sends it: a Date as its UTC wall time. */
const rawParameter = (value: unknown) => (value instanceof Date ? wallTime(value) : typeof value === "bigint" ? value.toString() : value);

/**
 * The UTC wall times of the last few instants sent: a write sends its one "now" several times (the
 * entry, its history, its event, its deliveries), and formatting each was a visible share of a write.
 */
const wallTimes = new Map<number, string>();
function wallTime(date: Date): string {
  const time = date.getTime();
  let text = wallTimes.get(time);
  if (text === undefined) {
    if (wallTimes.size >= 16) wallTimes.clear();
    wallTimes.set(time, (text = date.toISOString().replace("T", " ").replace("Z", "")));
  }
  return text;
}

const statementListeners = new Set<(sql: string) => void>();

/**
 * Calls `listener` with every SQL statement this process sends, through Prisma or past it (rawRows):
 * the tests that count statements per request listen here.
 */
export function onStatement(listener: (sql: string) => void): void {
  db.$on("query", (event) => listener(event.query));
  statementListeners.add(listener);
}

/**
 * The rows of one raw SQL statement, typed as `db.$queryRaw` types them (int4 numbers, int8 BigInt,
 * numeric Decimal, timestamps and dates UTC, JSON parsed), for the hot writes and the ledgers' read:
 * on PostgreSQL straight through the pool Prisma shares (no query plan compiled per call, which cost
 * more Node time than the statement took in the database), on the embedded database through Prisma.
 * A PostgreSQL error comes as pg raises it (not wrapped by Prisma).
 */
export async function rawRows<Row>(query: Prisma.Sql): Promise<Row[]> {
  if (!pgPool) return db.$queryRaw<Row[]>(query);
  return (await poolQuery(pgPool, query, "object")) as Row[];
}

/**
 * The same, each row as the array of its columns' values in the statement's order (its column names
 * must differ): pg builds no object per row, whose columns it set one by one by name (a statement's
 * 70,000 rows of 19 columns: a third of their reading; issue 45).
 */
export async function rawArrays<Row extends unknown[]>(query: Prisma.Sql): Promise<Row[]> {
  if (!pgPool) return (await db.$queryRaw<Record<string, unknown>[]>(query)).map((row) => Object.values(row) as Row);
  return (await poolQuery(pgPool, query, "array")) as Row[];
}

async function poolQuery(pool: pg.Pool, query: Prisma.Sql, rowMode: "object" | "array"): Promise<unknown[]> {
  // Prisma.Sql joins its text anew on every read of it: a write's is some 3,000 characters.
  const text = query.text;
  for (const listener of statementListeners) listener(text);
  const config = { name: preparedName(text), text, values: query.values.map(rawParameter), types: rawTypes };
  const result = rowMode === "array" ? await pool.query({ ...config, rowMode }) : await pool.query(config);
  return result.rows as unknown[];
}

/** Texts given a prepared statement's name, and the most there may be (each connection keeps one plan per name). */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 100;

/**
 * A name for a statement text, so each pooled connection parses and plans it once and then only binds
 * values: planning the write statement cost PostgreSQL as much as running it. rawRows' texts are a
 * few fixed shapes (values are parameters); past MAX_PREPARED distinct texts a new one goes unnamed.
 */
function preparedName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < MAX_PREPARED) preparedNames.set(text, (name = `raw_${preparedNames.size}`));
  return name;
}

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
      query: async (sql, params) => (await pglite.query<Record<string, unknown>>(sql, params)).rows,
    });
  }
  const client = new pg.Client({ connectionString: config.databaseUrl! });
  await client.connect();
  try {
    return await work({
      exec: async (sql) => void (await client.query(sql)),
      query: async (sql, params) => (await client.query<Record<string, unknown>>(sql, params)).rows,
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
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    // A raw query's failure (P2010) carries the driver's error: PGlite's SQLSTATE, or pg's mapped kind.
    const driver = (error.meta?.driverAdapterError as { cause?: { code?: string; originalCode?: string; kind?: string } } | undefined)
      ?.cause;
    return (
      error.code === "P2002" || driver?.code === "23505" || driver?.originalCode === "23505" || driver?.kind === "UniqueConstraintViolation"
    );
  }
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === "23505";
}

let closed: Promise<void> | null = null;

/** Closes the database cleanly (PGlite: a shutdown checkpoint) and gives up the data directory. */
export function closeDatabase(): Promise<void> {
  closed ??= (async () => {
    await db.$disconnect();
    await pglite?.close();
    dataDirLock?.release();
  })();
  return closed;
}

/**
 * A consistent snapshot of the embedded database: a gzip'd tar of its data directory, read in one go
 * between two statements after a checkpoint. Like a crash image, it holds every committed transaction
 * and restores with PostgreSQL's own recovery.
 */
export async function snapshotEmbeddedDatabase(): Promise<Blob> {
  if (!pglite) throw new Error("Backups of a PostgreSQL server are made with pg_dump (see docs/operations.md, Backups).");
  await pglite.exec("CHECKPOINT");
  return pglite.dumpDataDir("gzip");
}
