import { graphql } from "react-relay/hooks";
import type { useAcceptDisputeMutation as AcceptDisputeMutation } from "../../__generated__/useAcceptDisputeMutation.graphql.ts";
import { useLotLedgerMutation } from "./useLotLedgerMutation.ts";

const mutation = graphql`
  mutation useAcceptDisputeMutation($input: AcceptDisputeInput!, $from: Date, $to: Date) {
    acceptDispute(input: $input) {
      __typename
      ... on AcceptDisputePayload {
        changeCursor
        lot {
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

/** acceptDispute (issue 47): the recording side takes a dispute's figure: the entry is corrected and confirmed; answers with the lot's fresh ledger and agreement for the range on screen. */
export function useAcceptDisputeMutation() {
  return useLotLedgerMutation<AcceptDisputeMutation>(mutation, "acceptDispute", "AcceptDisputePayload");
}
