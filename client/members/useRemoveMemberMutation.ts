import { graphql } from "react-relay/hooks";
import type { useRemoveMemberMutation as RemoveMemberMutation } from "../__generated__/useRemoveMemberMutation.graphql.ts";
import { done, type MutationOutcome } from "../relay/outcome.ts";
import { useInputMutation } from "../relay/useMutationOutcome.ts";

export type RemoveMemberOutcome = MutationOutcome<true>;

/** removeMember. The payload refreshes the company's member list. */
export function useRemoveMemberMutation() {
  return useInputMutation<RemoveMemberMutation, true>(
    graphql`
      mutation useRemoveMemberMutation($input: RemoveMemberInput!) {
        removeMember(input: $input) {
          ... on RemoveMemberPayload {
            company {
              id
              ...MembersSection_profile
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    done,
  );
}
