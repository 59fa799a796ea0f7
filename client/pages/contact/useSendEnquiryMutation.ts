import { graphql } from "react-relay/hooks";
import type { useSendEnquiryMutation as SendEnquiryMutation } from "../../__generated__/useSendEnquiryMutation.graphql.ts";
import { useInputMutation, type AnswerOf } from "../../relay/useMutationOutcome.ts";
import { PUBLIC_REQUEST } from "../../relay/publicRequest.ts";

const enquiryData = (payload: AnswerOf<SendEnquiryMutation>) => (payload.receivedAt ? { receivedAt: payload.receivedAt } : null);

/** A request of the public website: it goes without the token. */
const publicRequest = { cacheConfig: PUBLIC_REQUEST };

/**
 * sendEnquiry: resolves with ok when the server stored the enquiry (a SendEnquiryPayload); with
 * ok: false for an InputError, a RateLimitError or a failed request.
 */
export function useSendEnquiryMutation() {
  return useInputMutation<SendEnquiryMutation, { receivedAt: string }>(
    graphql`
      mutation useSendEnquiryMutation($input: SendEnquiryInput!) {
        sendEnquiry(input: $input) {
          ... on SendEnquiryPayload {
            receivedAt
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    enquiryData,
    publicRequest,
  );
}
