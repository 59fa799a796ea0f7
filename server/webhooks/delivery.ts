import http from "node:http";
import https from "node:https";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { config } from "../config.ts";
import { db } from "../db.ts";
import { authorSelect } from "../access/caller.ts";
import { changeAuthor, changedNode, eventType } from "../changes/changeFeed.ts";
import { feedCursor } from "../events/events.ts";
import { addressMessages, literalAddressProblem, webhookAddressAllowed, webhookLookup } from "./address.ts";
import { EVENT_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from "./signature.ts";

/** How many deliveries one pass sends at once (never two of the same lot and endpoint). */
const BATCH = 20;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** The JSON body of an event: built only from stored rows, so every attempt sends the same bytes. */
export async function webhookBody(eventId: number): Promise<string> {
  const event = await db.changeEvent.findUniqueOrThrow({
    where: { id: eventId },
    include: { lot: { select: { lotNumber: true } }, user: authorSelect, apiKey: { select: { name: true, prefix: true } } },
  });
  const { typename, rowId } = changedNode(event);
  return JSON.stringify({
    id: `evt_${event.id}`,
    type: eventType(event.kind),
    occurredAt: event.occurredAt.toISOString(),
    cursor: feedCursor(event.id),
    data: {
      node: { __typename: typename, id: encodeGlobalID(typename, rowId), ...(event.values as Record<string, string>) },
      lot: { id: encodeGlobalID("Lot", event.lotId), lotNumber: event.lot.lotNumber },
      author: changeAuthor(event),
    },
  });
}

/** Connections to endpoints are kept for the next delivery; each new one resolves its name through the check (webhookLookup). */
const webhookAgents = {
  http: new http.Agent({ keepAlive: true, lookup: webhookLookup }),
  https: new https.Agent({ keepAlive: true, lookup: webhookLookup }),
};

/**
 * POSTs one attempt and answers the endpoint's status. The socket connects only to an address
 * webhooks may reach (address.ts), checked on the address it actually connected to; redirects are
 * not followed (a 3xx is a failed attempt).
 */
export function postWebhook(target: string, body: string, headers: Record<string, string>): Promise<number> {
  const url = new URL(target);
  const literal = literalAddressProblem(url);
  if (literal) return Promise.reject(new Error(literal));
  const send = url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body) },
        agent: url.protocol === "https:" ? webhookAgents.https : webhookAgents.http,
        signal: AbortSignal.timeout(config.webhooks.timeoutMs),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("socket", (socket) => {
      // A kept connection was checked when it connected; only a new one is waited for.
      if (!socket.connecting) return;
      socket.once("connect", () => {
        const address = socket.remoteAddress;
        if (!address || !webhookAddressAllowed(address)) request.destroy(new Error(`${address}: ${addressMessages.notPublic}`));
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Doubling from the configured base, at most an hour apart. */
export const retryDelayMs = (attempts: number) => Math.min(config.webhooks.retryBaseSeconds * 1000 * 2 ** (attempts - 1), MAX_BACKOFF_MS);

async function attempt(delivery: {
  id: number;
  eventId: number;
  attempts: number;
  retryUntil: Date;
  lockedUntil: Date;
  url: string;
  secret: string;
}) {
  const body = await webhookBody(delivery.eventId);
  const timestamp = Math.floor(Date.now() / 1000);
  let status: number | null = null;
  let error: string | null = null;
  try {
    status = await postWebhook(delivery.url, body, {
      "content-type": "application/json",
      "user-agent": "GulfRecyclingTraders-Webhooks/1",
      [EVENT_ID_HEADER]: `evt_${delivery.eventId}`,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(delivery.secret, body, timestamp),
    });
    if (status < 200 || status > 299) error = `HTTP ${status}`;
  } catch (failure) {
    error = String((failure as Error).message ?? failure).slice(0, 500);
  }
  const now = new Date();
  // Only while this process still holds the delivery: one taken over after a stall is the other's to record.
  const mine = { id: delivery.id, lockedUntil: delivery.lockedUntil };
  if (!error) {
    await db.webhookDelivery.updateMany({
      where: mine,
      data: { state: "DELIVERED", deliveredAt: now, lastStatus: status, lastError: null, lockedUntil: null },
    });
    return;
  }
  const next = new Date(now.getTime() + retryDelayMs(delivery.attempts));
  await db.webhookDelivery.updateMany({
    where: mine,
    data: {
      lastStatus: status,
      lastError: error,
      lockedUntil: null,
      nextAttemptAt: next,
      ...(next > new Date(delivery.retryUntil) ? { state: "FAILED" } : {}),
    },
  });
}

/**
 * One pass over the queue: takes the due deliveries no other process holds, whose lot has no
 * earlier undelivered event for the same endpoint (in order per lot), and sends them. Returns how
 * many it took. A delivery is held for `leaseSeconds`; if this process dies meanwhile, it is due
 * again after that and any process sends it, with the same event id.
 */
export async function deliverDueWebhooks(): Promise<number> {
  const now = new Date();
  const lockedUntil = new Date(now.getTime() + config.webhooks.leaseSeconds * 1000);
  const taken = await db.$queryRaw<{ id: number; eventId: number; attempts: number; retryUntil: Date; url: string; secret: string }[]>`
    WITH due AS (
      SELECT d."id" FROM "WebhookDelivery" d
      WHERE d."state" = 'PENDING' AND d."nextAttemptAt" <= ${now} AND (d."lockedUntil" IS NULL OR d."lockedUntil" <= ${now})
        AND NOT EXISTS (
          SELECT 1 FROM "WebhookDelivery" e
          WHERE e."endpointId" = d."endpointId" AND e."lotId" = d."lotId" AND e."eventId" < d."eventId" AND e."state" = 'PENDING')
      ORDER BY d."eventId"
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    UPDATE "WebhookDelivery" w SET "lockedUntil" = ${lockedUntil}, "attempts" = w."attempts" + 1
    FROM due, "WebhookEndpoint" p
    WHERE w."id" = due."id" AND p."id" = w."endpointId"
    RETURNING w."id", w."eventId", w."attempts", w."retryUntil", p."url", p."secret"`;
  await Promise.all(taken.map((delivery) => attempt({ ...delivery, lockedUntil })));
  return taken.length;
}

/** Each server process runs one: it sends what is due, then looks again every `pollMs`. */
export function startWebhookWorker() {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    try {
      while (!stopped && (await deliverDueWebhooks()) > 0);
    } catch (error) {
      console.error("[webhooks] delivery pass failed:", error);
    }
    if (!stopped)
      timer = setTimeout(() => {
        running = pass();
      }, config.webhooks.pollMs);
  };
  timer = setTimeout(() => {
    running = pass();
  }, 0);
  return {
    /** No new pass starts; resolves when the one in flight (if any) has finished, so the database can close. */
    stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      return running;
    },
  };
}
