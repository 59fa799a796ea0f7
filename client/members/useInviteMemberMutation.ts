import { graphql } from "react-relay/hooks";
import type { useInviteMemberMutation as InviteMemberMutation } from "../__generated__/useInviteMemberMutation.graphql.ts";
import { useInputMutation, type AnswerOf } from "../relay/useMutationOutcome.ts";

/** `mailed` is false when the address was mailed less than an hour ago: no new mail went (the server answers no link). */
const invitedData = ({ invitation, link }: AnswerOf<InviteMemberMutation>) =>
  invitation ? { email: invitation.email, mailed: link != null } : null;

/** inviteMember. The payload refreshes the company's pending invitations. */
export function useInviteMemberMutation() {
  return useInputMutation<InviteMemberMutation, { email: string; mailed: boolean }>(
    graphql`
      mutation useInviteMemberMutation($input: InviteMemberInput!) {
        inviteMember(input: $input) {
          ... on InviteMemberPayload {
            invitation {
              id
              email
            }
            link
            company {
              id
              ...MembersSection_profile
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    invitedData,
  );
}
