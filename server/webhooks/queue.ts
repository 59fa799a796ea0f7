import type { Tx } from "../db.ts";
import type { ChangeEvent } from "../generated/prisma/client.ts";

/** Retries of one delivery stop a day after its event (or its resend). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * One delivery row per endpoint that wants this kind of event, written in the same transaction as
 * the change: the queue cannot miss an event nor hold one that never happened.
 */
export async function queueWebhookDeliveries(tx: Tx, event: ChangeEvent): Promise<void> {
  // Raw SQL: the PGlite adapter cannot bind an enum for Prisma's `has` on an enum array.
  const endpoints = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "WebhookEndpoint"
    WHERE "profileId" = ${event.profileId} AND "disabledAt" IS NULL AND ${event.kind}::"ChangeKind" = ANY("kinds")`;
  if (endpoints.length === 0) return;
  const retryUntil = new Date(event.occurredAt.getTime() + RETRY_WINDOW_MS);
  await tx.webhookDelivery.createMany({
    data: endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId: event.id, lotId: event.lotId, retryUntil })),
  });
}
