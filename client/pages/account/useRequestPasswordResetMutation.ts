import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type {
  useRequestPasswordResetMutation as RequestPasswordResetMutation,
  useRequestPasswordResetMutation$data,
} from "../../__generated__/useRequestPasswordResetMutation.graphql.ts";
import { messageOutcome, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

export type RequestPasswordResetOutcome = MutationOutcome<{ message: string }>;

const requestOutcome = ({ requestPasswordReset: result }: useRequestPasswordResetMutation$data): RequestPasswordResetOutcome => messageOutcome(result, "RequestPasswordResetPayload");

/** requestPasswordReset: the server's message (the same whether or not the address has an account). */
export function useRequestPasswordResetMutation(): [(input: { email: string }) => Promise<RequestPasswordResetOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<RequestPasswordResetMutation, RequestPasswordResetOutcome>(
    graphql`
      mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
        requestPasswordReset(input: $input) {
          __typename
          ... on RequestPasswordResetPayload {
            message
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    requestOutcome,
  );
  const request = useCallback((input: { email: string }) => run({ input }), [run]);
  return [request, inFlight];
}
