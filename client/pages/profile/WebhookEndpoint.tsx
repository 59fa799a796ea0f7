import type { ApiAccessWebhooks_profile$data } from "../../__generated__/ApiAccessWebhooks_profile.graphql.ts";
import { formatInstant } from "../../format/instant.ts";
import { WebhookDeliveryRow } from "./WebhookDeliveryRow.tsx";
import { kindsInWords } from "./webhookWords.ts";

/** An endpoint as ApiAccessWebhooks_profile reads it (see there why not a fragment of its own). */
type WebhookEndpointData = ApiAccessWebhooks_profile$data["webhookEndpoints"][number];

/** A webhook endpoint: its URL, kinds and dates, Remove (until removed), and its recent deliveries. */
export function WebhookEndpoint({
  endpoint,
  timeZone,
  removing,
  resending,
  onRemove,
  onResend,
}: {
  endpoint: WebhookEndpointData;
  timeZone: string;
  removing: boolean;
  resending: boolean;
  onRemove: (id: string) => void;
  onResend: (id: string) => void;
}) {
  return (
    <article className="api-access__endpoint" aria-label={`Webhook ${endpoint.url}`}>
      <header>
        <h4>
          <code>{endpoint.url}</code>
        </h4>
        <p className="backoffice__muted">
          {kindsInWords(endpoint.kinds)} · added {formatInstant(endpoint.createdAt, timeZone)}
          {endpoint.removedAt ? ` · removed ${formatInstant(endpoint.removedAt, timeZone)}` : null}
        </p>
        {endpoint.removedAt ? null : (
          <button
            type="button"
            className="btn btn--small btn--outline"
            disabled={removing}
            onClick={() => window.confirm(`Stop sending events to ${endpoint.url}?`) && onRemove(endpoint.id)}
          >
            Remove endpoint
          </button>
        )}
      </header>
      {endpoint.recentDeliveries.length === 0 ? (
        <p className="backoffice__muted">No deliveries yet.</p>
      ) : (
        <div className="api-access__table-box">
          <table className="api-access__table">
            <caption>Recent deliveries</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Queued</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last answer</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {endpoint.recentDeliveries.map((delivery) => (
                <WebhookDeliveryRow
                  key={delivery.id}
                  delivery={delivery}
                  timeZone={timeZone}
                  canResend={!endpoint.removedAt}
                  resending={resending}
                  onResend={onResend}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
