import { createSecretKey, randomBytes, type KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";
import { config } from "../config.ts";
import { db } from "../db.ts";
import { keepRecent } from "../keepRecent.ts";

let secret: Promise<KeyObject> | null = null;

/**
 * JWT_SECRET, else one generated on first use and kept in the database, so every process and restart
 * shares it. A KeyObject made once: given a string, jsonwebtoken would build a key on every call.
 */
export function jwtSecret(): Promise<KeyObject> {
  if (!secret) {
    secret = (config.jwtSecret ? Promise.resolve(config.jwtSecret) : sharedSecret()).then((text) =>
      createSecretKey(Buffer.from(text, "utf8")),
    );
    // A failure (the database briefly unreachable) is not remembered: the next request tries again.
    secret.catch(() => (secret = null));
  }
  return secret;
}

async function sharedSecret(): Promise<string> {
  const generated = randomBytes(48).toString("base64url");
  // Processes starting together may race here: the first insert wins and everyone reads it back.
  await db.$executeRaw`INSERT INTO "ServerSecret" ("name", "value") VALUES ('jwt', ${generated}) ON CONFLICT ("name") DO NOTHING`;
  return (await db.serverSecret.findUniqueOrThrow({ where: { name: "jwt" } })).value;
}

export async function signToken(userId: number): Promise<string> {
  return jwt.sign({}, await jwtSecret(), {
    algorithm: "HS256",
    subject: String(userId),
    expiresIn: config.jwtExpiresIn as jwt.SignOptions["expiresIn"],
  });
}

export type TokenCheck = { userId: number; issuedAt: number } | { error: "expired" | "invalid" };

type VerifiedToken = { userId: number; issuedAt: number; expiresAt: number };

/**
 * Tokens whose signature was checked, with what they say: a client sends the same token with every
 * request, and checking its HMAC again each time cost more than the rest of authentication. Only
 * expiry changes with time, so it is checked at every use. Oldest first, at most MAX_VERIFIED.
 */
const verified = new Map<string, VerifiedToken>();
const MAX_VERIFIED = 10_000;

export async function verifyToken(token: string): Promise<TokenCheck> {
  const known = verified.get(token);
  if (known) return Date.now() / 1000 < known.expiresAt ? { userId: known.userId, issuedAt: known.issuedAt } : { error: "expired" };
  try {
    const payload = jwt.verify(token, await jwtSecret(), { algorithms: ["HS256"] });
    const userId = typeof payload === "object" ? Number(payload.sub) : NaN;
    const issuedAt = typeof payload === "object" ? Number(payload.iat) : NaN;
    const expiresAt = typeof payload === "object" ? Number(payload.exp) : NaN;
    if (!(Number.isSafeInteger(userId) && userId > 0 && Number.isFinite(issuedAt))) return { error: "invalid" };
    if (Number.isFinite(expiresAt)) {
      keepRecent(verified, token, { userId, issuedAt, expiresAt }, MAX_VERIFIED);
    }
    return { userId, issuedAt };
  } catch (error) {
    return { error: error instanceof jwt.TokenExpiredError ? "expired" : "invalid" };
  }
}
