import { graphql } from "react-relay/hooks";
import type { useResetPasswordMutation as ResetPasswordMutation } from "../../__generated__/useResetPasswordMutation.graphql.ts";
import { messageData } from "../../relay/outcome.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";

/** resetPassword: the server's message, or why the link or the password was refused. */
export function useResetPasswordMutation() {
  return useInputMutation<ResetPasswordMutation, { message: string }>(
    graphql`
      mutation useResetPasswordMutation($input: ResetPasswordInput!) {
        resetPassword(input: $input) {
          ... on ResetPasswordPayload {
            message
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    messageData,
  );
}
