import { graphql } from "react-relay/hooks";
import type { useRevokeApiKeyMutation as RevokeApiKeyMutation } from "../../__generated__/useRevokeApiKeyMutation.graphql.ts";
import { done } from "../../relay/outcome.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";

/** revokeApiKey. Shown revoked once the server has revoked it (a security action is not shown before it happened). */
export function useRevokeApiKeyMutation() {
  return useInputMutation<RevokeApiKeyMutation, true>(
    graphql`
      mutation useRevokeApiKeyMutation($input: RevokeApiKeyInput!) {
        revokeApiKey(input: $input) {
          ... on RevokeApiKeyPayload {
            apiKey {
              id
              revokedAt
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    done,
  );
}
