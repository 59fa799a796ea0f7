import { builder } from "../builder.ts";
import { type Viewer } from "../access/caller.ts";
import { requireHouse } from "../access/permissions.ts";
import { describedEnum } from "../graphql/enums.ts";

/**
 * The house's desk: Gulf Recycling Traders' own entry point, for its staff only. Each desk feature
 * (counterparties, ageing, enquiries, staff) adds its fields to `House` in its own folder.
 */
export interface HouseDesk {
  /** The staff member reading the desk. */
  staff: Viewer;
}

export const HouseRoleEnum = describedEnum("HouseRole", "A person's role among Gulf Recycling Traders' own staff.", {
  HOUSE_ADMIN: "Manages the house's staff, and does everything House Staff do.",
  HOUSE_STAFF: "Reads every supplier and buyer, records entries on their lots and answers enquiries.",
});

export const House = builder.objectRef<HouseDesk>("House").implement({
  description:
    "Gulf Recycling Traders' own desk: every supplier and buyer, what the house owes and is owed, and the enquiries. Only the house's staff reach it.",
  fields: (t) => ({
    role: t.field({
      type: HouseRoleEnum,
      description: "The reader's role among the house's staff.",
      resolve: ({ staff }) => staff.houseRole!,
    }),
  }),
});

builder.queryField("house", (t) =>
  t.field({
    type: House,
    description: "The house's desk, for Gulf Recycling Traders' staff (House Staff and House Admins); anyone else is refused.",
    resolve: (_root, _args, { viewer }) => ({ staff: requireHouse(viewer, "staff") }),
  }),
);
