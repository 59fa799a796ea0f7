import { graphql, useFragment } from "react-relay/hooks";
import type { ApiAccess_profile$key } from "../../__generated__/ApiAccess_profile.graphql.ts";
import { ApiAccessKeys } from "./ApiAccessKeys.tsx";
import { ApiAccessWebhooks } from "./ApiAccessWebhooks.tsx";
import "./apiAccess.css";

/** The profile screen's "API access" section: the company's API keys and webhook endpoints (issue 14). */
export function ApiAccess({ profile, timeZone }: { profile: ApiAccess_profile$key; timeZone: string }) {
  const data = useFragment(
    graphql`
      fragment ApiAccess_profile on BusinessProfile {
        ...ApiAccessKeys_profile
        ...ApiAccessWebhooks_profile
      }
    `,
    profile,
  );
  return (
    <section className="api-access" aria-labelledby="api-access-title">
      <h2 id="api-access-title">API access</h2>
      <p className="backoffice__muted">
        Let your own systems (an ERP, a weighbridge, an accounting tool) read and record your lots, containers and payments through the
        GraphQL API at <code>/graphql</code> and the REST paths under <code>/api</code>, and be told of every change.
      </p>
      <ApiAccessKeys profile={data} timeZone={timeZone} />
      <ApiAccessWebhooks profile={data} timeZone={timeZone} />
    </section>
  );
}
