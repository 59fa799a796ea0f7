import { useEffect } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useLotSeenMutation } from "../../__generated__/useLotSeenMutation.graphql.ts";

/**
 * Issue 47's daily digest names only what a person has not seen: while a lot's screen shows entries
 * waiting for the person's side, it tells the server so (markLotSeen), on opening and again whenever
 * what waits changes (a live update, a step). `waiting` is a text that changes with what waits (the
 * counts and the bulk preview's token); nothing is sent while nothing waits for the person, or when
 * they only read (a Viewer is mailed no digest). Nothing to show: a failure only means the entries
 * may be mailed once.
 */
export function useLotSeen(lotId: string, waiting: string, mayAct: boolean, waitingForYou: number): void {
  const [commit] = useMutation<useLotSeenMutation>(graphql`
    mutation useLotSeenMutation($input: MarkLotSeenInput!) {
      markLotSeen(input: $input) {
        __typename
      }
    }
  `);
  const send = mayAct && waitingForYou > 0;
  useEffect(() => {
    if (send) commit({ variables: { input: { lotId } }, onError: () => undefined });
  }, [commit, lotId, waiting, send]);
}
