/**
 * The events floor: what every write that changes a company's ledger records beside its change, in
 * its own statement. The ledger, the agreement's steps, attachments and members call it; the change
 * feed's readers (changes/), the webhook worker (webhooks/) and the live streams (live/) sit above
 * and read what it wrote.
 */
import { formatPrismaCursor } from "@pothos/plugin-prisma";
import { Prisma } from "../db.ts";
import type { Viewer } from "../context.ts";
import type { ChangeKind } from "../generated/prisma/enums.ts";

/** Advisory-lock class of the feed; the second key is the company's profile id. */
export const FEED_LOCK = 7_241_123;

/** Retries of one webhook delivery stop a day after its event (or its resend). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The steps of a write's own statement that record its events: CTEs reading `"changed"` (the
 * write's CTE with one row per change, none when nothing changed: columns "lotId", "containerId",
 * "paymentId" and "values", the node's values after the change as strings).
 *
 * - `"event"`: its change-feed event (one row, or none). The write holds its company's feed lock
 *   SHARED from before its event takes a number until it commits: writes to different lots run in
 *   parallel (within a lot, the lot's row lock orders them, and their numbers follow that order).
 *   Nobody ever takes that lock exclusively: a reader only looks at who holds it (changes/changeFeed.ts
 *   settledEventId), so a write never waits for a reader nor, through a reader, for another write.
 * - `"queued"`: one webhook delivery per endpoint that wants this kind of event, so the queue cannot
 *   miss an event nor hold one that never happened.
 *
 * After the statement commits, the write calls `announceChanges` (changeNotifier.ts) for live streams.
 */
export function eventsSql(viewer: Viewer, kind: ChangeKind, now: Date, profileId = viewer.profile!.id): Prisma.Sql {
  const retryUntil = new Date(now.getTime() + RETRY_WINDOW_MS);
  return Prisma.sql`
    "feed" AS MATERIALIZED (SELECT pg_advisory_xact_lock_shared(${FEED_LOCK}::int, ${profileId}::int) FROM (SELECT 1 FROM "changed" LIMIT 1) AS "any"),
    "event" AS (
      INSERT INTO "ChangeEvent" ("profileId", "kind", "lotId", "containerId", "paymentId", "userId", "apiKeyId", "values", "occurredAt")
      SELECT ${profileId}::int, ${kind}::"ChangeKind", c."lotId", c."containerId", c."paymentId", ${viewer.id}::int, ${viewer.apiKey?.id ?? null}::int, c."values", ${now}::timestamp(3)
        FROM "changed" c, "feed"
      RETURNING "id", "profileId", "kind", "lotId", "occurredAt"),
    "queued" AS (
      INSERT INTO "WebhookDelivery" ("endpointId", "eventId", "lotId", "state", "nextAttemptAt", "retryUntil", "createdAt")
      SELECT e."id", ev."id", ev."lotId", 'PENDING', ${now}::timestamp(3), ${retryUntil}::timestamp(3), ${now}::timestamp(3)
        FROM "event" ev JOIN "WebhookEndpoint" e ON e."profileId" = ev."profileId" AND e."disabledAt" IS NULL AND ev."kind" = ANY(e."kinds"))`;
}

/**
 * Cursors are opaque to integrators; inside, the event's number, encoded like every other cursor of
 * this API (Pothos' prisma cursor on the id), so GraphQL's request bounds recognise it as one of ours.
 */
export const feedCursor = (eventId: number) => formatPrismaCursor({ id: eventId }, "id");
