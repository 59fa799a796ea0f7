import { graphql } from "react-relay/hooks";
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation } from "../../__generated__/useRequestPasswordResetMutation.graphql.ts";
import { messageData } from "../../relay/outcome.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";

/** requestPasswordReset: the server's message (the same whether or not the address has an account). */
export function useRequestPasswordResetMutation() {
  return useInputMutation<RequestPasswordResetMutation, { message: string }>(
    graphql`
      mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
        requestPasswordReset(input: $input) {
          ... on RequestPasswordResetPayload {
            message
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    messageData,
  );
}
