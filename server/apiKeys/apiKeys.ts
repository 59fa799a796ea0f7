import { randomBytes } from "node:crypto";
import { db } from "../db.ts";
import type { ApiKeyScope } from "../generated/prisma/enums.ts";
import { NotFoundError, assertValid } from "../errors.ts";
import { text } from "../../shared/validation.ts";
import { API_KEY_PREFIX, hashSecret } from "../auth/apiKeyCredentials.ts";
import { changingViewers } from "../auth/keptViewers.ts";
import { type Viewer } from "../access/caller.ts";
import { companyToManage } from "../access/permissions.ts";
import { managedCompanyRecord } from "../access/companyFilters.ts";

/** How much of the secret the list shows. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export const apiKeyMessages = {
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 100 characters",
  noProfile: "Create your business profile before creating API keys",
  notFound: "API key not found",
};

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
