import { graphql } from "react-relay/hooks";
import type { useCreateApiKeyMutation as CreateApiKeyMutation } from "../../__generated__/useCreateApiKeyMutation.graphql.ts";
import { useInputMutation, type AnswerOf } from "../../relay/useMutationOutcome.ts";

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
