import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type {
  ChangeKind,
  useCreateWebhookEndpointMutation as CreateWebhookEndpointMutation,
  useCreateWebhookEndpointMutation$data,
} from "../../__generated__/useCreateWebhookEndpointMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

export type CreateWebhookOutcome = MutationOutcome<{ secret: string; url: string }>;

const createdOutcome = ({ createWebhookEndpoint: result }: useCreateWebhookEndpointMutation$data): CreateWebhookOutcome =>
  result.__typename === "CreateWebhookEndpointPayload" && result.secret && result.endpoint ? { ok: true, data: { secret: result.secret, url: result.endpoint.url } } : failureFrom(result);

/** createWebhookEndpoint. The payload refreshes the endpoint list; the signing secret is only in this answer. */
export function useCreateWebhookEndpointMutation(): [(input: { url: string; kinds: ChangeKind[] }) => Promise<CreateWebhookOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<CreateWebhookEndpointMutation, CreateWebhookOutcome>(
    graphql`
      mutation useCreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {
        createWebhookEndpoint(input: $input) {
          __typename
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
    createdOutcome,
  );
  const create = useCallback((input: { url: string; kinds: ChangeKind[] }) => run({ input }), [run]);
  return [create, inFlight];
}
