import { builder } from "../builder.ts";
import { describedEnum } from "../graphql/enums.ts";
import { db, Prisma } from "../db.ts";
import { heldBy, wholeRow } from "../graphql/loadedQuery.ts";
import { viewerHeld } from "./user.ts";
import { AccessDeniedError, InputError } from "../errors.ts";
import { rowId } from "../graphql/ids.ts";
import { ownProfile } from "../access.ts";
import { createProfile } from "../services/profiles.ts";
import type { Role as RoleValue } from "../generated/prisma/enums.ts";

/** What a new profile's payload holds: the inserted row (and the viewer, with it). */
const profileHeld = wholeRow(Prisma.ProfileScalarFieldEnum);

const RoleRef = describedEnum("Role", "What a business profile makes its user: a supplier or a buyer.", {
  SUPPLIER: "Sells material to the company.",
  BUYER: "Buys material from the company.",
});

builder.prismaNode("Profile", {
  name: "BusinessProfile",
  id: { field: "id" },
  // Only the viewer's own profile can be reached as a node; anyone else's id answers null.
  findUnique: (id, context) => ({ id: rowId(id), AND: ownProfile(context.viewer) }),
  nullable: true,
  fields: (t) => ({
    role: t.expose("role", { type: RoleRef }),
    name: t.exposeString("name", { description: "The contact person." }),
    companyName: t.exposeString("companyName"),
    contact: t.exposeString("contact", { description: "Contact phone number." }),
    email: t.exposeString("email"),
    address: t.exposeString("address"),
    website: t.exposeString("website", { nullable: true }),
    gst: t.exposeString("gst", { nullable: true, description: "GST number or VAT." }),
    vat: t.exposeString("vat", { nullable: true, description: "VAT, shown when gst is empty." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

function profileMutation(name: "createSupplierProfile" | "createBuyerProfile", role: RoleValue) {
  builder.relayMutationField(
    name,
    {
      inputFields: (t) => ({
        name: t.string({ description: "Contact person." }),
        companyName: t.string(),
        contact: t.string(),
        email: t.string(),
        address: t.string(),
        website: t.string({ required: false }),
        gst: t.string({ required: false }),
      }),
    },
    {
      authScopes: { signedIn: true },
      errors: { types: [InputError, AccessDeniedError] },
      resolve: (_root, { input }, context) => createProfile(context.viewer, role, input),
    },
    {
      outputFields: (t) => ({
        profile: t.prismaField({
          type: "Profile",
          resolve: (query, profile) => (heldBy(query, profileHeld) ? profile : db.profile.findUniqueOrThrow({ ...query, where: { id: profile.id } })),
        }),
        viewer: t.prismaField({
          type: "User",
          description: "The user, now holding the profile.",
          // The user as this request read it, now with the profile just created.
          resolve: (query, profile, _args, { viewer }) =>
            viewer && heldBy(query, viewerHeld) ? { ...viewer, profile, companyId: profile.id, memberRole: "OWNER" as const } : db.user.findUniqueOrThrow({ ...query, where: { id: profile.userId } }),
        }),
      }),
    },
  );
}

profileMutation("createSupplierProfile", "SUPPLIER");
profileMutation("createBuyerProfile", "BUYER");
