import { graphql } from "react-relay/hooks";
import type { useCreateApiKeyMutation as CreateApiKeyMutation } from "../../__generated__/useCreateApiKeyMutation.graphql.ts";
import type { MutationOutcome } from "../../relay/outcome.ts";
import { useInputMutation, type AnswerOf } from "../../relay/useMutationOutcome.ts";

export type CreateApiKeyOutcome = MutationOutcome<{ secret: string; name: string }>;

const createdData = ({ secret, apiKey }: AnswerOf<CreateApiKeyMutation>) => (secret && apiKey ? { secret, name: apiKey.name } : null);

/** createApiKey. The payload refreshes the company's key list; the secret is only in this answer. */
export function useCreateApiKeyMutation() {
  return useInputMutation<CreateApiKeyMutation, { secret: string; name: string }>(
    graphql`
      mutation useCreateApiKeyMutation($input: CreateApiKeyInput!) {
        createApiKey(input: $input) {
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
    createdData,
  );
}
