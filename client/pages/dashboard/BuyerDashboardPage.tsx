import { graphql } from "react-relay/hooks";
import type { BuyerDashboardPageQuery } from "../../__generated__/BuyerDashboardPageQuery.graphql.ts";
import { DashboardPage } from "./DashboardPage.tsx";

export const buyerDashboardPageQuery = graphql`
  query BuyerDashboardPageQuery {
    viewer {
      ...DashboardView_viewer
    }
  }
`;

/** /dashboard1: Buyer Dashboard. */
export default function BuyerDashboardPage() {
  return <DashboardPage<BuyerDashboardPageQuery> role="BUYER" query={buyerDashboardPageQuery} />;
}
