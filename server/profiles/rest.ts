import { json, type Route } from "../rest/http.ts";
import { createProfile, profileMessages } from "./profiles.ts";
import { withoutCompanyMessage } from "../access/caller.ts";
import { companyTradingAs } from "../access/permissions.ts";
import type { Profile } from "../generated/prisma/client.ts";
import type { Role } from "../generated/prisma/enums.ts";
import { NotFoundError } from "../errors.ts";

function publicProfile(profile: Profile) {
  const { id, name, companyName, contact, email, address, website, gst, vat, createdAt } = profile;
  return { _id: String(id), name, companyName, contact, email, address, website, gst, vat, createdAt };
}

const profileShape = {
  name: "text",
  companyName: "text",
  contact: "text",
  email: "text",
  address: "text",
  website: "text",
  gst: "text",
} as const;

function profileRoutes(base: string, role: Role, created: string): Route[] {
  return [
    {
      method: "GET",
      path: `${base}/my-profile`,
      handle: async ({ viewer }) => {
        // REST answers 404 without it; the client treats that as "no profile". A removed member is told why.
        const profile = companyTradingAs(viewer, role);
        if (!profile) throw new NotFoundError(withoutCompanyMessage(viewer!, profileMessages.notFound(role)));
        return json(publicProfile(profile));
      },
    },
    {
      method: "POST",
      path: `${base}/add`,
      handle: async ({ viewer, body }) => {
        const profile = await createProfile(viewer, role, await body(profileShape));
        return json({ message: created, profile: publicProfile(profile) }, 201);
      },
    },
  ];
}

export const supplierRoutes = profileRoutes("/api/suppliers", "SUPPLIER", "Supplier Profile Created");
export const buyerRoutes = profileRoutes("/api/buyers", "BUYER", "Buyer Profile Created");
