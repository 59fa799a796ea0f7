import { useCallback } from "react";
import { useMutation, type UseMutationConfig } from "react-relay/hooks";
import type { CacheConfig, GraphQLTaggedNode, MutationParameters, PayloadError } from "relay-runtime";
import { networkFailure, type MutationFailure } from "./outcome.ts";

/**
 * What a hook may give the commit besides the variables: store updaters, an optimistic response,
 * the network option (PUBLIC_REQUEST; Relay's commit takes it, its type definitions omit it).
 */
export type CommitExtras<M extends MutationParameters> = Pick<UseMutationConfig<M>, "updater" | "optimisticUpdater" | "optimisticResponse"> & {
  cacheConfig?: CacheConfig;
};

/** Commits the mutation once; resolves with its outcome and never rejects. */
export type RunMutation<M extends MutationParameters, O> = (variables: M["variables"], extras?: CommitExtras<M>) => Promise<O>;

/**
 * The plumbing every mutation hook shares: `useMutation`, and a `run` that commits and resolves
 * with `outcomeOf(response, errors)` when the server answered, or with `failed(error)` when the
 * request itself failed (network down, server error): by default `networkFailure()`.
 *
 * Pass module-level functions for `outcomeOf` and `failed`: `run` keeps its identity as long as
 * they keep theirs.
 */
export function useMutationOutcome<M extends MutationParameters, O>(
  mutation: GraphQLTaggedNode,
  outcomeOf: (response: M["response"], errors: PayloadError[] | null) => O,
): [RunMutation<M, O | MutationFailure>, boolean];
export function useMutationOutcome<M extends MutationParameters, O>(
  mutation: GraphQLTaggedNode,
  outcomeOf: (response: M["response"], errors: PayloadError[] | null) => O,
  failed: (error: Error) => O,
): [RunMutation<M, O>, boolean];
export function useMutationOutcome<M extends MutationParameters, O>(
  mutation: GraphQLTaggedNode,
  outcomeOf: (response: M["response"], errors: PayloadError[] | null) => O,
  failed: (error: Error) => O | MutationFailure = networkFailure,
): [RunMutation<M, O | MutationFailure>, boolean] {
  const [commit, inFlight] = useMutation<M>(mutation);
  const run = useCallback(
    (variables: M["variables"], extras?: CommitExtras<M>) =>
      new Promise<O | MutationFailure>((resolve) => {
        commit({
          ...extras,
          variables,
          onCompleted: (response, errors) => resolve(outcomeOf(response, errors)),
          onError: (error) => resolve(failed(error)),
        });
      }),
    [commit, outcomeOf, failed],
  );
  return [run, inFlight];
}
