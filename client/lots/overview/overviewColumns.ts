import type { LotsOverviewField, SortDirection } from "../../__generated__/LotsOverviewPaginationQuery.graphql.ts";

/** The overview's sort: what the table's headers and the Sort by list set. */
export type Order = { field: LotsOverviewField; direction: SortDirection };
export const DEFAULT_ORDER: Order = { field: "CREATED", direction: "DESC" };

export interface Column {
  field: LotsOverviewField;
  label: string;
  /** The direction a first click sorts in: what a trader looks for first. */
  first: SortDirection;
  numeric: boolean;
}

export const columns: Column[] = [
  { field: "LOT_NUMBER", label: "Lot", first: "ASC", numeric: false },
  // Sorted by from the Sort by list only: the table has no column for it.
  { field: "CREATED", label: "Added", first: "DESC", numeric: false },
  { field: "PRICE", label: "Price/Ton", first: "DESC", numeric: true },
  { field: "CONTAINERS", label: "Containers", first: "DESC", numeric: true },
  { field: "TONS", label: "Qty(MT)", first: "DESC", numeric: true },
  { field: "CONTAINER_AMOUNT", label: "Container Amount", first: "DESC", numeric: true },
  { field: "PAID", label: "Total Paid", first: "DESC", numeric: true },
  // Ascending: the largest amount due first.
  { field: "BALANCE", label: "Balance", first: "ASC", numeric: true },
  { field: "LAST_ENTRY", label: "Last Entry", first: "DESC", numeric: false },
];

/** The Sort by list's words for a column's direction. */
export function directionText(column: Column, direction: SortDirection) {
  if (column.numeric) return direction === "ASC" ? "(lowest first)" : "(highest first)";
  if (column.field === "LOT_NUMBER") return direction === "ASC" ? "(A to Z)" : "(Z to A)";
  return direction === "ASC" ? "(oldest first)" : "(newest first)";
}

export const columnOf = (field: LotsOverviewField) => columns.find((column) => column.field === field)!;

/** The sort after choosing `field`: the direction given (the Sort by list), else the other way round on the same column, else the column's first. */
export function nextOrder(order: Order, field: LotsOverviewField, direction?: SortDirection): Order {
  return {
    field,
    direction: direction ?? (order.field === field ? (order.direction === "ASC" ? "DESC" : "ASC") : columnOf(field).first),
  };
}

export const isDefaultOrder = (order: Order) => order.field === DEFAULT_ORDER.field && order.direction === DEFAULT_ORDER.direction;

export const ariaSort = (order: Order, field: LotsOverviewField) =>
  order.field !== field ? "none" : order.direction === "ASC" ? "ascending" : "descending";

export const lotsText = (count: number) => (count === 1 ? "1 lot" : `${count.toLocaleString("en-US")} lots`);

/** The line over the table: how many lots there are, match and are shown. */
export function overviewSummary({
  pending,
  companyLots,
  filtered,
  matching,
  shown,
}: {
  pending: boolean;
  /** Every lot of the company (the totals' count). */
  companyLots: number;
  filtered: boolean;
  /** The lots the filters let through. */
  matching: number;
  shown: number;
}): string {
  if (pending) return "Loading…";
  if (companyLots === 0) return "No lots yet.";
  if (!filtered) return `${lotsText(companyLots)}; ${shown.toLocaleString("en-US")} shown.`;
  if (matching === 0) return "No lot matches.";
  return `${lotsText(matching)} of ${companyLots.toLocaleString("en-US")} match; ${shown.toLocaleString("en-US")} shown.`;
}

/** Show more's words: the next page's size, of how many are left. */
export function showMoreText(page: number, left: number): string {
  return `Show more (${Math.min(page, left)} of ${left.toLocaleString("en-US")} left)`;
}

/**
 * Each lot once: a lot whose figures moved it past the end of the rows loaded (another member's
 * payment, say) comes again with a later page, where it now stands; it stays where it was shown
 * first until the list is read again (a live change does that).
 */
export function onceEach<T extends { readonly lot: { readonly id: string } }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.lot.id) && Boolean(seen.add(row.lot.id)));
}
