import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useRevokeApiKeyMutation as RevokeApiKeyMutation, useRevokeApiKeyMutation$data } from "../../__generated__/useRevokeApiKeyMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

export type RevokeApiKeyOutcome = MutationOutcome<null>;

const revokedOutcome = ({ revokeApiKey: result }: useRevokeApiKeyMutation$data): RevokeApiKeyOutcome =>
  result.__typename === "RevokeApiKeyPayload" ? { ok: true, data: null } : failureFrom(result);

/** revokeApiKey. Shown revoked once the server has revoked it (a security action is not shown before it happened). */
export function useRevokeApiKeyMutation(): [(id: string) => Promise<RevokeApiKeyOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<RevokeApiKeyMutation, RevokeApiKeyOutcome>(
    graphql`
      mutation useRevokeApiKeyMutation($input: RevokeApiKeyInput!) {
        revokeApiKey(input: $input) {
          __typename
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
    revokedOutcome,
  );
  const revoke = useCallback((id: string) => run({ input: { id } }), [run]);
  return [revoke, inFlight];
}
