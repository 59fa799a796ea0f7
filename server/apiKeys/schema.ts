import { builder } from "../builder.ts";
import { companyManagers, noRowsListed, refusedInNoCompany } from "../graphql/scopes.ts";
import { describedEnum } from "../graphql/enums.ts";
import { db } from "../db.ts";
import { AccessDeniedError, InputError, NotFoundError } from "../errors.ts";
import { credentialsQuery, managedCompanyRecord } from "../access/companyFilters.ts";
import { apiKeyMessages, createApiKey, revokeApiKey } from "./apiKeys.ts";
import { rowId } from "../rowIds.ts";

export const ApiKeyScope = describedEnum("ApiKeyScope", "What an API key may do.", {
  READ_ONLY: "Queries and GET paths only; every write is refused (AccessDeniedError, REST 403).",
  READ_WRITE: "Everything the company's trader can do with lots, containers and payments.",
});

export const ApiKeyRef = builder.prismaNode("ApiKey", {
  id: { field: "id" },
  nullable: true,
  // Only the viewer's company's keys, and only for an Owner as a person: keys never see keys.
  findUnique: (id, context) => ({ id: rowId(id), AND: managedCompanyRecord(context.viewer) }),
  description: "An integrator's credential for the company: `Authorization: Bearer <secret>`. Only a hash of the secret is stored.",
  fields: (t) => ({
    name: t.exposeString("name", { description: "The trader's name for the key (which system uses it)." }),
    scope: t.expose("scope", { type: ApiKeyScope, description: "Read-only or read-write." }),
    prefix: t.exposeString("prefix", {
      description: "The first characters of the secret, to tell keys apart; the rest is never shown again.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the key was created." }),
    lastUsedAt: t.expose("lastUsedAt", {
      type: "DateTime",
      nullable: true,
      description: "The key's latest request, to the minute; null when never used.",
    }),
    revokedAt: t.expose("revokedAt", { type: "DateTime", nullable: true, description: "When the key was revoked; null while it works." }),
  }),
});

builder.prismaObjectFields("Profile", (t) => ({
  // A relation, so the profile screen reads it in the profile's own statement.
  apiKeys: t.relation("apiKeys", {
    authScopes: companyManagers,
    unauthorizedResolver: noRowsListed,
    description:
      "The company's API keys, newest first, revoked ones included. Empty unless the viewer is an Owner signed in with a password.",
    query: (_args, { viewer }) => credentialsQuery(viewer),
  }),
}));

builder.relayMutationField(
  "createApiKey",
  {
    description: "Creates an API key. Its secret is in this answer only: store it now.",
    inputFields: (t) => ({
      name: t.string({ description: "Up to 100 characters, e.g. the system that will use it." }),
      scope: t.field({ type: ApiKeyScope, description: "Read-only or read-write." }),
    }),
  },
  {
    description: "Creates an API key. Its secret is in this answer only: store it now.",
    authScopes: companyManagers,
    unauthorizedError: refusedInNoCompany(apiKeyMessages.noProfile),
    errors: { types: [InputError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => createApiKey(viewer, input),
  },
  {
    outputFields: (t) => ({
      secret: t.exposeString("secret", { description: "The whole key, starting with `grt_`. Shown this once; only its hash is kept." }),
      apiKey: t.prismaField({
        type: "ApiKey",
        description: "The new key.",
        resolve: (query, { apiKey }) => db.apiKey.findUniqueOrThrow({ ...query, where: { id: apiKey.id } }),
      }),
      company: t.prismaField({
        type: "Profile",
        description: "The company, whose key list changed.",
        resolve: (query, { apiKey }) => db.profile.findUniqueOrThrow({ ...query, where: { id: apiKey.profileId } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "revokeApiKey",
  {
    description: "Revokes an API key: its next request, on any server, is refused.",
    inputFields: (t) => ({ id: t.globalID({ for: ApiKeyRef, description: "The key to revoke." }) }),
  },
  {
    description: "Revokes an API key: its next request, on any server, is refused.",
    authScopes: companyManagers,
    unauthorizedError: refusedInNoCompany(apiKeyMessages.noProfile),
    errors: { types: [NotFoundError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => revokeApiKey(viewer, rowId(input.id.id)),
  },
  {
    outputFields: (t) => ({
      apiKey: t.prismaField({
        type: "ApiKey",
        description: "The revoked key.",
        resolve: (query, key) => db.apiKey.findUniqueOrThrow({ ...query, where: { id: key.id } }),
      }),
    }),
  },
);
