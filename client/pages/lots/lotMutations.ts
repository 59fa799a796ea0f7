import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from "relay-runtime";
import type { lotMutationsAddLotMutation } from "../../__generated__/lotMutationsAddLotMutation.graphql.ts";
import type { lotMutationsAddContainerMutation } from "../../__generated__/lotMutationsAddContainerMutation.graphql.ts";
import type { lotMutationsAddPaymentMutation } from "../../__generated__/lotMutationsAddPaymentMutation.graphql.ts";
import type { lotMutationsUpdateContainerMutation } from "../../__generated__/lotMutationsUpdateContainerMutation.graphql.ts";
import type { lotMutationsUpdatePaymentMutation } from "../../__generated__/lotMutationsUpdatePaymentMutation.graphql.ts";

/**
 * The lot mutations. Each answers with the lot's fresh ledger (spread with the page's current
 * date range), so the table updates from the server's own figures without a refetch.
 */

/** What a mutation came to: done, or refused with the server's message and per-field messages. */
export type MutationOutcome<T = undefined> =
  | { ok: true; value: T }
  | { ok: false; message: string | null; fieldErrors: Record<string, string> };

interface ResultShape {
  readonly __typename: string;
  readonly message?: string;
  readonly fieldErrors?: readonly { readonly field: string; readonly message: string }[];
}

function failure(result: ResultShape | null | undefined, errors?: readonly { message: string }[] | null): MutationOutcome<never> {
  const fieldErrors = Object.fromEntries((result?.fieldErrors ?? []).map((e) => [e.field, e.message]));
  return { ok: false, message: result?.message ?? errors?.[0]?.message ?? null, fieldErrors };
}

/**
 * Commits a mutation and resolves with its outcome. The lot's record is marked stale afterwards:
 * the payload refreshed the ledger for the range on screen only, so a later visit refetches.
 */
function usePromiseMutation<M extends MutationParameters & { response: Record<string, unknown> }, T>(
  node: GraphQLTaggedNode,
  field: string,
  payloadType: string,
  pick: (payload: never) => T,
): [(variables: M["variables"], staleRecordId?: string) => Promise<MutationOutcome<T>>, boolean] {
  const [commit, inFlight] = useMutation<M>(node);
  const run = useCallback(
    (variables: M["variables"], staleRecordId?: string) =>
      new Promise<MutationOutcome<T>>((resolve) => {
        commit({
          variables,
          updater: staleRecordId
            ? (store: RecordSourceSelectorProxy) => {
                store.get(staleRecordId)?.invalidateRecord();
              }
            : undefined,
          onCompleted: (response, errors) => {
            const result = response?.[field] as ResultShape | null | undefined;
            if (result?.__typename === payloadType) resolve({ ok: true, value: pick(result as never) });
            else resolve(failure(result, errors));
          },
          onError: (error) => {
            console.error(`${field} failed`, error);
            resolve({ ok: false, message: null, fieldErrors: {} });
          },
        });
      }),
    [commit, field, payloadType, pick],
  );
  return [run, inFlight];
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

const pickLot = (payload: { lot: { lotNumber: string; companyName: string } }) => payload.lot;

export function useAddLot() {
  return usePromiseMutation<lotMutationsAddLotMutation, { lotNumber: string; companyName: string }>(addLotNode, "addLot", "AddLotPayload", pickLot as never);
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

export function useAddContainer() {
  return usePromiseMutation<lotMutationsAddContainerMutation, undefined>(addContainerNode, "addContainer", "AddContainerPayload", pickNothing);
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

export function useAddPayment() {
  return usePromiseMutation<lotMutationsAddPaymentMutation, undefined>(addPaymentNode, "addPayment", "AddPaymentPayload", pickNothing);
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

export function useUpdateContainer() {
  return usePromiseMutation<lotMutationsUpdateContainerMutation, undefined>(updateContainerNode, "updateContainer", "UpdateContainerPayload", pickNothing);
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

export function useUpdatePayment() {
  return usePromiseMutation<lotMutationsUpdatePaymentMutation, undefined>(updatePaymentNode, "updatePayment", "UpdatePaymentPayload", pickNothing);
}
