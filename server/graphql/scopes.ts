import type { ForbiddenResult } from "@pothos/plugin-scope-auth";
import type { HouseLevel, Viewer } from "../access/caller.ts";
import { refusalFor, type RoleScopes } from "../access/scopes.ts";
import type { Permission } from "../../shared/members.ts";

/*
 * The role rules the schema's fields declare (`authScopes`), and what a caller who fails them is
 * told. The access module decides every scope (`roleScopesOf`); a refusal is the error its access
 * function throws (`refusalFor`), which a field listing AccessDeniedError in `errors.types` answers as that typed
 * result, as when the resolver threw it. A caller with no sign-in gets the 401 GraphQL error.
 */

/** A field's declared scopes: the builder's `AuthScopes`, with `$any` / `$all` (the default is any). */
export type ScopeMap = Partial<RoleScopes> & { $any?: ScopeMap; $all?: ScopeMap };

/** Who reads a company's lots, ledger, statements and feed: its members and keys, or the house's staff. */
export const companyReaders = { company: "read", house: "staff" } as const satisfies ScopeMap;
/** Who writes containers and payments and takes agreement steps: an Owner, a Trader, a read-write key, or the house's staff. */
export const entryWriters = { company: "write", house: "staff" } as const satisfies ScopeMap;
/** Who writes lots: an Owner, a Trader or a read-write key (the house's staff add no lots). */
export const lotWriters = { company: "write" } as const satisfies ScopeMap;
/** Who manages members, API keys, webhooks and invitations: an Owner, as a person. */
export const companyManagers = { company: "manage" } as const satisfies ScopeMap;
/** A person signed in with their password: no API key. */
export const people = { person: true } as const satisfies ScopeMap;
/** A person who may join or create a company: no API key, not the house's staff. */
export const joiners = { joiner: true } as const satisfies ScopeMap;
/** The house's staff; `houseAdmins`, its House Admins. */
export const houseStaff = { house: "staff" } as const satisfies ScopeMap;
export const houseAdmins = { house: "admin" } as const satisfies ScopeMap;

/** A field's own `unauthorizedError` where a caller in no company reads `noProfileMessage` (e.g. "before creating API keys"). */
export const refusedInNoCompany =
  (noProfileMessage: string) =>
  (_parent: unknown, _args: unknown, context: { viewer: Viewer | null }, _info: unknown, result: ForbiddenResult) =>
    refusalFor(context.viewer, result.failure, noProfileMessage);

const companyRoles: Record<Permission, string> = {
  read: "a member of the company, any role (or any of its API keys)",
  write: "an Owner or a Trader of the company (or a read-write API key)",
  manage: "an Owner of the company, signed in with their password",
};
const houseRoles: Record<HouseLevel, string> = { staff: "the house's staff", admin: "a House Admin among the house's staff" };

function whoOf(scopes: ScopeMap, all: boolean): string[] {
  const parts: string[] = [];
  if (scopes.company) parts.push(companyRoles[scopes.company]);
  if (scopes.person) parts.push("a person signed in with their password (no API key)");
  if (scopes.joiner) parts.push("a person signed in with their password who is not on the house's staff (no API key)");
  if (scopes.signedIn) parts.push("anyone signed in (a person or an API key)");
  if (scopes.house) parts.push(houseRoles[scopes.house]);
  if (scopes.$any) parts.push(whoOf(scopes.$any, false).join(", or "));
  if (scopes.$all) parts.push(whoOf(scopes.$all, true)[0]);
  return all ? [parts.join("; and ")] : parts;
}

/** The sentence a field's description ends with, from its declared scopes: "Who may: ...". */
export function whoMaySentence(scopes: ScopeMap): string {
  return `Who may: ${whoOf(scopes, false).join(", or ")}.`;
}

/**
 * A list field's answer to a caller its scopes refuse: an empty list, as the list's own filter
 * (e.g. `managedCompanyRecord`) gave before the rule was declared. (Pothos types a Prisma
 * relation's `unauthorizedResolver` by its ref, not its rows: hence the cast.)
 */
export const noRowsListed = () => [] as never;
