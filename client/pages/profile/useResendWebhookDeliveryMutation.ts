import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type {
  useResendWebhookDeliveryMutation as ResendWebhookDeliveryMutation,
  useResendWebhookDeliveryMutation$data,
} from "../../__generated__/useResendWebhookDeliveryMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

export type ResendDeliveryOutcome = MutationOutcome<null>;

const resentOutcome = ({ resendWebhookDelivery: result }: useResendWebhookDeliveryMutation$data): ResendDeliveryOutcome =>
  result.__typename === "ResendWebhookDeliveryPayload" ? { ok: true, data: null } : failureFrom(result);

/** resendWebhookDelivery: the payload shows the delivery pending again. */
export function useResendWebhookDeliveryMutation(): [(id: string) => Promise<ResendDeliveryOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<ResendWebhookDeliveryMutation, ResendDeliveryOutcome>(
    graphql`
      mutation useResendWebhookDeliveryMutation($input: ResendWebhookDeliveryInput!) {
        resendWebhookDelivery(input: $input) {
          __typename
          ... on ResendWebhookDeliveryPayload {
            delivery {
              id
              state
              nextAttemptAt
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    resentOutcome,
  );
  const resend = useCallback((id: string) => run({ input: { id } }), [run]);
  return [resend, inFlight];
}
