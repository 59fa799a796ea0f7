import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { ApiKeyScope, useCreateApiKeyMutation as CreateApiKeyMutation, useCreateApiKeyMutation$data } from "../../__generated__/useCreateApiKeyMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

export type CreateApiKeyOutcome = MutationOutcome<{ secret: string; name: string }>;

const createdOutcome = ({ createApiKey: result }: useCreateApiKeyMutation$data): CreateApiKeyOutcome =>
  result.__typename === "CreateApiKeyPayload" && result.secret && result.apiKey ? { ok: true, data: { secret: result.secret, name: result.apiKey.name } } : failureFrom(result);

/** createApiKey. The payload refreshes the company's key list; the secret is only in this answer. */
export function useCreateApiKeyMutation(): [(input: { name: string; scope: ApiKeyScope }) => Promise<CreateApiKeyOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<CreateApiKeyMutation, CreateApiKeyOutcome>(
    graphql`
      mutation useCreateApiKeyMutation($input: CreateApiKeyInput!) {
        createApiKey(input: $input) {
          __typename
          ... on CreateApiKeyPayload {
            secret
            apiKey {
              id
              name
            }
            company {
              id
              ...ApiAccessKeys_profile
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    createdOutcome,
  );
  const create = useCallback((input: { name: string; scope: ApiKeyScope }) => run({ input }), [run]);
  return [create, inFlight];
}
