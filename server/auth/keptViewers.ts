import type { Viewer } from "../access/caller.ts";
import { listenTo } from "../databaseListener.ts";
import { keepRecent } from "../keepRecent.ts";

/**
 * The people (user and company profile) this process has read for session tokens, by user id: every
 * request with a session needs them, and reading them afresh was a sixth of a payment's cost, in
 * Node and in the database. Any change to any account or company forgets them all, on every server
 * process:
 * - in the process that makes it at once: every statement that changes a user or a profile runs
 *   through `changingViewers` (services/accounts.ts, services/profiles.ts, members/members.ts);
 * - in the others as soon as PostgreSQL delivers the notification that a trigger on "User" and
 *   "Profile" sends at the change's commit (migration `20261129100000_viewers_changed`), whoever
 *   wrote it, psql included.
 * Kept only while this process hears those notifications (after a lost connection, nothing kept is
 * used until it is back), and never longer than KEEP_MS whatever happens. API keys are not kept:
 * each request checks its key (services/apiKeys.ts); revoking one notifies the same channel, for the
 * live streams (live/companyChanges.ts).
 */
const CHANNEL = "viewers_changed";
const KEEP_MS = 60_000;
const MAX_KEPT = 10_000;

const kept = new Map<number, { viewer: Viewer; readAt: number }>();
/** Counts the forgets (and lost connections): a read that one overtook (started before it, ended after) is not kept. */
let forgets = 0;
/** Whether this process hears of every change now: only then is a viewer kept or used. */
let following = false;
let starting: Promise<void> | null = null;
let warned = false;

const changeListeners = new Set<() => void>();

/** After a change to a user or a profile, in this process or (notified) another: nothing kept is used again. */
export function forgetViewers(): void {
  forgets++;
  kept.clear();
  for (const listener of changeListeners) listener();
}

/**
 * Calls `listener` after every change to accounts, companies, memberships or API keys (and after a
 * lost notification connection, when changes may have gone unheard): live streams check their
 * credentials then, instead of on every event.
 */
export function onViewersChanged(listener: () => void): () => void {
  follow();
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function follow(): void {
  if (following || starting) return;
  const onGap = () => {
    following = false;
    forgetViewers();
  };
  starting = listenTo(CHANNEL, { onNotification: forgetViewers, onGap })
    .then(
      () => {
        following = true;
        warned = false;
      },
      (error: Error) => {
        if (!warned) console.warn(`Sessions read their person afresh: cannot hear of account changes (${error.message}).`);
        warned = true;
      },
    )
    .finally(() => (starting = null));
}

/** The viewer of user `userId`: kept, or read with `read` (and kept when nothing changed meanwhile). */
export async function viewerOf(userId: number, read: (userId: number) => Promise<Viewer | null>): Promise<Viewer | null> {
  follow();
  const now = Date.now();
  const known = kept.get(userId);
  if (known && now - known.readAt < KEEP_MS && following) return known.viewer;
  // A read kept must have been heard over from its start: a change committed before this process
  // listened, or during a lost connection, would never be told.
  const [forgetsBefore, followingBefore] = [forgets, following];
  const viewer = await read(userId);
  if (viewer && followingBefore && following && forgets === forgetsBefore) {
    // Shared by every request of this person from now on: frozen, so none can change it for the others.
    Object.freeze(viewer.profile);
    keepRecent(kept, userId, { viewer: Object.freeze(viewer), readAt: now }, MAX_KEPT);
  }
  return viewer;
}

/** `change` (a statement that changes users or profiles), then every kept viewer forgotten. */
export async function changingViewers<T>(change: PromiseLike<T>): Promise<T> {
  try {
    return await change;
  } finally {
    forgetViewers();
  }
}
