import { useEffect, useRef, useState, useTransition } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router-dom";
import type { usePaginationFragmentHookType } from "react-relay/relay-hooks/usePaginationFragment";
import type { LotsOverview_profile$data, LotsOverview_profile$key } from "../../__generated__/LotsOverview_profile.graphql.ts";
import type { LotsOverviewPaginationQuery } from "../../__generated__/LotsOverviewPaginationQuery.graphql.ts";
import { MAX_PAGE_SIZE } from "../../../shared/paging.ts";
import { useCompanyChanges } from "../../live/useCompanyChanges.ts";
import { isBackToList, type OverviewView } from "./overviewView.ts";
import type { AgreementChoice } from "./agreementFilter.ts";
import { isDefaultOrder, onceEach, type Order } from "./overviewColumns.ts";

/** Lots per page: "Show more" adds as many again. */
export const OVERVIEW_PAGE = 20;
/** At most this many lots are loaded again when coming back to a list that had loaded more (ten requests). */
const RESTORED_MAX = 10 * MAX_PAGE_SIZE;
/** Changes arriving together (a batch from an integration) refresh the overview once. */
const LIVE_REFRESH_DELAY_MS = 300;

/** What the list is asked for with: the sort and the filters. */
export interface OverviewAsk {
  order: Order;
  search: string;
  openOnly: boolean;
  agreement: AgreementChoice | null;
}

type Paging = usePaginationFragmentHookType<LotsOverviewPaginationQuery, LotsOverview_profile$key, LotsOverview_profile$data>;

/**
 * The overview's list as the server gives it (sorted, filtered, paged): `ask` asks for it again with
 * a changed sort or filter. A list left otherwise is asked for once more on coming back, as it was
 * (`left`), and the page scrolled back to where it was; the company's live changes read it again.
 */
export function useOverviewList(paging: Paging, initial: OverviewAsk, left: OverviewView | null) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = paging;
  const [pending, startTransition] = useTransition();
  const asked = useRef(initial);
  const overview = data.lotsOverview;
  const loadedLots = onceEach(overview.edges.map((edge) => edge.node));

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
  const shown = held.current ?? asLoaded;
  useEffect(() => {
    if (!left && initial.agreement === null) return;
    const count = left ? Math.min(Math.max(left.count, OVERVIEW_PAGE), RESTORED_MAX) : OVERVIEW_PAGE;
    const changed = initial.agreement !== null || (left && (!isDefaultOrder(left.order) || left.search || left.openOnly));
    if (!changed && count === OVERVIEW_PAGE) return;
    restoring.current = true;
    ask({}, "store-or-network", count);
    // Once, on coming back.
  }, []);
  // The browser's Back: where the page was scrolled, once the list asked for again is on it (its
  // transition has been pending and is over), not over the list the route began with.
  const location = useLocation();
  const navigationType = useNavigationType();
  const scrollBack = useRef(navigationType === NavigationType.Pop || isBackToList(location.state) ? (left?.scrollY ?? 0) : 0);
  useEffect(() => {
    if (pending) restoring.current = false;
    if (scrollBack.current === 0 || pending || restoring.current || fillTo !== null) return;
    window.scrollTo(0, scrollBack.current);
    scrollBack.current = 0;
  });

  function ask(next: Partial<OverviewAsk>, fetchPolicy: "store-or-network" | "network-only" = "store-or-network", count = OVERVIEW_PAGE) {
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

  // Any change to the company's lots, containers or payments (this tab, another member, an API key)
  // moves figures: the rows shown are read again, as many as are loaded.
  const loaded = useRef(shown.lots.length);
  loaded.current = shown.lots.length;
  const liveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useCompanyChanges(() => {
    if (liveTimer.current) clearTimeout(liveTimer.current);
    liveTimer.current = setTimeout(() => ask({}, "network-only", Math.max(OVERVIEW_PAGE, loaded.current)), LIVE_REFRESH_DELAY_MS);
  });
  useEffect(() => () => void (liveTimer.current && clearTimeout(liveTimer.current)), []);

  return { ...shown, pending, ask };
}
