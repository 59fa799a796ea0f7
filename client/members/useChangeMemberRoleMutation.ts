import { graphql } from "react-relay/hooks";
import type { useChangeMemberRoleMutation as ChangeMemberRoleMutation } from "../__generated__/useChangeMemberRoleMutation.graphql.ts";
import { useInputMutation, type AnswerOf } from "../relay/useMutationOutcome.ts";

const changedData = ({ cancelledInvitations }: AnswerOf<ChangeMemberRoleMutation>) =>
  cancelledInvitations === undefined ? null : { cancelledInvitations };

/** changeMemberRole. Shown once the server agreed: it may refuse (a company keeps one Owner at least). */
export function useChangeMemberRoleMutation() {
  return useInputMutation<ChangeMemberRoleMutation, { cancelledInvitations: number }>(
    graphql`
      mutation useChangeMemberRoleMutation($input: ChangeMemberRoleInput!) {
        changeMemberRole(input: $input) {
          ... on ChangeMemberRolePayload {
            cancelledInvitations
            company {
              id
              ...MembersSection_profile
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    changedData,
  );
}
