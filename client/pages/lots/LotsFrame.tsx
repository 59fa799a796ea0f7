import type { ReactNode } from "react";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { AccessDenied, BackofficeLoadFailed, BackofficeLoading, Unauthorized } from "../dashboard/Guards.tsx";
import type { TradeRole } from "./lotNavigation.ts";

/** The frame of the lot screens: the page container, and a failed load said as such. */
export function LotsFrame({ children, what = "Your lots" }: { children: ReactNode; what?: string }) {
  return (
    <ErrorBoundary
      fallback={
        <div className="container page-section lots-page">
          <BackofficeLoadFailed what={what} />
        </div>
      }
    >
      {children}
    </ErrorBoundary>
  );
}

/**
 * The lot screens need a token (SPEC section 6): without one, or when the server no longer knows
 * it, the Unauthorized warning "Please login first", then /login (the dashboards' own guard).
 */
export function LoginFirst() {
  return (
    <div className="container page-section lots-page">
      <Unauthorized />
    </div>
  );
}

/** A viewer holding the other role's profile on a lot list address: Access Denied, as on the dashboards. */
export function WrongRole({ held, wanted }: { held: TradeRole; wanted: TradeRole }) {
  return (
    <div className="container page-section lots-page">
      <AccessDenied held={held} wanted={wanted} />
    </div>
  );
}

export function LotsLoading({ label = "Loading your lots…" }: { label?: string }) {
  return (
    <div className="container page-section lots-page">
      <BackofficeLoading label={label} />
    </div>
  );
}
