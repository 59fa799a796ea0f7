import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters, PayloadError, RecordSourceSelectorProxy } from "relay-runtime";
import type { lotMutationsAddLotMutation } from "../../__generated__/lotMutationsAddLotMutation.graphql.ts";
import type { lotMutationsAddContainerMutation } from "../../__generated__/lotMutationsAddContainerMutation.graphql.ts";
import type { lotMutationsAddPaymentMutation } from "../../__generated__/lotMutationsAddPaymentMutation.graphql.ts";
import type { lotMutationsUpdateContainerMutation } from "../../__generated__/lotMutationsUpdateContainerMutation.graphql.ts";
import type { lotMutationsUpdatePaymentMutation } from "../../__generated__/lotMutationsUpdatePaymentMutation.graphql.ts";
import { failureFrom, networkFailure, type ErrorResultLike } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

/**
 * The lot mutations. Each answers with the lot's fresh ledger (spread with the page's current
 * date range), so the table updates from the server's own figures without a refetch.
 */

/** What a mutation came to: done, or refused with the server's message and per-field messages. */
export type MutationOutcome<T = undefined> =
  | { ok: true; value: T }
  | { ok: false; message: string | null; fieldErrors: Record<string, string> };

interface LotOutcome<T> {
  outcomeOf: (response: Record<string, unknown> | null | undefined, errors: PayloadError[] | null) => MutationOutcome<T>;
  failed: (error: Error) => MutationOutcome<T>;
}

/**
 * How one lot mutation's answer becomes its outcome: the payload's `pick` when `field` holds a
 * `payloadType`, else the refusal (the GraphQL errors' message when the result has none). A failed
 * request is logged and has no message.
 */
function lotOutcome<T>(field: string, payloadType: string, pick: (payload: never) => T): LotOutcome<T> {
  return {
    outcomeOf: (response, errors) => {
      const result = response?.[field] as ErrorResultLike | null | undefined;
      return result?.__typename === payloadType ? { ok: true, value: pick(result as never) } : failureFrom(result, errors);
    },
    failed: (error) => {
      console.error(`${field} failed`, error);
      return networkFailure();
    },
  };
}

/**
 * Commits a lot mutation and resolves with its outcome. The lot's record is marked stale afterwards:
 * the payload refreshed the ledger for the range on screen only, so a later visit refetches.
 */
function useLotMutation<M extends MutationParameters & { response: Record<string, unknown> }, T>(
  node: GraphQLTaggedNode,
  { outcomeOf, failed }: LotOutcome<T>,
): [(variables: M["variables"], staleRecordId?: string) => Promise<MutationOutcome<T>>, boolean] {
  const [run, inFlight] = useMutationOutcome<M, MutationOutcome<T>>(node, outcomeOf, failed);
  const runAndMarkStale = useCallback(
    (variables: M["variables"], staleRecordId?: string) =>
      run(variables, {
        updater: staleRecordId
          ? (store: RecordSourceSelectorProxy) => {
              store.get(staleRecordId)?.invalidateRecord();
            }
          : undefined,
      }),
    [run],
  );
  return [runAndMarkStale, inFlight];
}

const addLotNode = graphql`
  mutation lotMutationsAddLotMutation($input: AddLotInput!, $connections: [ID!]!) {
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
      ... on InputError {
        fieldErrors {
          field
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const addLotOutcome = lotOutcome("addLot", "AddLotPayload", (payload: { lot: { lotNumber: string; companyName: string } }) => payload.lot);

export function useAddLot() {
  return useLotMutation<lotMutationsAddLotMutation, { lotNumber: string; companyName: string }>(addLotNode, addLotOutcome);
}

const addContainerNode = graphql`
  mutation lotMutationsAddContainerMutation($input: AddContainerInput!, $from: Date, $to: Date) {
    addContainer(input: $input) {
      __typename
      ... on AddContainerPayload {
        lot {
          id
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ... on InputError {
        fieldErrors {
          field
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const pickNothing = () => undefined;
const addContainerOutcome = lotOutcome("addContainer", "AddContainerPayload", pickNothing);

export function useAddContainer() {
  return useLotMutation<lotMutationsAddContainerMutation, undefined>(addContainerNode, addContainerOutcome);
}

const addPaymentNode = graphql`
  mutation lotMutationsAddPaymentMutation($input: AddPaymentInput!, $from: Date, $to: Date) {
    addPayment(input: $input) {
      __typename
      ... on AddPaymentPayload {
        lot {
          id
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ... on InputError {
        fieldErrors {
          field
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const addPaymentOutcome = lotOutcome("addPayment", "AddPaymentPayload", pickNothing);

export function useAddPayment() {
  return useLotMutation<lotMutationsAddPaymentMutation, undefined>(addPaymentNode, addPaymentOutcome);
}

const updateContainerNode = graphql`
  mutation lotMutationsUpdateContainerMutation($input: UpdateContainerInput!, $from: Date, $to: Date) {
    updateContainer(input: $input) {
      __typename
      ... on UpdateContainerPayload {
        lot {
          id
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ... on InputError {
        fieldErrors {
          field
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const updateContainerOutcome = lotOutcome("updateContainer", "UpdateContainerPayload", pickNothing);

export function useUpdateContainer() {
  return useLotMutation<lotMutationsUpdateContainerMutation, undefined>(updateContainerNode, updateContainerOutcome);
}

const updatePaymentNode = graphql`
  mutation lotMutationsUpdatePaymentMutation($input: UpdatePaymentInput!, $from: Date, $to: Date) {
    updatePayment(input: $input) {
      __typename
      ... on UpdatePaymentPayload {
        lot {
          id
          ...LotDetails_lot @arguments(from: $from, to: $to)
        }
      }
      ... on InputError {
        fieldErrors {
          field
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const updatePaymentOutcome = lotOutcome("updatePayment", "UpdatePaymentPayload", pickNothing);

export function useUpdatePayment() {
  return useLotMutation<lotMutationsUpdatePaymentMutation, undefined>(updatePaymentNode, updatePaymentOutcome);
}
