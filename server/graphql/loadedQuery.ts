/**
 * Whether a Prisma query that Pothos planned for a field asks only for what an object already in
 * hand holds: then the field answers from that object and costs no SQL statement; otherwise it runs
 * the query. Anything the description does not name (another relation, `_count`, a filter, paging)
 * counts as not held.
 */
export interface Held {
  /** Every scalar column of the model is there (what `include` and `relation: true` ask for). */
  allScalars: boolean;
  scalars: ReadonlySet<string>;
  relations?: Record<string, Held & { orderBy?: unknown }>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

export function heldBy(query: unknown, held: Held, orderBy?: unknown): boolean {
  if (query === true) return held.allScalars;
  if (!isObject(query)) return false;
  const { select, include, orderBy: order, ...rest } = query;
  if (Object.keys(rest).length > 0 || (include !== undefined && !held.allScalars)) return false;
  if (order !== undefined && JSON.stringify(order) !== JSON.stringify(orderBy)) return false;
  const fields = select ?? include ?? {};
  if (!isObject(fields)) return false;
  // `include` means every scalar plus the relations named; a select names each field.
  for (const [name, value] of Object.entries(fields)) {
    if (value === false || value === undefined) continue;
    const relation = held.relations?.[name];
    if (relation) {
      if (!heldBy(value, relation, relation.orderBy)) return false;
    } else if (!(value === true && held.scalars.has(name))) {
      return false;
    }
  }
  return true;
}

/** A model's whole row: `Prisma.<Model>ScalarFieldEnum`. */
export const wholeRow = (scalarFields: Record<string, string>, relations?: Held["relations"]): Held => ({
  allScalars: true,
  scalars: new Set(Object.values(scalarFields)),
  relations,
});
