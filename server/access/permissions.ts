import type { Profile } from "../generated/prisma/client.ts";
import type { Role } from "../generated/prisma/enums.ts";
import { AccessDeniedError } from "../errors.ts";
import { rowId } from "../rowIds.ts";
import { companyKey, text } from "../../shared/validation.ts";
import { roleMay, type MemberRole, type Permission } from "../../shared/members.ts";
import type { EntrySide } from "../../shared/agreement.ts";
import {
  accessMessages,
  companyIdOf,
  houseRoleOf,
  requirePerson,
  requireSignedIn,
  roleOf,
  withoutCompanyMessage,
  type HouseLevel,
  type Viewer,
} from "./caller.ts";
import { decidedOnce } from "./decisions.ts";

/*
 * Every "may this caller do this to that" of the product, for GraphQL, REST, subscriptions and API
 * keys alike. A caller is a person (a session) or an API key; either reaches one company at most,
 * with a role: a person's membership role, a key's scope as a role (read-write: Trader, read-only:
 * Viewer). What a role may do is `shared/members.ts`'s table, which the screens read too.
 */

/** Whether the caller is the house's staff at that level. */
export function mayAsHouse(viewer: Viewer | null, level: HouseLevel): boolean {
  return decidedOnce(viewer, `house:${level}`, () => {
    const role = houseRoleOf(viewer);
    return role === "HOUSE_ADMIN" || (role === "HOUSE_STAFF" && level === "staff");
  });
}

/** The caller as the house's staff at that level; else 401 without a sign-in, 403 for anyone else. */
export function requireHouse(viewer: Viewer | null, level: HouseLevel): Viewer {
  const user = requireSignedIn(viewer);
  if (!mayAsHouse(user, level))
    throw new AccessDeniedError(level === "admin" && houseRoleOf(user) ? accessMessages.houseAdminOnly : accessMessages.houseOnly);
  return user;
}

/** The caller as a person who may join or create a company: anyone signed in with a password but the house's staff, who never belong to one. */
export function requireJoinable(viewer: Viewer | null): Viewer {
  return decidedOnce(viewer, "joiner", () => {
    const user = requirePerson(viewer);
    if (houseRoleOf(user)) throw new AccessDeniedError(accessMessages.staffInNoCompany);
    return user;
  });
}

/** Whether the caller may do that in their company (false without a company). */
export function may(viewer: Viewer | null, permission: Permission): boolean {
  return decidedOnce(
    viewer,
    `may:${permission}`,
    () => (permission !== "manage" || !viewer?.apiKey) && roleMay(roleOf(viewer), permission),
  );
}

/**
 * Whether the caller may be given the kept answer of a request (Idempotency-Key) that a caller with
 * `sentBy`'s role made: only if their own role may do everything that one may. An Owner's answer (a
 * new API key's secret) never reaches a Trader or a key, a Trader's write never answers a Viewer as
 * done; a Trader's or a read-write key's reaches an Owner, who could have sent it.
 */
export function mayBeGivenAnswerOf(viewer: Viewer | null, sentBy: MemberRole | null): boolean {
  return (["read", "write", "manage"] as const).every((permission) => !roleMay(sentBy, permission) || may(viewer, permission));
}

/** The company the caller reads: every member and every key reads all of it. */
export function companyOf(viewer: Viewer | null, noProfileMessage = accessMessages.noProfile): Profile {
  return decidedOnce(viewer, "company:read", () => {
    const user = requireSignedIn(viewer);
    if (!user.profile && readsEveryCompany(user)) throw new AccessDeniedError(accessMessages.houseNamesCompany);
    if (!user.profile) throw new AccessDeniedError(withoutCompanyMessage(user, noProfileMessage));
    return user.profile;
  });
}

/** The caller's company, for REST bodies that repeat its name: a `companyName` in the body may only name it. */
export function companyNamedIn(viewer: Viewer | null, body: Record<string, unknown> = {}): Profile {
  const company = companyOf(viewer);
  if (body.companyName !== undefined && companyKey(text(body.companyName)) !== company.companyKey) {
    throw new AccessDeniedError(accessMessages.otherCompany);
  }
  return company;
}

/**
 * The company a REST call on lots names, as its key: a member's or key's own (a `companyName`
 * naming another is refused, as above); for the house's staff, who belong to none, the company
 * `companyName` names, or null: every company's lots (a read), or the one company holding the lot
 * or entry (a write).
 */
export function restCompanyKey(viewer: Viewer | null, companyName: unknown): string | null {
  if (readsEveryCompany(viewer)) return text(companyName) ? companyKey(text(companyName)) : null;
  return companyNamedIn(viewer, { companyName }).companyKey;
}

/** The company the caller writes lots, containers and payments to: an Owner or a Trader, or a read-write key. */
export function companyToWrite(viewer: Viewer | null, noProfileMessage = accessMessages.noProfile): Profile {
  return decidedOnce(viewer, "company:write", () => {
    if (readsEveryCompany(viewer)) throw new AccessDeniedError(accessMessages.houseAddsNoLots);
    const company = companyOf(viewer, noProfileMessage);
    if (viewer!.apiKey?.scope === "READ_ONLY") throw new AccessDeniedError(accessMessages.readOnlyKey);
    if (!may(viewer, "write")) throw new AccessDeniedError(accessMessages.viewerCannotWrite);
    return company;
  });
}

/**
 * A caller who reads lots, containers and payments by id (each read then filtered by `ownLotRecord`):
 * a company's member or key, or the house's staff.
 */
export function ledgerReader(viewer: Viewer | null): Viewer {
  if (readsEveryCompany(viewer)) return viewer!;
  companyOf(viewer);
  return viewer!;
}

/**
 * A caller who adds, edits, voids or restores containers and payments: an Owner, a Trader or a
 * read-write key on their company's lots; the house's staff on any company's (the lot's company is
 * the one written to, see `writableLotSql`).
 */
export function entryWriter(viewer: Viewer | null): Viewer {
  if (readsEveryCompany(viewer)) return viewer!;
  companyToWrite(viewer);
  return viewer!;
}

/**
 * Issue 47: the side of the trade a caller stands on. The house's staff are the house; everyone else
 * who reaches a company's ledger is its counterparty side. Readers too: what waits for "you".
 */
export const sideOf = (viewer: Viewer | null): EntrySide => (readsEveryCompany(viewer) ? "HOUSE" : "COUNTERPARTY");

/** The side a caller confirms, disputes, accepts, answers and withdraws for: whoever may write entries (`entryWriter`); null for a reader. */
export function actingSide(viewer: Viewer | null): EntrySide | null {
  if (readsEveryCompany(viewer)) return "HOUSE";
  return viewer?.profile && may(viewer, "write") ? "COUNTERPARTY" : null;
}

/** The company whose members, API keys and webhooks the caller manages: an Owner, as a person. */
export function companyToManage(viewer: Viewer | null, noProfileMessage = accessMessages.noProfile): { user: Viewer; company: Profile } {
  return decidedOnce(viewer, "company:manage", () => {
    const user = requireSignedIn(viewer);
    if (user.apiKey) throw new AccessDeniedError(accessMessages.keyCannotManage);
    const company = companyOf(user, noProfileMessage);
    if (!may(user, "manage")) throw new AccessDeniedError(accessMessages.ownerOnly);
    return { user, company };
  });
}

/**
 * Owner-only changes of a lot (issue 48): its price, and reopening it once closed. A person who is
 * an Owner of the lot's company (API keys never: they act for no one in particular).
 */
export function requireLotOwner(viewer: Viewer | null, action: string): Viewer {
  const user = companyToWrite(viewer) && viewer!;
  if (user.apiKey || !may(user, "manage")) throw new AccessDeniedError(`Only an Owner of the company may ${action}.`);
  return user;
}

/** Whether the caller reads (and records entries on) every company's ledger: the house's staff. */
export const readsEveryCompany = (viewer: Viewer | null) => mayAsHouse(viewer, "staff");

/**
 * The company a field of a `BusinessProfile` reads (its lots, statement, overview, cheques due, search,
 * change feed): the profile's own id, once the caller may read that company (their own; any for the
 * house's staff). The profile's node filter keeps other companies' profiles away already; this is
 * the same decision where the read happens, so no field trusts how its profile was reached.
 */
export function companyToRead(viewer: Viewer | null, profileId: number): number {
  if (!mayReadCompany(viewer, profileId)) throw new AccessDeniedError(accessMessages.notYourCompany);
  return profileId;
}

/** Whether the caller may write entries only to their own company's lots: false for the house's staff, who write to any company's. */
export const writesOwnCompanyOnly = (viewer: Viewer | null) => !readsEveryCompany(viewer);

/**
 * The caller's company when it trades as `role`, else null: the SPEC's supplier screens and paths
 * answer a buyer's members "no profile" (Access Denied on its dashboard), and the buyer's mirror them.
 */
export function companyTradingAs(viewer: Viewer | null, role: Role): Profile | null {
  const user = requireSignedIn(viewer);
  return user.profile?.role === role ? user.profile : null;
}

/** Whether the caller may manage the company's members or keys through that company id. */
export const isOwnCompany = (viewer: Viewer | null, profileId: number) => companyIdOf(viewer) === profileId;

/** Whether the caller reads that company's ledger and change feed (and its live stream): its members and keys, and the house's staff. */
export const mayReadCompany = (viewer: Viewer | null, profileId: number) => readsEveryCompany(viewer) || isOwnCompany(viewer, profileId);

/**
 * The company whose change feed the caller follows: the one named (a decoded BusinessProfile
 * global id), which must be one they read, or without a name their own. Another company's id is
 * refused exactly like an id that names no company.
 */
export function companyIdToFollow(
  viewer: Viewer | null,
  named: { typename: string; id: string } | null | undefined,
  noProfileMessage = accessMessages.noProfile,
): number {
  if (!named) return companyOf(viewer, noProfileMessage).id;
  requireSignedIn(viewer);
  const id = named.typename === "BusinessProfile" ? rowId(named.id) : 0;
  if (id === 0 || !mayReadCompany(viewer, id)) throw new AccessDeniedError(accessMessages.noSuchCompany);
  return id;
}

/**
 * Whether a decoded global id can be the caller's at all: nothing is without a sign-in; without a
 * company only the user themself is (and an enquiry, to the house's staff); a profile only when it is their company. Anything else answers
 * null with no database look-up.
 */
export function mayBeViewers({ typename, id }: { typename: string; id: string }, viewer: Viewer | null): boolean {
  if (!viewer) return false;
  if (typename === "User") return rowId(id) === viewer.id;
  if (typename === "Enquiry") return mayAsHouse(viewer, "staff");
  // The house's staff reach every company's profile and ledger; their nodes' own filters keep the rest.
  if (readsEveryCompany(viewer)) return true;
  if (!viewer.profile) return false;
  return typename !== "BusinessProfile" || rowId(id) === viewer.profile.id;
}
