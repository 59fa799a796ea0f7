import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type {
  useRemoveWebhookEndpointMutation as RemoveWebhookEndpointMutation,
  useRemoveWebhookEndpointMutation$data,
} from "../../__generated__/useRemoveWebhookEndpointMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

export type RemoveWebhookOutcome = MutationOutcome<null>;

const removedOutcome = ({ removeWebhookEndpoint: result }: useRemoveWebhookEndpointMutation$data): RemoveWebhookOutcome =>
  result.__typename === "RemoveWebhookEndpointPayload" ? { ok: true, data: null } : failureFrom(result);

/** removeWebhookEndpoint: the endpoint stays listed as removed, with its pending deliveries failed. */
export function useRemoveWebhookEndpointMutation(): [(id: string) => Promise<RemoveWebhookOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<RemoveWebhookEndpointMutation, RemoveWebhookOutcome>(
    graphql`
      mutation useRemoveWebhookEndpointMutation($input: RemoveWebhookEndpointInput!) {
        removeWebhookEndpoint(input: $input) {
          __typename
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
    removedOutcome,
  );
  const remove = useCallback((id: string) => run({ input: { id } }), [run]);
  return [remove, inFlight];
}
