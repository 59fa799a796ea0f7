import { GraphQLError } from "graphql";
import type { YogaInitialContext } from "graphql-yoga";
import { Prisma, rawRows, utcTimestamp } from "./db.ts";
import type { Profile, User } from "./generated/prisma/client.ts";
import { verifyToken } from "./auth/tokens.ts";
import { viewerOf } from "./auth/keptViewers.ts";
import { RateLimitError, UnauthorizedError } from "./errors.ts";
import { isApiKeySecret, viewerFromApiKey } from "./auth/apiKeyCredentials.ts";
import type { Viewer } from "./access/caller.ts";
import { config } from "./config.ts";
import type { IncomingMessage } from "node:http";

export type { Viewer };

export interface Context {
  viewer: Viewer | null;
  /** The caller's address, for rate limits. */
  clientAddress: string;
}

const userColumns = [
  "id",
  "name",
  "email",
  "phone",
  "passwordHash",
  "sessionsValidFrom",
  "createdAt",
  "updatedAt",
  "companyId",
  "memberRole",
  "memberSince",
  "removedFrom",
  "removedBy",
  "removedAt",
  "houseRole",
  "agreementDigest",
] as const;
const profileColumns = [
  "id",
  "userId",
  "role",
  "name",
  "companyName",
  "companyKey",
  "contact",
  "email",
  "address",
  "website",
  "gst",
  "vat",
  "createdAt",
  "updatedAt",
] as const;
const userTimestamps = ["sessionsValidFrom", "createdAt", "updatedAt", "memberSince", "removedAt"] as const;

/** `json_build_object` of a row's columns, by name. */
const jsonOf = (alias: string, columns: readonly string[]) =>
  Prisma.raw(`json_build_object(${columns.map((column) => `'${column}', ${alias}."${column}"`).join(", ")})`);

/** A timestamp as JSON gives it ("2026-11-27T01:31:33.082", a UTC wall time), or null. */
const instantOf = (text: unknown) => (typeof text === "string" ? utcTimestamp(text) : null);

/**
 * The user and their company's profile, as Prisma's `include: { profile: true }` returns them, in one typed raw
 * statement: every request reads them, so it goes straight to the database's pool (rawRows), past the ORM. Each
 * row comes as one JSON value: 28 columns as columns cost the driver more than the statement cost the database.
 */
async function loadViewer(userId: number): Promise<Viewer | null> {
  const [row] = await rawRows<{ user: Record<string, unknown>; profile: Record<string, unknown> | null }>(Prisma.sql`
    SELECT ${jsonOf("u", userColumns)} AS "user",
           CASE WHEN p."id" IS NULL THEN NULL ELSE ${jsonOf("p", profileColumns)} END AS "profile"
      FROM "User" u LEFT JOIN "Profile" p ON p."id" = u."companyId"
     WHERE u."id" = ${userId}::int`);
  if (!row) return null;
  const { user, profile } = row;
  for (const column of userTimestamps) user[column] = instantOf(user[column]);
  if (profile) {
    profile.createdAt = instantOf(profile.createdAt);
    profile.updatedAt = instantOf(profile.updatedAt);
  }
  return { ...(user as unknown as User), profile: profile as unknown as Profile | null };
}

export interface ServerContext {
  req?: IncomingMessage;
}

export function clientAddress(request: Request, server: ServerContext): string {
  if (config.trustProxy) {
    // The last entry is the one our reverse proxy appended; earlier ones come from the client and can be forged.
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return server.req?.socket?.remoteAddress ?? "local";
}

const viewers = new WeakMap<Request, Promise<Viewer | null>>();

/** The viewer of a request, worked out once however many steps ask (API key use counts once against its rate limit). */
export function viewerFromRequest(request: Request): Promise<Viewer | null> {
  let viewer = viewers.get(request);
  if (!viewer) {
    viewer = authenticate(request);
    viewers.set(request, viewer);
  }
  return viewer;
}

/**
 * The viewer from the bearer token: a session token or an API key. No header means an anonymous
 * caller; a header that is expired, revoked, forged or names a deleted user is refused (401), so
 * the client can sign out cleanly.
 */
export async function authenticate(request: Request): Promise<Viewer | null> {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new UnauthorizedError("Invalid authorization header. Please login again.");
  if (isApiKeySecret(match[1])) return viewerFromApiKey(match[1]);
  const check = await verifyToken(match[1]);
  if ("error" in check) {
    throw new UnauthorizedError(
      check.error === "expired" ? "Your session has expired. Please login again." : "Invalid token. Please login again.",
    );
  }
  const viewer = await viewerOf(check.userId, loadViewer);
  if (!viewer) throw new UnauthorizedError("Your account no longer exists. Please login again.");
  // JWT times are whole seconds: a token from the same second as the reset stays valid.
  if (viewer.sessionsValidFrom && check.issuedAt < Math.floor(viewer.sessionsValidFrom.getTime() / 1000)) {
    throw new UnauthorizedError("Your password was changed. Please login again.");
  }
  return viewer;
}

export async function createContext(initial: YogaInitialContext & ServerContext): Promise<Context> {
  try {
    return { viewer: await viewerFromRequest(initial.request), clientAddress: clientAddress(initial.request, initial) };
  } catch (error) {
    if (error instanceof RateLimitError) {
      throw new GraphQLError(error.message, {
        extensions: { code: "RATE_LIMITED", http: { status: 429, headers: { "retry-after": String(error.retryAfterSeconds) } } },
      });
    }
    if (!(error instanceof UnauthorizedError)) throw error;
    throw new GraphQLError(error.message, { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });
  }
}
