import { graphql } from "react-relay/hooks";
import type { useUpdatePaymentMutation as UpdatePaymentMutation } from "../../__generated__/useUpdatePaymentMutation.graphql.ts";
import { useLotLedgerMutation } from "./useLotLedgerMutation.ts";

const mutation = graphql`
  mutation useUpdatePaymentMutation($input: UpdatePaymentInput!, $from: Date, $to: Date) {
    updatePayment(input: $input) {
      __typename
      ... on UpdatePaymentPayload {
        changeCursor
        payment {
          id
          version
        }
        lot {
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ...outcome_error @alias(as: "error")
      ... on ConflictError {
        currentVersion
        changedBy
        changedAt
        current {
          ... on Payment {
            id
            date
            amount
            version
            method
            reference
            chequeDueDate
            note
          }
        }
      }
    }
  }
`;

/** updatePayment: updates a payment and answers with the lot's fresh ledger for the range on screen. */
export function useUpdatePaymentMutation() {
  return useLotLedgerMutation<UpdatePaymentMutation>(mutation, "updatePayment", "UpdatePaymentPayload");
}
