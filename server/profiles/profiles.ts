import { db, isUniqueViolation } from "../db.ts";
import { changingViewers } from "../auth/keptViewers.ts";
import type { Role } from "../generated/prisma/enums.ts";
import type { Profile } from "../generated/prisma/client.ts";
import type { Viewer } from "../context.ts";
import { AccessDeniedError, InputError, assertValid } from "../errors.ts";
import { accessDeniedText, roleLabel } from "../../shared/roles.ts";
import { companyKey, profileLabelsFor, text, validateProfile } from "../../shared/validation.ts";
import { companyTradingAs, requireJoinable } from "../access/permissions.ts";
import { forgetRemoval } from "../members/members.ts";

export const profileMessages = {
  /** SPEC section 6: "You already have a Buyer profile. Supplier access is restricted" and its mirror. */
  accessDenied: accessDeniedText,
  alreadyHave: (role: Role) => `You already have a ${roleLabel[role]} profile.`,
  companyTaken: "This company name is already registered to another business profile",
  notFound: (role: Role) => `No ${roleLabel[role].toLowerCase()} profile found`,
};

export async function createProfile(viewer: Viewer | null, role: Role, input: Record<string, unknown>) {
  const user = requireJoinable(viewer);
  if (user.profile) {
    if (!companyTradingAs(user, role)) throw new AccessDeniedError(profileMessages.accessDenied(user.profile.role, role));
    throw new InputError(profileMessages.alreadyHave(role));
  }
  assertValid(validateProfile(input, profileLabelsFor(role)));
  const companyName = text(input.companyName).replace(/\s+/g, " ");
  const now = new Date();
  try {
    // One statement: the profile and its creator's membership as its first Owner. The creator must
    // still belong to no company (not a concurrent request's, nor one whose invitation they accepted).
    const [profile] = await changingViewers(db.$queryRaw<Profile[]>`
      WITH "creator" AS (SELECT "id" FROM "User" WHERE "id" = ${user.id}::int AND "companyId" IS NULL FOR UPDATE),
      "profile" AS (
        INSERT INTO "Profile" ("userId", "role", "name", "companyName", "companyKey", "contact", "email", "address", "website", "gst", "createdAt", "updatedAt")
        SELECT "id", ${role}::"Role", ${text(input.name)}, ${companyName}, ${companyKey(companyName)}, ${text(input.contact)}, ${text(input.email)},
               ${text(input.address)}, ${text(input.website) || null}, ${text(input.gst) || null}, ${now}::timestamp(3), ${now}::timestamp(3)
          FROM "creator"
        RETURNING *),
      "owner" AS (
        UPDATE "User" u SET "companyId" = p."id", "memberRole" = 'OWNER', "memberSince" = ${now}::timestamp(3), "updatedAt" = ${now}::timestamp(3),
                            ${forgetRemoval}
          FROM "profile" p WHERE u."id" = p."userId")
      SELECT "id", "userId", "role"::text, "name", "companyName", "companyKey", "contact", "email", "address", "website", "gst", "vat", "createdAt", "updatedAt" FROM "profile"`);
    if (profile) return profile;
  } catch (error) {
    // The name is taken, or a concurrent request made this user's profile: report whichever rule it broke.
    if (!isUniqueViolation(error)) throw error;
  }
  const own = await db.user.findUnique({ where: { id: user.id }, select: { profile: true } });
  if (own?.profile) throw new InputError(profileMessages.alreadyHave(own.profile.role));
  throw InputError.fromFields({ companyName: profileMessages.companyTaken });
}
