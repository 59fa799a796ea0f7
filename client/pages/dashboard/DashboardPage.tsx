import { Suspense, type ReactNode } from "react";
import { useLoaderData } from "react-router-dom";
import { usePreloadedQuery, type GraphQLTaggedNode, type PreloadedQuery } from "react-relay/hooks";
import type { OperationType } from "relay-runtime";
import type { DashboardView_viewer$key } from "../../__generated__/DashboardView_viewer.graphql.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { usePageMeta } from "../../components/pageMeta.ts";
import { getToken } from "../../auth/session.ts";
import { DASHBOARD_TEXTS, DashboardView } from "./DashboardView.tsx";
import { BackofficeLoadFailed, BackofficeLoading, Unauthorized } from "../../shell/Guards.tsx";
import type { TradeRole } from "../../../shared/roles.ts";
import "../../shell/backoffice.css";

/**
 * The frame shared by /dashboard and /dashboard1: title, the token check (SPEC section 6), the
 * loading state and a failed load. `children` reads the page's preloaded query.
 */
function DashboardFrame({ role, children }: { role: TradeRole; children: ReactNode }) {
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
        <ErrorBoundary fallback={(error) => <BackofficeLoadFailed what="Your dashboard" error={error} />}>
          <Suspense fallback={<BackofficeLoading label="Loading your dashboard…" />}>{children}</Suspense>
        </ErrorBoundary>
      ) : (
        <Unauthorized />
      )}
    </div>
  );
}

/** A dashboard route's query: the viewer with what DashboardView reads. */
interface DashboardQuery extends OperationType {
  response: { readonly viewer: DashboardView_viewer$key | null | undefined };
}

function DashboardContent<Query extends DashboardQuery>({
  role,
  query,
  queryRef,
}: {
  role: TradeRole;
  query: GraphQLTaggedNode;
  queryRef: PreloadedQuery<Query>;
}) {
  const { viewer } = usePreloadedQuery<Query>(query, queryRef);
  return viewer ? <DashboardView role={role} viewer={viewer} /> : <Unauthorized />;
}

/** /dashboard or /dashboard1: `query` is the route's own, which its loader preloaded. */
export function DashboardPage<Query extends DashboardQuery>({ role, query }: { role: TradeRole; query: GraphQLTaggedNode }) {
  const queryRef = useLoaderData() as PreloadedQuery<Query>;
  return (
    <DashboardFrame role={role}>
      <DashboardContent<Query> role={role} query={query} queryRef={queryRef} />
    </DashboardFrame>
  );
}
