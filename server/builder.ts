import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import type PrismaTypes from "./generated/pothos-types.ts";
import { getDatamodel } from "./generated/pothos-types.ts";
import { db } from "./db.ts";
import type { Context } from "./context.ts";
import { MAX_PAGE_SIZE } from "../shared/paging.ts";
import { mayBeViewers } from "./access/permissions.ts";
import { refusalFor, roleScopesOf, type RoleScopes } from "./access/scopes.ts";

const capitalize = (name: string) => name[0].toUpperCase() + name.slice(1);

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: RoleScopes;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    ID: { Input: string; Output: string | number };
    DateTime: { Input: Date; Output: Date };
    Date: { Input: string; Output: string };
    Decimal: { Input: string; Output: string };
    File: { Input: File; Output: never };
  };
}>({
  // The errors plugin wraps outermost, so a refusal of the scopes below answers as the field's typed error result.
  plugins: [ErrorsPlugin, ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    // Every scope is decided by the access module; a refusal is the error its access function throws (access/scopes.ts).
    authScopes: (context) => roleScopesOf(context.viewer),
    unauthorizedError: (_parent, context, _info, result) => refusalFor(context.viewer, result.failure),
  },
  errors: {
    directResult: true,
    defaultUnionOptions: {
      name: ({ parentTypeName, fieldName }) =>
        parentTypeName === "Mutation" ? `${capitalize(fieldName)}Result` : `${parentTypeName}${capitalize(fieldName)}Result`,
    },
  },
  prisma: {
    client: db,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "warn",
    // The same cap the request bounds check (graphql/bounds.ts) refuses beyond.
    maxConnectionSize: MAX_PAGE_SIZE,
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    nodesOnConnection: true,
    nodeQueryOptions: { resolve: (_root, { id }, { viewer }, _info, resolveNode) => (mayBeViewers(id, viewer) ? resolveNode(id) : null) },
    nodesQueryOptions: {
      resolve: async (_root, args, { viewer }, _info, resolveNodes) => {
        const ids = args.ids;
        // Pothos' resolveNodes loads `args.ids` whatever it is passed, so narrow them there.
        args.ids = ids.filter((id) => mayBeViewers(id, viewer));
        const found = args.ids.length > 0 ? await resolveNodes(args.ids) : [];
        return ids.map((id) => {
          const index = args.ids.indexOf(id);
          return index === -1 ? null : found[index];
        });
      },
    },
  },
});
