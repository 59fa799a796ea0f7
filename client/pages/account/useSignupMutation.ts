import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useSignupMutation as SignupMutation } from "../../__generated__/useSignupMutation.graphql.ts";
import { failureFrom, networkFailure, type MutationOutcome } from "../../relay/outcome.ts";

export type SignupInput = { name: string; email: string; phone: string; password: string; confirmPassword: string };
export type SignupOutcome = MutationOutcome<{ message: string }>;

/** signup: the server's message ("Signup successful. Please login."), or its per-field messages. */
export function useSignupMutation(): [(input: SignupInput) => Promise<SignupOutcome>, boolean] {
  const [commit, inFlight] = useMutation<SignupMutation>(graphql`
    mutation useSignupMutation($input: SignupInput!) {
      signup(input: $input) {
        __typename
        ... on SignupPayload {
          message
          user {
            id
          }
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
  const signup = useCallback(
    (input: SignupInput) =>
      new Promise<SignupOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (response) => {
            const result = response.signup;
            resolve(result.__typename === "SignupPayload" ? { ok: true, data: { message: result.message ?? "" } } : failureFrom(result));
          },
          onError: () => resolve(networkFailure()),
        });
      }),
    [commit],
  );
  return [signup, inFlight];
}
