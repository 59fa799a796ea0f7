import { vi } from "vitest";
import { db } from "../db.ts";

/**
 * A slow database for the timeout tests: every raw statement (the company statement's figures
 * among them) answers `ms` later. Returns the spy, to be restored.
 */
export function slowRawStatements(ms: number) {
  const queryRaw = db.$queryRaw.bind(db);
  return vi.spyOn(db, "$queryRaw").mockImplementation(((...args: Parameters<typeof queryRaw>) => new Promise((resolve) => setTimeout(resolve, ms)).then(() => queryRaw(...args))) as never);
}
