/** What a global id is, for the nodes' `id` fields and the inputs that take one. */
export const GLOBAL_ID_DESCRIPTION = "A global id, unique across types: pass it to `node(id:)` to fetch the object again.";

/**
 * The row id inside a decoded global id, for a prismaNode's `findUnique`. Anything that is not a
 * positive 32-bit integer (a forged or mangled id) becomes 0, which no row has, so `node(id)`
 * answers null instead of failing inside the database driver.
 */
export function rowId(id: string): number {
  const value = Number(id);
  return isPositiveInt4(value) ? value : 0;
}

/** Row ids and versions are PostgreSQL integers: a number past them would fail inside the database. */
export const MAX_INT4 = 2_147_483_647;
export const isPositiveInt4 = (value: number) => Number.isInteger(value) && value > 0 && value <= MAX_INT4;
