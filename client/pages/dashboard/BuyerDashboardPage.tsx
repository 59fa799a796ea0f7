import { useLoaderData } from "react-router-dom";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { BuyerDashboardPageQuery } from "../../__generated__/BuyerDashboardPageQuery.graphql.ts";
import { DashboardFrame } from "./DashboardPage.tsx";
import { DashboardView } from "./DashboardView.tsx";
import { Unauthorized } from "./Guards.tsx";

export const buyerDashboardPageQuery = graphql`
  query BuyerDashboardPageQuery {
    viewer {
      ...DashboardView_viewer
    }
  }
`;

function Content({ queryRef }: { queryRef: PreloadedQuery<BuyerDashboardPageQuery> }) {
  const { viewer } = usePreloadedQuery<BuyerDashboardPageQuery>(buyerDashboardPageQuery, queryRef);
  return viewer ? <DashboardView role="BUYER" viewer={viewer} /> : <Unauthorized />;
}

/** /dashboard1: Buyer Dashboard. */
export default function BuyerDashboardPage() {
  const queryRef = useLoaderData() as PreloadedQuery<BuyerDashboardPageQuery>;
  return (
    <DashboardFrame role="BUYER">
      <Content queryRef={queryRef} />
    </DashboardFrame>
  );
}
