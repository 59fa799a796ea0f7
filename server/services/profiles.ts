import { db, isUniqueViolation } from "../db.ts";
import type { Role } from "../generated/prisma/enums.ts";
import type { Viewer } from "../context.ts";
import { AccessDeniedError, InputError, UnauthorizedError, assertValid } from "../errors.ts";
import { accessDeniedText, roleLabel } from "../../shared/roles.ts";
import { profileLabelsFor, text, validateProfile } from "../../shared/validation.ts";
import { requirePerson } from "./access.ts";

export const profileMessages = {
  /** SPEC section 6: "You already have a Buyer profile. Supplier access is restricted" and its mirror. */
  accessDenied: accessDeniedText,
  alreadyHave: (role: Role) => `You already have a ${roleLabel[role]} profile.`,
  companyTaken: "This company name is already registered to another business profile",
  notFound: (role: Role) => `No ${roleLabel[role].toLowerCase()} profile found`,
};

export const companyKey = (companyName: string) => companyName.trim().replace(/\s+/g, " ").toLowerCase();

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthorizedError();
  return viewer;
}

export async function createProfile(viewer: Viewer | null, role: Role, input: Record<string, unknown>) {
  const user = requirePerson(viewer);
  if (user.profile) {
    if (user.profile.role !== role) throw new AccessDeniedError(profileMessages.accessDenied(user.profile.role, role));
    throw new InputError(profileMessages.alreadyHave(role));
  }
  assertValid(validateProfile(input, profileLabelsFor(role)));
  const companyName = text(input.companyName).replace(/\s+/g, " ");
  try {
    return await db.profile.create({
      data: {
        userId: user.id,
        role,
        name: text(input.name),
        companyName,
        companyKey: companyKey(companyName),
        contact: text(input.contact),
        email: text(input.email),
        address: text(input.address),
        website: text(input.website) || null,
        gst: text(input.gst) || null,
      },
    });
  } catch (error) {
    // The name is taken, or a concurrent request made this user's profile: report whichever unique rule it broke.
    if (!isUniqueViolation(error)) throw error;
    const own = await db.profile.findUnique({ where: { userId: user.id } });
    if (own) throw new InputError(profileMessages.alreadyHave(own.role));
    throw InputError.fromFields({ companyName: profileMessages.companyTaken });
  }
}

/** The viewer's profile of that role, or null (REST answers 404; the client treats it as "no profile"). */
export function profileOfRole(viewer: Viewer | null, role: Role) {
  const user = requireViewer(viewer);
  return user.profile?.role === role ? user.profile : null;
}
