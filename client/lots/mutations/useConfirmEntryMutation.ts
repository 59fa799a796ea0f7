import { graphql } from "react-relay/hooks";
import type { useConfirmEntryMutation as ConfirmEntryMutation } from "../../__generated__/useConfirmEntryMutation.graphql.ts";
import { useLotLedgerMutation } from "./useLotLedgerMutation.ts";

const mutation = graphql`
  mutation useConfirmEntryMutation($input: ConfirmEntryInput!, $from: Date, $to: Date) {
    confirmEntry(input: $input) {
      __typename
      ... on ConfirmEntryPayload {
        changeCursor
        lot {
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

/** confirmEntry (issue 47): the other side confirms a container or payment as recorded; answers with the lot's fresh ledger and agreement for the range on screen. */
export function useConfirmEntryMutation() {
  return useLotLedgerMutation<ConfirmEntryMutation>(mutation, "confirmEntry", "ConfirmEntryPayload");
}
