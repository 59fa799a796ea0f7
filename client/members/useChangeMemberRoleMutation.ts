import { graphql } from "react-relay/hooks";
import type { useChangeMemberRoleMutation as ChangeMemberRoleMutation } from "../__generated__/useChangeMemberRoleMutation.graphql.ts";
import { done, type MutationOutcome } from "../relay/outcome.ts";
import { useInputMutation } from "../relay/useMutationOutcome.ts";

export type ChangeMemberRoleOutcome = MutationOutcome<true>;

/** changeMemberRole. Shown once the server agreed: it may refuse (a company keeps one Owner at least). */
export function useChangeMemberRoleMutation() {
  return useInputMutation<ChangeMemberRoleMutation, true>(
    graphql`
      mutation useChangeMemberRoleMutation($input: ChangeMemberRoleInput!) {
        changeMemberRole(input: $input) {
          ... on ChangeMemberRolePayload {
            member {
              id
              role
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    done,
  );
}
