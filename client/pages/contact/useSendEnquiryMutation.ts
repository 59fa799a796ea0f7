import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { PayloadError } from "relay-runtime";
import type { useSendEnquiryMutation as SendEnquiryMutation, useSendEnquiryMutation$data } from "../../__generated__/useSendEnquiryMutation.graphql.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

export interface EnquiryInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  tour: string;
}

export type SendEnquiryOutcome = { ok: true; receivedAt: string } | { ok: false; message: string | null };

function enquiryOutcome(response: useSendEnquiryMutation$data | null | undefined, errors: PayloadError[] | null): SendEnquiryOutcome {
  const result = response?.sendEnquiry;
  if (result?.__typename === "SendEnquiryPayload" && result.receivedAt && !errors?.length) return { ok: true, receivedAt: result.receivedAt };
  return { ok: false, message: result?.message ?? null };
}

const enquiryNotSent = (): SendEnquiryOutcome => ({ ok: false, message: null });

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
          ... on Error {
            message
          }
        }
      }
    `,
    enquiryOutcome,
    enquiryNotSent,
  );
  const send = useCallback((input: EnquiryInput) => run({ input }), [run]);
  return [send, inFlight];
}
