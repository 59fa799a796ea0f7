import { graphql, useFragment } from "react-relay/hooks";
import type { ApiAccessWebhooks_profile$key } from "../../__generated__/ApiAccessWebhooks_profile.graphql.ts";
import { Notice } from "../../components/Notice.tsx";
import { useCreateWebhookEndpointMutation } from "./useCreateWebhookEndpointMutation.ts";
import { useRemoveWebhookEndpointMutation } from "./useRemoveWebhookEndpointMutation.ts";
import { useResendWebhookDeliveryMutation } from "./useResendWebhookDeliveryMutation.ts";
import { useSecretShownOnce } from "./useSecretShownOnce.ts";
import { SecretShownOnce } from "./SecretShownOnce.tsx";
import { WebhookEndpoint } from "./WebhookEndpoint.tsx";
import { WebhookEndpointForm } from "./WebhookEndpointForm.tsx";

/** Webhook endpoints with their recent deliveries: add, remove, and resend a delivery. */
export function ApiAccessWebhooks({ profile, timeZone }: { profile: ApiAccessWebhooks_profile$key; timeZone: string }) {
  const { webhookEndpoints } = useFragment(
    graphql`
      fragment ApiAccessWebhooks_profile on BusinessProfile {
        # Read here and handed down as plain data, not as fragments of WebhookEndpoint and
        # WebhookDeliveryRow: each fragment spread counts as two levels of the server's depth limit
        # (12, graphql-armor), which the create-profile mutations that spread this would then pass.
        webhookEndpoints {
          id
          url
          kinds
          createdAt
          removedAt
          recentDeliveries(first: 10) {
            id
            eventId
            eventType
            state
            attempts
            lastStatus
            lastError
            nextAttemptAt
            deliveredAt
            createdAt
          }
        }
      }
    `,
    profile,
  );
  const [create, creating] = useCreateWebhookEndpointMutation();
  const [remove, removing] = useRemoveWebhookEndpointMutation();
  const [resend, resending] = useResendWebhookDeliveryMutation();
  const {
    created,
    fieldErrors,
    message,
    setMessage,
    submit: createEndpoint,
  } = useSecretShownOnce(create, "The endpoint could not be added. Please try again.");

  const act = async (run: () => Promise<{ ok: boolean; message?: string | null }>) => {
    setMessage(null);
    const outcome = await run();
    if (!outcome.ok) setMessage(outcome.message ?? "That did not work. Please try again.");
  };

  return (
    <div className="api-access__part">
      <h3>Webhooks</h3>
      <p className="backoffice__muted">
        Each change is POSTed to your URL as JSON, signed with HMAC-SHA256 in the <code>X-Webhook-Signature</code> header, and retried for a
        day until your endpoint answers 2xx.
      </p>
      <WebhookEndpointForm creating={creating} errors={fieldErrors} onCreate={createEndpoint} />
      {created ? (
        <SecretShownOnce
          secret={created.secret}
          label="Webhook signing secret"
          intro={<p>Endpoint {created.url} added. Its signing secret, shown only this once:</p>}
        />
      ) : null}
      {message ? <Notice variant="error">{message}</Notice> : null}
      {webhookEndpoints.length === 0 ? <p className="backoffice__muted">No webhook endpoints yet.</p> : null}
      {webhookEndpoints.map((endpoint) => (
        <WebhookEndpoint
          key={endpoint.id}
          endpoint={endpoint}
          timeZone={timeZone}
          removing={removing}
          resending={resending}
          onRemove={(id) => void act(() => remove({ id }))}
          onResend={(id) => void act(() => resend({ id }))}
        />
      ))}
    </div>
  );
}
