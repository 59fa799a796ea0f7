import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * `X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>`.
 * Signing the timestamp with the body makes a captured delivery useless once it is older than the
 * receiver's tolerance; the event id in the body lets a receiver drop a repeat it already handled.
 */
export const SIGNATURE_HEADER = "x-webhook-signature";
export const EVENT_ID_HEADER = "x-webhook-id";
export const TIMESTAMP_HEADER = "x-webhook-timestamp";
export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

const hmac = (secret: string, timestamp: number, body: string) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** What a receiver runs (docs/integrators.md shows the same few lines): true only for a fresh, untampered delivery. */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string | null,
  { toleranceSeconds = DEFAULT_TOLERANCE_SECONDS, now = Date.now() } = {},
): boolean {
  const parts = Object.fromEntries((header ?? "").split(",").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(parts.v1 ?? ""))
    return false;
  return timingSafeEqual(Buffer.from(hmac(secret, timestamp, body), "hex"), Buffer.from(parts.v1, "hex"));
}
