import { graphql } from "react-relay/hooks";
import type { useRestoreEntryMutation as RestoreEntryMutation } from "../../__generated__/useRestoreEntryMutation.graphql.ts";
import { useLotLedgerMutation } from "./useLotLedgerMutation.ts";

const mutation = graphql`
  mutation useRestoreEntryMutation($input: RestoreEntryInput!, $from: Date, $to: Date) {
    restoreEntry(input: $input) {
      __typename
      ... on RestoreEntryPayload {
        changeCursor
        lot {
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

/** restoreEntry: counts a voided container or payment again and answers with the lot's fresh ledger for the range on screen. */
export function useRestoreEntryMutation() {
  return useLotLedgerMutation<RestoreEntryMutation>(mutation, "restoreEntry", "RestoreEntryPayload");
}
