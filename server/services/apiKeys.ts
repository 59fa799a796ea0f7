import { createHash, randomBytes } from "node:crypto";
import { config } from "../config.ts";
import { db } from "../db.ts";
import type { ApiKeyScope } from "../generated/prisma/enums.ts";
import { NotFoundError, UnauthorizedError, assertValid } from "../errors.ts";
import { text } from "../../shared/validation.ts";
import { consumeRateLimit } from "../rateLimit.ts";
import { changingViewers } from "../auth/keptViewers.ts";
import { companyToManage, managedCompanyRecord, type ApiKeyIdentity, type Viewer } from "../access.ts";

/** Every secret starts with this, so a leaked key is easy to recognise (and to scan for). */
export const API_KEY_PREFIX = "grt_";
/** How much of the secret the list shows. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export const apiKeyMessages = {
  invalid: "Invalid or revoked API key.",
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 100 characters",
  noProfile: "Create your business profile before creating API keys",
  notFound: "API key not found",
};

export const isApiKeySecret = (token: string) => token.startsWith(API_KEY_PREFIX);

const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** Creates a key; the secret is in the answer only, never stored. */
export async function createApiKey(viewer: Viewer | null, input: { name?: unknown; scope: ApiKeyScope }) {
  const { user } = companyToManage(viewer, apiKeyMessages.noProfile);
  const name = text(input.name);
  assertValid(name ? (name.length > 100 ? { name: apiKeyMessages.nameTooLong } : {}) : { name: apiKeyMessages.nameRequired });
  const secret = API_KEY_PREFIX + randomBytes(32).toString("base64url");
  const apiKey = await db.apiKey.create({
    data: {
      ...managedCompanyRecord(user),
      createdById: user.id,
      name,
      scope: input.scope,
      prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
      secretHash: hashSecret(secret),
    },
  });
  return { apiKey, secret };
}

/** Revoking is a database write that every process reads on the key's next request: it stops at once everywhere. */
export async function revokeApiKey(viewer: Viewer | null, apiKeyId: number) {
  const { user } = companyToManage(viewer, apiKeyMessages.noProfile);
  const existing = await db.apiKey.findFirst({ where: { id: apiKeyId, ...managedCompanyRecord(user) } });
  if (!existing) throw new NotFoundError(apiKeyMessages.notFound);
  if (existing.revokedAt) return existing;
  // Its open live streams are checked again now, and end (in other processes by the trigger's notification).
  return changingViewers(db.apiKey.update({ where: { id: existing.id }, data: { revokedAt: new Date() } }));
}

/**
 * The viewer an API key stands for: the person who created it (the author of its changes' history),
 * in the key's company, marked with the key (its scope is its role: access.ts). Looked up on every
 * request, never cached, so a revoked key fails on its next request.
 */
export async function viewerFromApiKey(secret: string): Promise<Viewer> {
  const key = await db.apiKey.findUnique({
    where: { secretHash: hashSecret(secret) },
    include: { profile: true, createdBy: true },
  });
  if (!key || key.revokedAt) throw new UnauthorizedError(apiKeyMessages.invalid);
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
