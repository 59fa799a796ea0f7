import { useLoaderData } from "react-router-dom";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { SupplierDashboardPageQuery } from "../../__generated__/SupplierDashboardPageQuery.graphql.ts";
import { DashboardFrame } from "./DashboardPage.tsx";
import { DashboardView } from "./DashboardView.tsx";
import { Unauthorized } from "./Guards.tsx";

export const supplierDashboardPageQuery = graphql`
  query SupplierDashboardPageQuery {
    viewer {
      ...DashboardView_viewer
    }
  }
`;

function Content({ queryRef }: { queryRef: PreloadedQuery<SupplierDashboardPageQuery> }) {
  const { viewer } = usePreloadedQuery<SupplierDashboardPageQuery>(supplierDashboardPageQuery, queryRef);
  return viewer ? <DashboardView role="SUPPLIER" viewer={viewer} /> : <Unauthorized />;
}

/** /dashboard: Supplier Dashboard. */
export default function SupplierDashboardPage() {
  const queryRef = useLoaderData() as PreloadedQuery<SupplierDashboardPageQuery>;
  return (
    <DashboardFrame role="SUPPLIER">
      <Content queryRef={queryRef} />
    </DashboardFrame>
  );
}
