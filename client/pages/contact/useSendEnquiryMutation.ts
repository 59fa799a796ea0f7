import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { PayloadError } from "relay-runtime";
import type { useSendEnquiryMutation as SendEnquiryMutation, useSendEnquiryMutation$data } from "../../__generated__/useSendEnquiryMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../../relay/outcome.ts";
import { PUBLIC_REQUEST } from "../../relay/publicRequest.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

export interface EnquiryInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  tour: string;
}

export type SendEnquiryOutcome = MutationOutcome<{ receivedAt: string }>;

function enquiryOutcome(response: useSendEnquiryMutation$data | null | undefined, errors: PayloadError[] | null): SendEnquiryOutcome {
  const result = response?.sendEnquiry;
  if (result?.__typename === "SendEnquiryPayload" && result.receivedAt && !errors?.length) return { ok: true, data: { receivedAt: result.receivedAt } };
  return failureFrom(result);
}

/**
 * sendEnquiry: resolves with ok when the server stored the enquiry (a SendEnquiryPayload); with
 * ok: false for an InputError, a RateLimitError or a failed request.
 */
export function useSendEnquiryMutation(): [(input: EnquiryInput) => Promise<SendEnquiryOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<SendEnquiryMutation, SendEnquiryOutcome>(
    graphql`
      mutation useSendEnquiryMutation($input: SendEnquiryInput!) {
        sendEnquiry(input: $input) {
          __typename
          ... on SendEnquiryPayload {
            receivedAt
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    enquiryOutcome,
  );
  // A request of the public website: it goes without the token.
  const send = useCallback((input: EnquiryInput) => run({ input }, { cacheConfig: PUBLIC_REQUEST }), [run]);
  return [send, inFlight];
}
