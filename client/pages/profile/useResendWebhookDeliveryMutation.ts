import { graphql } from "react-relay/hooks";
import type { useResendWebhookDeliveryMutation as ResendWebhookDeliveryMutation } from "../../__generated__/useResendWebhookDeliveryMutation.graphql.ts";
import { done } from "../../relay/outcome.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";

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
