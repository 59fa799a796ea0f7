import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MemberRole, useChangeMemberRoleMutation as ChangeMemberRoleMutation, useChangeMemberRoleMutation$data } from "../__generated__/useChangeMemberRoleMutation.graphql.ts";
import { failureFrom, type MutationOutcome } from "../relay/outcome.ts";
import { useMutationOutcome } from "../relay/useMutationOutcome.ts";

export type ChangeMemberRoleOutcome = MutationOutcome<null>;

const changedOutcome = ({ changeMemberRole: result }: useChangeMemberRoleMutation$data): ChangeMemberRoleOutcome =>
  result.__typename === "ChangeMemberRolePayload" ? { ok: true, data: null } : failureFrom(result);

/** changeMemberRole. Shown once the server agreed: it may refuse (a company keeps one Owner at least). */
export function useChangeMemberRoleMutation(): [(id: string, role: MemberRole) => Promise<ChangeMemberRoleOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<ChangeMemberRoleMutation, ChangeMemberRoleOutcome>(
    graphql`
      mutation useChangeMemberRoleMutation($input: ChangeMemberRoleInput!) {
        changeMemberRole(input: $input) {
          __typename
          ... on ChangeMemberRolePayload {
            member {
              id
              role
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    changedOutcome,
  );
  const change = useCallback((id: string, role: MemberRole) => run({ input: { id, role } }), [run]);
  return [change, inFlight];
}
