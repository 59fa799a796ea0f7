import type { Viewer } from "../context.ts";
import { requirePerson } from "./access.ts";

/*
 * "Whose record is this", answered once: Prisma filters that keep a caller to their own records.
 * GraphQL nodes, the services and through them REST all use these, so another user's ids answer
 * exactly like ids that do not exist. Without a viewer nothing matches (no user has id -1).
 */
const userIdOf = (viewer: Viewer | null) => viewer?.id ?? -1;

export const ownUser = (viewer: Viewer | null) => ({ id: userIdOf(viewer) });
export const ownProfile = (viewer: Viewer | null) => ({ userId: userIdOf(viewer) });
export const ownLot = (viewer: Viewer | null) => ({ profile: ownProfile(viewer) });
/** Containers and payments belong to whoever owns their lot. */
export const ownLotRecord = (viewer: Viewer | null) => ({ lot: ownLot(viewer) });

/** The read of a company's API keys or webhook endpoints: its owner's, as a person (never a key), newest first. */
export function ownCredentials(viewer: Viewer | null, profileId: number) {
  requirePerson(viewer);
  return { where: { profileId, profile: ownProfile(viewer) }, orderBy: { id: "desc" as const } };
}
