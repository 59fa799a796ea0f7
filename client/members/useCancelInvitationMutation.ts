import { graphql } from "react-relay/hooks";
import type { useCancelInvitationMutation as CancelInvitationMutation } from "../__generated__/useCancelInvitationMutation.graphql.ts";
import { done } from "../relay/outcome.ts";
import { useInputMutation } from "../relay/useMutationOutcome.ts";

/** cancelInvitation. The payload refreshes the company's pending invitations. */
export function useCancelInvitationMutation() {
  return useInputMutation<CancelInvitationMutation, true>(
    graphql`
      mutation useCancelInvitationMutation($input: CancelInvitationInput!) {
        cancelInvitation(input: $input) {
          ... on CancelInvitationPayload {
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
