import type { ReactNode } from "react";
import { ErrorBoundary } from "../components/ErrorBoundary.tsx";
import { BackofficeLoadFailed } from "../shell/Guards.tsx";

/** The frame of the lot screens: the page container, and a failed load said as such. */
export function LotsFrame({ children, what = "Your lots" }: { children: ReactNode; what?: string }) {
  return (
    <ErrorBoundary
      fallback={(error) => (
        <div className="container page-section lots-page">
          <BackofficeLoadFailed what={what} error={error} />
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
