import { graphql } from "react-relay/hooks";
import type { useAcceptInvitationMutation as AcceptInvitationMutation } from "../__generated__/useAcceptInvitationMutation.graphql.ts";
import { useInputMutation, type AnswerOf } from "../relay/useMutationOutcome.ts";
import { asTradeRole, type TradeRole } from "../../shared/roles.ts";

const acceptedData = ({ viewer }: AnswerOf<AcceptInvitationMutation>) =>
  viewer?.profile ? { companyName: viewer.profile.companyName, tradeRole: asTradeRole(viewer.profile.role) } : null;

/** acceptInvitation. The payload gives the viewer their company's profile, so every screen reads it from the store at once. */
export function useAcceptInvitationMutation() {
  return useInputMutation<AcceptInvitationMutation, { companyName: string; tradeRole: TradeRole | null }>(
    graphql`
      mutation useAcceptInvitationMutation($input: AcceptInvitationInput!) {
        acceptInvitation(input: $input) {
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
    acceptedData,
  );
}
