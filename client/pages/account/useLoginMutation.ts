import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useLoginMutation as LoginMutation, useLoginMutation$data } from "../../__generated__/useLoginMutation.graphql.ts";
import { failureFrom, networkFailure, type MutationOutcome } from "../../relay/outcome.ts";

type LoginResult = useLoginMutation$data["login"];
export type LoginUser = NonNullable<LoginResult["user"]>;
export type LoginPayload = { token: string | null; user: LoginUser | null };
export type LoginInput = { email: string; password: string };
export type LoginOutcome = MutationOutcome<LoginPayload>;

/** login: a token and the user, or the server's message ("Invalid email or password", rate limit). */
export function useLoginMutation(): [(input: LoginInput) => Promise<LoginOutcome>, boolean] {
  const [commit, inFlight] = useMutation<LoginMutation>(graphql`
    mutation useLoginMutation($input: LoginInput!) {
      login(input: $input) {
        __typename
        ... on LoginPayload {
          token
          user {
            id
            name
            email
            phone
            profile {
              id
              role
              companyName
            }
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
  const login = useCallback(
    (input: LoginInput) =>
      new Promise<LoginOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (response) => {
            const result = response.login;
            resolve(
              result.__typename === "LoginPayload"
                ? { ok: true, data: { token: result.token || null, user: result.user ?? null } }
                : failureFrom(result),
            );
          },
          onError: () => resolve(networkFailure()),
        });
      }),
    [commit],
  );
  return [login, inFlight];
}
