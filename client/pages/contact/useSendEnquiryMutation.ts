import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useSendEnquiryMutation as SendEnquiryMutation } from "../../__generated__/useSendEnquiryMutation.graphql.ts";

export interface EnquiryInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  tour: string;
}

export type SendEnquiryOutcome = { ok: true; receivedAt: string } | { ok: false; message: string | null };

/**
 * sendEnquiry: resolves with ok when the server stored the enquiry (a SendEnquiryPayload); with
 * ok: false for an InputError, a RateLimitError or a failed request.
 */
export function useSendEnquiryMutation(): [(input: EnquiryInput) => Promise<SendEnquiryOutcome>, boolean] {
  const [commit, inFlight] = useMutation<SendEnquiryMutation>(graphql`
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
  `);

  const send = useCallback(
    (input: EnquiryInput) =>
      new Promise<SendEnquiryOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (response, errors) => {
            const result = response?.sendEnquiry;
            if (result?.__typename === "SendEnquiryPayload" && result.receivedAt && !errors?.length) {
              resolve({ ok: true, receivedAt: result.receivedAt });
            } else {
              resolve({ ok: false, message: result?.message ?? null });
            }
          },
          onError: () => resolve({ ok: false, message: null }),
        });
      }),
    [commit],
  );

  return [send, inFlight];
}
