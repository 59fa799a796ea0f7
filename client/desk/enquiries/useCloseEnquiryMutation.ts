import { graphql } from "react-relay/hooks";
import type { useCloseEnquiryMutation as CloseEnquiryMutation } from "../../__generated__/useCloseEnquiryMutation.graphql.ts";
import { done } from "../../relay/outcome.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";
import { newEnquiryCountUpdater } from "./newEnquiryCount.ts";

const extras = newEnquiryCountUpdater("closeEnquiry");

/** closeEnquiry. The payload refreshes the enquiry's page. */
export function useCloseEnquiryMutation() {
  return useInputMutation<CloseEnquiryMutation, true>(
    graphql`
      mutation useCloseEnquiryMutation($input: CloseEnquiryInput!) {
        closeEnquiry(input: $input) {
          ... on CloseEnquiryPayload {
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
