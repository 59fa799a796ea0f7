import { graphql } from "react-relay/hooks";
import type { useUpdateLotMutation as UpdateLotMutation } from "../../__generated__/useUpdateLotMutation.graphql.ts";
import { useLotLedgerMutation } from "./useLotLedgerMutation.ts";

const mutation = graphql`
  mutation useUpdateLotMutation($input: UpdateLotInput!, $from: Date, $to: Date) {
    updateLot(input: $input) {
      __typename
      ... on UpdateLotPayload {
        changeCursor
        lot {
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

/** updateLot: a lot's state, price or notes (issue 48); answers with the lot and its fresh ledger for the range on screen. */
export function useUpdateLotMutation() {
  return useLotLedgerMutation<UpdateLotMutation>(mutation, "updateLot", "UpdateLotPayload");
}
