import { graphql } from "react-relay/hooks";
import type { useRemoveWebhookEndpointMutation as RemoveWebhookEndpointMutation } from "../../__generated__/useRemoveWebhookEndpointMutation.graphql.ts";
import { done } from "../../relay/outcome.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";

/** removeWebhookEndpoint: the endpoint stays listed as removed, with its pending deliveries failed. */
export function useRemoveWebhookEndpointMutation() {
  return useInputMutation<RemoveWebhookEndpointMutation, true>(
    graphql`
      mutation useRemoveWebhookEndpointMutation($input: RemoveWebhookEndpointInput!) {
        removeWebhookEndpoint(input: $input) {
          ... on RemoveWebhookEndpointPayload {
            endpoint {
              id
              removedAt
              recentDeliveries(first: 10) {
                id
                state
                lastError
              }
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    done,
  );
}
