import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useAddLotMutation as AddLotMutation, useAddLotMutation$data } from "../../__generated__/useAddLotMutation.graphql.ts";
import { failureFrom, loggedNetworkFailure, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

export type AddLotOutcome = MutationOutcome<{ lotNumber: string; companyName: string }>;

const addLotOutcome = ({ addLot: result }: useAddLotMutation$data): AddLotOutcome =>
  result.__typename === "AddLotPayload" && result.lot ? { ok: true, data: result.lot } : failureFrom(result);

const addLotFailed = loggedNetworkFailure("addLot");

/** addLot: the new lot goes to the top of the given connections (the lot list). */
export function useAddLotMutation(): [
  (input: { lotNumber: string; price: string }, connections: string[]) => Promise<AddLotOutcome>,
  boolean,
] {
  const [run, inFlight] = useMutationOutcome<AddLotMutation, AddLotOutcome>(
    graphql`
      mutation useAddLotMutation($input: AddLotInput!, $connections: [ID!]!) {
        addLot(input: $input) {
          __typename
          ... on AddLotPayload {
            lotEdge @prependEdge(connections: $connections) {
              cursor
              node {
                id
                lotNumber
                price
              }
            }
            lot {
              id
              lotNumber
              companyName
            }
          }
          ...outcome_error @alias(as: "error")
        }
      }
    `,
    addLotOutcome,
    addLotFailed,
  );
  const addLot = useCallback((input: { lotNumber: string; price: string }, connections: string[]) => run({ input, connections }), [run]);
  return [addLot, inFlight];
}
