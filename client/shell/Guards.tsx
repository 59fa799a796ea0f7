import type { ReactElement } from "react";
import { useNavigate } from "react-router-dom";
import { WarningDialog } from "../components/Dialog.tsx";
import {
  ACCESS_DENIED_TITLE,
  accessDeniedText,
  asTradeRole,
  UNAUTHORIZED_TEXT,
  UNAUTHORIZED_TITLE,
  type TradeRole,
} from "../../shared/roles.ts";
import { whyNotLoaded } from "../relay/requestError.ts";
import "./backoffice.css";

/**
 * SPEC section 6: without a token the back-office pages show the Unauthorized warning
 * ("Please login first") and go to /login when it is closed.
 */
export function Unauthorized() {
  const navigate = useNavigate();
  return (
    <>
      <p className="backoffice__muted">You need to be logged in to see this page.</p>
      <WarningDialog open title={UNAUTHORIZED_TITLE} text={UNAUTHORIZED_TEXT} onClose={() => navigate("/login", { replace: true })} />
    </>
  );
}

/** SPEC section 6: a user holding the other role's profile, with Back to Home. */
export function AccessDenied({ held, wanted }: { held: TradeRole; wanted: TradeRole }) {
  const navigate = useNavigate();
  return (
    <section className="backoffice-panel backoffice-panel--denied" aria-labelledby="access-denied-title">
      <svg className="backoffice-panel__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 38L38 10" stroke="currentColor" strokeWidth="3" />
      </svg>
      <h2 id="access-denied-title">{ACCESS_DENIED_TITLE}</h2>
      <p>{accessDeniedText(held, wanted)}</p>
      <button type="button" className="btn" onClick={() => navigate("/")}>
        Back to Home
      </button>
    </section>
  );
}

/**
 * The one supplier-or-buyer guard of the trading screens (dashboard, profile, lots): a company of the
 * other side on this side's address gets Access Denied; null when the screen may show.
 */
export function otherSideDenied(profileRole: string | null | undefined, wanted: TradeRole): ReactElement | null {
  const held = asTradeRole(profileRole);
  return held && held !== wanted ? <AccessDenied held={held} wanted={wanted} /> : null;
}

/** Shown while a back-office page's data loads. */
export function BackofficeLoading({ label }: { label: string }) {
  return (
    <div className="backoffice-loading" role="status" aria-live="polite">
      <span className="backoffice-loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** When a page's data could not be loaded at all: say so and why (`error`, what stopped it), and offer a reload. */
export function BackofficeLoadFailed({ what, error }: { what: string; error: unknown }) {
  return (
    <div className="backoffice-panel" role="alert">
      <h2>{what} could not be loaded</h2>
      <p>{whyNotLoaded(error)}</p>
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  );
}
