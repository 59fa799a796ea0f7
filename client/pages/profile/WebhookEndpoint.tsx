import { graphql, useFragment } from "react-relay/hooks";
import type { WebhookEndpoint_endpoint$key } from "../../__generated__/WebhookEndpoint_endpoint.graphql.ts";
import { formatInstant } from "../../format/instant.ts";
import { WebhookDeliveryRow } from "./WebhookDeliveryRow.tsx";
import { kindsInWords } from "./webhookWords.ts";

/** A webhook endpoint: its URL, kinds and dates, Remove (until removed), and its recent deliveries. */
export function WebhookEndpoint({
  endpoint: key,
  timeZone,
  removing,
  resending,
  onRemove,
  onResend,
}: {
  endpoint: WebhookEndpoint_endpoint$key;
  timeZone: string;
  removing: boolean;
  resending: boolean;
  onRemove: (id: string) => void;
  onResend: (id: string) => void;
}) {
  const endpoint = useFragment(
    graphql`
      fragment WebhookEndpoint_endpoint on WebhookEndpoint {
        id
        url
        kinds
        createdAt
        removedAt
        recentDeliveries(first: 10) {
          id
          ...WebhookDeliveryRow_delivery
        }
      }
    `,
    key,
  );
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
