import { graphql } from "react-relay/hooks";
import type { useAnswerDisputeMutation as AnswerDisputeMutation } from "../../__generated__/useAnswerDisputeMutation.graphql.ts";
import { useLotLedgerMutation } from "./useLotLedgerMutation.ts";

const mutation = graphql`
  mutation useAnswerDisputeMutation($input: AnswerDisputeInput!, $from: Date, $to: Date) {
    answerDispute(input: $input) {
      __typename
      ... on AnswerDisputePayload {
        changeCursor
        lot {
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

/** answerDispute (issue 47): the recording side answers a dispute; answers with the lot's fresh ledger and agreement for the range on screen. */
export function useAnswerDisputeMutation() {
  return useLotLedgerMutation<AnswerDisputeMutation>(mutation, "answerDispute", "AnswerDisputePayload");
}
