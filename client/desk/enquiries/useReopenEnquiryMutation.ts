import { graphql } from "react-relay/hooks";
import type { useReopenEnquiryMutation as ReopenEnquiryMutation } from "../../__generated__/useReopenEnquiryMutation.graphql.ts";
import { done } from "../../relay/outcome.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";
import { newEnquiryCountUpdater } from "./newEnquiryCount.ts";

const extras = newEnquiryCountUpdater("reopenEnquiry");

/** reopenEnquiry. The payload refreshes the enquiry's page. */
export function useReopenEnquiryMutation() {
  return useInputMutation<ReopenEnquiryMutation, true>(
    graphql`
      mutation useReopenEnquiryMutation($input: ReopenEnquiryInput!) {
        reopenEnquiry(input: $input) {
          ... on ReopenEnquiryPayload {
            newEnquiryCount
            enquiry {
              ...EnquiryPage_enquiry
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    done,
    extras,
  );
}
