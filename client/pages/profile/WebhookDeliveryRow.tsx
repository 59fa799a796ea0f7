import { graphql, useFragment } from "react-relay/hooks";
import type { WebhookDeliveryRow_delivery$key } from "../../__generated__/WebhookDeliveryRow_delivery.graphql.ts";
import { formatInstant } from "../../format/instant.ts";
import { deliveryStatus, lastAnswer } from "./webhookWords.ts";

/** One recent delivery of an endpoint, with Resend unless it is pending or the endpoint was removed. */
export function WebhookDeliveryRow({
  delivery: key,
  timeZone,
  canResend,
  resending,
  onResend,
}: {
  delivery: WebhookDeliveryRow_delivery$key;
  timeZone: string;
  canResend: boolean;
  resending: boolean;
  onResend: (id: string) => void;
}) {
  const delivery = useFragment(
    graphql`
      fragment WebhookDeliveryRow_delivery on WebhookDelivery {
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
    `,
    key,
  );
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
