import { asMemberRole, roleMay } from "../../shared/members.ts";
import { Suspense, useEffect } from "react";
import { Link, Navigate, useLoaderData, useLocation, useNavigate } from "react-router-dom";
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
import { isLotDetailsState, lotDetailsHref, lotNumberInAddress } from "./lotNavigation.ts";
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

function LotDetailsContent({ data, hasLot }: { data: LotDetailsPageQuery$data; hasLot: boolean }) {
  const { viewer, siteInfo } = data;
  if (!viewer) return <LoginFirst />;
  const { profile } = viewer;
  if (!profile) return <LotsWithoutCompany viewer={viewer} dashboard={rolePaths.SUPPLIER.dashboard} />;
  const listPath = rolePaths[asTradeRole(profile.role) ?? "SUPPLIER"].lots;
  // Opened without a lot (neither in the address nor in the state): back to the lot list.
  if (!hasLot) return <Navigate to={listPath} replace />;
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

function Preloaded({ queryRef, hasLot }: { queryRef: PreloadedQuery<LotDetailsPageQuery>; hasLot: boolean }) {
  const data = usePreloadedQuery<LotDetailsPageQuery>(lotDetailsPageQuery, queryRef);
  return <LotDetailsContent data={data} hasLot={hasLot} />;
}

/** When the loader could not know the lot (see lotNavigation.ts), the page asks for it itself. */
function LoadedHere({ lotNumber, hasLot }: { lotNumber: string; hasLot: boolean }) {
  const data = useLazyLoadQuery<LotDetailsPageQuery>(lotDetailsPageQuery, { lotNumber }, { fetchPolicy: "store-or-network" });
  return <LotDetailsContent data={data} hasLot={hasLot} />;
}

/**
 * /lot-details: company name and lot number come as navigation state (SPEC section 2), and the lot
 * number also in the address (?lot=), which is written there when the state alone opened the lot,
 * so that the address bar always holds a link to share.
 */
export default function LotDetailsPage() {
  const loaderRef = useLoaderData() as PreloadedQuery<LotDetailsPageQuery> | null;
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as unknown;
  const inAddress = lotNumberInAddress(location.search);
  const lotNumber = inAddress ?? (isLotDetailsState(state) ? state.lotNumber : "");
  const hasLot = lotNumber !== "";
  useEffect(() => {
    if (hasLot && !inAddress) navigate(lotDetailsHref(lotNumber), { replace: true, state });
  }, [hasLot, inAddress, lotNumber, navigate, state]);
  usePageMeta(lotNumber ? `Lot ${lotNumber}` : "Lot details", "A lot's containers, payments and running balance, with PDF statements.");
  if (!getToken()) return <LoginFirst />;
  return (
    <LotsFrame what="This lot">
    <Suspense fallback={<LotsLoading label="Loading the lot…" />}>
      {loaderRef && loaderRef.variables.lotNumber === lotNumber ? (
        <Preloaded queryRef={loaderRef} hasLot={hasLot} />
      ) : (
        <LoadedHere lotNumber={lotNumber} hasLot={hasLot} />
      )}
    </Suspense>
    </LotsFrame>
  );
}
