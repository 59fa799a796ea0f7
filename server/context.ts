import { GraphQLError } from "graphql";
import type { YogaInitialContext } from "graphql-yoga";
import { Prisma, rawRows } from "./db.ts";
import type { Profile, User } from "./generated/prisma/client.ts";
import { verifyToken } from "./auth/tokens.ts";
import { RateLimitError, UnauthorizedError } from "./errors.ts";
import { isApiKeySecret, viewerFromApiKey } from "./services/apiKeys.ts";
import type { Viewer } from "./access.ts";
import { config } from "./config.ts";
import type { IncomingMessage } from "node:http";

export type { Viewer };

export interface Context {
  viewer: Viewer | null;
  /** The caller's address, for rate limits. */
  clientAddress: string;
}

const profileColumns = ["id", "userId", "role", "name", "companyName", "companyKey", "contact", "email", "address", "website", "gst", "vat", "createdAt", "updatedAt"] as const;

/**
 * The user and their company's profile, as Prisma's `include: { profile: true }` returns them, in one typed raw
 * statement: every request reads them, so it goes straight to the database's pool (rawRows), past the ORM.
 */
async function loadViewer(userId: number): Promise<Viewer | null> {
  const [row] = await rawRows<User & Record<`p_${(typeof profileColumns)[number]}`, unknown>>(Prisma.sql`
    SELECT u."id", u."name", u."email", u."phone", u."passwordHash", u."sessionsValidFrom", u."createdAt", u."updatedAt",
           u."companyId", u."memberRole"::text, u."memberSince", u."removedFrom", u."removedBy", u."removedAt",
           ${Prisma.raw(profileColumns.map((column) => `p."${column}"${column === "role" ? "::text" : ""} AS "p_${column}"`).join(", "))}
      FROM "User" u LEFT JOIN "Profile" p ON p."id" = u."companyId"
     WHERE u."id" = ${userId}::int`);
  if (!row) return null;
  const { id, name, email, phone, passwordHash, sessionsValidFrom, createdAt, updatedAt, companyId, memberRole, memberSince, removedFrom, removedBy, removedAt } = row;
  const profile = row.p_id === null ? null : (Object.fromEntries(profileColumns.map((column) => [column, row[`p_${column}`]])) as Profile);
  return { id, name, email, phone, passwordHash, sessionsValidFrom, createdAt, updatedAt, companyId, memberRole, memberSince, removedFrom, removedBy, removedAt, profile };
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
    throw new UnauthorizedError(check.error === "expired" ? "Your session has expired. Please login again." : "Invalid token. Please login again.");
  }
  const viewer = await loadViewer(check.userId);
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
