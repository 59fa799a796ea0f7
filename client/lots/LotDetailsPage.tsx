import { asMemberRole, roleMay } from "../../shared/members.ts";
import { Suspense } from "react";
import { Link, Navigate, useLoaderData, useLocation } from "react-router-dom";
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { LotDetailsPageQuery, LotDetailsPageQuery$data } from "../__generated__/LotDetailsPageQuery.graphql.ts";
import { getToken } from "../auth/session.ts";
import { usePageMeta } from "../components/pageMeta.ts";
import { asTradeRole, rolePaths } from "../../shared/roles.ts";
import { LoginFirst } from "./LoginFirst.tsx";
import { LotDetails } from "./LotDetails.tsx";
import { LotsFrame } from "./LotsFrame.tsx";
import { LotsLoading } from "./LotsLoading.tsx";
import { LotsWithoutCompany } from "./LotsWithoutCompany.tsx";
import { isLotDetailsState } from "./lotNavigation.ts";
import "./lots.css";

export const lotDetailsPageQuery = graphql`
  query LotDetailsPageQuery($lotNumber: String!) {
    siteInfo {
      timeZone
    }
    viewer {
      id
      name
      ...RemovedFromCompany_viewer
      profile {
        id
        role
        companyName
        address
        viewerRole
        lot(lotNumber: $lotNumber) {
          id
          lotNumber
          ...LotDetails_lot
        }
      }
    }
  }
`;

function LotDetailsContent({ data, hasState }: { data: LotDetailsPageQuery$data; hasState: boolean }) {
  const { viewer, siteInfo } = data;
  if (!viewer) return <LoginFirst />;
  const { profile } = viewer;
  if (!profile) return <LotsWithoutCompany viewer={viewer} dashboard={rolePaths.SUPPLIER.dashboard} />;
  const listPath = rolePaths[asTradeRole(profile.role) ?? "SUPPLIER"].lots;
  // Opened without a lot (typed address, a bookmark): back to the lot list.
  if (!hasState) return <Navigate to={listPath} replace />;
  if (!profile.lot) {
    return (
      <div className="container page-section lots-page">
        <h1>Lot not found</h1>
        <p>{profile.companyName} has no such lot. It may belong to another account.</p>
        <p>
          <Link to={listPath} className="btn">
            Back to lots
          </Link>
        </p>
      </div>
    );
  }
  return <LotDetails key={profile.lot.id} lot={profile.lot} listPath={listPath} timeZone={siteInfo.timeZone} address={profile.address} viewerName={viewer.name} canWrite={roleMay(asMemberRole(profile.viewerRole), "write")} />;
}

function Preloaded({ queryRef, hasState }: { queryRef: PreloadedQuery<LotDetailsPageQuery>; hasState: boolean }) {
  const data = usePreloadedQuery<LotDetailsPageQuery>(lotDetailsPageQuery, queryRef);
  return <LotDetailsContent data={data} hasState={hasState} />;
}

/** When the loader could not know the lot (see lotNavigation.ts), the page asks for it itself. */
function LoadedHere({ lotNumber, hasState }: { lotNumber: string; hasState: boolean }) {
  const data = useLazyLoadQuery<LotDetailsPageQuery>(lotDetailsPageQuery, { lotNumber }, { fetchPolicy: "store-or-network" });
  return <LotDetailsContent data={data} hasState={hasState} />;
}

/** /lot-details: company name and lot number come as navigation state (SPEC section 2). */
export default function LotDetailsPage() {
  const loaderRef = useLoaderData() as PreloadedQuery<LotDetailsPageQuery> | null;
  const state = useLocation().state as unknown;
  const hasState = isLotDetailsState(state);
  const lotNumber = hasState ? state.lotNumber : "";
  usePageMeta(lotNumber ? `Lot ${lotNumber}` : "Lot details", "A lot's containers, payments and running balance, with PDF statements.");
  if (!getToken()) return <LoginFirst />;
  return (
    <LotsFrame what="This lot">
    <Suspense fallback={<LotsLoading label="Loading the lot…" />}>
      {loaderRef && loaderRef.variables.lotNumber === lotNumber ? (
        <Preloaded queryRef={loaderRef} hasState={hasState} />
      ) : (
        <LoadedHere lotNumber={lotNumber} hasState={hasState} />
      )}
    </Suspense>
    </LotsFrame>
  );
}
