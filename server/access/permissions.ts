import type { Profile, User } from "../generated/prisma/client.ts";
import type { ApiKeyScope, HouseRole, Role } from "../generated/prisma/enums.ts";
import { AccessDeniedError, UnauthorizedError } from "../errors.ts";
import { rowId } from "../rowIds.ts";
import { companyKey, text } from "../../shared/validation.ts";
import { roleMay, memberMessages, type CompanyRemoval, type MemberRole, type Permission } from "../../shared/members.ts";
import { todayIn } from "../../shared/dates.ts";
import { config } from "../config.ts";
import { authorName, HOUSE_NAME } from "../../shared/authors.ts";
import { Prisma } from "../generated/prisma/client.ts";
import type { EntrySide } from "../../shared/agreement.ts";

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
  keyCannotManage:
    "API keys cannot manage members, API keys or webhooks: an Owner of the company does that, signed in with their password on the website.",
  noProfile: "Create your business profile before managing lots",
  otherCompany: "companyName must be your own company's name",
  houseOnly: "Only Gulf Recycling Traders' staff can do this.",
  houseAdminOnly: "Only a House Admin of Gulf Recycling Traders can do this.",
  staffInNoCompany: "Gulf Recycling Traders' staff cannot join or create a supplier's or buyer's company.",
  houseNamesCompany: "Gulf Recycling Traders' staff belong to no company: name the company (its business profile or one of its lots).",
  noSuchCompany: "No such company among those you can read.",
  notYourCompany: "Not your company",
  houseAddsNoLots: "Gulf Recycling Traders' staff record containers and payments on a company's lots; only the company adds lots.",
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

/** Whether an account (not necessarily the caller) is a House Admin. */
export const isHouseAdmin = (person: { houseRole: HouseRole | null } | null | undefined) => person?.houseRole === "HOUSE_ADMIN";

/** Whether the caller is the house's staff at that level. */
export function mayAsHouse(viewer: Viewer | null, level: HouseLevel): boolean {
  const role = houseRoleOf(viewer);
  return role === "HOUSE_ADMIN" || (role === "HOUSE_STAFF" && level === "staff");
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
  if (!user.profile && readsEveryCompany(user)) throw new AccessDeniedError(accessMessages.houseNamesCompany);
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
  if (readsEveryCompany(viewer)) throw new AccessDeniedError(accessMessages.houseAddsNoLots);
  const company = companyOf(viewer, noProfileMessage);
  if (viewer!.apiKey?.scope === "READ_ONLY") throw new AccessDeniedError(accessMessages.readOnlyKey);
  if (!may(viewer, "write")) throw new AccessDeniedError(accessMessages.viewerCannotWrite);
  return company;
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

/** The SQL of a writer's side, to mark an entry's agreement with (see the trigger "entry_values_changed"). */
export const writerSideSql = (viewer: Viewer | null) => Prisma.sql`jsonb_build_object('writer', ${sideOf(viewer)}::text)`;

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
 * exist. Without a company nothing matches (no row has id -1). The house's staff read every
 * company's lots, entries, figures and change feed (never members, keys or webhooks): for them the
 * ledger filters match every company. API keys are never staff (houseRoleOf).
 */
const companyIdOf = (viewer: Viewer | null) => viewer?.profile?.id ?? -1;
const managedCompanyIdOf = (viewer: Viewer | null) => (may(viewer, "manage") ? companyIdOf(viewer) : -1);
/** Whether the caller reads (and records entries on) every company's ledger: the house's staff. */
const readsEveryCompany = (viewer: Viewer | null) => mayAsHouse(viewer, "staff");

/** The signed-in person; an API key reaches the person who created it only while they belong to the key's company. */
export const ownUser = (viewer: Viewer | null) =>
  viewer?.apiKey ? { id: viewer.id, companyId: companyIdOf(viewer) } : { id: viewer?.id ?? -1 };
/** Business profiles the caller reads: their own company's; every company's for the house's staff. */
export const ownProfile = (viewer: Viewer | null): { id?: number } => (readsEveryCompany(viewer) ? {} : { id: companyIdOf(viewer) });
/** Lots, change events: the rows holding the company's id (every company's for the house's staff). */
export const ownCompanyRecord = (viewer: Viewer | null): { profileId?: number } =>
  readsEveryCompany(viewer) ? {} : { profileId: companyIdOf(viewer) };
/** Containers and payments belong to whoever owns their lot. */
export const ownLotRecord = (viewer: Viewer | null) => ({ lot: ownCompanyRecord(viewer) });
/** Fellow members, the caller included. */
export const ownMember = (viewer: Viewer | null) => ({ companyId: companyIdOf(viewer) });
/** API keys, webhook endpoints and invitations: only an Owner, as a person, reaches them (and creates them: the same value as data). */
export const managedCompanyRecord = (viewer: Viewer | null) => ({ profileId: managedCompanyIdOf(viewer) });
/** The SQL condition that a raw statement's row (the table itself, or alias `row`) is such a record of the company the caller manages. */
export function managedCompanyRecordSql(viewer: Viewer | null, row?: string): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(row ? `${row}."profileId"` : '"profileId"')} = ${managedCompanyIdOf(viewer)}::int`;
}
/** Fellow members of the company the caller manages: to find an invited address among them, or a member to change. */
export const managedMember = (viewer: Viewer | null) => ({ companyId: managedCompanyIdOf(viewer) });
/** The caller's own membership of company `profileId`, found only while they belong to it (they may have joined during this request). */
export const membershipIn = (viewer: Viewer, profileId: number) => ({ id: viewer.id, companyId: profileId });
/** The caller as the first Owner of the company they just created, before a read of their row would say so. */
export const asFounderOf = (viewer: Viewer, profile: Profile): Viewer => ({
  ...viewer,
  profile,
  companyId: profile.id,
  memberRole: "OWNER",
  removedFrom: null,
  removedBy: null,
  removedAt: null,
});
export const managedDelivery = (viewer: Viewer | null) => ({ endpoint: managedCompanyRecord(viewer) });

/** The read of the company's API keys or webhook endpoints, newest first: none unless the caller is an Owner, as a person. */
export const credentialsQuery = (viewer: Viewer | null) => ({ where: managedCompanyRecord(viewer), orderBy: { id: "desc" as const } });

/**
 * The SQL condition, on a `"Lot"` row (alias `lot`, or the table itself), that a raw statement's lot
 * is one the caller may write entries to: their own company's; any company's for the house's staff.
 */
export function writableLotSql(viewer: Viewer | null, lot = '"Lot"'): Prisma.Sql {
  if (readsEveryCompany(viewer)) return Prisma.sql`true`;
  return Prisma.sql`${Prisma.raw(lot)}."profileId" = ${companyIdOf(viewer)}::int`;
}

/**
 * The SQL condition that a raw statement's lot (alias `lot`) belongs to the company `profileId`: for
 * fields of a \`BusinessProfile\` the caller already reached (the profile's node filter decided they
 * may read that company), so its lots are searched and listed by that company's id alone.
 */
export function lotOfCompanySql(lot: string, profileId: number): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(lot)}."profileId" = ${profileId}::int`;
}

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

/** One of company `profileId`'s lots by its number, found only when the caller reads that company. */
export const lotNumbered = (viewer: Viewer | null, profileId: number, lotNumber: string) => ({
  profileId_lotNumber: { profileId, lotNumber },
  profile: ownProfile(viewer),
});

/** Rows (lots, change events) of company `profileId`, one the caller was already found to reach (`companyOfLot`, `companyToRead`). */
export const recordOfCompany = (profileId: number) => ({ profileId });

/** The SQL condition that a `"Lot"` row belongs to the company with key `companyKey` (a REST call's companyName, see restCompanyKey). */
export function lotOfCompanyKeySql(companyKey: string): Prisma.Sql {
  return Prisma.sql`"profileId" IN (SELECT "id" FROM "Profile" WHERE "companyKey" = ${companyKey})`;
}

/** Whether the caller may write entries only to their own company's lots: false for the house's staff, who write to any company's. */
export const writesOwnCompanyOnly = (viewer: Viewer | null) => !readsEveryCompany(viewer);

/*
 * Who the product says made a change: the person's name, an API key's name, and for the house's
 * staff "Gulf Recycling Traders, <name>". One rule for the history, the change feed, webhooks, the
 * live announcements, the screens and the PDFs.
 */
export { authorName, HOUSE_NAME };
/** The same in SQL, from a `"User"` row's alias. */
export function authorNameSql(user: string): Prisma.Sql {
  const u = Prisma.raw(user);
  return Prisma.sql`(CASE WHEN ${u}."houseRole" IS NULL THEN ${u}."name" ELSE ${HOUSE_NAME + ", "} || ${u}."name" END)`;
}
/** What a Prisma read selects of a change's person to name them (see `authorName`). */
export const authorSelect = { select: { name: true, houseRole: true } } as const;

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

/**
 * Issue 47's daily digest: the SQL condition that person `person` (a `"User"` row's alias) takes the
 * steps of their side on the entries of lot `lot` (a `"Lot"` row's alias): the house's staff on every
 * company's lots, a company's Owners and Traders on its own (its Viewers only read, and are not asked).
 */
const stepTakers = (["OWNER", "TRADER", "VIEWER"] as const).filter((role) => roleMay(role, "write"));
export function actsOnLotSql(person: string, lot: string): Prisma.Sql {
  const [p, l] = [Prisma.raw(person), Prisma.raw(lot)];
  return Prisma.sql`(${p}."houseRole" IS NOT NULL OR (${p}."companyId" = ${l}."profileId" AND ${p}."memberRole"::text IN (${Prisma.join(stepTakers)})))`;
}

/** The side (`HOUSE` or `COUNTERPARTY`) of person `person` (a `"User"` row's alias), in SQL. */
export function personSideSql(person: string): Prisma.Sql {
  return Prisma.sql`(CASE WHEN ${Prisma.raw(person)}."houseRole" IS NOT NULL THEN 'HOUSE' ELSE 'COUNTERPARTY' END)`;
}
