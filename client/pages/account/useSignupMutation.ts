import { graphql } from "react-relay/hooks";
import type { useSignupMutation as SignupMutation } from "../../__generated__/useSignupMutation.graphql.ts";
import { messageData } from "../../relay/outcome.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";

export type SignupInput = { name: string; email: string; phone: string; password: string; confirmPassword: string };

/** signup: the server's message ("Signup successful. Please login."), or its per-field messages. */
export function useSignupMutation() {
  return useInputMutation<SignupMutation, { message: string }>(
    graphql`
      mutation useSignupMutation($input: SignupInput!) {
        signup(input: $input) {
          ... on SignupPayload {
            message
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    messageData,
  );
}
