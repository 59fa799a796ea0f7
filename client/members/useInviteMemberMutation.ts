import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MemberRole, useInviteMemberMutation as InviteMemberMutation, useInviteMemberMutation$data } from "../__generated__/useInviteMemberMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../relay/outcome.ts";
import { useMutationOutcome } from "../relay/useMutationOutcome.ts";

export type InviteMemberOutcome = MutationOutcome<{ email: string }>;

const invitedOutcome = ({ inviteMember: result }: useInviteMemberMutation$data): InviteMemberOutcome =>
  result.__typename === "InviteMemberPayload" && result.invitation ? { ok: true, data: { email: result.invitation.email } } : failureFrom(result);

/** inviteMember. The payload refreshes the company's pending invitations. */
export function useInviteMemberMutation(): [(input: { email: string; role: MemberRole }) => Promise<InviteMemberOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<InviteMemberMutation, InviteMemberOutcome>(
    graphql`
      mutation useInviteMemberMutation($input: InviteMemberInput!) {
        inviteMember(input: $input) {
          __typename
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
    invitedOutcome,
  );
  const invite = useCallback((input: { email: string; role: MemberRole }) => run({ input }), [run]);
  return [invite, inFlight];
}
