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
import { isLotDetailsState, isLotId, lotDetailsVariablesFor, lotNumberInAddress, type LotDetailsVariables } from "./lotNavigation.ts";
import { authorName } from "../../shared/authors.ts";

const sameLot = (a: LotDetailsVariables, b: LotDetailsVariables) => a.lotNumber === b.lotNumber && a.lotId === b.lotId;
import "./lots.css";
import { lotDetailsHref } from "../../shared/lotAddress.ts";

export const lotDetailsPageQuery = graphql`
  query LotDetailsPageQuery($lotNumber: String!, $lotId: ID!, $byId: Boolean!) {
    siteInfo {
      timeZone
    }
    viewer {
      id
      name
      houseRole
      ...RemovedFromCompany_viewer
      profile {
        id
        role
        companyName
        address
        gst
        viewerRole
        lot(lotNumber: $lotNumber) {
          id
          lotNumber
          ...LotDetails_lot
          ...LotAttachments_lot
        }
      }
    }
    lotById: node(id: $lotId) @include(if: $byId) {
      ... on Lot {
        id
        lotNumber
        company {
          id
          address
          gst
        }
        ...LotDetails_lot @alias(as: "details")
        ...LotAttachments_lot @alias(as: "files")
      }
    }
  }
`;

function LotDetailsContent({ data, hasLot, byId }: { data: LotDetailsPageQuery$data; hasLot: boolean; byId: boolean }) {
  const { viewer, siteInfo } = data;
  if (!viewer) return <LoginFirst />;
  const { profile } = viewer;
  // The house's staff belong to no company: they open any company's lot by its id (issue 46).
  const staff = viewer.houseRole != null;
  if (!profile && !staff) return <LotsWithoutCompany viewer={viewer} dashboard={rolePaths.SUPPLIER.dashboard} />;
  const listPath = profile ? rolePaths[asTradeRole(profile.role) ?? "SUPPLIER"].lots : "/";
  // Opened without a lot (neither in the address nor in the state): back to the lot list.
  if (!hasLot) return <Navigate to={listPath} replace />;
  const byIdLot = byId && data.lotById?.details && data.lotById.company ? data.lotById : null;
  const lot = byId
    ? byIdLot?.files && { id: byIdLot.id!, details: byIdLot.details!, files: byIdLot.files }
    : profile?.lot && { id: profile.lot.id, details: profile.lot, files: profile.lot };
  if (!lot) {
    return (
      <div className="container page-section lots-page">
        <h1>Lot not found</h1>
        <p>{profile ? `${profile.companyName} has no such lot. It may belong to another account.` : "There is no such lot."}</p>
        <p>
          <Link to={listPath} className="btn">
            {profile ? "Back to lots" : "Back to the home page"}
          </Link>
        </p>
      </div>
    );
  }
  const company = byIdLot?.company ?? null;
  const ownCompany = profile != null && (company === null || company.id === profile.id);
  return (
    <LotDetails
      key={lot.id}
      lot={lot.details}
      attachments={lot.files}
      listPath={listPath}
      timeZone={siteInfo.timeZone}
      address={ownCompany ? profile.address : company?.address}
      trn={ownCompany ? profile.gst : company?.gst}
      viewerName={authorName(viewer)}
      canWrite={staff || roleMay(asMemberRole(profile?.viewerRole), "write")}
      canManage={ownCompany && roleMay(asMemberRole(profile?.viewerRole), "manage")}
      company={ownCompany ? null : (company?.id ?? null)}
    />
  );
}

function Preloaded({ queryRef, hasLot }: { queryRef: PreloadedQuery<LotDetailsPageQuery>; hasLot: boolean }) {
  const data = usePreloadedQuery<LotDetailsPageQuery>(lotDetailsPageQuery, queryRef);
  return <LotDetailsContent data={data} hasLot={hasLot} byId={queryRef.variables.byId} />;
}

/** When the loader could not know the lot (see lotNavigation.ts), the page asks for it itself. */
function LoadedHere({ lot, hasLot }: { lot: string; hasLot: boolean }) {
  const variables = lotDetailsVariablesFor(lot);
  const data = useLazyLoadQuery<LotDetailsPageQuery>(lotDetailsPageQuery, variables, { fetchPolicy: "store-or-network" });
  return <LotDetailsContent data={data} hasLot={hasLot} byId={variables.byId} />;
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
  usePageMeta(
    lotNumber && !isLotId(lotNumber) ? `Lot ${lotNumber}` : "Lot details",
    "A lot's containers, payments and running balance, with PDF statements.",
  );
  if (!getToken()) return <LoginFirst />;
  return (
    <LotsFrame what="This lot">
      <Suspense fallback={<LotsLoading label="Loading the lot…" />}>
        {loaderRef && sameLot(loaderRef.variables, lotDetailsVariablesFor(lotNumber)) ? (
          <Preloaded queryRef={loaderRef} hasLot={hasLot} />
        ) : (
          <LoadedHere lot={lotNumber} hasLot={hasLot} />
        )}
      </Suspense>
    </LotsFrame>
  );
}
