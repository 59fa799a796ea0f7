import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useAcceptInvitationMutation as AcceptInvitationMutation, useAcceptInvitationMutation$data } from "../__generated__/useAcceptInvitationMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../relay/outcome.ts";
import { useMutationOutcome } from "../relay/useMutationOutcome.ts";
import { asTradeRole, type TradeRole } from "../../shared/roles.ts";

export type AcceptInvitationOutcome = MutationOutcome<{ companyName: string; tradeRole: TradeRole | null }>;

const acceptedOutcome = ({ acceptInvitation: result }: useAcceptInvitationMutation$data): AcceptInvitationOutcome =>
  result.__typename === "AcceptInvitationPayload" && result.viewer?.profile
    ? { ok: true, data: { companyName: result.viewer.profile.companyName, tradeRole: asTradeRole(result.viewer.profile.role) } }
    : failureFrom(result);

/** acceptInvitation. The payload gives the viewer their company's profile, so every screen reads it from the store at once. */
export function useAcceptInvitationMutation(): [(token: string) => Promise<AcceptInvitationOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<AcceptInvitationMutation, AcceptInvitationOutcome>(
    graphql`
      mutation useAcceptInvitationMutation($input: AcceptInvitationInput!) {
        acceptInvitation(input: $input) {
          __typename
          ... on AcceptInvitationPayload {
            viewer {
              id
              profile {
                id
                role
                companyName
                viewerRole
              }
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    acceptedOutcome,
  );
  const accept = useCallback((token: string) => run({ input: { token } }), [run]);
  return [accept, inFlight];
}
