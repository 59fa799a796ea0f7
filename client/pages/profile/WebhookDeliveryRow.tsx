import type { WebhookEndpointData } from "./WebhookEndpoint.tsx";
import { formatInstant } from "../../format/instant.ts";
import { deliveryStatus, lastAnswer } from "./webhookWords.ts";

/** One recent delivery of an endpoint, with Resend unless it is pending or the endpoint was removed. */
export function WebhookDeliveryRow({
  delivery,
  timeZone,
  canResend,
  resending,
  onResend,
}: {
  delivery: WebhookEndpointData["recentDeliveries"][number];
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
