import { randomBytes } from "node:crypto";
import jwt from "jsonwebtoken";
import { config } from "../config.ts";
import { db } from "../db.ts";

let secret: Promise<string> | null = null;

/** JWT_SECRET, else one generated on first use and kept in the database, so every process and restart shares it. */
export function jwtSecret(): Promise<string> {
  secret ??= config.jwtSecret
    ? Promise.resolve(config.jwtSecret)
    : (async () => {
        const generated = randomBytes(48).toString("base64url");
        await db.serverSecret.upsert({ where: { name: "jwt" }, create: { name: "jwt", value: generated }, update: {} });
        return (await db.serverSecret.findUniqueOrThrow({ where: { name: "jwt" } })).value;
      })();
  return secret;
}

export async function signToken(userId: number): Promise<string> {
  return jwt.sign({}, await jwtSecret(), {
    algorithm: "HS256",
    subject: String(userId),
    expiresIn: config.jwtExpiresIn as jwt.SignOptions["expiresIn"],
  });
}

export type TokenCheck = { userId: number; issuedAt: number } | { error: "expired" | "invalid" };

export async function verifyToken(token: string): Promise<TokenCheck> {
  try {
    const payload = jwt.verify(token, await jwtSecret(), { algorithms: ["HS256"] });
    const userId = typeof payload === "object" ? Number(payload.sub) : NaN;
    const issuedAt = typeof payload === "object" ? Number(payload.iat) : NaN;
    return Number.isSafeInteger(userId) && userId > 0 && Number.isFinite(issuedAt) ? { userId, issuedAt } : { error: "invalid" };
  } catch (error) {
    return { error: error instanceof jwt.TokenExpiredError ? "expired" : "invalid" };
  }
}
