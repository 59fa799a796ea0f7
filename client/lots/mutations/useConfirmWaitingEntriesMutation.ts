import { graphql } from "react-relay/hooks";
import type { PayloadError } from "relay-runtime";
import type { useConfirmWaitingEntriesMutation as ConfirmWaitingEntriesMutation } from "../../__generated__/useConfirmWaitingEntriesMutation.graphql.ts";
import { failureFrom, loggedNetworkFailure, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

const mutation = graphql`
  mutation useConfirmWaitingEntriesMutation($input: ConfirmWaitingEntriesInput!) {
    confirmWaitingEntries(input: $input) {
      __typename
      ... on ConfirmWaitingEntriesPayload {
        confirmed
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

function outcomeOf(response: ConfirmWaitingEntriesMutation["response"], errors: PayloadError[] | null): MutationOutcome<number> {
  const result = response?.confirmWaitingEntries;
  if (result?.__typename !== "ConfirmWaitingEntriesPayload") return failureFrom(result as never, errors);
  return { ok: true, data: result.confirmed ?? 0 };
}
const failed = loggedNetworkFailure("confirmWaitingEntries");

/** confirmWaitingEntries (issue 47): confirms at once what a preview's token names; answers how many. The caller refetches what it shows. */
export function useConfirmWaitingEntriesMutation() {
  return useMutationOutcome<ConfirmWaitingEntriesMutation, MutationOutcome<number>>(mutation, outcomeOf, failed);
}
