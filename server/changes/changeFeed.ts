import { formatPrismaCursor } from "@pothos/plugin-prisma";
import { db, Prisma } from "../db.ts";
import type { Viewer } from "../context.ts";
import type { ChangeKind, HouseRole } from "../generated/prisma/enums.ts";
import { authorName, authorSelect } from "../access.ts";
import { InputError } from "../errors.ts";
import { MAX_INT4 } from "../graphql/ids.ts";

/** Advisory-lock class of the feed; the second key is the company's profile id. */
const FEED_LOCK = 7_241_123;

export const changeFeedMessages = {
  badCursor: "Invalid cursor: pass a cursor this feed returned",
  badFirst: "first must be between 1 and 500",
};

export const DEFAULT_PAGE = 100;
const MAX_PAGE = 500;

/**
 * The step of a write's own statement that appends its change-feed events: CTEs reading `"changed"` (the write's CTE with one row per change, none when nothing
 * changed: columns "lotId", "containerId", "paymentId" and "values", the node's values after the
 * change as strings), giving `"event"` (its one row, or none). The write holds its company's feed lock SHARED from before its event takes a
 * number until it commits: writes to different lots run in parallel (within a lot, the lot's row
 * lock orders them, and their numbers follow that order). Nobody ever takes that lock exclusively:
 * a reader only looks at who holds it (settledEventId), so a write never waits for a reader nor,
 * through a reader, for another write.
 */
export function changeEventSql(viewer: Viewer, kind: ChangeKind, now: Date, profileId = viewer.profile!.id): Prisma.Sql {
  return Prisma.sql`
    "feed" AS MATERIALIZED (SELECT pg_advisory_xact_lock_shared(${FEED_LOCK}::int, ${profileId}::int) FROM (SELECT 1 FROM "changed" LIMIT 1) AS "any"),
    "event" AS (
      INSERT INTO "ChangeEvent" ("profileId", "kind", "lotId", "containerId", "paymentId", "userId", "apiKeyId", "values", "occurredAt")
      SELECT ${profileId}::int, ${kind}::"ChangeKind", c."lotId", c."containerId", c."paymentId", ${viewer.id}::int, ${viewer.apiKey?.id ?? null}::int, c."values", ${now}::timestamp(3)
        FROM "changed" c, "feed"
      RETURNING "id", "profileId", "kind", "lotId", "occurredAt")`;
}

/**
 * Cursors are opaque to integrators; inside, the event's number, encoded like every other cursor of
 * this API (Pothos' prisma cursor on the id), so GraphQL's request bounds recognise it as one of ours.
 */
export const feedCursor = (eventId: number) => formatPrismaCursor({ id: eventId }, "id");

/** REST reaches this without GraphQL's bounds: the cursor is checked here too. */
export function eventIdOf(cursor: string | null | undefined): number {
  if (cursor === null || cursor === undefined || cursor === "") return 0;
  const match = /^GPC:N:(\d{1,10})$/.exec(Buffer.from(cursor, "base64").toString());
  if (!match || Number(match[1]) > MAX_INT4) throw new InputError(changeFeedMessages.badCursor);
  return Number(match[1]);
}

/** How long a reader waits between two looks at the writes it waits for. */
const SETTLE_POLL_MS = 2;

/**
 * The highest event number up to which the company's feed is settled (every number committed, or
 * never will be), by a visibility watermark instead of a lock: first the sequence's last value L,
 * then the transactions holding the company's feed lock at that moment. A number up to L was taken
 * by a write that held the lock before taking it and holds it until it commits: it has committed
 * (visible to the next statement) or is among those holders. Once none of them holds it any more,
 * every number up to L is settled; a write that comes later takes a number above L. The reader
 * waits for the writes in flight when it started (a few milliseconds: each is one statement), and
 * no write waits for it.
 */
async function settledEventId(profileId: number): Promise<number> {
  const [{ last }] = await db.$queryRaw<{ last: bigint | number }[]>`
    SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS "last" FROM "ChangeEvent_id_seq"`;
  const holdersSql = (among: Prisma.Sql) => Prisma.sql`
    SELECT pid, virtualtransaction FROM pg_locks
     WHERE locktype = 'advisory' AND classid = ${FEED_LOCK}::int::oid AND objid = ${profileId}::int::oid AND objsubid = 2 AND granted ${among}`;
  let holders = await db.$queryRaw<{ pid: number; virtualtransaction: string }[]>(holdersSql(Prisma.empty));
  while (holders.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    const pids = holders.map((holder) => holder.pid);
    const transactions = holders.map((holder) => holder.virtualtransaction);
    // Still the same transactions (a session's next transaction takes a number above L).
    holders = await db.$queryRaw(
      holdersSql(Prisma.sql`AND (pid, virtualtransaction) IN (SELECT * FROM unnest(${pids}::int[], ${transactions}::text[]))`),
    );
  }
  return Number(last);
}

/** A page of the company's feed after `after`, oldest first. */
export async function readChangeFeed(profileId: number, after: string | null | undefined, first: number | null | undefined = DEFAULT_PAGE) {
  const size = first ?? DEFAULT_PAGE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) throw new InputError(changeFeedMessages.badFirst);
  const afterId = eventIdOf(after);
  const settled = await settledEventId(profileId);
  const rows = await db.changeEvent.findMany({
    where: { profileId, id: { gt: afterId, lte: settled } },
    orderBy: { id: "asc" },
    take: size + 1,
    // Whole rows: a live stream resolves `lot` and `node` of each event from them (changes/schema.ts).
    include: { lot: true, container: true, payment: true, user: authorSelect, apiKey: { select: { name: true, prefix: true } } },
  });
  const events = rows.slice(0, size);
  return {
    events,
    hasNextPage: rows.length > size,
    // With nothing new the integrator keeps the cursor it has.
    endCursor: events.length > 0 ? feedCursor(events.at(-1)!.id) : after || null,
  };
}

export type FeedEvent = Awaited<ReturnType<typeof readChangeFeed>>["events"][number];

/** Who made a change: the API key when one did, else the person. */
export function changeAuthor(event: {
  apiKey: { name: string; prefix: string } | null;
  user: { name: string; houseRole?: HouseRole | null };
}) {
  return event.apiKey
    ? { type: "API_KEY" as const, name: event.apiKey.name, keyPrefix: event.apiKey.prefix }
    : { type: "PERSON" as const, name: authorName(event.user), keyPrefix: null };
}

/** The GraphQL type and row id of the node an event is about. */
export function changedNode(event: { lotId: number; containerId: number | null; paymentId: number | null }) {
  if (event.containerId) return { typename: "Container" as const, rowId: event.containerId };
  if (event.paymentId) return { typename: "Payment" as const, rowId: event.paymentId };
  return { typename: "Lot" as const, rowId: event.lotId };
}
