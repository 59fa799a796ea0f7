/**
 * The two trading roles and what depends on them (SPEC sections 2, 6 and 8): their names, the
 * addresses of their pages, and the texts of the back-office guards, for the server and the
 * screens alike.
 */
export type TradeRole = "SUPPLIER" | "BUYER";

export const roleLabel: Record<TradeRole, string> = { SUPPLIER: "Supplier", BUYER: "Buyer" };

export const ACCESS_DENIED_TITLE = "Access Denied";
export const UNAUTHORIZED_TITLE = "Unauthorized";
export const UNAUTHORIZED_TEXT = "Please login first";

/** "You already have a Buyer profile. Supplier access is restricted" and its mirror. */
export function accessDeniedText(held: TradeRole, wanted: TradeRole): string {
  return `You already have a ${roleLabel[held]} profile. ${roleLabel[wanted]} access is restricted`;
}

/** Where each role's pages are: the lot list is one screen on two addresses. */
export const rolePaths: Record<TradeRole, { dashboard: string; profile: string; lots: string }> = {
  SUPPLIER: { dashboard: "/dashboard", profile: "/add-supplier", lots: "/add-lot" },
  BUYER: { dashboard: "/dashboard1", profile: "/buyerbusinessprofile", lots: "/addlotbuyer" },
};

/** A role from the server, which may one day send a value this client does not know. */
export function asTradeRole(value: string | null | undefined): TradeRole | null {
  return value === "SUPPLIER" || value === "BUYER" ? value : null;
}
