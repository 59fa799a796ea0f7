import { graphql } from "react-relay/hooks";
import type { useRemoveMemberMutation as RemoveMemberMutation } from "../__generated__/useRemoveMemberMutation.graphql.ts";
import { useInputMutation, type AnswerOf } from "../relay/useMutationOutcome.ts";

const changedData = ({ cancelledInvitations }: AnswerOf<RemoveMemberMutation>) =>
  cancelledInvitations === undefined ? null : { cancelledInvitations };

/** removeMember. The payload refreshes the company's member list. */
export function useRemoveMemberMutation() {
  return useInputMutation<RemoveMemberMutation, { cancelledInvitations: number }>(
    graphql`
      mutation useRemoveMemberMutation($input: RemoveMemberInput!) {
        removeMember(input: $input) {
          ... on RemoveMemberPayload {
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
