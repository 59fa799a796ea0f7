/** The house's staff (Gulf Recycling Traders' own people): their roles' names and what the desk says, for the server and the screens. */

export type HouseRoleName = "HOUSE_ADMIN" | "HOUSE_STAFF";

export const houseRoleLabel: Record<HouseRoleName, string> = { HOUSE_ADMIN: "House Admin", HOUSE_STAFF: "House Staff" };

export const houseRoleSummary: Record<HouseRoleName, string> = {
  HOUSE_ADMIN: "Manages the staff, and does everything House Staff do",
  HOUSE_STAFF: "Reads every supplier and buyer, records entries on their lots, answers enquiries",
};

export const asHouseRole = (value: string | null | undefined): HouseRoleName | null =>
  value === "HOUSE_ADMIN" || value === "HOUSE_STAFF" ? value : null;

export const staffMessages = {
  alreadyStaff: (email: string) => `${email} is already on the staff.`,
  inCompany: (email: string) =>
    `${email} belongs to a supplier's or buyer's company: the house's staff never belong to one. Use another address.`,
  invitationSent: (email: string) => `An invitation to ${email} was just sent.`,
  invitationNotFound: "This staff invitation no longer exists: it was accepted or cancelled.",
  invitationInvalid:
    "This staff invitation link is not valid any more: it was used, cancelled, or it expired. Ask a House Admin for a new one.",
  invitationOtherEmail: (email: string) => `This invitation is for ${email}. Sign in with that address to accept it.`,
  lastAdmin: "The house must keep at least one House Admin: make someone else House Admin first.",
  staffNotFound: "No such staff member: they may have been removed already.",
  notStaff: (email: string) => `${email} is not on the staff and has no open staff invitation.`,
  commandInCompany: (email: string, companyName: string) =>
    `Refused: ${email} belongs to ${companyName}, a supplier's or buyer's company. The house's staff never belong to a company: use another address.`,
  staffCannotJoinCompany: "The house's staff cannot join or create a supplier's or buyer's company.",
};
