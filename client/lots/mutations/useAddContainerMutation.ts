import { graphql } from "react-relay/hooks";
import type { useAddContainerMutation as AddContainerMutation } from "../../__generated__/useAddContainerMutation.graphql.ts";
import { useLotLedgerMutation } from "./useLotLedgerMutation.ts";

const mutation = graphql`
  mutation useAddContainerMutation($input: AddContainerInput!, $from: Date, $to: Date) {
    addContainer(input: $input) {
      __typename
      ... on AddContainerPayload {
        changeCursor
        container {
          id
        }
        lot {
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

/** addContainer: adds a container and answers with the lot's fresh ledger for the range on screen. */
export function useAddContainerMutation() {
  return useLotLedgerMutation<AddContainerMutation>(mutation, "addContainer", "AddContainerPayload");
}
