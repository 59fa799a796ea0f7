import { GraphQLError } from "graphql";
import { db } from "../db.ts";
import { authenticate, type Viewer } from "../context.ts";
import { RateLimitError } from "../errors.ts";
import { companyOf, isOwnCompany } from "../access.ts";
import { feedCursor, readChangeFeed, type FeedEvent } from "../changes/changeFeed.ts";
import { isShuttingDown, onCompanyEvents } from "./changeNotifier.ts";

/** Access is checked again on every ping and at least this often, so a revoked key or session stops streaming. */
export const ACCESS_RECHECK_MS = 15_000;

export const liveMessages = {
  ended: "Your access to this company ended. Please login again.",
  noCompany: "Create your company profile first",
};

/** Whether the request's credentials still reach the company (a revoked key, a password change or a deleted account end it). */
async function stillReaches(request: Request, profileId: number): Promise<boolean> {
  try {
    const viewer = await authenticate(request);
    return isOwnCompany(viewer, profileId);
  } catch (error) {
    // A key over its request rate is still the company's: the next check decides.
    if (error instanceof RateLimitError) return true;
    return false;
  }
}

/** Where a subscription without a cursor starts: after the newest event, so it streams only what is new. */
async function currentEnd(profileId: number): Promise<string | null> {
  const newest = await db.changeEvent.findFirst({ where: { profileId }, orderBy: { id: "desc" }, select: { id: true } });
  return newest ? feedCursor(newest.id) : null;
}

/**
 * The company's change feed as a stream: the events after `after` (or, without it, from now on), then
 * each new one as it commits. Every read goes through the feed from the last cursor sent, so a ping
 * only says "look again": the feed's numbering gives the order, and no event is skipped or repeated,
 * whichever process wrote it. The starting point and the listener are set before the subscription is
 * answered, so a write made right after the answer's headers is never missed.
 */
export async function companyChanges(viewer: Viewer | null, request: Request, after: string | null | undefined): Promise<AsyncGenerator<FeedEvent>> {
  if (!viewer) throw new GraphQLError(liveMessages.ended, { extensions: { code: "UNAUTHENTICATED" } });
  const profileId = companyOf(viewer, liveMessages.noCompany).id;
  // A bad cursor is refused before the stream starts (readChangeFeed checks it).
  const start = after ? (await readChangeFeed(profileId, after, 1), after) : await currentEnd(profileId);
  const wakeUp = { pending: true, wake: null as (() => void) | null };
  const ping = () => {
    wakeUp.pending = true;
    wakeUp.wake?.();
  };
  const unsubscribe = await onCompanyEvents(profileId, ping);
  const recheck = setInterval(ping, ACCESS_RECHECK_MS);
  const stop = () => {
    clearInterval(recheck);
    unsubscribe();
  };
  const events = stream(profileId, request, start, wakeUp, stop);
  // A stream closed before its first read never runs its generator's `finally`: stop here too.
  const close = events.return.bind(events);
  events.return = (value) => {
    stop();
    return close(value);
  };
  return events;
}

async function* stream(
  profileId: number,
  request: Request,
  start: string | null,
  wakeUp: { pending: boolean; wake: (() => void) | null },
  stop: () => void,
): AsyncGenerator<FeedEvent> {
  let cursor = start;
  try {
    for (;;) {
      if (!wakeUp.pending) await new Promise<void>((resolve) => (wakeUp.wake = resolve));
      wakeUp.wake = null;
      wakeUp.pending = false;
      if (isShuttingDown()) return;
      if (!(await stillReaches(request, profileId))) throw new GraphQLError(liveMessages.ended, { extensions: { code: "UNAUTHENTICATED" } });
      for (;;) {
        const page = await readChangeFeed(profileId, cursor);
        // Checked again just before events go out: access may have ended while the page was read.
        if (page.events.length > 0 && !(await stillReaches(request, profileId))) {
          throw new GraphQLError(liveMessages.ended, { extensions: { code: "UNAUTHENTICATED" } });
        }
        for (const event of page.events) yield event;
        cursor = page.endCursor;
        if (!page.hasNextPage) break;
      }
    }
  } finally {
    stop();
  }
}
