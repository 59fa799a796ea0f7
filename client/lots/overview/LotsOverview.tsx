import { useEffect, useId, useLayoutEffect, useRef, useState, useTransition, type MouseEvent } from "react";
import { Link, useLocation, useNavigate, useNavigationType } from "react-router-dom";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { LotsOverview_profile$key } from "../../__generated__/LotsOverview_profile.graphql.ts";
import type {
  LotsOverviewField,
  LotsOverviewPaginationQuery,
  SortDirection,
} from "../../__generated__/LotsOverviewPaginationQuery.graphql.ts";
import { balanceLabel, formatMoney, formatTons, isDue } from "../../../shared/money.ts";
import { formatDateGB } from "../../../shared/dates.ts";
import { MAX_PAGE_SIZE } from "../../../shared/paging.ts";
import { useCompanyChanges } from "../../live/useCompanyChanges.ts";
import { handOverLotDetailsState } from "../lotNavigation.ts";
import { SEARCH_DELAY_MS } from "./LotSearch.tsx";
import { isBackToList, readOverviewView, saveOverviewView, type OverviewView } from "./overviewView.ts";
import { agreementBadges, agreementChoices, agreementFromSearch, keepAgreementInAddress, type AgreementChoice } from "./agreementFilter.ts";
import "./lotsOverview.css";
import { lotDetailsHref } from "../../../shared/lotAddress.ts";

/** Lots per page: "Show more" adds as many again. */
export const OVERVIEW_PAGE = 20;
/** At most this many lots are loaded again when coming back to a list that had loaded more (ten requests). */
const RESTORED_MAX = 10 * MAX_PAGE_SIZE;
/** Changes arriving together (a batch from an integration) refresh the overview once. */
const LIVE_REFRESH_DELAY_MS = 300;

const fragment = graphql`
  fragment LotsOverview_profile on BusinessProfile
  @refetchable(queryName: "LotsOverviewPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    orderBy: { type: "LotsOverviewOrder", defaultValue: { field: CREATED, direction: DESC } }
    filter: { type: "LotsOverviewFilter", defaultValue: { search: null, openBalanceOnly: false, agreement: null } }
  ) {
    companyName
    lotsOverview(first: $count, after: $cursor, orderBy: $orderBy, filter: $filter) @connection(key: "LotsOverview_lotsOverview") {
      totalCount
      totals {
        lotCount
        containerCount
        quantityTons
        containerAmount
        totalPaid
        balance
      }
      edges {
        node {
          lot {
            id
            lotNumber
            price
          }
          containerCount
          quantityTons
          containerAmount
          totalPaid
          balance
          lastEntryDate
          waitingForYou
          disputed
        }
      }
    }
  }
`;

interface Column {
  field: LotsOverviewField;
  label: string;
  /** The direction a first click sorts in: what a trader looks for first. */
  first: SortDirection;
  numeric: boolean;
}

const columns: Column[] = [
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
function directionText(column: Column, direction: SortDirection) {
  if (column.numeric) return direction === "ASC" ? "(lowest first)" : "(highest first)";
  if (column.field === "LOT_NUMBER") return direction === "ASC" ? "(A to Z)" : "(Z to A)";
  return direction === "ASC" ? "(oldest first)" : "(newest first)";
}
const columnOf = (field: LotsOverviewField) => columns.find((column) => column.field === field)!;

type Order = { field: LotsOverviewField; direction: SortDirection };
const DEFAULT_ORDER: Order = { field: "CREATED", direction: "DESC" };

const lotsText = (count: number) => (count === 1 ? "1 lot" : `${count.toLocaleString("en-US")} lots`);
const ariaSort = (order: Order, field: LotsOverviewField) =>
  order.field !== field ? "none" : order.direction === "ASC" ? "ascending" : "descending";

/** "Amount Left: $…" or "Due: $…", free to break after its label: the figure itself never breaks. */
function Balance({ value }: { value: string }) {
  const [label, figure] = balanceLabel(value).split(": ");
  return (
    <span className={`overview-balance${isDue(value) ? " overview-balance--due" : ""}`}>
      {label}: <span className="overview-figure">{figure}</span>
    </span>
  );
}

/**
 * The lots overview (issue 23): every lot of the company with its figures, sorted, filtered and
 * paged by the server (the page reads per-lot sums, never every row), with the company's totals.
 * A row opens the lot as Select Existing Lot's Fetch Result does. A table on wide screens, cards
 * on a phone (the same markup, laid out by lotsOverview.css). Refreshed on the company's live changes.
 */
export function LotsOverview({ profile }: { profile: LotsOverview_profile$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<LotsOverviewPaginationQuery, LotsOverview_profile$key>(
    fragment,
    profile,
  );
  const navigate = useNavigate();
  const [pending, startTransition] = useTransition();
  const id = useId();
  const location = useLocation();
  const { pathname } = location;
  const navigationType = useNavigationType();
  // Back from a lot: the list as it was left (overviewView.ts).
  const [left] = useState(() => readOverviewView(pathname));
  const [order, setOrder] = useState<Order>(left?.order ?? DEFAULT_ORDER);
  const [text, setText] = useState(left?.search ?? "");
  const [search, setSearch] = useState(left?.search ?? "");
  const [openOnly, setOpenOnly] = useState(left?.openOnly ?? false);
  // The address's choice first (a link, a reload), else the one the list was left with.
  const [agreement, setAgreement] = useState<AgreementChoice | null>(() => {
    const inAddress = agreementFromSearch(location.search);
    return inAddress !== undefined ? inAddress : (left?.agreement ?? null);
  });
  const asked = useRef({ order, search, openOnly, agreement });
  useEffect(() => keepAgreementInAddress(agreement), [agreement]);

  const overview = data.lotsOverview;
  const loadedLots = onceEach(overview.edges.map((edge) => edge.node));
  const companyName = data.companyName;

  // The route's query is the list as it begins; a list left otherwise is asked for once, as it was.
  const restoring = useRef(false);
  // A list of more lots than one request may ask for (MAX_PAGE_SIZE) is asked for again in pages,
  // one after the other, until it holds as many as it did: a refresh or a return keeps every row.
  const [fillTo, setFillTo] = useState<number | null>(null);
  // Relay takes no next page while the list's first page is still being asked for (and its rows
  // may meanwhile be the store's longer list): the pages follow once that request has closed.
  const firstPageOpen = useRef(false);
  const [, setFirstPageClosed] = useState(0);
  useEffect(() => {
    if (fillTo === null || pending || isLoadingNext || firstPageOpen.current) return;
    if (loadedLots.length >= fillTo || !hasNext) {
      held.current = null;
      setFillTo(null);
    } else loadNext(Math.min(MAX_PAGE_SIZE, fillTo - loadedLots.length));
  });
  // Meanwhile the list on screen stays the one asked for again, with its totals: the rows do not
  // drop to the first page's and come back, and the page does not jump.
  const asLoaded = { lots: loadedLots, totals: overview.totals, totalCount: overview.totalCount };
  const latest = useRef(asLoaded);
  latest.current = asLoaded;
  // Set as the list is asked for again (not with the answer: the store's first page may reach the
  // screen before the transition that answers it), cleared once every page is in.
  const held = useRef<typeof asLoaded | null>(null);
  const { lots, totals, totalCount } = held.current ?? asLoaded;
  useEffect(() => {
    if (!left && agreement === null) return;
    const count = left ? Math.min(Math.max(left.count, OVERVIEW_PAGE), RESTORED_MAX) : OVERVIEW_PAGE;
    const changed =
      agreement !== null ||
      (left &&
        (left.order.field !== DEFAULT_ORDER.field || left.order.direction !== DEFAULT_ORDER.direction || left.search || left.openOnly));
    if (!changed && count === OVERVIEW_PAGE) return;
    restoring.current = true;
    ask({}, "store-or-network", count);
    // Once, on coming back.
  }, []);
  // The browser's Back: where the page was scrolled, once the list asked for again is on it (its
  // transition has been pending and is over), not over the list the route began with.
  const scrollBack = useRef(navigationType === "POP" || isBackToList(location.state) ? (left?.scrollY ?? 0) : 0);
  useEffect(() => {
    if (pending) restoring.current = false;
    if (scrollBack.current === 0 || pending || restoring.current || fillTo !== null) return;
    window.scrollTo(0, scrollBack.current);
    scrollBack.current = 0;
  });
  // What to come back to: kept as it changes, and the scroll position when the list is left.
  const view = useRef<Omit<OverviewView, "scrollY">>({ order, search, openOnly, agreement, count: lots.length });
  view.current = { order, search, openOnly, agreement, count: lots.length };
  // A layout effect's cleanup runs before the next page's scroll to the top: the position is still this list's.
  useLayoutEffect(() => () => saveOverviewView(pathname, { ...view.current, scrollY: window.scrollY }), [pathname]);

  function ask(
    next: { order?: Order; search?: string; openOnly?: boolean; agreement?: AgreementChoice | null },
    fetchPolicy: "store-or-network" | "network-only" = "store-or-network",
    count = OVERVIEW_PAGE,
  ) {
    const wanted = { ...asked.current, ...next };
    asked.current = wanted;
    const inPages = count > MAX_PAGE_SIZE;
    firstPageOpen.current = inPages;
    held.current = inPages ? (held.current ?? latest.current) : null;
    startTransition(() => {
      // Set with the answer, not before it: until then the rows on screen are the list's old ones.
      setFillTo(inPages ? count : null);
      refetch(
        {
          count: Math.min(count, MAX_PAGE_SIZE),
          cursor: null,
          orderBy: wanted.order,
          filter: { search: wanted.search || null, openBalanceOnly: wanted.openOnly, agreement: wanted.agreement },
        },
        {
          // Asked of the server: its answer (and the request's end) is what the pages follow.
          fetchPolicy: inPages ? "network-only" : fetchPolicy,
          onComplete: (error) => {
            firstPageOpen.current = false;
            // Failed: no pages follow, the list on screen is the store's.
            if (error) held.current = null;
            setFirstPageClosed((n) => n + 1);
          },
        },
      );
    });
  }

  // Asks once typing pauses; the rows on screen stay until the new ones arrive.
  const typed = text.trim();
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => {
      setSearch(typed);
      ask({ search: typed });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  // Any change to the company's lots, containers or payments (this tab, another member, an API key)
  // moves figures: the rows shown are read again, as many as are loaded.
  const loaded = useRef(lots.length);
  loaded.current = lots.length;
  const liveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useCompanyChanges(() => {
    if (liveTimer.current) clearTimeout(liveTimer.current);
    liveTimer.current = setTimeout(() => ask({}, "network-only", Math.max(OVERVIEW_PAGE, loaded.current)), LIVE_REFRESH_DELAY_MS);
  });
  useEffect(() => () => void (liveTimer.current && clearTimeout(liveTimer.current)), []);

  function sortBy(field: LotsOverviewField, direction?: SortDirection) {
    const next: Order = {
      field,
      direction: direction ?? (order.field === field ? (order.direction === "ASC" ? "DESC" : "ASC") : columnOf(field).first),
    };
    setOrder(next);
    ask({ order: next });
  }

  function onOpenOnly(checked: boolean) {
    setOpenOnly(checked);
    ask({ openOnly: checked });
  }

  function onAgreement(choice: AgreementChoice | null) {
    setAgreement(choice);
    ask({ agreement: choice });
  }

  const stateOf = (lotNumber: string) => ({ companyName, lotNumber });
  /** A click anywhere on a row opens its lot, as its link does (the link is what keyboards and screen readers use). */
  function onRowClick(e: MouseEvent<HTMLTableRowElement>, lotNumber: string) {
    if ((e.target as HTMLElement).closest("a, button, input")) return;
    if (window.getSelection?.()?.toString()) return; // selecting a figure to copy it
    navigate(lotDetailsHref(lotNumber), { state: handOverLotDetailsState(stateOf(lotNumber)) });
  }

  const filtered = Boolean(search) || openOnly || agreement !== null;
  const summary = pending
    ? "Loading…"
    : totals.lotCount === 0
      ? "No lots yet."
      : filtered
        ? totalCount === 0
          ? "No lot matches."
          : `${lotsText(totalCount)} of ${totals.lotCount.toLocaleString("en-US")} match; ${lots.length.toLocaleString("en-US")} shown.`
        : `${lotsText(totals.lotCount)}; ${lots.length.toLocaleString("en-US")} shown.`;

  return (
    <section className="lots-card lots-overview" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lots-card__title">
        Lots overview
      </h2>
      <div className="overview-tools">
        <div className="form-field overview-tools__search">
          <label htmlFor={`${id}-search`}>Search lots</label>
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder="Part of a lot number"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <label className="overview-tools__check">
          <input type="checkbox" checked={openOnly} onChange={(e) => onOpenOnly(e.target.checked)} /> Open balance only
        </label>
        <div className="form-field overview-tools__agreement">
          <label htmlFor={`${id}-agreement`}>Entries</label>
          <select
            id={`${id}-agreement`}
            value={agreement ?? ""}
            onChange={(e) => onAgreement((e.target.value || null) as AgreementChoice | null)}
          >
            <option value="">Any state</option>
            {agreementChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field overview-tools__sort">
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select
            id={`${id}-sort`}
            value={`${order.field}:${order.direction}`}
            onChange={(e) => {
              const [field, direction] = e.target.value.split(":") as [LotsOverviewField, SortDirection];
              sortBy(field, direction);
            }}
          >
            {columns.flatMap((column) =>
              (["ASC", "DESC"] as const).map((direction) => (
                <option key={`${column.field}:${direction}`} value={`${column.field}:${direction}`}>
                  {column.label} {directionText(column, direction)}
                </option>
              )),
            )}
          </select>
        </div>
      </div>
      <p className="lots-muted lots-count" role="status" aria-live="polite">
        {summary}
      </p>
      <div className="overview-scroll">
        <table className="overview-table" aria-labelledby={`${id}-title`} aria-busy={pending || undefined}>
          <thead>
            <tr>
              <SortHeader column={columnOf("LOT_NUMBER")} order={order} onSort={sortBy} />
              {columns
                .filter((column) => column.numeric || column.field === "LAST_ENTRY")
                .map((column) => (
                  <SortHeader key={column.field} column={column} order={order} onSort={sortBy} />
                ))}
            </tr>
          </thead>
          <tbody>
            {lots.length === 0 ? (
              <tr className="overview-empty">
                <td colSpan={8}>{totals.lotCount === 0 ? "No lots yet." : "No lot matches."}</td>
              </tr>
            ) : (
              lots.map((row) => (
                <tr key={row.lot.id} className="overview-row" onClick={(e) => onRowClick(e, row.lot.lotNumber)}>
                  <th scope="row" data-label="Lot" className="overview-lot">
                    <Link
                      to={lotDetailsHref(row.lot.lotNumber)}
                      state={stateOf(row.lot.lotNumber)}
                      onClick={() => handOverLotDetailsState(stateOf(row.lot.lotNumber))}
                    >
                      {row.lot.lotNumber}
                    </Link>
                    {agreementBadges(row.waitingForYou, row.disputed).map((badge) => (
                      <span
                        key={badge}
                        className={`overview-agreement${badge.endsWith("disputed") ? " overview-agreement--disputed" : ""}`}
                      >
                        {badge}
                      </span>
                    ))}
                  </th>
                  <td data-label="Price/Ton" className="overview-num">
                    {formatMoney(row.lot.price)}
                  </td>
                  <td data-label="Containers" className="overview-num">
                    {row.containerCount.toLocaleString("en-US")}
                  </td>
                  <td data-label="Qty(MT)" className="overview-num">
                    {formatTons(row.quantityTons)}
                  </td>
                  <td data-label="Container Amount" className="overview-num">
                    {formatMoney(row.containerAmount)}
                  </td>
                  <td data-label="Total Paid" className="overview-num">
                    {formatMoney(row.totalPaid)}
                  </td>
                  <td data-label="Balance" className="overview-num overview-balance-cell">
                    <Balance value={row.balance} />
                  </td>
                  <td data-label="Last Entry" className="overview-date">
                    {row.lastEntryDate ? formatDateGB(row.lastEntryDate) : "None yet"}
                  </td>
                </tr>
              ))
            )}
          </tbody>
          {totals.lotCount > 0 ? (
            <tfoot>
              <tr className="overview-totals">
                <th scope="row" data-label="Totals">
                  Totals ({lotsText(totals.lotCount)})
                </th>
                <td className="overview-num overview-blank" aria-hidden="true" />
                <td data-label="Containers" className="overview-num">
                  {totals.containerCount.toLocaleString("en-US")}
                </td>
                <td data-label="Qty(MT)" className="overview-num">
                  {formatTons(totals.quantityTons)}
                </td>
                <td data-label="Container Amount" className="overview-num">
                  {formatMoney(totals.containerAmount)}
                </td>
                <td data-label="Total Paid" className="overview-num">
                  {formatMoney(totals.totalPaid)}
                </td>
                <td data-label="Balance" className="overview-num overview-balance-cell">
                  <Balance value={totals.balance} />
                </td>
                <td className="overview-date overview-blank" aria-hidden="true" />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {hasNext ? (
        <button type="button" className="btn btn--outline overview-more" disabled={isLoadingNext} onClick={() => loadNext(OVERVIEW_PAGE)}>
          {isLoadingNext
            ? "Loading…"
            : `Show more (${Math.min(OVERVIEW_PAGE, totalCount - lots.length)} of ${(totalCount - lots.length).toLocaleString("en-US")} left)`}
        </button>
      ) : null}
    </section>
  );
}

/**
 * Each lot once: a lot whose figures moved it past the end of the rows loaded (another member's
 * payment, say) comes again with a later page, where it now stands; it stays where it was shown
 * first until the list is read again (a live change does that).
 */
function onceEach<T extends { readonly lot: { readonly id: string } }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.lot.id) && Boolean(seen.add(row.lot.id)));
}

function SortHeader({ column, order, onSort }: { column: Column; order: Order; onSort: (field: LotsOverviewField) => void }) {
  const sorted = order.field === column.field;
  return (
    <th scope="col" aria-sort={ariaSort(order, column.field)} className={column.numeric ? "overview-num" : undefined}>
      <button type="button" className="overview-sort" onClick={() => onSort(column.field)}>
        {column.label}
        <span aria-hidden="true" className="overview-sort__arrow">
          {sorted ? (order.direction === "ASC" ? "▲" : "▼") : "↕"}
        </span>
      </button>
    </th>
  );
}
