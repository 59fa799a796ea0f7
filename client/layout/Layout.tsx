import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigation } from "react-router-dom";
import { ErrorBoundary } from "../components/ErrorBoundary.tsx";
import { Footer, FooterDetailsFallback } from "./Footer.tsx";
import { Header, HeaderBrandFallback } from "./Header.tsx";
import type { LayoutQueryRef } from "./Layout.relay.tsx";

/** What the root route's loader returns: the LayoutQuery reference, still on its way. */
export interface LayoutLoaderData {
  layoutQuery: Promise<LayoutQueryRef>;
}

export const loadLayoutRelay = () => import("./Layout.relay.tsx");

/** The root route's loader: starts Relay and siteInfo without holding up the first paint. */
export function layoutLoader(): LayoutLoaderData {
  const layoutQuery = loadLayoutRelay().then((m) => m.preloadLayoutQuery());
  layoutQuery.catch(() => {}); // shown by the slots' error boundaries
  return { layoutQuery };
}

type SlotComponent = ComponentType<{ queryRef: Promise<LayoutQueryRef> }>;
const slot = (pick: (m: Awaited<ReturnType<typeof loadLayoutRelay>>) => SlotComponent) =>
  lazy(async () => ({ default: pick(await loadLayoutRelay()) }));

const HeaderBrandSlot = slot((m) => m.HeaderBrandSlot);
const FooterDetailsSlot = slot((m) => m.FooterDetailsSlot);
const FooterOwnerSlot = slot((m) => m.FooterOwnerSlot);

/**
 * A piece of the shell that shows company data. It waits on its own, so the header, the page
 * and the footer links paint at once; if siteInfo cannot be had, `failed` shows instead.
 */
function SiteInfo({
  queryRef,
  Slot,
  loading,
  failed = loading,
}: {
  queryRef: Promise<LayoutQueryRef> | undefined;
  Slot: SlotComponent;
  loading: ReactNode;
  failed?: ReactNode;
}) {
  if (!queryRef) return <>{failed}</>;
  return (
    <ErrorBoundary fallback={failed}>
      <Suspense fallback={loading}>
        <Slot queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}

function NavigationProgress() {
  const navigation = useNavigation();
  return <div className={`nav-progress${navigation.state === "idle" ? "" : " is-active"}`} aria-hidden="true" />;
}

/**
 * After a client-side navigation, keyboard and screen-reader users continue at the new page's
 * content, not at the link they used in the header or footer. A page that focused something of
 * its own (a form field) keeps it.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || active.closest("header, footer, .prev-next, .breadcrumbs, .card")) {
      document.getElementById("main")?.focus({ preventScroll: true });
    }
  }, [pathname]);
}

export function PageLoading() {
  return (
    <div className="container page-loading" role="status">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

/** Header, page, footer: the frame of every route. */
export function Layout({ children }: { children?: ReactNode }) {
  const queryRef = (useLoaderData() as LayoutLoaderData | undefined)?.layoutQuery;
  useFocusMainOnNavigation();
  return (
    <>
      <NavigationProgress />
      <Header brand={<SiteInfo queryRef={queryRef} Slot={HeaderBrandSlot} loading={<HeaderBrandFallback />} />} />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Footer
        details={
          <SiteInfo
            queryRef={queryRef}
            Slot={FooterDetailsSlot}
            loading={<FooterDetailsFallback />}
            failed={<FooterDetailsFallback failed />}
          />
        }
        owner={<SiteInfo queryRef={queryRef} Slot={FooterOwnerSlot} loading={null} />}
      />
      <ScrollRestoration />
    </>
  );
}
