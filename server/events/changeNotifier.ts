import pg from "pg";
import { config } from "../config.ts";
import { pglite } from "../db.ts";
import { listenTo } from "../databaseListener.ts";

/** The channel `announceChanges` notifies, with the company's profile id. */
const CHANNEL = "change_events";

type Listener = () => void;

const listeners = new Map<number, Set<Listener>>();
let shuttingDown = false;

function ping(payload: string | undefined) {
  for (const listener of listeners.get(Number(payload)) ?? []) listener();
}

/** Companies with a commit to announce, and whether a NOTIFY is on its way (the next one takes them all). */
const toAnnounce = new Set<number>();
let announcing = false;
/**
 * How long the commits of a busy moment gather before one NOTIFY tells of them all: sent as soon as
 * the previous one was done, a stream of writes paid for a NOTIFY (a transaction of its own) every
 * write or two. A screen hears of a change at most this much later.
 */
const GATHER_MS = 10;
let announcer: pg.Client | null = null;
/** The announcing connection's name in pg_stat_activity: its NOTIFY may wait for another process's, never a write. */
export const ANNOUNCER_NAME = "live announcements";

/**
 * After a write that added events to a company's feed has committed: tells every process's
 * listeners. Not a trigger inside the write: a NOTIFY holds PostgreSQL's notification-queue lock
 * from its commit until that commit is flushed, which made every write of every company commit one
 * at a time. Here the NOTIFY is a transaction of its own, sent without waiting for its flush (a
 * notification is never durable anyway), and the companies announced meanwhile go together in the
 * next one. Should a process die between its commit and this, the subscribers' periodic check
 * reads the feed: a change is late, never missed.
 */
export function announceChanges(profileId: number): void {
  if (pglite) {
    // One process holds the embedded database: its listeners are all here.
    ping(String(profileId));
    return;
  }
  toAnnounce.add(profileId);
  gatherAnnouncements();
}

function gatherAnnouncements() {
  if (announcing || toAnnounce.size === 0 || shuttingDown) return;
  announcing = true;
  setTimeout(() => void sendAnnouncements(), GATHER_MS).unref();
}

async function sendAnnouncements(): Promise<void> {
  try {
    const profileIds = [...toAnnounce].map(String);
    toAnnounce.clear();
    if (!announcer) {
      const client = new pg.Client({ connectionString: config.databaseUrl!, application_name: ANNOUNCER_NAME });
      client.on("error", () => announcer === client && (announcer = null));
      await client.connect();
      await client.query("SET synchronous_commit = off");
      announcer = client;
    }
    await announcer.query(`SELECT pg_notify('${CHANNEL}', id) FROM unnest($1::text[]) AS id`, [profileIds]);
  } catch (error) {
    console.warn(`Live updates: could not announce a change (${(error as Error).message}); listeners catch up on their periodic check.`);
    announcer?.end().catch(() => {});
    announcer = null;
  } finally {
    announcing = false;
    // Commits announced while this one was on its way go in the next.
    gatherAnnouncements();
  }
}

/** Calls `listener` after each commit that adds events to the company's feed; returns the unsubscribe. */
export async function onCompanyEvents(profileId: number, listener: Listener): Promise<() => void> {
  // A lost connection loses nothing here: the subscribers' periodic check reads the feed meanwhile.
  await listenTo(CHANNEL, { onNotification: ping });
  let set = listeners.get(profileId);
  if (!set) listeners.set(profileId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(profileId) === set) listeners.delete(profileId);
  };
}

/** Shutdown: every open subscription is told to end, and the announcing connection closes. */
export async function stopChangeNotifications(): Promise<void> {
  shuttingDown = true;
  for (const set of listeners.values()) for (const listener of set) listener();
  await announcer?.end().catch(() => {});
  announcer = null;
}

export const isShuttingDown = () => shuttingDown;
