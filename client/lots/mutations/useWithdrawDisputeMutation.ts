import { graphql } from "react-relay/hooks";
import type { useWithdrawDisputeMutation as WithdrawDisputeMutation } from "../../__generated__/useWithdrawDisputeMutation.graphql.ts";
import { useLotLedgerMutation } from "./useLotLedgerMutation.ts";

const mutation = graphql`
  mutation useWithdrawDisputeMutation($input: WithdrawDisputeInput!, $from: Date, $to: Date) {
    withdrawDispute(input: $input) {
      __typename
      ... on WithdrawDisputePayload {
        changeCursor
        lot {
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

/** withdrawDispute (issue 47): either side withdraws a dispute: the entry is recorded again; answers with the lot's fresh ledger and agreement for the range on screen. */
export function useWithdrawDisputeMutation() {
  return useLotLedgerMutation<WithdrawDisputeMutation>(mutation, "withdrawDispute", "WithdrawDisputePayload");
}
