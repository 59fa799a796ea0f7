import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useResendInvitationMutation as ResendInvitationMutation, useResendInvitationMutation$data } from "../__generated__/useResendInvitationMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../relay/outcome.ts";
import { useMutationOutcome } from "../relay/useMutationOutcome.ts";

export type ResendInvitationOutcome = MutationOutcome<null>;

const resentOutcome = ({ resendInvitation: result }: useResendInvitationMutation$data): ResendInvitationOutcome =>
  result.__typename === "ResendInvitationPayload" ? { ok: true, data: null } : failureFrom(result);

/** resendInvitation: a new link and a new expiry, shown from the payload. */
export function useResendInvitationMutation(): [(id: string) => Promise<ResendInvitationOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<ResendInvitationMutation, ResendInvitationOutcome>(
    graphql`
      mutation useResendInvitationMutation($input: ResendInvitationInput!) {
        resendInvitation(input: $input) {
          __typename
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
    resentOutcome,
  );
  const resend = useCallback((id: string) => run({ input: { id } }), [run]);
  return [resend, inFlight];
}
