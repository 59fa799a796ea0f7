import { Prisma } from "../db.ts";

/** Retries of one delivery stop a day after its event (or its resend). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * One delivery row per endpoint that wants this kind of event, written by the same statement as
 * the change (a CTE reading the `"event"` CTE of changeFeed.ts's changeEventSql): the queue cannot miss an event nor
 * hold one that never happened.
 */
export function webhookDeliveriesSql(occurredAt: Date): Prisma.Sql {
  const retryUntil = new Date(occurredAt.getTime() + RETRY_WINDOW_MS);
  return Prisma.sql`
    "queued" AS (
      INSERT INTO "WebhookDelivery" ("endpointId", "eventId", "lotId", "state", "nextAttemptAt", "retryUntil", "createdAt")
      SELECT e."id", ev."id", ev."lotId", 'PENDING', ${occurredAt}::timestamp(3), ${retryUntil}::timestamp(3), ${occurredAt}::timestamp(3)
        FROM "event" ev JOIN "WebhookEndpoint" e ON e."profileId" = ev."profileId" AND e."disabledAt" IS NULL AND ev."kind" = ANY(e."kinds"))`;
}
