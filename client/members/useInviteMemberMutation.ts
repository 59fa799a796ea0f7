import { graphql } from "react-relay/hooks";
import type { useInviteMemberMutation as InviteMemberMutation } from "../__generated__/useInviteMemberMutation.graphql.ts";
import type { MutationOutcome } from "../relay/outcome.ts";
import { useInputMutation, type AnswerOf } from "../relay/useMutationOutcome.ts";

export type InviteMemberOutcome = MutationOutcome<{ email: string }>;

const invitedData = ({ invitation }: AnswerOf<InviteMemberMutation>) => (invitation ? { email: invitation.email } : null);

/** inviteMember. The payload refreshes the company's pending invitations. */
export function useInviteMemberMutation() {
  return useInputMutation<InviteMemberMutation, { email: string }>(
    graphql`
      mutation useInviteMemberMutation($input: InviteMemberInput!) {
        inviteMember(input: $input) {
          ... on InviteMemberPayload {
            invitation {
              id
              email
            }
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
