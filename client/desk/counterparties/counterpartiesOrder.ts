import type { CounterpartiesDirection, CounterpartiesField } from "../../__generated__/CounterpartiesTablePaginationQuery.graphql.ts";

/** A column of the counterparties table: the field it sorts by and the direction a first press sorts in. */
export interface Column {
  field: CounterpartiesField;
  label: string;
  first: CounterpartiesDirection;
  numeric: boolean;
}

export const columns: Column[] = [
  { field: "NAME", label: "Company", first: "ASC", numeric: false },
  { field: "SIDE", label: "Side", first: "ASC", numeric: false },
  { field: "LOTS", label: "Lots", first: "DESC", numeric: true },
  { field: "CONTAINERS", label: "Containers", first: "DESC", numeric: true },
  { field: "TONS", label: "Qty(MT)", first: "DESC", numeric: true },
  { field: "CONTAINER_AMOUNT", label: "Container Amount", first: "DESC", numeric: true },
  { field: "PAID", label: "Total Paid", first: "DESC", numeric: true },
  { field: "DUE", label: "Due (we owe / they owe)", first: "DESC", numeric: true },
  { field: "AMOUNT_LEFT", label: "Amount Left (advance / credit)", first: "DESC", numeric: true },
  { field: "OLDEST_OVERDUE", label: "Oldest Overdue", first: "ASC", numeric: false },
];

export type Order = { field: CounterpartiesField; direction: CounterpartiesDirection };

/** The order after a press on a column's header: the same column turns round, another starts in its own first direction. */
export function nextOrder(order: Order, column: Column): Order {
  return order.field === column.field
    ? { field: column.field, direction: order.direction === "ASC" ? "DESC" : "ASC" }
    : { field: column.field, direction: column.first };
}

/** A header's aria-sort. */
export function ariaSort(order: Order, field: CounterpartiesField): "none" | "ascending" | "descending" {
  if (order.field !== field) return "none";
  return order.direction === "ASC" ? "ascending" : "descending";
}

/** The arrow drawn by a header: both ways when the table is not sorted by it. */
export function sortArrow(order: Order, field: CounterpartiesField): string {
  if (order.field !== field) return "↕";
  return order.direction === "ASC" ? "▲" : "▼";
}

/** The count above the table. */
export function companiesCount(total: number): string {
  return total === 1 ? "1 company" : `${total.toLocaleString("en-US")} companies`;
}
