import { graphql } from "react-relay/hooks";
import type { useResendWebhookDeliveryMutation as ResendWebhookDeliveryMutation } from "../../__generated__/useResendWebhookDeliveryMutation.graphql.ts";
import { done, type MutationOutcome } from "../../relay/outcome.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";

export type ResendDeliveryOutcome = MutationOutcome<true>;

/** resendWebhookDelivery: the payload shows the delivery pending again. */
export function useResendWebhookDeliveryMutation() {
  return useInputMutation<ResendWebhookDeliveryMutation, true>(
    graphql`
      mutation useResendWebhookDeliveryMutation($input: ResendWebhookDeliveryInput!) {
        resendWebhookDelivery(input: $input) {
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
    done,
  );
}
