import { Suspense, type ReactNode } from "react";
import { getToken } from "../../auth/session.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { usePageMeta } from "../../components/pageMeta.ts";
import { BackofficeLoading, Unauthorized } from "../../shell/Guards.tsx";
import { roleLabel, type TradeRole } from "../../../shared/roles.ts";
import "../../shell/backoffice.css";

/**
 * The frame of /add-supplier and /buyerbusinessprofile: heading, the token check (SPEC section 6),
 * the loading state (SPEC section 4), and `failed` when the profile could not be fetched at all
 * (SPEC section 8: treated as no profile, so the create form).
 */
export function ProfilePageFrame({ role, failed, children }: { role: TradeRole; failed: ReactNode; children: ReactNode }) {
  usePageMeta(`${roleLabel[role]} Business Profile`, `Your company's ${roleLabel[role].toLowerCase()} business profile.`);
  const signedIn = Boolean(getToken());
  return (
    <div className="container backoffice">
      <header className="backoffice__head">
        <p className="eyebrow">{roleLabel[role]}</p>
        <h1>Business Profile</h1>
      </header>
      {signedIn ? (
        <ErrorBoundary fallback={failed}>
          <Suspense fallback={<BackofficeLoading label="Loading business profile…" />}>{children}</Suspense>
        </ErrorBoundary>
      ) : (
        <Unauthorized />
      )}
    </div>
  );
}
