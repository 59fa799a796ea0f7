import { graphql } from "react-relay/hooks";
import type { useResendInvitationMutation as ResendInvitationMutation } from "../__generated__/useResendInvitationMutation.graphql.ts";
import { done, type MutationOutcome } from "../relay/outcome.ts";
import { useInputMutation } from "../relay/useMutationOutcome.ts";

export type ResendInvitationOutcome = MutationOutcome<true>;

/** resendInvitation: a new link and a new expiry, shown from the payload. */
export function useResendInvitationMutation() {
  return useInputMutation<ResendInvitationMutation, true>(
    graphql`
      mutation useResendInvitationMutation($input: ResendInvitationInput!) {
        resendInvitation(input: $input) {
          ... on ResendInvitationPayload {
            invitation {
              id
              status
              sentAt
              expiresAt
              invitedBy
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    done,
  );
}
