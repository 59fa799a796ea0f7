import { graphql } from "react-relay/hooks";
import type { useLinkEnquiryMutation as LinkEnquiryMutation } from "../../__generated__/useLinkEnquiryMutation.graphql.ts";
import { done } from "../../relay/outcome.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";

/** linkEnquiry: links the enquiry to a supplier or buyer company (`companyId`), or unlinks it with null. The payload refreshes the enquiry's page. */
export function useLinkEnquiryMutation() {
  return useInputMutation<LinkEnquiryMutation, true>(
    graphql`
      mutation useLinkEnquiryMutation($input: LinkEnquiryInput!) {
        linkEnquiry(input: $input) {
          ... on LinkEnquiryPayload {
            enquiry {
              ...EnquiryPage_enquiry
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    done,
  );
}
