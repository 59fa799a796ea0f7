/**
 * Where the lot screens send people, and the navigation state /lot-details is opened with.
 * Kept free of React and Relay: the router imports it for the /lot-details loader.
 *
 * SPEC section 2: /lot-details gets the company name and lot number as navigation state (router
 * history state), not in the address. History state survives a reload, so a reloaded page still
 * knows its lot. Issue 44: the lot is also written in the address (/lot-details?lot=HMS-2026-014), so
 * that a link can be shared and a new tab opens it; the address wins over the state where both are.
 * A visit with neither goes back to the lot list of the viewer's role.
 */
export interface LotDetailsState {
  companyName: string;
  lotNumber: string;
}

/** The lot number in an address's query (?lot=...), or null when it has none. */
export function lotNumberInAddress(search: string): string | null {
  const lot = new URLSearchParams(search).get("lot")?.trim();
  return lot ? lot : null;
}

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

/** Call right before navigate(lotDetailsHref(lotNumber), { state }). */
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

/**
 * Whether ?lot= holds a lot's global id (base64 of "Lot:<row id>") rather than a lot number: the
 * house's staff, who belong to no company, open any company's lot by its id (issue 46), and so can
 * anyone who reads the lot.
 */
export function isLotId(value: string): boolean {
  if (!/^[A-Za-z0-9+/]+=*$/.test(value)) return false;
  try {
    return /^Lot:[1-9]\d*$/.test(atob(value));
  } catch {
    return false;
  }
}

export type LotDetailsVariables = {
  lotNumber: string;
  lotId: string;
  byId: boolean;
};

/** The query's variables for what ?lot= (or the navigation state) holds: a lot number, or a lot's id. */
export function lotDetailsVariablesFor(lot: string): LotDetailsVariables {
  return isLotId(lot) ? { lotNumber: "", lotId: lot, byId: true } : { lotNumber: lot, lotId: "", byId: false };
}

/**
 * The variables of LotDetailsPageQuery for the lot the loader is to show (lot number "" and no id
 * when it cannot know it: the page then sends the visitor on). `address` is the URL being opened
 * (the loader's request; the window's own address for the start script).
 */
export function lotDetailsQueryVariables(address?: string): LotDetailsVariables {
  const fromState = lotDetailsStateForLoader()?.lotNumber;
  const url = address ?? (typeof window === "undefined" ? undefined : window.location.href);
  const fromAddress = url ? lotNumberInAddress(new URL(url, "http://localhost").search) : null;
  return lotDetailsVariablesFor(fromAddress ?? fromState ?? "");
}
