import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { LotsOverview_profile$key } from "../../__generated__/LotsOverview_profile.graphql.ts";
import type {
  LotsOverviewField,
  LotsOverviewPaginationQuery,
  SortDirection,
} from "../../__generated__/LotsOverviewPaginationQuery.graphql.ts";
import { lotDetailsHref } from "../../../shared/lotAddress.ts";
import { handOverLotDetailsState } from "../lotNavigation.ts";
import { SEARCH_DELAY_MS } from "./LotSearch.tsx";
import { readOverviewView, saveOverviewView, type OverviewView } from "./overviewView.ts";
import { agreementFromSearch, keepAgreementInAddress, type AgreementChoice } from "./agreementFilter.ts";
import { DEFAULT_ORDER, nextOrder, overviewSummary, showMoreText, type Order } from "./overviewColumns.ts";
import { OverviewTools } from "./OverviewTools.tsx";
import { OverviewTable } from "./OverviewTable.tsx";
import { OVERVIEW_PAGE, useOverviewList } from "./useOverviewList.ts";
import "./lotsOverview.css";

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

/**
 * The lots overview (issue 23): every lot of the company with its figures, sorted, filtered and
 * paged by the server (the page reads per-lot sums, never every row), with the company's totals.
 * A row opens the lot as Select Existing Lot's Fetch Result does. A table on wide screens, cards
 * on a phone (the same markup, laid out by lotsOverview.css). Refreshed on the company's live changes.
 */
export function LotsOverview({ profile }: { profile: LotsOverview_profile$key }) {
  const paging = usePaginationFragment<LotsOverviewPaginationQuery, LotsOverview_profile$key>(fragment, profile);
  const { data, loadNext, hasNext, isLoadingNext } = paging;
  const navigate = useNavigate();
  const id = useId();
  const location = useLocation();
  const { pathname } = location;
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
  useEffect(() => keepAgreementInAddress(agreement), [agreement]);
  const { lots, totals, totalCount, pending, ask } = useOverviewList(paging, { order, search, openOnly, agreement }, left);
  const companyName = data.companyName;

  // What to come back to: kept as it changes, and the scroll position when the list is left.
  const view = useRef<Omit<OverviewView, "scrollY">>({ order, search, openOnly, agreement, count: lots.length });
  view.current = { order, search, openOnly, agreement, count: lots.length };
  // A layout effect's cleanup runs before the next page's scroll to the top: the position is still this list's.
  useLayoutEffect(() => () => saveOverviewView(pathname, { ...view.current, scrollY: window.scrollY }), [pathname]);

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

  function sortBy(field: LotsOverviewField, direction?: SortDirection) {
    const next = nextOrder(order, field, direction);
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

  function openLot(lotNumber: string) {
    navigate(lotDetailsHref(lotNumber), { state: handOverLotDetailsState({ companyName, lotNumber }) });
  }

  const filtered = Boolean(search) || openOnly || agreement !== null;
  const summary = overviewSummary({ pending, companyLots: totals.lotCount, filtered, matching: totalCount, shown: lots.length });

  return (
    <section className="lots-card lots-overview" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lots-card__title">
        Lots overview
      </h2>
      <OverviewTools
        id={id}
        text={text}
        onText={setText}
        openOnly={openOnly}
        onOpenOnly={onOpenOnly}
        agreement={agreement}
        onAgreement={onAgreement}
        order={order}
        onSort={sortBy}
      />
      <p className="lots-muted lots-count" role="status" aria-live="polite">
        {summary}
      </p>
      <OverviewTable
        labelledBy={`${id}-title`}
        lots={lots}
        totals={totals}
        order={order}
        pending={pending}
        companyName={companyName}
        onSort={sortBy}
        onOpen={openLot}
      />
      {hasNext ? (
        <button type="button" className="btn btn--outline overview-more" disabled={isLoadingNext} onClick={() => loadNext(OVERVIEW_PAGE)}>
          {isLoadingNext ? "Loading…" : showMoreText(OVERVIEW_PAGE, totalCount - lots.length)}
        </button>
      ) : null}
    </section>
  );
}
