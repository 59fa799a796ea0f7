import { db, Prisma } from "../db.ts";
import type { ChangeKind, HouseRole } from "../generated/prisma/enums.ts";
import { authorName, authorSelect } from "../access/caller.ts";
import { InputError } from "../errors.ts";
import { MAX_INT4 } from "../rowIds.ts";
import { FEED_LOCK, feedCursor } from "../events/events.ts";

export const changeFeedMessages = {
  badCursor: "Invalid cursor: pass a cursor this feed returned",
  badFirst: "first must be between 1 and 500",
};

export const DEFAULT_PAGE = 100;
const MAX_PAGE = 500;

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

/** An event's type name for integrators (the feed's REST answer, webhooks): `payment.created`, `container.updated`, `attachment.added`, … */
export const eventType = (kind: ChangeKind) => kind.toLowerCase().replace(/_(created|updated|voided|restored|added|removed)$/, ".$1");
