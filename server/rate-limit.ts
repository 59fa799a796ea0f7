import { config } from "./config.ts";
import { db } from "./db.ts";
import { RateLimitError } from "./errors.ts";

export type RateLimitedAction = "login" | "signup" | "forgot-password" | "reset-password" | "contact" | "api-key";

/**
 * Counts a request against a fixed window per action and client address. The counter lives in the
 * database (one atomic upsert), so the limit holds across every server process sharing it.
 */
export async function consumeRateLimit(action: RateLimitedAction, clientAddress: string, max = config.rateLimitMax): Promise<void> {
  const windowMs = config.rateLimitWindowSeconds * 1000;
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const key = `${action}:${clientAddress}`;
  const [{ count }] = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimit" ("key", "windowStart", "count") VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimit"."count" + 1
    RETURNING "count"`;
  if (count === 1) {
    // The first request of a window clears this key's finished windows, so the table stays small.
    await db.rateLimit.deleteMany({ where: { key, windowStart: { lt: windowStart } } });
  }
  if (count > max) {
    throw new RateLimitError(Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)));
  }
}
