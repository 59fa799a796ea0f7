import { Suspense, useRef } from "react";
import { Link, useLoaderData } from "react-router-dom";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { LotsPageQuery } from "../__generated__/LotsPageQuery.graphql.ts";
import { getToken } from "../auth/session.ts";
import { usePageMeta } from "../components/pageMeta.ts";
import { DetailedStatement } from "./statement/DetailedStatement.tsx";
import { roleLabel, rolePaths, type TradeRole } from "../../shared/roles.ts";
import { LoginFirst } from "./LoginFirst.tsx";
import { LotForm } from "./overview/LotForm.tsx";
import { LotsFrame } from "./LotsFrame.tsx";
import { LotsLoading } from "./LotsLoading.tsx";
import { LotsOverview } from "./overview/LotsOverview.tsx";
import { LotsWithoutCompany } from "./LotsWithoutCompany.tsx";
import { otherSideDenied } from "../shell/Guards.tsx";
import { FindAnything } from "./find/FindAnything.tsx";
import { ChequesDue } from "./find/ChequesDue.tsx";
import "./lots.css";

export const lotsPageQuery = graphql`
  query LotsPageQuery {
    siteInfo {
      timeZone
    }
    viewer {
      id
      ...RemovedFromCompany_viewer
      profile {
        id
        role
        companyName
        ...LotForm_profile
        ...LotsOverview_profile
        ...FindAnything_profile
        ...ChequesDue_profile
      }
    }
  }
`;

function LotsScreen({ queryRef, role }: { queryRef: PreloadedQuery<LotsPageQuery>; role: TradeRole }) {
  const { viewer, siteInfo } = usePreloadedQuery<LotsPageQuery>(lotsPageQuery, queryRef);
  const choose = useRef<HTMLDivElement>(null);
  if (!viewer) return <LoginFirst />;
  const { profile } = viewer;
  if (!profile) return <LotsWithoutCompany viewer={viewer} dashboard={rolePaths[role].dashboard} />;
  // One implementation for both roles; the other role's address is refused as the dashboards do.
  const denied = otherSideDenied(profile.role, role);
  if (denied) return <div className="container page-section lots-page">{denied}</div>;
  return (
    <div className="container page-section lots-page">
      <p className="eyebrow">
        {roleLabel[role]} · {profile.companyName}
      </p>
      <h1>Manage Lots</h1>
      <p className="lots-muted">
        Choose a lot to see its containers, payments and balance, or add a new lot.{" "}
        <Link to={rolePaths[role].dashboard}>Back to {roleLabel[role]} Dashboard</Link>
      </p>
      {/* On a phone the overview's cards push the SPEC's lot form far down: one tap to its first box. */}
      <button type="button" className="btn btn--outline lots-jump" onClick={() => choose.current?.querySelector("input")?.focus()}>
        Go to Select Existing Lot
      </button>
      <div className="lots-find">
        <FindAnything profile={profile} />
        <ChequesDue profile={profile} timeZone={siteInfo.timeZone} />
      </div>
      <LotsOverview profile={profile} />
      <div className="lots-grid" ref={choose}>
        <LotForm profile={profile} />
        <DetailedStatement />
      </div>
    </div>
  );
}

/** /add-lot (suppliers) and /addlotbuyer (buyers): the same screen for either role. */
export function LotsPage({ role }: { role: TradeRole }) {
  const queryRef = useLoaderData() as PreloadedQuery<LotsPageQuery>;
  usePageMeta("Manage Lots", "Add a lot or open one to follow its containers, payments and balance, and download PDF statements.");
  if (!getToken()) return <LoginFirst />;
  return (
    <LotsFrame>
      <Suspense fallback={<LotsLoading />}>
        <LotsScreen queryRef={queryRef} role={role} />
      </Suspense>
    </LotsFrame>
  );
}

export function SupplierLotsPage() {
  return <LotsPage role="SUPPLIER" />;
}

export function BuyerLotsPage() {
  return <LotsPage role="BUYER" />;
}
