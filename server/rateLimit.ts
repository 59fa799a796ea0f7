import { config } from "./config.ts";
import { db, Prisma } from "./db.ts";
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
export async function takeToken(key: string, bucket: Bucket): Promise<void> {
  const [{ tokens, allowed }] = await db.$queryRaw<{ tokens: number; allowed: boolean }[]>(bucketTakeSql(key, bucket, new Date()));
  if (!allowed) throw refused(tokens, bucket);
}

/** The refusal of a request that found `tokens` left in the bucket: when the next one is allowed. */
export const refused = (tokens: number, bucket: Bucket) =>
  new RateLimitError(Math.max(1, Math.ceil((1 - tokens) / (bucket.capacity / bucket.windowSeconds))));

/**
 * The upsert that takes a token (RETURNING "tokens" and "allowed"), for a statement that does more
 * in the same breath (a password reset gates its mail on it).
 */
export function bucketTakeSql(key: string, { capacity, windowSeconds }: Bucket, now: Date): Prisma.Sql {
  const refilled = Prisma.sql`LEAST(${capacity}::float8, "RateLimit"."tokens" + GREATEST(0, EXTRACT(EPOCH FROM (${now}::timestamp(3) - "RateLimit"."updatedAt")))::float8 * ${capacity / windowSeconds}::float8)`;
  return Prisma.sql`
    INSERT INTO "RateLimit" ("key", "tokens", "updatedAt", "allowed") VALUES (${key}, ${capacity}::float8 - 1, ${now}::timestamp(3), true)
    ON CONFLICT ("key") DO UPDATE SET
      "allowed" = ${refilled} >= 1,
      "tokens" = ${refilled} - CASE WHEN ${refilled} >= 1 THEN 1 ELSE 0 END,
      "updatedAt" = ${now}::timestamp(3)
    RETURNING "tokens", "allowed"`;
}

/**
 * Tokens taken from several buckets inside one larger statement that writes only if every bucket
 * allowed it (an invitation, a reply): `takes` opens its WITH, `allAllow` guards its writes,
 * `outcomes` is a column (JSON text) to select, and `refusal` reads that column back: the error with
 * the longest wait of the buckets that refused, or null.
 */
export function bucketTakesSql(buckets: [string, Bucket][], now: Date) {
  const name = (i: number) => Prisma.raw(`"bucket${i}"`);
  return {
    takes: Prisma.join(
      buckets.map(([key, bucket], i) => Prisma.sql`${name(i)} AS (${bucketTakeSql(key, bucket, now)})`),
      ",\n",
    ),
    allAllow: Prisma.join(
      buckets.map((_, i) => Prisma.sql`(SELECT "allowed" FROM ${name(i)})`),
      " AND ",
    ),
    outcomes: Prisma.sql`json_build_array(${Prisma.join(buckets.map((_, i) => Prisma.sql`(SELECT json_build_object('tokens', "tokens", 'allowed', "allowed") FROM ${name(i)})`))})::text`,
    refusal(outcomesText: string): RateLimitError | null {
      const outcomes = JSON.parse(outcomesText) as { tokens: number; allowed: boolean }[];
      const refusals = buckets.flatMap(([, bucket], i) => (outcomes[i].allowed ? [] : [refused(outcomes[i].tokens, bucket)]));
      return refusals.reduce<RateLimitError | null>(
        (longest, refusal) => (longest && longest.retryAfterSeconds >= refusal.retryAfterSeconds ? longest : refusal),
        null,
      );
    },
  };
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
/** Reset mails per address typed: a flood of requests for one address sends it a few mails, not hundreds. */
export const resetMailKey = (email: string) => `reset-mail:${email}`;
export const resetMailBucket = (): Bucket => ({ capacity: config.resetMailsPerAddress, windowSeconds: 60 * 60 });

/**
 * Invitation mails, an hour: 30 per company, 30 per sending account (one person leaving and creating
 * company after company), and 3 per address invited from any company (many new accounts cannot flood one
 * inbox). A mail is sent only when all three allow it. The house's staff invitations count as one more
 * company's ("house"), the server's `npm run house` command as one more sender.
 */
export const invitationMailBuckets = (companyId: number | "house", senderId: number | null, email: string): [string, Bucket][] => [
  [`invitation-mail:${companyId}`, { capacity: 30, windowSeconds: 60 * 60 }],
  [`invitation-mail-by:${senderId ?? "server"}`, { capacity: 30, windowSeconds: 60 * 60 }],
  [`invitation-mail-to:${email}`, { capacity: 3, windowSeconds: 60 * 60 }],
];

export const loginAccountKey = (email: string) => `login-account:${email}`;
export const loginAccountBucket = (): Bucket => ({
  capacity: config.loginFailuresPerAccount,
  windowSeconds: config.loginFailureWindowSeconds,
});
