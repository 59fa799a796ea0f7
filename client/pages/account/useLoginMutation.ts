import { graphql } from "react-relay/hooks";
import type { useLoginMutation as LoginMutation, useLoginMutation$data } from "../../__generated__/useLoginMutation.graphql.ts";
import { useInputMutation, type AnswerOf } from "../../relay/useMutationOutcome.ts";

type LoginResult = useLoginMutation$data["login"];
export type LoginUser = NonNullable<LoginResult["user"]>;
export type LoginPayload = { token: string | null; user: LoginUser | null };

const loginData = (payload: AnswerOf<LoginMutation>): LoginPayload => ({ token: payload.token || null, user: payload.user ?? null });

/** login: a token and the user, or the server's message ("Invalid email or password", rate limit). */
export function useLoginMutation() {
  return useInputMutation<LoginMutation, LoginPayload>(
    graphql`
      mutation useLoginMutation($input: LoginInput!) {
        login(input: $input) {
          ... on LoginPayload {
            token
            user {
              id
              name
              email
              phone
              houseRole
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
    loginData,
  );
}
