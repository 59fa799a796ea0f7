import { graphql } from "react-relay/hooks";
import type { useVoidEntryMutation as VoidEntryMutation } from "../../__generated__/useVoidEntryMutation.graphql.ts";
import { useLotLedgerMutation } from "./useLotLedgerMutation.ts";

const mutation = graphql`
  mutation useVoidEntryMutation($input: VoidEntryInput!, $from: Date, $to: Date) {
    voidEntry(input: $input) {
      __typename
      ... on VoidEntryPayload {
        changeCursor
        lot {
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

/** voidEntry: voids a container or payment (with a reason) and answers with the lot's fresh ledger for the range on screen. */
export function useVoidEntryMutation() {
  return useLotLedgerMutation<VoidEntryMutation>(mutation, "voidEntry", "VoidEntryPayload");
}
