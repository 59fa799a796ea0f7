import { graphql } from "react-relay/hooks";
import type { useCreateWebhookEndpointMutation as CreateWebhookEndpointMutation } from "../../__generated__/useCreateWebhookEndpointMutation.graphql.ts";
import { useInputMutation, type AnswerOf } from "../../relay/useMutationOutcome.ts";

const createdData = ({ secret, endpoint }: AnswerOf<CreateWebhookEndpointMutation>) =>
  secret && endpoint ? { secret, url: endpoint.url } : null;

/** createWebhookEndpoint. The payload refreshes the endpoint list; the signing secret is only in this answer. */
export function useCreateWebhookEndpointMutation() {
  return useInputMutation<CreateWebhookEndpointMutation, { secret: string; url: string }>(
    graphql`
      mutation useCreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {
        createWebhookEndpoint(input: $input) {
          ... on CreateWebhookEndpointPayload {
            secret
            endpoint {
              id
              url
            }
            company {
              id
              ...ApiAccessWebhooks_profile
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    createdData,
  );
}
