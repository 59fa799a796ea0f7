import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
} from "graphql";
import { GLOBAL_ID_DESCRIPTION } from "../rowIds.ts";
import { whoMaySentence, type ScopeMap } from "./scopes.ts";

/**
 * Descriptions for what the Relay and errors plugins generate, which no declaration of ours can
 * carry: connections, edges, payloads, results and inputs by their names' rule, the Node and
 * PageInfo types, `node`/`nodes`, and the paging and `input` arguments. Everything we declare
 * carries its own `description` beside its declaration. descriptions.test.ts fails while any
 * type, field, argument or enum value is left without one. A field that declares a role rule
 * (`authScopes`, see graphql/scopes.ts) ends its description with who may use it, by that rule.
 */
const pluginTypeDescriptions: Record<string, string> = {
  Node: "An object with a global id, refetchable with `node(id:)`.",
  PageInfo: "Where a page sits in a Relay connection.",
};

const pluginFieldDescriptions: Record<string, string> = {
  "Query.node": "Any object by its global id (`id`), or null when it does not exist or is not yours.",
  "Query.nodes": "Several objects by their global ids, in the same order; null for each one that does not exist or is not yours.",
  "PageInfo.hasNextPage": "True when more items follow this page: ask again with `after: endCursor`.",
  "PageInfo.hasPreviousPage": "True when items come before this page.",
  "PageInfo.startCursor": "The cursor of the page's first item.",
  "PageInfo.endCursor": "The cursor of the page's last item: pass it as `after` for the next page.",
};

const lowerFirst = (name: string) => name[0].toLowerCase() + name.slice(1);

/** The generated types' descriptions, from their names. */
function generatedTypeDescription(name: string): string | null {
  let match = /^(\w+)Connection$/.exec(name);
  if (match) return `A page of ${match[1]} items, Relay-style: \`edges\` (or \`nodes\`) and \`pageInfo\`.`;
  if ((match = /^(\w+)Edge$/.exec(name))) return `One ${match[1]} in a page, with its cursor.`;
  if ((match = /^(\w+)Payload$/.exec(name))) return `What \`${lowerFirst(match[1])}\` answers when it succeeds.`;
  if ((match = /^(\w+)Result$/.exec(name))) return `\`${lowerFirst(match[1])}\`'s answer: its payload, or one of its error types.`;
  if ((match = /^(\w+)Input$/.exec(name))) return `The input of \`${lowerFirst(match[1])}\`.`;
  return null;
}

/** The generated output fields' descriptions: the nodes' global ids, and a connection's or edge's own fields. */
function generatedFieldDescription(typeName: string, fieldName: string): string | null {
  if (fieldName === "id") return GLOBAL_ID_DESCRIPTION;
  if (typeName.endsWith("Connection")) {
    return (
      { edges: "The items with their cursors.", nodes: "The items alone.", pageInfo: "Where this page sits, and the cursors to page on." }[
        fieldName
      ] ?? null
    );
  }
  if (typeName.endsWith("Edge"))
    return { cursor: "This item's position: pass it as `after` or `before`.", node: "The item." }[fieldName] ?? null;
  return null;
}

/** The arguments the plugins add: a connection's paging, `node`/`nodes`' ids, a mutation's `input`. */
const argumentDescriptions: Record<string, string> = {
  first: "How many items from the start (after `after`).",
  last: "How many items from the end (before `before`).",
  after: "A cursor: items after it.",
  before: "A cursor: items before it.",
  id: "A global id.",
  ids: "Global ids.",
  input: "The mutation's input.",
};

/** The role rule a field declares with Pothos scope-auth (`authScopes`), or null. */
export function declaredScopes(field: { extensions?: Readonly<Record<string, unknown>> | null }): ScopeMap | null {
  const options = field.extensions?.pothosOptions as { authScopes?: unknown } | undefined;
  return options?.authScopes && typeof options.authScopes === "object" ? (options.authScopes as ScopeMap) : null;
}

/** Fills in the descriptions; returns what is still undescribed (nothing, as the test checks). */
export function describeSchema(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const describeArgs = (where: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) {
      arg.description ||= argumentDescriptions[arg.name] ?? null;
      if (!arg.description) missing.push(`${where}(${arg.name})`);
    }
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    type.description ||= pluginTypeDescriptions[type.name] ?? generatedTypeDescription(type.name);
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
        const key = `${type.name}.${field.name}`;
        field.description ||=
          pluginFieldDescriptions[key] ?? (isInputObjectType(type) ? null : generatedFieldDescription(type.name, field.name));
        if (!field.description) missing.push(key);
        const scopes = "args" in field ? declaredScopes(field) : null;
        if (field.description && scopes && !field.description.includes("Who may:")) field.description += ` ${whoMaySentence(scopes)}`;
        if ("args" in field) describeArgs(key, field.args);
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
    }
    if (isUnionType(type) && !type.description) missing.push(type.name);
  }
  return missing;
}
