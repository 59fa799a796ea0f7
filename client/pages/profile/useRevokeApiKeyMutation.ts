import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useRevokeApiKeyMutation as RevokeApiKeyMutation, useRevokeApiKeyMutation$data } from "../../__generated__/useRevokeApiKeyMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

export type RevokeApiKeyOutcome = MutationOutcome<null>;

const revokedOutcome = ({ revokeApiKey: result }: useRevokeApiKeyMutation$data): RevokeApiKeyOutcome =>
  result.__typename === "RevokeApiKeyPayload" ? { ok: true, data: null } : failureFrom(result);

/** revokeApiKey, shown revoked at once (optimistic); the server's answer confirms the time. */
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
          ... on Error {
            message
          }
        }
      }
    `,
    revokedOutcome,
  );
  const revoke = useCallback(
    (id: string) =>
      run(
        { input: { id } },
        { optimisticResponse: { revokeApiKey: { __typename: "RevokeApiKeyPayload", apiKey: { id, revokedAt: new Date().toISOString() } } } },
      ),
    [run],
  );
  return [revoke, inFlight];
}
