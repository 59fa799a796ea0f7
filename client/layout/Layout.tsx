import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router-dom";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";

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
  useFocusMainOnNavigation();
  return (
    <>
      <NavigationProgress />
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
