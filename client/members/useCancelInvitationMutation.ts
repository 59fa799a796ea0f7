import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useCancelInvitationMutation as CancelInvitationMutation, useCancelInvitationMutation$data } from "../__generated__/useCancelInvitationMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../relay/outcome.ts";
import { useMutationOutcome } from "../relay/useMutationOutcome.ts";

export type CancelInvitationOutcome = MutationOutcome<null>;

const cancelledOutcome = ({ cancelInvitation: result }: useCancelInvitationMutation$data): CancelInvitationOutcome =>
  result.__typename === "CancelInvitationPayload" ? { ok: true, data: null } : failureFrom(result);

/** cancelInvitation. The payload refreshes the company's pending invitations. */
export function useCancelInvitationMutation(): [(id: string) => Promise<CancelInvitationOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<CancelInvitationMutation, CancelInvitationOutcome>(
    graphql`
      mutation useCancelInvitationMutation($input: CancelInvitationInput!) {
        cancelInvitation(input: $input) {
          __typename
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
    cancelledOutcome,
  );
  const cancel = useCallback((id: string) => run({ input: { id } }), [run]);
  return [cancel, inFlight];
}
