import { useCallback } from "react";
import type { GraphQLTaggedNode, MutationParameters, PayloadError, RecordSourceSelectorProxy } from "relay-runtime";
import { failureFrom, loggedNetworkFailure, type ErrorResultLike, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

/** The variables of a mutation that changes a lot's ledger: its input and the date range on screen. */
export interface LedgerMutationVariables<Input> {
  input: Input;
  from: string | null;
  to: string | null;
}

/**
 * What the four ledger mutations (add or update a container or a payment) share. Each answers
 * with the lot's fresh ledger (spread with the page's date range, `LotDetails_lot`), so the
 * table updates from the server's own figures without a refetch. `field` is the mutation's
 * field, `payloadType` its payload's typename.
 *
 * The lot's record is marked stale afterwards: the payload refreshed the ledger for the range on
 * screen only, so a later visit refetches.
 */
export function useLotLedgerMutation<M extends MutationParameters>(
  node: GraphQLTaggedNode,
  field: string,
  payloadType: string,
): [(variables: M["variables"], lotId: string) => Promise<MutationOutcome>, boolean] {
  const outcomeOf = useCallback(
    (response: M["response"], errors: PayloadError[] | null): MutationOutcome => {
      const result = (response as Record<string, ErrorResultLike | null | undefined> | null)?.[field];
      return result?.__typename === payloadType ? { ok: true, data: undefined } : failureFrom(result, errors);
    },
    [field, payloadType],
  );
  const failed = useCallback((error: Error) => loggedNetworkFailure(field)(error), [field]);
  const [run, inFlight] = useMutationOutcome<M, MutationOutcome>(node, outcomeOf, failed);
  const runAndMarkStale = useCallback(
    (variables: M["variables"], lotId: string) =>
      run(variables, {
        updater: (store: RecordSourceSelectorProxy) => {
          store.get(lotId)?.invalidateRecord();
        },
      }),
    [run],
  );
  return [runAndMarkStale, inFlight];
}
