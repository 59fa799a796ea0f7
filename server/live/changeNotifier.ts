import pg from "pg";
import { config } from "../config.ts";
import { pglite } from "../db.ts";

/** The channel the "ChangeEvent" insert trigger notifies (migration 20261125120000_change_event_notify), with the company's profile id. */
const CHANNEL = "change_events";

type Listener = () => void;

const listeners = new Map<number, Set<Listener>>();
let shuttingDown = false;
let listening: Promise<() => Promise<void>> | null = null;

function ping(payload: string | undefined) {
  for (const listener of listeners.get(Number(payload)) ?? []) listener();
}

/**
 * LISTEN once per process: on the embedded database through PGlite's own listener (the trigger's
 * NOTIFY reaches it in-process); on PostgreSQL on one dedicated connection, so a write committed by
 * any server process sharing the database reaches this one. A lost connection is reopened; the
 * subscribers' periodic check reads the feed meanwhile, so nothing is missed.
 */
function listen(): Promise<() => Promise<void>> {
  if (pglite) return pglite.listen(CHANNEL, ping);
  return connectListener();
}

async function connectListener(): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: config.databaseUrl! });
  let stopped = false;
  client.on("notification", (message) => ping(message.payload));
  client.on("error", (error) => {
    if (stopped) return;
    console.warn(`Live updates: lost the database listener (${error.message}); reconnecting.`);
    stopped = true;
    client.end().catch(() => {});
    listening = new Promise((resolve) => setTimeout(resolve, 1_000)).then(connectListener);
    listening.catch(() => (listening = null));
  });
  await client.connect();
  await client.query(`LISTEN ${CHANNEL}`);
  return async () => {
    stopped = true;
    await client.end();
  };
}

/** Calls `listener` after each commit that adds events to the company's feed; returns the unsubscribe. */
export async function onCompanyEvents(profileId: number, listener: Listener): Promise<() => void> {
  listening ??= listen();
  listening.catch(() => (listening = null));
  await listening;
  let set = listeners.get(profileId);
  if (!set) listeners.set(profileId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(profileId) === set) listeners.delete(profileId);
  };
}

/** Shutdown: every open subscription is told to end, and the listener closes. */
export async function stopChangeNotifications(): Promise<void> {
  shuttingDown = true;
  for (const set of listeners.values()) for (const listener of set) listener();
  const stop = listening;
  listening = null;
  if (stop) await (await stop)();
}

export const isShuttingDown = () => shuttingDown;
