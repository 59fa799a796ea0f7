import { GraphQLError } from "graphql";
import { AuthScopeFailureType, type AuthFailure } from "@pothos/plugin-scope-auth";
import type { Permission } from "../../shared/members.ts";
import { UNAUTHORIZED_TEXT } from "../../shared/roles.ts";
import { accessMessages, requirePerson, requireSignedIn, type HouseLevel, type Viewer } from "./caller.ts";
import { companyOf, companyToManage, companyToWrite, requireHouse, requireJoinable } from "./permissions.ts";
/*
 * The role rules the GraphQL schema declares on its fields (Pothos scope-auth, builder.ts), part
 * of the access module (`server/access/`): each scope is one of its checks, so a field's scopes
 * hold exactly when its access function would let the caller through, and a refusal is the very
 * error that function throws. The check a scope makes is decided once (`decisions.ts`): when the
 * resolver calls the same access function, it reads the scope's answer.
 */
export interface RoleScopes {
  /** Anyone signed in: a person or an API key. */
  signedIn: boolean;
  /** A person signed in with their password: no API key. */
  person: boolean;
  /** A person who may join or create a company: no API key, and not the house's staff. */
  joiner: boolean;
  /** A company's member or API key whose role has that permission (`shared/members.ts`); "manage" as a person. */
  company: Permission;
  /** The house's staff, at that level. */
  house: HouseLevel;
}

const scopeChecks: {
  [Scope in keyof RoleScopes]: (viewer: Viewer | null, parameter: RoleScopes[Scope], noProfileMessage: string) => unknown;
} = {
  signedIn: (viewer) => requireSignedIn(viewer),
  person: (viewer) => requirePerson(viewer),
  joiner: (viewer) => requireJoinable(viewer),
  company: (viewer, permission, noProfileMessage) =>
    permission === "read"
      ? companyOf(viewer, noProfileMessage)
      : permission === "write"
        ? companyToWrite(viewer, noProfileMessage)
        : companyToManage(viewer, noProfileMessage),
  house: (viewer, level) => requireHouse(viewer, level),
};

/**
 * Why the caller is refused scope `scope` with `parameter`: the error its access function throws
 * (with `noProfileMessage` for a caller in no company), or null when the scope holds.
 */
export function scopeRefusal<Scope extends keyof RoleScopes>(
  viewer: Viewer | null,
  scope: Scope,
  parameter: RoleScopes[Scope],
  noProfileMessage = accessMessages.noProfile,
): Error | null {
  try {
    scopeChecks[scope](viewer, parameter, noProfileMessage);
    return null;
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
}

/** The request's scope loaders (builder.ts's `authScopes`): whether each scope holds for the caller. */
export function roleScopesOf(viewer: Viewer | null): { [Scope in keyof RoleScopes]: (parameter: RoleScopes[Scope]) => boolean } {
  const holds =
    <Scope extends keyof RoleScopes>(scope: Scope) =>
    (parameter: RoleScopes[Scope]) =>
      scopeRefusal(viewer, scope, parameter) === null;
  return {
    signedIn: holds("signedIn"),
    person: holds("person"),
    joiner: holds("joiner"),
    company: holds("company"),
    house: holds("house"),
  };
}

const unauthenticated = () => new GraphQLError(UNAUTHORIZED_TEXT, { extensions: { code: "UNAUTHENTICATED" } });

/** The first scope that failed, in the order the field declares them (scope-auth evaluates `$any`/`$all` before plain scopes). */
function firstFailedScope(failure: AuthFailure): { scope: keyof RoleScopes; parameter: unknown } | null {
  if (failure.kind === AuthScopeFailureType.AuthScope) return { scope: failure.scope as keyof RoleScopes, parameter: failure.parameter };
  if (failure.kind === AuthScopeFailureType.AnyAuthScopes || failure.kind === AuthScopeFailureType.AllAuthScopes) {
    for (const child of failure.failures) {
      const found = firstFailedScope(child);
      if (found) return found;
    }
  }
  return null;
}

/** The refusal of a caller who fails a field's scopes: its access function's error (401 without a sign-in). */
export function refusalFor(viewer: Viewer | null, failure: AuthFailure, noProfileMessage?: string): Error {
  if (!viewer) return unauthenticated();
  const failed = firstFailedScope(failure);
  const refusal = failed && scopeRefusal(viewer, failed.scope, failed.parameter as never, noProfileMessage);
  return refusal ?? unauthenticated();
}
