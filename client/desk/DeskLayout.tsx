import { Suspense } from "react";
import { NavLink, Outlet, useLoaderData, useNavigate } from "react-router-dom";
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { DeskLayoutCountQuery } from "../__generated__/DeskLayoutCountQuery.graphql.ts";
import type { DeskLayoutQuery } from "../__generated__/DeskLayoutQuery.graphql.ts";
import { getToken } from "../auth/session.ts";
import { ErrorBoundary } from "../components/ErrorBoundary.tsx";
import { usePageMeta } from "../components/pageMeta.ts";
import { BackofficeLoadFailed, BackofficeLoading, Unauthorized } from "../shell/Guards.tsx";
import { ACCESS_DENIED_TITLE } from "../../shared/roles.ts";
import { houseRoleLabel, asHouseRole } from "../../shared/house.ts";
import "../shell/backoffice.css";
import "./desk.css";

export const deskLayoutQuery = graphql`
  query DeskLayoutQuery {
    viewer {
      name
      houseRole
    }
  }
`;

/**
 * How many enquiries are new, beside the Enquiries link. Its own query, asked only once the viewer is
 * known to be staff (`Query.house` refuses anyone else, which would fail the layout's query). The
 * enquiry mutations write the new count into the same record (see enquiries/newEnquiryCount.ts).
 */
function NewEnquiryCount() {
  const { house } = useLazyLoadQuery<DeskLayoutCountQuery>(
    graphql`
      query DeskLayoutCountQuery {
        house {
          newEnquiryCount
        }
      }
    `,
    {},
  );
  if (house.newEnquiryCount === 0) return null;
  return (
    <span className="desk__count" aria-label={`${house.newEnquiryCount} new`}>
      {house.newEnquiryCount}
    </span>
  );
}

/** The desk's Access Denied: a company's member (or anyone not on the house's staff) opening /desk. */
function DeskAccessDenied() {
  const navigate = useNavigate();
  return (
    <section className="backoffice-panel backoffice-panel--denied" aria-labelledby="access-denied-title">
      <h2 id="access-denied-title">{ACCESS_DENIED_TITLE}</h2>
      <p>The desk is for Gulf Recycling Traders' own staff only.</p>
      <button type="button" className="btn" onClick={() => navigate("/")}>
        Back to Home
      </button>
    </section>
  );
}

function DeskFrame({ queryRef }: { queryRef: PreloadedQuery<DeskLayoutQuery> }) {
  const { viewer } = usePreloadedQuery<DeskLayoutQuery>(deskLayoutQuery, queryRef);
  if (!viewer) return <Unauthorized />;
  const role = asHouseRole(viewer.houseRole);
  if (!role) return <DeskAccessDenied />;
  return (
    <>
      <header className="desk__head">
        <h1>Gulf Recycling Traders — Desk</h1>
        <p className="backoffice__muted">
          {viewer.name}, {houseRoleLabel[role]}
        </p>
        <nav className="desk__nav" aria-label="Desk">
          <NavLink to="/desk" end>
            Counterparties
          </NavLink>
          <NavLink to="/desk/ageing">Ageing</NavLink>
          <NavLink to="/desk/enquiries">
            Enquiries
            <Suspense fallback={null}>
              <NewEnquiryCount />
            </Suspense>
          </NavLink>
          <NavLink to="/desk/staff">Staff</NavLink>
        </nav>
      </header>
      <Outlet />
    </>
  );
}

/** /desk: the house's desk, for its staff. Signed out: sign in first; anyone else: Access Denied. */
export default function DeskLayout() {
  usePageMeta("Desk", "Gulf Recycling Traders' own desk.");
  const queryRef = useLoaderData() as PreloadedQuery<DeskLayoutQuery>;
  return (
    <div className="container backoffice desk">
      {getToken() ? (
        <ErrorBoundary fallback={(error) => <BackofficeLoadFailed what="The desk" error={error} />}>
          <Suspense fallback={<BackofficeLoading label="Loading the desk…" />}>
            <DeskFrame queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <Unauthorized />
      )}
    </div>
  );
}
