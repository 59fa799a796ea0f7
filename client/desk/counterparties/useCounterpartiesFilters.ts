import { useEffect, useState, useTransition } from "react";
import { useSearchParams } from "react-router-dom";
import type {
  CounterpartySide,
  CounterpartiesTablePaginationQuery,
} from "../../__generated__/CounterpartiesTablePaginationQuery.graphql.ts";
import { agreementFromSearch, keepAgreementInAddress, type AgreementChoice } from "../../lots/overview/agreementFilter.ts";
import { nextOrder, type Column, type Order } from "./counterpartiesOrder.ts";

/** Companies per page: "Show more" adds as many again. */
export const DESK_PAGE = 25;
const SEARCH_DELAY_MS = 300;

/** What the tools above the table choose. */
export interface CounterpartiesFilters {
  /** The search box as typed; the server is asked with it trimmed, once typing pauses. */
  text: string;
  side: CounterpartySide | "";
  openOnly: boolean;
  overdueOnly: boolean;
  agreement: AgreementChoice | null;
}

type Refetch = (
  variables: Partial<CounterpartiesTablePaginationQuery["variables"]>,
  options: { fetchPolicy: "store-and-network" },
) => unknown;

/**
 * The table's order and filters. Nothing is asked of the server until the user changes one (the
 * route's query already answered the first page); then each change refetches the first page.
 */
export function useCounterpartiesFilters(refetch: Refetch) {
  const [pending, startTransition] = useTransition();
  // As the address asked for it: the route's query was filtered so (router.tsx).
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<CounterpartiesFilters>(() => ({
    text: "",
    side: "",
    openOnly: false,
    overdueOnly: false,
    agreement: agreementFromSearch(params.toString()) ?? null,
  }));
  const [order, setOrder] = useState<Order>({ field: "NAME", direction: "ASC" });
  const [search, setSearch] = useState("");
  const [asked, setAsked] = useState(false);
  const { text, side, openOnly, overdueOnly, agreement } = filters;

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (!asked) return;
    startTransition(() => {
      refetch(
        {
          count: DESK_PAGE,
          cursor: null,
          orderBy: order,
          filter: { search: search || null, side: side || null, openBalanceOnly: openOnly, overdueOnly, agreement },
        },
        { fetchPolicy: "store-and-network" },
      );
    });
    // refetch is stable enough; the inputs are what matter.
  }, [asked, order, search, side, openOnly, overdueOnly, agreement]);
  useEffect(() => {
    if (asked) keepAgreementInAddress(agreement);
  }, [asked, agreement]);

  const change = (patch: Partial<CounterpartiesFilters>) => {
    setAsked(true);
    setFilters((current) => ({ ...current, ...patch }));
  };
  const sortBy = (column: Column) => {
    setAsked(true);
    setOrder(nextOrder(order, column));
  };
  return { filters, change, order, sortBy, pending };
}
