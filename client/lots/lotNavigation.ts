/**
 * Where the lot screens send people, and the navigation state /lot-details is opened with.
 * Kept free of React and Relay: the router imports it for the /lot-details loader.
 *
 * SPEC section 2: /lot-details gets the company name and lot number as navigation state (router
 * history state), not in the address. History state survives a reload, so a reloaded page still
 * knows its lot; a visit without state goes back to the lot list of the viewer's role.
 */
export interface LotDetailsState {
  companyName: string;
  lotNumber: string;
}

export const LOT_DETAILS_PATH = "/lot-details";

export function isLotDetailsState(value: unknown): value is LotDetailsState {
  if (!value || typeof value !== "object") return false;
  const { companyName, lotNumber } = value as Record<string, unknown>;
  return typeof companyName === "string" && typeof lotNumber === "string" && lotNumber.trim() !== "";
}

/*
 * The route loader starts the page's query before the page renders, but loaders are not given
 * the navigation's state. For a push (Fetch Result, Add Lot) the opener hands the state over here
 * just before navigating; for a reload or back/forward the browser's history entry already holds
 * it. The page checks what the loader guessed against its location and corrects it if needed.
 */
let pending: LotDetailsState | null = null;

/** Call right before navigate(LOT_DETAILS_PATH, { state }). */
export function handOverLotDetailsState(state: LotDetailsState): LotDetailsState {
  pending = state;
  return state;
}

export function lotDetailsStateForLoader(): LotDetailsState | null {
  const handed = pending;
  pending = null;
  if (handed) return handed;
  if (typeof window === "undefined") return null;
  const state = (window.history.state as { usr?: unknown } | null)?.usr;
  return isLotDetailsState(state) ? state : null;
}

/** The variables of LotDetailsPageQuery for the lot the loader is to show ("" when it cannot know it: the page then sends the visitor on). */
export function lotDetailsQueryVariables(): { lotNumber: string } {
  return { lotNumber: lotDetailsStateForLoader()?.lotNumber ?? "" };
}
