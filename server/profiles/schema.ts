import { builder } from "../builder.ts";
import { joiners } from "../graphql/scopes.ts";
import { describedEnum } from "../graphql/enums.ts";
import { db, Prisma } from "../db.ts";
import { heldBy, wholeRow } from "../graphql/loadedQuery.ts";
import { viewerHeld } from "../accounts/schema.ts";
import { AccessDeniedError, InputError } from "../errors.ts";
import { rowId } from "../rowIds.ts";
import { asFounderOf } from "../access/caller.ts";
import { ownProfile } from "../access/companyFilters.ts";
import { createProfile } from "./profiles.ts";
import type { Role as RoleValue } from "../generated/prisma/enums.ts";

/** What a new profile's payload holds: the inserted row (and the viewer, with it). */
const profileHeld = wholeRow(Prisma.ProfileScalarFieldEnum);

export const RoleRef = describedEnum("Role", "What a business profile makes its user: a supplier or a buyer.", {
  SUPPLIER: "Sells material to the company.",
  BUYER: "Buys material from the company.",
});

builder.prismaNode("Profile", {
  name: "BusinessProfile",
  description: "A company trading as a supplier or a buyer: owns lots, API keys and webhooks.",
  id: { field: "id" },
  // Only the viewer's own profile can be reached as a node; anyone else's id answers null.
  findUnique: (id, context) => ({ id: rowId(id), AND: ownProfile(context.viewer) }),
  nullable: true,
  fields: (t) => ({
    role: t.expose("role", { type: RoleRef, description: "Supplier or buyer." }),
    name: t.exposeString("name", { description: "The contact person." }),
    companyName: t.exposeString("companyName", { description: "The company's name, unique across profiles." }),
    contact: t.exposeString("contact", { description: "Contact phone number." }),
    email: t.exposeString("email", { description: "The company's e-mail address." }),
    address: t.exposeString("address", { description: "The company's address." }),
    website: t.exposeString("website", { nullable: true, description: "The company's website, if any." }),
    gst: t.exposeString("gst", { nullable: true, description: "GST number or VAT." }),
    vat: t.exposeString("vat", { nullable: true, description: "VAT, shown when gst is empty." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the profile was created." }),
  }),
});

/** createSupplierProfile and createBuyerProfile: the same input and payload, for each role. */
function profileMutation(name: "createSupplierProfile" | "createBuyerProfile", role: RoleValue) {
  builder.relayMutationField(
    name,
    {
      inputFields: (t) => ({
        name: t.string({ description: "Contact person." }),
        companyName: t.string({ description: "The company's name, unique across profiles." }),
        contact: t.string({ description: "Contact phone number." }),
        email: t.string({ description: "The company's e-mail address." }),
        address: t.string({ description: "The company's address." }),
        website: t.string({ required: false, description: "The company's website (optional)." }),
        gst: t.string({ required: false, description: "GST or VAT number (optional)." }),
      }),
    },
    {
      description: `Creates the signed-in user's ${role.toLowerCase()} profile. Needs a person's session (not an API key).`,
      authScopes: joiners,
      errors: { types: [InputError, AccessDeniedError] },
      resolve: (_root, { input }, context) => createProfile(context.viewer, role, input),
    },
    {
      outputFields: (t) => ({
        profile: t.prismaField({
          type: "Profile",
          description: "The new profile.",
          resolve: (query, profile) =>
            heldBy(query, profileHeld) ? profile : db.profile.findUniqueOrThrow({ ...query, where: { id: profile.id } }),
        }),
        viewer: t.prismaField({
          type: "User",
          description: "The user, now holding the profile.",
          // The user as this request read it, now with the profile just created (and, as createProfile wrote, no removal to tell of).
          resolve: (query, profile, _args, { viewer }) =>
            viewer && heldBy(query, viewerHeld)
              ? asFounderOf(viewer, profile)
              : db.user.findUniqueOrThrow({ ...query, where: { id: profile.userId } }),
        }),
      }),
    },
  );
}

profileMutation("createSupplierProfile", "SUPPLIER");
profileMutation("createBuyerProfile", "BUYER");
