/**
 * A query's answer made readable by readInlineData without a Relay store (issue 45): the
 * statement's worker (statementWorker.ts) reads 70,000 rows once, and normalising them into a
 * store of records, then reading them back out of it, cost the worker as much time as the answer
 * took to arrive (in the thread that writes the file). readInlineData finds an @inline fragment's
 * data at `ref.__fragments[name]`; here each object of the answer where the query spreads such a
 * fragment is given itself under that name. The object holds every field the fragment selects
 * (and others the query asks there): the builders read only their fragments' fields.
 * Only for queries whose fragments are all @inline (a plain fragment needs the store).
 */
import type { ConcreteRequest, ReaderSelection } from "relay-runtime";

type Answer = Record<string, unknown> & { __fragments?: Record<string, unknown> };

function walk(selections: readonly ReaderSelection[], value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(selections, item);
    return;
  }
  if (value === null || typeof value !== "object") return;
  const object = value as Answer;
  for (const selection of selections) {
    switch (selection.kind) {
      case "LinkedField":
        walk(selection.selections, object[selection.alias ?? selection.name]);
        break;
      case "InlineDataFragmentSpread":
        object.__fragments = { ...object.__fragments, [selection.name]: object };
        walk(selection.selections, object);
        break;
      // A type's or a condition's fields: those the server answered are in the object, the others absent, as Relay reads them.
      case "InlineFragment":
      case "Condition":
        walk(selection.selections, object);
        break;
      case "FragmentSpread":
        throw new Error(`plainInlineData: ${selection.name} is not an @inline fragment (it needs a Relay store)`);
      default:
        break;
    }
  }
}

/** The answer's `data` (changed in place) as Relay would read it for `query`, its @inline fragments' references included. */
export function plainInlineData<T>(query: ConcreteRequest, data: unknown): T {
  walk(query.fragment.selections, data);
  return data as T;
}
