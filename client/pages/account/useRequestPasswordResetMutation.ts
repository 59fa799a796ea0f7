import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation } from "../../__generated__/useRequestPasswordResetMutation.graphql.ts";
import { failureFrom, networkFailure, type MutationOutcome } from "../../relay/outcome.ts";

export type RequestPasswordResetOutcome = MutationOutcome<{ message: string }>;

/** requestPasswordReset: the server's message (the same whether or not the address has an account). */
export function useRequestPasswordResetMutation(): [(input: { email: string }) => Promise<RequestPasswordResetOutcome>, boolean] {
  const [commit, inFlight] = useMutation<RequestPasswordResetMutation>(graphql`
    mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        __typename
        ... on RequestPasswordResetPayload {
          message
        }
        ... on Error {
          message
        }
        ... on InputError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);
  const request = useCallback(
    (input: { email: string }) =>
      new Promise<RequestPasswordResetOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (response) => {
            const result = response.requestPasswordReset;
            resolve(
              result.__typename === "RequestPasswordResetPayload" ? { ok: true, data: { message: result.message ?? "" } } : failureFrom(result),
            );
          },
          onError: () => resolve(networkFailure()),
        });
      }),
    [commit],
  );
  return [request, inFlight];
}
