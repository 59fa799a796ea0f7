import { graphql } from "react-relay/hooks";
import type { useInvitationLinkMutation as InvitationLinkMutation } from "../__generated__/useInvitationLinkMutation.graphql.ts";
import { useInputMutation, type AnswerOf } from "../relay/useMutationOutcome.ts";

const linkData = ({ link }: AnswerOf<InvitationLinkMutation>) => (link ? { link } : null);

/** invitationLink: a fresh link to share by hand; the earlier one stops working. */
export function useInvitationLinkMutation() {
  return useInputMutation<InvitationLinkMutation, { link: string }>(
    graphql`
      mutation useInvitationLinkMutation($input: InvitationLinkInput!) {
        invitationLink(input: $input) {
          ... on InvitationLinkPayload {
            link
            invitation {
              id
              status
              expiresAt
              invitedBy
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    linkData,
  );
}
