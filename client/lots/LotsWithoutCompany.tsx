import { Link, Navigate } from "react-router-dom";
import type { RemovedFromCompany_viewer$key } from "../__generated__/RemovedFromCompany_viewer.graphql.ts";
import { RemovalNotice, useRemovalFromCompany } from "../members/RemovedFromCompany.tsx";

/**
 * The lot screens of a person in no company. Someone an Owner removed (while the screen was open,
 * or since) is told what happened here, with the way to their dashboard; anyone else goes straight
 * to the dashboard, which offers to create a profile.
 */
export function LotsWithoutCompany({ viewer, dashboard }: { viewer: RemovedFromCompany_viewer$key; dashboard: string }) {
  const removal = useRemovalFromCompany(viewer);
  if (!removal) return <Navigate to={dashboard} replace />;
  return (
    <div className="container page-section lots-page">
      <h1>Manage Lots</h1>
      <RemovalNotice removal={removal} />
      <p>
        <Link to={dashboard} className="btn">
          Back to Dashboard
        </Link>
      </p>
    </div>
  );
}
