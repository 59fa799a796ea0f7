import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type {
  useResetPasswordMutation as ResetPasswordMutation,
  useResetPasswordMutation$data,
} from "../../__generated__/useResetPasswordMutation.graphql.ts";
import { messageOutcome, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

export type ResetPasswordOutcome = MutationOutcome<{ message: string }>;

const resetOutcome = ({ resetPassword: result }: useResetPasswordMutation$data): ResetPasswordOutcome => messageOutcome(result, "ResetPasswordPayload");

/** resetPassword: the server's message, or why the link or the password was refused. */
export function useResetPasswordMutation(): [(input: { token: string; password: string }) => Promise<ResetPasswordOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<ResetPasswordMutation, ResetPasswordOutcome>(
    graphql`
      mutation useResetPasswordMutation($input: ResetPasswordInput!) {
        resetPassword(input: $input) {
          __typename
          ... on ResetPasswordPayload {
            message
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    resetOutcome,
  );
  const reset = useCallback((input: { token: string; password: string }) => run({ input }), [run]);
  return [reset, inFlight];
}
