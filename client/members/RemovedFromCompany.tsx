import { graphql, useFragment } from "react-relay/hooks";
import type { RemovedFromCompany_viewer$key } from "../__generated__/RemovedFromCompany_viewer.graphql.ts";
import { Notice } from "../components/Notice.tsx";
import { memberMessages, type CompanyRemoval } from "../../shared/members.ts";

/** How the viewer came to be in no company, if an Owner removed them and they have not joined or created one since. */
export function useRemovalFromCompany(viewer: RemovedFromCompany_viewer$key): CompanyRemoval | null {
  const data = useFragment(
    graphql`
      fragment RemovedFromCompany_viewer on User {
        removedFromCompany {
          companyName
          removedBy
          removedOn
        }
      }
    `,
    viewer,
  );
  return data.removedFromCompany ?? null;
}

/** By whom and when they were removed, and what they can do now: the words of the server's refusals. */
export function RemovalNotice({ removal }: { removal: CompanyRemoval }) {
  return (
    <Notice variant="warning" title={`You are no longer a member of ${removal.companyName}`}>
      {memberMessages.removedFromCompany(removal)}
    </Notice>
  );
}

/**
 * On the dashboards and profile pages, above what the SPEC shows someone without a profile (which
 * stays as it is): what happened, for a person an Owner removed; nothing for anyone else.
 */
export function RemovedFromCompany({ viewer }: { viewer: RemovedFromCompany_viewer$key }) {
  const removal = useRemovalFromCompany(viewer);
  return removal ? <RemovalNotice removal={removal} /> : null;
}
