import pg from "pg";
import { config } from "./config.ts";
import { pglite } from "./db.ts";

/** What a module does with one channel's notifications. */
export interface ChannelFollower {
  onNotification: (payload: string | undefined) => void;
  /** The connection was lost: what was notified until it is back is lost too. */
  onGap?: () => void;
}

const followers = new Map<string, ChannelFollower>();
/** The listening connection on PostgreSQL, once opened (null inside after shutdown). */
let connection: Promise<pg.Client | null> | null = null;
let stopped = false;
const pgliteListens = new Map<string, Promise<() => Promise<void>>>();

/**
 * LISTEN to `channel` (one follower each), once per process for all the channels it follows: on the
 * embedded database through PGlite's own listener; on PostgreSQL on one dedicated connection, so a
 * NOTIFY from any server process sharing the database reaches this one. A lost connection is
 * reopened a second later; every follower's `onGap` hears of the loss. Resolves once listening.
 */
export async function listenTo(channel: string, follower: ChannelFollower): Promise<void> {
  if (stopped) throw new Error("the process is shutting down");
  const known = followers.has(channel);
  followers.set(channel, follower);
  if (pglite) {
    let listen = pgliteListens.get(channel);
    if (!listen)
      pgliteListens.set(channel, (listen = pglite.listen(channel, (payload) => followers.get(channel)?.onNotification(payload))));
    await listen;
    return;
  }
  connection ??= connect();
  const client = await connection;
  if (!client) throw new Error("the process is shutting down");
  if (known) return;
  try {
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    followers.delete(channel);
    throw error;
  }
}

async function connect(): Promise<pg.Client | null> {
  if (stopped) return null;
  const client = new pg.Client({ connectionString: config.databaseUrl! });
  client.on("notification", (message) => followers.get(message.channel)?.onNotification(message.payload));
  // Until it listens, a failure comes as the rejection below (an 'error' without a handler would end the process).
  client.on("error", () => {});
  try {
    await client.connect();
    for (const channel of followers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    client.end().catch(() => {});
    connection = null;
    throw error;
  }
  if (stopped) {
    await client.end().catch(() => {});
    return null;
  }
  let lost = false;
  const lose = (reason: string) => {
    if (lost || stopped) return;
    lost = true;
    console.warn(`Database notifications: lost the listening connection (${reason}); reconnecting.`);
    client.end().catch(() => {});
    for (const follower of followers.values()) follower.onGap?.();
    connection = new Promise((resolve) => setTimeout(resolve, 1_000)).then(connect);
    connection.catch(() => (connection = null));
  };
  client.on("error", (error) => lose(error.message));
  client.on("end", () => lose("closed by the server"));
  return client;
}

/** Shutdown: the listening connection closes (the followers hear of it as of a loss). */
export async function stopListening(): Promise<void> {
  stopped = true;
  for (const follower of followers.values()) follower.onGap?.();
  const client = await connection?.catch(() => null);
  connection = null;
  await client?.end().catch(() => {});
  for (const listen of pgliteListens.values()) await (await listen)().catch(() => {});
  pgliteListens.clear();
}
