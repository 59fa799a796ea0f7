import { config } from "./config.ts";
import { db } from "./db.ts";
import { RateLimitError } from "./errors.ts";

export type RateLimitedAction = "login" | "signup" | "forgot-password" | "reset-password" | "contact" | "api-key";

export interface Bucket {
  /** Requests allowed at once; the bucket starts full. */
  capacity: number;
  /** Time for an empty bucket to fill again: one request comes back every windowSeconds / capacity. */
  windowSeconds: number;
}

/**
 * Takes one request from the key's token bucket, in one atomic upsert in the database, so every
 * server process shares it. Unlike fixed windows there is no boundary at which twice the limit gets
 * through: a request comes back every windowSeconds / capacity. A refused request takes nothing.
 * Throws RateLimitError with the seconds until the next request is allowed.
 */
export async function takeToken(key: string, { capacity, windowSeconds }: Bucket): Promise<void> {
  const perSecond = capacity / windowSeconds;
  const now = new Date();
  const refilled = (tokens: string) =>
    `LEAST(${capacity}::float8, ${tokens} + GREATEST(0, EXTRACT(EPOCH FROM ($2::timestamp(3) - "RateLimit"."updatedAt")))::float8 * $3::float8)`;
  const [{ tokens, allowed }] = await db.$queryRawUnsafe<{ tokens: number; allowed: boolean }[]>(
    `INSERT INTO "RateLimit" ("key", "tokens", "updatedAt", "allowed") VALUES ($1, $4::float8 - 1, $2::timestamp(3), true)
     ON CONFLICT ("key") DO UPDATE SET
       "allowed" = ${refilled('"RateLimit"."tokens"')} >= 1,
       "tokens" = ${refilled('"RateLimit"."tokens"')} - CASE WHEN ${refilled('"RateLimit"."tokens"')} >= 1 THEN 1 ELSE 0 END,
       "updatedAt" = $2::timestamp(3)
     RETURNING "tokens", "allowed"`,
    key,
    now,
    perSecond,
    capacity,
  );
  if (!allowed) throw new RateLimitError(Math.max(1, Math.ceil((1 - tokens) / perSecond)));
}

/** Gives back a request taken from the key's bucket (a login that turned out to be right). */
export async function returnToken(key: string, { capacity }: Bucket): Promise<void> {
  await db.$executeRawUnsafe(`UPDATE "RateLimit" SET "tokens" = LEAST($2::float8, "tokens" + 1) WHERE "key" = $1`, key, capacity);
}

/**
 * Requests per client address on the sensitive endpoints (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS),
 * or per API key (`client` is then the key's id, `max` its own limit).
 */
export function consumeRateLimit(action: RateLimitedAction, client: string, max = config.rateLimitMax): Promise<void> {
  return takeToken(`${action}:${client}`, { capacity: max, windowSeconds: config.rateLimitWindowSeconds });
}

/**
 * Failed logins per account, from any address (credential stuffing spreads over many addresses).
 * Keyed by the address typed, whether or not it has an account, so the limit reveals nothing.
 */
export const loginAccountKey = (email: string) => `login-account:${email}`;
export const loginAccountBucket = (): Bucket => ({ capacity: config.loginFailuresPerAccount, windowSeconds: config.loginFailureWindowSeconds });
