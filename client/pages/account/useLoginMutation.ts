import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useLoginMutation as LoginMutation, useLoginMutation$data } from "../../__generated__/useLoginMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

type LoginResult = useLoginMutation$data["login"];
export type LoginUser = NonNullable<LoginResult["user"]>;
export type LoginPayload = { token: string | null; user: LoginUser | null };
export type LoginInput = { email: string; password: string };
export type LoginOutcome = MutationOutcome<LoginPayload>;

const loginOutcome = ({ login: result }: useLoginMutation$data): LoginOutcome =>
  result.__typename === "LoginPayload" ? { ok: true, data: { token: result.token || null, user: result.user ?? null } } : failureFrom(result);

/** login: a token and the user, or the server's message ("Invalid email or password", rate limit). */
export function useLoginMutation(): [(input: LoginInput) => Promise<LoginOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<LoginMutation, LoginOutcome>(
    graphql`
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
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    loginOutcome,
  );
  const login = useCallback((input: LoginInput) => run({ input }), [run]);
  return [login, inFlight];
}
