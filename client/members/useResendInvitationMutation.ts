import { graphql } from "react-relay/hooks";
import type { useResendInvitationMutation as ResendInvitationMutation } from "../__generated__/useResendInvitationMutation.graphql.ts";
import { useInputMutation, type AnswerOf } from "../relay/useMutationOutcome.ts";

/** `mailed` is false when it was mailed less than an hour ago: no new mail went (the server answers no link). */
const resentData = ({ invitation, link }: AnswerOf<ResendInvitationMutation>) => (invitation ? { mailed: link != null } : null);

/** resendInvitation: a new link and a new expiry, shown from the payload. */
export function useResendInvitationMutation() {
  return useInputMutation<ResendInvitationMutation, { mailed: boolean }>(
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
            link
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    resentData,
  );
}
