/**
 * An API key as a credential: how its secret looks and which caller it stands for. The caller floor
 * (context.ts) reads a request's key through this; creating and revoking keys is the apiKeys feature.
 */
import { createHash } from "node:crypto";
import { config } from "../config.ts";
import { db } from "../db.ts";
import { UnauthorizedError } from "../errors.ts";
import { consumeRateLimit } from "../rateLimit.ts";
import type { ApiKeyIdentity, Viewer } from "../access/caller.ts";

/** Every secret starts with this, so a leaked key is easy to recognise (and to scan for). */
export const API_KEY_PREFIX = "grt_";

export const INVALID_API_KEY_TEXT = "Invalid or revoked API key.";

export const isApiKeySecret = (token: string) => token.startsWith(API_KEY_PREFIX);

export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/**
 * The viewer an API key stands for: the person who created it (the author of its changes' history),
 * in the key's company, marked with the key (its scope is its role: access/caller.ts). Looked up on every
 * request, never cached, so a revoked key fails on its next request.
 */
export async function viewerFromApiKey(secret: string): Promise<Viewer> {
  const key = await db.apiKey.findUnique({
    where: { secretHash: hashSecret(secret) },
    include: { profile: true, createdBy: true },
  });
  if (!key || key.revokedAt) throw new UnauthorizedError(INVALID_API_KEY_TEXT);
  await consumeRateLimit("api-key", String(key.id), config.apiKeyRateLimitMax);
  // "Last used" to the minute: at most one write per key and minute, however busy the key is.
  const now = new Date();
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > 60_000) {
    await db.apiKey.updateMany({
      where: { id: key.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now.getTime() - 60_000) } }] },
      data: { lastUsedAt: now },
    });
  }
  const identity: ApiKeyIdentity = { id: key.id, name: key.name, scope: key.scope };
  return { ...key.createdBy, profile: key.profile, apiKey: identity };
}
