import { randomBytes } from "node:crypto";
import { db } from "../db.ts";
import type { Viewer } from "../context.ts";
import type { ChangeKind } from "../generated/prisma/enums.ts";
import { InputError, NotFoundError } from "../errors.ts";
import { companyToManage } from "../access/permissions.ts";
import { managedCompanyRecord, managedCompanyRecordSql, managedDelivery } from "../access/companyFilters.ts";
import { RETRY_WINDOW_MS } from "../events/events.ts";
import { webhookDestinationProblem } from "./address.ts";
import { config } from "../config.ts";

export const webhookMessages = {
  noProfile: "Create your business profile before adding webhooks",
  urlInvalid: "Enter a full https:// URL (http:// only to localhost, for testing)",
  kindsRequired: "Choose at least one kind of event",
  endpointNotFound: "Webhook endpoint not found",
  deliveryNotFound: "Webhook delivery not found",
  endpointRemoved: "This webhook endpoint was removed",
};

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The URL's form: https; plain http only to this machine (a receiver under test) outside production
 * or with WEBHOOK_ALLOW_PRIVATE. Where it leads is checked next (address.ts).
 */
export function webhookUrlProblem(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return webhookMessages.urlInvalid;
  try {
    const url = new URL(value);
    if (url.username || url.password) return webhookMessages.urlInvalid;
    const plainHttpAllowed = !config.production || config.webhooks.allowPrivateNetwork;
    if (url.protocol === "https:" || (url.protocol === "http:" && plainHttpAllowed && LOCAL_HOSTS.has(url.hostname))) return null;
  } catch {
    // falls through
  }
  return webhookMessages.urlInvalid;
}

/** Registers an endpoint; its signing secret is returned to show once. */
export async function createWebhookEndpoint(viewer: Viewer | null, input: { url: string; kinds: ChangeKind[] }) {
  companyToManage(viewer, webhookMessages.noProfile);
  const errors: Record<string, string> = {};
  const urlProblem = webhookUrlProblem(input.url) ?? (await webhookDestinationProblem(input.url));
  if (urlProblem) errors.url = urlProblem;
  if (input.kinds.length === 0) errors.kinds = webhookMessages.kindsRequired;
  if (Object.keys(errors).length > 0) throw InputError.fromFields(errors);
  return db.webhookEndpoint.create({
    data: {
      ...managedCompanyRecord(viewer),
      url: input.url,
      kinds: [...new Set(input.kinds)],
      secret: "whsec_" + randomBytes(24).toString("base64url"),
    },
  });
}

/** Stops deliveries to the endpoint: its pending ones are dropped, its history stays. */
export async function removeWebhookEndpoint(viewer: Viewer | null, endpointId: number) {
  companyToManage(viewer, webhookMessages.noProfile);
  // One statement: the endpoint (the company's own) is marked removed and its pending deliveries dropped.
  const [endpoint] = await db.$queryRaw<{ id: number }[]>`
    WITH "removed" AS (
      UPDATE "WebhookEndpoint" SET "disabledAt" = COALESCE("disabledAt", ${new Date()}::timestamp(3))
       WHERE "id" = ${Number.isSafeInteger(endpointId) ? endpointId : -1}::int AND ${managedCompanyRecordSql(viewer)}
      RETURNING "id"),
    "dropped" AS (
      UPDATE "WebhookDelivery" SET "state" = 'FAILED', "lastError" = ${webhookMessages.endpointRemoved}
       WHERE "endpointId" IN (SELECT "id" FROM "removed") AND "state" = 'PENDING')
    SELECT "id" FROM "removed"`;
  if (!endpoint) throw new NotFoundError(webhookMessages.endpointNotFound);
  return endpoint;
}

/** Queues the delivery again now, with a fresh day of retries; the receiver sees the same event id. */
export async function resendWebhookDelivery(viewer: Viewer | null, deliveryId: number) {
  companyToManage(viewer, webhookMessages.noProfile);
  const delivery = await db.webhookDelivery.findFirst({
    where: { id: deliveryId, ...managedDelivery(viewer) },
    include: { endpoint: true },
  });
  if (!delivery) throw new NotFoundError(webhookMessages.deliveryNotFound);
  if (delivery.endpoint.disabledAt) throw new InputError(webhookMessages.endpointRemoved);
  const now = new Date();
  return db.webhookDelivery.update({
    where: { id: delivery.id },
    data: { state: "PENDING", nextAttemptAt: now, lockedUntil: null, retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS) },
  });
}
