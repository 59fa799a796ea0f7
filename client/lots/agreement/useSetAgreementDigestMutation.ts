import { graphql } from "react-relay/hooks";
import type { useSetAgreementDigestMutation as SetAgreementDigestMutation } from "../../__generated__/useSetAgreementDigestMutation.graphql.ts";
import { done } from "../../relay/outcome.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";

/** setAgreementDigest: the person's daily digest on or off; the box shows what the server saved. */
export function useSetAgreementDigestMutation() {
  return useInputMutation<SetAgreementDigestMutation, true>(
    graphql`
      mutation useSetAgreementDigestMutation($input: SetAgreementDigestInput!) {
        setAgreementDigest(input: $input) {
          ... on SetAgreementDigestPayload {
            user {
              id
              agreementDigest
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    done,
  );
}
