import { graphql } from "react-relay/hooks";
import type { useAddPaymentMutation as AddPaymentMutation } from "../../__generated__/useAddPaymentMutation.graphql.ts";
import { useLotLedgerMutation } from "./useLotLedgerMutation.ts";

const mutation = graphql`
  mutation useAddPaymentMutation($input: AddPaymentInput!, $from: Date, $to: Date) {
    addPayment(input: $input) {
      __typename
      ... on AddPaymentPayload {
        changeCursor
        payment {
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

/** addPayment: adds a payment and answers with the lot's fresh ledger for the range on screen. */
export function useAddPaymentMutation() {
  return useLotLedgerMutation<AddPaymentMutation>(mutation, "addPayment", "AddPaymentPayload");
}
