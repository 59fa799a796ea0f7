import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useResetPasswordMutation as ResetPasswordMutation } from "../../__generated__/useResetPasswordMutation.graphql.ts";
import { failureFrom, networkFailure, type MutationOutcome } from "../../relay/outcome.ts";

export type ResetPasswordOutcome = MutationOutcome<{ message: string }>;

/** resetPassword: the server's message, or why the link or the password was refused. */
export function useResetPasswordMutation(): [(input: { token: string; password: string }) => Promise<ResetPasswordOutcome>, boolean] {
  const [commit, inFlight] = useMutation<ResetPasswordMutation>(graphql`
    mutation useResetPasswordMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        __typename
        ... on ResetPasswordPayload {
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
  const reset = useCallback(
    (input: { token: string; password: string }) =>
      new Promise<ResetPasswordOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (response) => {
            const result = response.resetPassword;
            resolve(result.__typename === "ResetPasswordPayload" ? { ok: true, data: { message: result.message ?? "" } } : failureFrom(result));
          },
          onError: () => resolve(networkFailure()),
        });
      }),
    [commit],
  );
  return [reset, inFlight];
}
