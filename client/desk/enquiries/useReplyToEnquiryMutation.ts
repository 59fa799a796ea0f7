import { graphql } from "react-relay/hooks";
import type { useReplyToEnquiryMutation as ReplyToEnquiryMutation } from "../../__generated__/useReplyToEnquiryMutation.graphql.ts";
import { done } from "../../relay/outcome.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";
import { newEnquiryCountUpdater } from "./newEnquiryCount.ts";

const extras = newEnquiryCountUpdater("replyToEnquiry");

/** replyToEnquiry: mails the enquirer; the payload refreshes the enquiry (status, replies). */
export function useReplyToEnquiryMutation() {
  return useInputMutation<ReplyToEnquiryMutation, true>(
    graphql`
      mutation useReplyToEnquiryMutation($input: ReplyToEnquiryInput!) {
        replyToEnquiry(input: $input) {
          ... on ReplyToEnquiryPayload {
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
