import type { Viewer } from "./context.ts";

/**
 * The row id inside a decoded global id, for a prismaNode's `findUnique`. Anything that is not a
 * positive 32-bit integer (a forged or mangled id) becomes 0, which no row has, so `node(id)`
 * answers null instead of failing inside the database driver.
 */
export function rowId(id: string): number {
  const value = Number(id);
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : 0;
}

/**
 * Whether a decoded global id can be the caller's at all: nothing is without a sign-in; without a
 * profile only the user themself is; a profile only when it is their own. Anything else answers
 * null with no database look-up.
 */
export function mayBeViewers({ typename, id }: { typename: string; id: string }, viewer: Viewer | null): boolean {
  if (!viewer) return false;
  if (typename === "User") return rowId(id) === viewer.id;
  if (!viewer.profile) return false;
  return typename !== "BusinessProfile" || rowId(id) === viewer.profile.id;
}
