import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useRemoveMemberMutation as RemoveMemberMutation, useRemoveMemberMutation$data } from "../__generated__/useRemoveMemberMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../relay/outcome.ts";
import { useMutationOutcome } from "../relay/useMutationOutcome.ts";

export type RemoveMemberOutcome = MutationOutcome<null>;

const removedOutcome = ({ removeMember: result }: useRemoveMemberMutation$data): RemoveMemberOutcome =>
  result.__typename === "RemoveMemberPayload" ? { ok: true, data: null } : failureFrom(result);

/** removeMember. The payload refreshes the company's member list. */
export function useRemoveMemberMutation(): [(id: string) => Promise<RemoveMemberOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<RemoveMemberMutation, RemoveMemberOutcome>(
    graphql`
      mutation useRemoveMemberMutation($input: RemoveMemberInput!) {
        removeMember(input: $input) {
          __typename
          ... on RemoveMemberPayload {
            company {
              id
              ...MembersSection_profile
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    removedOutcome,
  );
  const remove = useCallback((id: string) => run({ input: { id } }), [run]);
  return [remove, inFlight];
}
