import { useCallback } from "react";
import { useRelayEnvironment } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters, PayloadError, RecordSourceSelectorProxy } from "relay-runtime";
import { failureFrom, loggedNetworkFailure, type ErrorResultLike, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";
import { ownWritesOf } from "../../live/ownWrites.ts";

/** What a ledger mutation answers on success: the id of the container or payment it wrote (an add's Undo voids it). */
export interface LedgerWrite {
  entryId: string | null;
  /** Its change's cursor in the change feed: the live stream does not fetch this change again (ownWrites.ts). */
  changeCursor: string | null;
}

type WrittenPayload = {
  readonly changeCursor?: string | null;
  readonly container?: { readonly id: string } | null;
  readonly payment?: { readonly id: string } | null;
  readonly entry?: { readonly id?: string } | null;
};

/**
 * What the ledger mutations (add, update, void or restore a container or a payment) share. Each answers
 * with the lot's fresh ledger (spread with the page's date range, `LotDetails_lot`), so the
 * table updates from the server's own figures without a refetch. `field` is the mutation's
 * field, `payloadType` its payload's typename.
 *
 * The lot's record is marked stale afterwards: the payload refreshed the ledger for the range on
 * screen only, so a later visit refetches. The write's change-feed cursor (`changeCursor`) is kept
 * as this tab's own: when the live stream brings the same change, the screen does not fetch it again.
 */
export function useLotLedgerMutation<M extends MutationParameters>(
  node: GraphQLTaggedNode,
  field: string,
  payloadType: string,
): [(variables: M["variables"], lotId: string) => Promise<MutationOutcome<LedgerWrite>>, boolean] {
  const outcomeOf = useCallback(
    (response: M["response"], errors: PayloadError[] | null): MutationOutcome<LedgerWrite> => {
      const result = (response as Record<string, (ErrorResultLike & WrittenPayload) | null | undefined> | null)?.[field];
      if (result?.__typename !== payloadType) return failureFrom(result, errors);
      return {
        ok: true,
        data: {
          entryId: result.container?.id ?? result.payment?.id ?? result.entry?.id ?? null,
          changeCursor: result.changeCursor ?? null,
        },
      };
    },
    [field, payloadType],
  );
  const failed = useCallback((error: Error) => loggedNetworkFailure(field)(error), [field]);
  const [run, inFlight] = useMutationOutcome<M, MutationOutcome<LedgerWrite>>(node, outcomeOf, failed);
  const environment = useRelayEnvironment();
  const runAndMarkStale = useCallback(
    async (variables: M["variables"], lotId: string) => {
      const answered = ownWritesOf(environment).begin();
      let cursor: string | null = null;
      try {
        const outcome = await run(variables, {
          updater: (store: RecordSourceSelectorProxy) => {
            store.get(lotId)?.invalidateRecord();
          },
        });
        if (outcome.ok) cursor = outcome.data.changeCursor;
        return outcome;
      } finally {
        answered(cursor);
      }
    },
    [run, environment],
  );
  return [runAndMarkStale, inFlight];
}
