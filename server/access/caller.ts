import type { Profile, User } from "../generated/prisma/client.ts";
import type { ApiKeyScope, HouseRole } from "../generated/prisma/enums.ts";
import { AccessDeniedError, UnauthorizedError } from "../errors.ts";
import { memberMessages, type CompanyRemoval, type MemberRole } from "../../shared/members.ts";
import { todayIn } from "../../shared/dates.ts";
import { config } from "../config.ts";
import { authorName, HOUSE_NAME } from "../../shared/authors.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { decidedOnce } from "./decisions.ts";

/*
 * Who is asking, part of the access module (server/access/): a person (a session) or an API key,
 * their company's profile, their role in it, their role among the house's staff, and what the
 * access checks (`permissions.ts`) and company filters (`companyFilters.ts`) tell them.
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

/** The caller, signed in (a person or a key); else 401. */
export function requireSignedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthorizedError();
  return viewer;
}

/** The caller as a person signed in with a password: API keys never manage keys, webhooks or members, create profiles or touch the password. */
export function requirePerson(viewer: Viewer | null): Viewer {
  return decidedOnce(viewer, "person", () => {
    const user = requireSignedIn(viewer);
    if (user.apiKey) throw new AccessDeniedError(accessMessages.personOnly);
    return user;
  });
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

/** The id of the caller's company, or -1 without one (no row has id -1). */
export const companyIdOf = (viewer: Viewer | null) => viewer?.profile?.id ?? -1;

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
