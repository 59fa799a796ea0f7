import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useSignupMutation as SignupMutation, useSignupMutation$data } from "../../__generated__/useSignupMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

export type SignupInput = { name: string; email: string; phone: string; password: string; confirmPassword: string };
export type SignupOutcome = MutationOutcome<{ message: string }>;

const signupOutcome = ({ signup: result }: useSignupMutation$data): SignupOutcome =>
  result.__typename === "SignupPayload" ? { ok: true, data: { message: result.message ?? "" } } : failureFrom(result);

/** signup: the server's message ("Signup successful. Please login."), or its per-field messages. */
export function useSignupMutation(): [(input: SignupInput) => Promise<SignupOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<SignupMutation, SignupOutcome>(
    graphql`
      mutation useSignupMutation($input: SignupInput!) {
        signup(input: $input) {
          __typename
          ... on SignupPayload {
            message
            user {
              id
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    signupOutcome,
  );
  const signup = useCallback((input: SignupInput) => run({ input }), [run]);
  return [signup, inFlight];
}
