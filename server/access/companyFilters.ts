import { roleMay } from "../../shared/members.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { companyIdOf, type Viewer } from "./caller.ts";
import { may, readsEveryCompany, sideOf } from "./permissions.ts";

/*
 * Prisma filters that keep a caller to their company's records. GraphQL nodes, the services and
 * through them REST all use these, so another company's ids answer exactly like ids that do not
 * exist. Without a company nothing matches (no row has id -1). The house's staff read every
 * company's lots, entries, figures and change feed (never members, keys or webhooks): for them the
 * ledger filters match every company. API keys are never staff (houseRoleOf).
 */
const managedCompanyIdOf = (viewer: Viewer | null) => (may(viewer, "manage") ? companyIdOf(viewer) : -1);

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

/** The SQL of a writer's side, to mark an entry's agreement with (see the trigger "entry_values_changed"). */
export const writerSideSql = (viewer: Viewer | null) => Prisma.sql`jsonb_build_object('writer', ${sideOf(viewer)}::text)`;

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
