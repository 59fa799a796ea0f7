import { vi } from "vitest";
import pg from "pg";
import { db } from "../db.ts";

/**
 * A slow database for the timeout tests: every raw statement (the company statement's figures
 * among them) answers `ms` later. Returns the spy, to be restored.
 */
export function slowRawStatements(ms: number) {
  const queryRaw = db.$queryRaw.bind(db);
  return vi
    .spyOn(db, "$queryRaw")
    .mockImplementation(((...args: Parameters<typeof queryRaw>) =>
      new Promise((resolve) => setTimeout(resolve, ms)).then(() => queryRaw(...args))) as never);
}

/**
 * A database whose raw statements fail with `error`, on either database: through `db.$queryRaw`, and on
 * PostgreSQL also through the pool that rawRows (db.ts) sends its named statements to past Prisma.
 * Prisma's own queries (the caller's sign-in among them) still answer. Returns a function that restores both.
 */
export function failingRawStatements(error: Error): () => void {
  const queryRaw = vi.spyOn(db, "$queryRaw").mockRejectedValue(error);
  const poolQuery = pg.Pool.prototype.query;
  const pool = vi.spyOn(pg.Pool.prototype, "query").mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
    const config = args[0] as { name?: unknown } | undefined;
    if (typeof config?.name === "string" && config.name.startsWith("raw_")) return Promise.reject(error);
    return (poolQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  return () => {
    queryRaw.mockRestore();
    pool.mockRestore();
  };
}
