import type { LotsOverviewField, SortDirection } from "../../__generated__/LotsOverviewPaginationQuery.graphql.ts";
import { browserStorage, getStoredUser } from "../../auth/session.ts";
import type { AgreementChoice } from "./agreementFilter.ts";

/**
 * How the trader left the lots overview: its sort, search, open-balance and agreement filters, how many lots
 * were loaded and where the page was scrolled. Kept for the tab's session (sessionStorage) and the
 * signed-in user, so that coming back from a lot (Back to lots, or the browser's Back) finds the
 * list as it was left, and another user signing in on the same tab starts afresh.
 */
export interface OverviewView {
  order: { field: LotsOverviewField; direction: SortDirection };
  search: string;
  openOnly: boolean;
  /** Issue 47's filter (agreementFilter.ts); absent in a view kept before it. */
  agreement?: AgreementChoice | null;
  count: number;
  scrollY: number;
}

const storageKey = (pathname: string) => `lotsOverview:${getStoredUser<{ id?: string | number }>()?.id ?? ""}:${pathname.toLowerCase()}`;

function isView(value: unknown): value is OverviewView {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  const order = v.order as Record<string, unknown> | null;
  return (
    typeof order?.field === "string" &&
    (order.direction === "ASC" || order.direction === "DESC") &&
    typeof v.search === "string" &&
    typeof v.openOnly === "boolean" &&
    Number.isInteger(v.count) &&
    typeof v.scrollY === "number"
  );
}

/** The navigation state of a lot's "Back to lots" link: like the browser's Back, it returns to where the list was scrolled. */
export const BACK_TO_LIST = { backToList: true } as const;

export const isBackToList = (state: unknown): boolean => (state as { backToList?: unknown } | null)?.backToList === true;

/** The view the overview at `pathname` was left with in this tab, if any (anything unreadable counts as none). */
export function readOverviewView(pathname: string): OverviewView | null {
  try {
    const stored: unknown = JSON.parse(browserStorage("sessionStorage")?.getItem(storageKey(pathname)) ?? "null");
    return isView(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function saveOverviewView(pathname: string, view: OverviewView): void {
  try {
    browserStorage("sessionStorage")?.setItem(storageKey(pathname), JSON.stringify(view));
  } catch {
    // Storage full or refused (a private window): the list simply starts afresh next time.
  }
}
