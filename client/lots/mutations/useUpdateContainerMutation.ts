import { graphql } from "react-relay/hooks";
import type { useUpdateContainerMutation as UpdateContainerMutation } from "../../__generated__/useUpdateContainerMutation.graphql.ts";
import { useLotLedgerMutation } from "./useLotLedgerMutation.ts";

const mutation = graphql`
  mutation useUpdateContainerMutation($input: UpdateContainerInput!, $from: Date, $to: Date) {
    updateContainer(input: $input) {
      __typename
      ... on UpdateContainerPayload {
        changeCursor
        container {
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
          ... on Container {
            id
            date
            containerNo
            sealNo
            material
            quantityKg
            version
            bookingNo
            billOfLadingNo
            vessel
            voyage
            portOfLoading
            portOfDischarge
            grossKg
            tareKg
            weighbridgeTicket
            ownPricePerTon
          }
        }
      }
    }
  }
`;

/** updateContainer: updates a container and answers with the lot's fresh ledger for the range on screen. */
export function useUpdateContainerMutation() {
  return useLotLedgerMutation<UpdateContainerMutation>(mutation, "updateContainer", "UpdateContainerPayload");
}
