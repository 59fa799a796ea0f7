import { useId } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { CounterpartiesTable_query$key } from "../../__generated__/CounterpartiesTable_query.graphql.ts";
import type { CounterpartiesTablePaginationQuery } from "../../__generated__/CounterpartiesTablePaginationQuery.graphql.ts";
import { ariaSort, columns, companiesCount, sortArrow } from "./counterpartiesOrder.ts";
import { CounterpartiesTools } from "./CounterpartiesTools.tsx";
import { CounterpartyRow } from "./CounterpartyRow.tsx";
import { DESK_PAGE, useCounterpartiesFilters } from "./useCounterpartiesFilters.ts";
import "../../lots/overview/lotsOverview.css";

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
            ...CounterpartyRow_counterparty
          }
        }
      }
    }
  }
`;

/**
 * Every counterparty with its figures (issue 46), sorted, searched, filtered and paged by the
 * server. A table on wide screens, cards on a phone (the lots overview's CSS). A row opens the company.
 */
export function CounterpartiesTable({ query }: { query: CounterpartiesTable_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    CounterpartiesTablePaginationQuery,
    CounterpartiesTable_query$key
  >(fragment, query);
  const id = useId();
  const { filters, change, order, sortBy, pending } = useCounterpartiesFilters(refetch);

  const rows = data.house.counterparties.edges.map((e) => e.node);
  const total = data.house.counterparties.totalCount;
  return (
    <section className="lots-card lots-overview desk-counterparties" aria-busy={pending}>
      <CounterpartiesTools id={id} filters={filters} onChange={change} />
      <p className="lots-muted" role="status">
        {companiesCount(total)}
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
                  aria-sort={ariaSort(order, column.field)}
                >
                  <button type="button" className="overview-sort" onClick={() => sortBy(column)}>
                    {column.label}{" "}
                    <span className="overview-sort__arrow" aria-hidden="true">
                      {sortArrow(order, column.field)}
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
              rows.map((c) => <CounterpartyRow key={c.companyId} counterparty={c} />)
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
