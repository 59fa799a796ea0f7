import { graphql } from "react-relay/hooks";
import type { useDisputeEntryMutation as DisputeEntryMutation } from "../../__generated__/useDisputeEntryMutation.graphql.ts";
import { useLotLedgerMutation } from "./useLotLedgerMutation.ts";

const mutation = graphql`
  mutation useDisputeEntryMutation($input: DisputeEntryInput!, $from: Date, $to: Date) {
    disputeEntry(input: $input) {
      __typename
      ... on DisputeEntryPayload {
        changeCursor
        lot {
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

/** disputeEntry (issue 47): the other side disputes a container or payment, with a reason and perhaps its own figure; answers with the lot's fresh ledger and agreement for the range on screen. */
export function useDisputeEntryMutation() {
  return useLotLedgerMutation<DisputeEntryMutation>(mutation, "disputeEntry", "DisputeEntryPayload");
}
