import type { Profile, User } from "./generated/prisma/client.ts";
import type { ApiKeyScope, HouseRole, Role } from "./generated/prisma/enums.ts";
import { AccessDeniedError, UnauthorizedError } from "./errors.ts";
import { rowId } from "./graphql/ids.ts";
import { companyKey, text } from "../shared/validation.ts";
import { roleMay, memberMessages, type CompanyRemoval, type MemberRole, type Permission } from "../shared/members.ts";
import { todayIn } from "../shared/dates.ts";
import { config } from "./config.ts";

/*
 * Every "may this caller do this to that" of the product, for GraphQL, REST, subscriptions and API
 * keys alike. A caller is a person (a session) or an API key; either reaches one company at most,
 * with a role: a person's membership role, a key's scope as a role (read-write: Trader, read-only:
 * Viewer). What a role may do is `shared/members.ts`'s table, which the screens read too.
 */

/** An integrator's key as a caller: which key (the author of its changes) and its scope. */
export interface ApiKeyIdentity {
  id: number;
  name: string;
  scope: ApiKeyScope;
}

/** Whoever sends a request: a person with their company's profile (null before they have one), or an API key's. */
export type Viewer = User & {
  profile: Profile | null;
  /** Set when the caller is an integrator's API key rather than a person's session. */
  apiKey?: ApiKeyIdentity;
};

export const accessMessages = {
  readOnlyKey: "This API key is read-only: it cannot change anything. Use a read-write key.",
  personOnly: "API keys cannot do this: sign in with your password on the website.",
  keyCannotManage: "API keys cannot manage members, API keys or webhooks: an Owner of the company does that, signed in with their password on the website.",
  noProfile: "Create your business profile before managing lots",
  otherCompany: "companyName must be your own company's name",
  houseOnly: "Only Gulf Recycling Traders' staff can do this.",
  houseAdminOnly: "Only a House Admin of Gulf Recycling Traders can do this.",
  staffInNoCompany: "Gulf Recycling Traders' staff cannot join or create a supplier's or buyer's company.",
  ...memberMessages,
};

/** The caller's role in their company, or null without one. */
export function roleOf(viewer: Viewer | null): MemberRole | null {
  if (!viewer?.profile) return null;
  if (viewer.apiKey) return viewer.apiKey.scope === "READ_WRITE" ? "TRADER" : "VIEWER";
  return viewer.memberRole;
}

/**
 * What the house (Gulf Recycling Traders) may do: House Staff read every counterparty, record entries on
 * their lots and answer enquiries; a House Admin also manages the staff.
 */
export type HouseLevel = "staff" | "admin";

/** The caller's role among the house's staff, or null: API keys and every company's members are not staff. */
export function houseRoleOf(viewer: Viewer | null): HouseRole | null {
  if (!viewer || viewer.apiKey) return null;
  return viewer.houseRole ?? null;
}

/** Whether the caller is the house's staff at that level. */
export function mayAsHouse(viewer: Viewer | null, level: HouseLevel): boolean {
  const role = houseRoleOf(viewer);
  return role === "HOUSE_ADMIN" || (role === "HOUSE_STAFF" && level === "staff");
}

/** The caller as the house's staff at that level; else 401 without a sign-in, 403 for anyone else. */
export function requireHouse(viewer: Viewer | null, level: HouseLevel): Viewer {
  const user = requireSignedIn(viewer);
  if (!mayAsHouse(user, level)) throw new AccessDeniedError(level === "admin" && houseRoleOf(user) ? accessMessages.houseAdminOnly : accessMessages.houseOnly);
  return user;
}

/** The caller as a person who may join or create a company: anyone signed in with a password but the house's staff, who never belong to one. */
export function requireJoinable(viewer: Viewer | null): Viewer {
  const user = requirePerson(viewer);
  if (houseRoleOf(user)) throw new AccessDeniedError(accessMessages.staffInNoCompany);
  return user;
}

/** Whether the caller may do that in their company (false without a company). */
export function may(viewer: Viewer | null, permission: Permission): boolean {
  return (permission !== "manage" || !viewer?.apiKey) && roleMay(roleOf(viewer), permission);
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

/** The caller, signed in (a person or a key); else 401. */
export function requireSignedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthorizedError();
  return viewer;
}

/** The caller as a person signed in with a password: API keys never manage keys, webhooks or members, create profiles or touch the password. */
export function requirePerson(viewer: Viewer | null): Viewer {
  const user = requireSignedIn(viewer);
  if (user.apiKey) throw new AccessDeniedError(accessMessages.personOnly);
  return user;
}

/**
 * How a person in no company came to be in none, when an Owner removed them (removeMember keeps it
 * on their row until they join or create a company); null for anyone else.
 */
export function removalOf(person: Pick<User, "removedFrom" | "removedBy" | "removedAt">): CompanyRemoval | null {
  const { removedFrom, removedBy, removedAt } = person;
  if (!removedFrom || !removedBy || !removedAt) return null;
  return { companyName: removedFrom, removedBy, removedOn: todayIn(config.timeZone, removedAt) };
}

/**
 * What a caller without a company is told: that they were removed, and by whom, if they were;
 * otherwise `noProfileMessage`, so someone who never had a profile reads what they always did.
 */
export function withoutCompanyMessage(viewer: Viewer, noProfileMessage: string): string {
  const removal = removalOf(viewer);
  return removal ? accessMessages.removedFromCompany(removal) : noProfileMessage;
}

/** The company the caller reads: every member and every key reads all of it. */
export function companyOf(viewer: Viewer | null, noProfileMessage = accessMessages.noProfile): Profile {
  const user = requireSignedIn(viewer);
  if (!user.profile) throw new AccessDeniedError(withoutCompanyMessage(user, noProfileMessage));
  return user.profile;
}

/** The caller's company, for REST bodies that repeat its name: a `companyName` in the body may only name it. */
export function companyNamedIn(viewer: Viewer | null, body: Record<string, unknown> = {}): Profile {
  const company = companyOf(viewer);
  if (body.companyName !== undefined && companyKey(text(body.companyName)) !== company.companyKey) {
    throw new AccessDeniedError(accessMessages.otherCompany);
  }
  return company;
}

/** The company the caller writes lots, containers and payments to: an Owner or a Trader, or a read-write key. */
export function companyToWrite(viewer: Viewer | null, noProfileMessage = accessMessages.noProfile): Profile {
  const company = companyOf(viewer, noProfileMessage);
  if (viewer!.apiKey?.scope === "READ_ONLY") throw new AccessDeniedError(accessMessages.readOnlyKey);
  if (!may(viewer, "write")) throw new AccessDeniedError(accessMessages.viewerCannotWrite);
  return company;
}

/** The company whose members, API keys and webhooks the caller manages: an Owner, as a person. */
export function companyToManage(viewer: Viewer | null, noProfileMessage = accessMessages.noProfile): { user: Viewer; company: Profile } {
  const user = requireSignedIn(viewer);
  if (user.apiKey) throw new AccessDeniedError(accessMessages.keyCannotManage);
  const company = companyOf(user, noProfileMessage);
  if (!may(user, "manage")) throw new AccessDeniedError(accessMessages.ownerOnly);
  return { user, company };
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

/*
 * Prisma filters that keep a caller to their company's records. GraphQL nodes, the services and
 * through them REST all use these, so another company's ids answer exactly like ids that do not
 * exist. Without a company nothing matches (no row has id -1).
 */
const companyIdOf = (viewer: Viewer | null) => viewer?.profile?.id ?? -1;
const managedCompanyIdOf = (viewer: Viewer | null) => (may(viewer, "manage") ? companyIdOf(viewer) : -1);

/** The signed-in person; an API key reaches the person who created it only while they belong to the key's company. */
export const ownUser = (viewer: Viewer | null) => (viewer?.apiKey ? { id: viewer.id, companyId: companyIdOf(viewer) } : { id: viewer?.id ?? -1 });
export const ownProfile = (viewer: Viewer | null) => ({ id: companyIdOf(viewer) });
/** Lots, change events, invitations: the rows holding the company's id. */
export const ownCompanyRecord = (viewer: Viewer | null) => ({ profileId: companyIdOf(viewer) });
/** Containers and payments belong to whoever owns their lot. */
export const ownLotRecord = (viewer: Viewer | null) => ({ lot: ownCompanyRecord(viewer) });
/** Fellow members, the caller included. */
export const ownMember = (viewer: Viewer | null) => ({ companyId: companyIdOf(viewer) });
/** API keys and webhook endpoints: only an Owner, as a person, reaches them. */
export const managedCredential = (viewer: Viewer | null) => ({ profileId: managedCompanyIdOf(viewer) });
export const managedDelivery = (viewer: Viewer | null) => ({ endpoint: managedCredential(viewer) });

/** The read of the company's API keys or webhook endpoints, newest first: none unless the caller is an Owner, as a person. */
export const credentialsQuery = (viewer: Viewer | null) => ({ where: managedCredential(viewer), orderBy: { id: "desc" as const } });

/**
 * The caller's company when it trades as `role`, else null: the SPEC's supplier screens and paths
 * answer a buyer's members "no profile" (Access Denied on its dashboard), and the buyer's mirror them.
 */
export function companyTradingAs(viewer: Viewer | null, role: Role): Profile | null {
  const user = requireSignedIn(viewer);
  return user.profile?.role === role ? user.profile : null;
}

/** Whether the caller may manage the company's feed subscriptions, members or keys through that company id. */
export const isOwnCompany = (viewer: Viewer | null, profileId: number) => companyIdOf(viewer) === profileId;

/**
 * Whether a decoded global id can be the caller's at all: nothing is without a sign-in; without a
 * company only the user themself is (and an enquiry, to the house's staff); a profile only when it is their company. Anything else answers
 * null with no database look-up.
 */
export function mayBeViewers({ typename, id }: { typename: string; id: string }, viewer: Viewer | null): boolean {
  if (!viewer) return false;
  if (typename === "User") return rowId(id) === viewer.id;
  if (typename === "Enquiry") return mayAsHouse(viewer, "staff");
  if (!viewer.profile) return false;
  return typename !== "BusinessProfile" || rowId(id) === viewer.profile.id;
}
