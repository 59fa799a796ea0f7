import type { ApiAccessWebhooks_profile$data } from "../../__generated__/ApiAccessWebhooks_profile.graphql.ts";
import { formatInstant } from "../../format/instant.ts";
import { deliveryStatus, lastAnswer } from "./webhookWords.ts";

/** A delivery as ApiAccessWebhooks_profile reads it (see there why not a fragment of its own). */
type Delivery = ApiAccessWebhooks_profile$data["webhookEndpoints"][number]["recentDeliveries"][number];

/** One recent delivery of an endpoint, with Resend unless it is pending or the endpoint was removed. */
export function WebhookDeliveryRow({
  delivery,
  timeZone,
  canResend,
  resending,
  onResend,
}: {
  delivery: Delivery;
  timeZone: string;
  canResend: boolean;
  resending: boolean;
  onResend: (id: string) => void;
}) {
  return (
    <tr>
      <td>
        {delivery.eventType} <code>{delivery.eventId}</code>
      </td>
      <td>{formatInstant(delivery.createdAt, timeZone)}</td>
      <td>{deliveryStatus(delivery, timeZone)}</td>
      <td>{delivery.attempts}</td>
      <td>{lastAnswer(delivery)}</td>
      <td>
        {!canResend || delivery.state === "PENDING" ? null : (
          <button
            type="button"
            className="btn btn--small btn--outline"
            aria-label={`Resend ${delivery.eventId}`}
            disabled={resending}
            onClick={() => onResend(delivery.id)}
          >
            Resend
          </button>
        )}
      </td>
    </tr>
  );
}
