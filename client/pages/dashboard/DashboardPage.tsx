import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { usePageMeta } from "../../components/pageMeta.ts";
import { getToken } from "../../auth/session.ts";
import { DASHBOARD_TEXTS } from "./DashboardView.tsx";
import { BackofficeLoadFailed, BackofficeLoading, Unauthorized } from "./Guards.tsx";
import type { TradeRole } from "../../../shared/roles.ts";
import "./backoffice.css";

/**
 * The frame shared by /dashboard and /dashboard1: title, the token check (SPEC section 6), the
 * loading state and a failed load. `children` reads the page's preloaded query.
 */
export function DashboardFrame({ role, children }: { role: TradeRole; children: ReactNode }) {
  const title = DASHBOARD_TEXTS[role].title;
  usePageMeta(title, `Your ${role === "SUPPLIER" ? "supplier" : "buyer"} back office: business profile and lots.`);
  const signedIn = Boolean(getToken());
  return (
    <div className="container backoffice">
      <header className="backoffice__head">
        <p className="eyebrow">Back office</p>
        <h1>{title}</h1>
      </header>
      {signedIn ? (
        <ErrorBoundary fallback={<BackofficeLoadFailed what="Your dashboard" />}>
          <Suspense fallback={<BackofficeLoading label="Loading your dashboard…" />}>{children}</Suspense>
        </ErrorBoundary>
      ) : (
        <Unauthorized />
      )}
    </div>
  );
}
