import { useEffect, useId, useState, useTransition } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { CounterpartiesTable_query$key } from "../../__generated__/CounterpartiesTable_query.graphql.ts";
import type {
  CounterpartiesDirection,
  CounterpartiesField,
  CounterpartySide,
  CounterpartiesTablePaginationQuery,
} from "../../__generated__/CounterpartiesTablePaginationQuery.graphql.ts";
import { formatMoney, formatTonsColumn } from "../../../shared/money.ts";
import { formatDateGB } from "../../../shared/dates.ts";
import { sideWords } from "../deskFormat.ts";
import {
  agreementBadges,
  agreementChoices,
  agreementFromSearch,
  keepAgreementInAddress,
  type AgreementChoice,
} from "../../lots/overview/agreementFilter.ts";
import "../../lots/overview/lotsOverview.css";

/** Companies per page: "Show more" adds as many again. */
export const DESK_PAGE = 25;
const SEARCH_DELAY_MS = 300;

const fragment = graphql`
  fragment CounterpartiesTable_query on Query
  @refetchable(queryName: "CounterpartiesTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    orderBy: { type: "CounterpartiesOrder", defaultValue: { field: NAME, direction: ASC } }
    filter: {
      type: "CounterpartiesFilter"
      defaultValue: { search: null, side: null, openBalanceOnly: false, overdueOnly: false, agreement: null }
    }
  ) {
    house {
      counterparties(first: $count, after: $cursor, orderBy: $orderBy, filter: $filter)
        @connection(key: "CounterpartiesTable_counterparties") {
        totalCount
        edges {
          node {
            companyId
            companyName
            side
            contactName
            email
            lotCount
            containerCount
            quantityTons
            containerAmount
            totalPaid
            due
            amountLeft
            overdue
            oldestUnpaidDate
            waitingForHouse
            disputed
          }
        }
      }
    }
  }
`;

interface Column {
  field: CounterpartiesField;
  label: string;
  first: CounterpartiesDirection;
  numeric: boolean;
}
const columns: Column[] = [
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
type Order = { field: CounterpartiesField; direction: CounterpartiesDirection };

/**
 * Every counterparty with its figures (issue 46), sorted, searched, filtered and paged by the
 * server. A table on wide screens, cards on a phone (the lots overview's CSS). A row opens the company.
 */
export function CounterpartiesTable({ query }: { query: CounterpartiesTable_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    CounterpartiesTablePaginationQuery,
    CounterpartiesTable_query$key
  >(fragment, query);
  const [pending, startTransition] = useTransition();
  const id = useId();
  const [order, setOrder] = useState<Order>({ field: "NAME", direction: "ASC" });
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const [side, setSide] = useState<CounterpartySide | "">("");
  const [openOnly, setOpenOnly] = useState(false);
  const [overdueOnly, setOverdueOnly] = useState(false);
  // As the address asked for it: the route's query was filtered so (router.tsx).
  const [params] = useSearchParams();
  const [agreement, setAgreement] = useState<AgreementChoice | null>(() => agreementFromSearch(params.toString()) ?? null);
  const [asked, setAsked] = useState(false);

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

  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setAsked(true);
      set(v);
    };
  const sortBy = (column: Column) =>
    change(setOrder)(
      order.field === column.field
        ? { field: column.field, direction: order.direction === "ASC" ? "DESC" : "ASC" }
        : { field: column.field, direction: column.first },
    );

  const rows = data.house.counterparties.edges.map((e) => e.node);
  const total = data.house.counterparties.totalCount;
  return (
    <section className="lots-card lots-overview desk-counterparties" aria-busy={pending}>
      <div className="overview-tools">
        <div className="form-field overview-tools__search">
          <label htmlFor={`${id}-search`}>Search</label>
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            placeholder="Company, contact or e-mail"
            onChange={(e) => change(setText)(e.target.value)}
          />
        </div>
        <div className="form-field overview-tools__sort">
          <label htmlFor={`${id}-side`}>Side</label>
          <select id={`${id}-side`} value={side} onChange={(e) => change(setSide)(e.target.value as CounterpartySide | "")}>
            <option value="">Suppliers and buyers</option>
            <option value="SUPPLIER">Suppliers</option>
            <option value="BUYER">Buyers</option>
          </select>
        </div>
        <label className="overview-tools__check">
          <input type="checkbox" checked={openOnly} onChange={(e) => change(setOpenOnly)(e.target.checked)} /> Open balance only
        </label>
        <label className="overview-tools__check">
          <input type="checkbox" checked={overdueOnly} onChange={(e) => change(setOverdueOnly)(e.target.checked)} /> Overdue only
        </label>
        <div className="form-field overview-tools__agreement">
          <label htmlFor={`${id}-agreement`}>Entries</label>
          <select
            id={`${id}-agreement`}
            value={agreement ?? ""}
            onChange={(e) => change(setAgreement)((e.target.value || null) as AgreementChoice | null)}
          >
            <option value="">Any state</option>
            {agreementChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="lots-muted" role="status">
        {total === 1 ? "1 company" : `${total.toLocaleString("en-US")} companies`}
      </p>
      <div className="overview-scroll">
        <table className="overview-table desk-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.field}
                  scope="col"
                  className={column.numeric ? "overview-num" : undefined}
                  aria-sort={order.field !== column.field ? "none" : order.direction === "ASC" ? "ascending" : "descending"}
                >
                  <button type="button" className="overview-sort" onClick={() => sortBy(column)}>
                    {column.label}{" "}
                    <span className="overview-sort__arrow" aria-hidden="true">
                      {order.field !== column.field ? "↕" : order.direction === "ASC" ? "▲" : "▼"}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="overview-empty">
                <td colSpan={columns.length}>No company matches.</td>
              </tr>
            ) : (
              rows.map((c) => {
                const words = sideWords(c.side);
                const href = `/desk/companies/${c.companyId}`;
                return (
                  <tr key={c.companyId} className="overview-row" data-company={c.companyName}>
                    <td data-label="Company" className="overview-lot">
                      <Link to={href}>{c.companyName}</Link>
                      <span className="desk-contact">
                        {c.contactName} · {c.email}
                      </span>
                      {agreementBadges(c.waitingForHouse, c.disputed).map((badge) => (
                        <span
                          key={badge}
                          className={`overview-agreement${badge.endsWith("disputed") ? " overview-agreement--disputed" : ""}`}
                        >
                          {badge}
                        </span>
                      ))}
                    </td>
                    <td data-label="Side">{words.label}</td>
                    <td data-label="Lots" className="overview-num">
                      {c.lotCount}
                    </td>
                    <td data-label="Containers" className="overview-num">
                      {c.containerCount}
                    </td>
                    <td data-label="Qty(MT)" className="overview-num">
                      {formatTonsColumn(c.quantityTons)}
                    </td>
                    <td data-label="Container Amount" className="overview-num">
                      {formatMoney(c.containerAmount)}
                    </td>
                    <td data-label="Total Paid" className="overview-num">
                      {formatMoney(c.totalPaid)}
                    </td>
                    <td data-label={words.due} data-cell="due" className="overview-num">
                      <span className="desk-side-word">{words.due}: </span>
                      <span className={c.due !== "0.00" ? "overview-balance--due" : undefined}>{formatMoney(c.due)}</span>
                    </td>
                    <td data-label={words.left} data-cell="left" className="overview-num">
                      <span className="desk-side-word">{words.left}: </span>
                      {formatMoney(c.amountLeft)}
                    </td>
                    <td data-label="Oldest Overdue" className="overview-date">
                      {c.overdue !== "0.00" && c.oldestUnpaidDate ? `${formatDateGB(c.oldestUnpaidDate)} (${formatMoney(c.overdue)})` : "—"}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {hasNext && (
        <button type="button" className="btn btn--outline overview-more" disabled={isLoadingNext} onClick={() => loadNext(DESK_PAGE)}>
          {isLoadingNext ? "Loading…" : "Show more"}
        </button>
      )}
    </section>
  );
}
