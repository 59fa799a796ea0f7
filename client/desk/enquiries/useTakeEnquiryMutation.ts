import { graphql } from "react-relay/hooks";
import type { useTakeEnquiryMutation as TakeEnquiryMutation } from "../../__generated__/useTakeEnquiryMutation.graphql.ts";
import { done } from "../../relay/outcome.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";
import { newEnquiryCountUpdater } from "./newEnquiryCount.ts";

const extras = newEnquiryCountUpdater("takeEnquiry");

/** takeEnquiry. The payload refreshes the enquiry's page. */
export function useTakeEnquiryMutation() {
  return useInputMutation<TakeEnquiryMutation, true>(
    graphql`
      mutation useTakeEnquiryMutation($input: TakeEnquiryInput!) {
        takeEnquiry(input: $input) {
          ... on TakeEnquiryPayload {
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
