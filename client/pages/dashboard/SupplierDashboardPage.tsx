import { graphql } from "react-relay/hooks";
import type { SupplierDashboardPageQuery } from "../../__generated__/SupplierDashboardPageQuery.graphql.ts";
import { DashboardPage } from "./DashboardPage.tsx";

export const supplierDashboardPageQuery = graphql`
  query SupplierDashboardPageQuery {
    viewer {
      ...DashboardView_viewer
    }
  }
`;

/** /dashboard: Supplier Dashboard. */
export default function SupplierDashboardPage() {
  return <DashboardPage<SupplierDashboardPageQuery> role="SUPPLIER" query={supplierDashboardPageQuery} />;
}
