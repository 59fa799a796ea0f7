import { useCallback } from "react";
import { useMutation, type UseMutationConfig } from "react-relay/hooks";
import type { CacheConfig, GraphQLTaggedNode, MutationParameters, PayloadError } from "relay-runtime";
import { failureFrom, networkFailure, type ErrorResultLike, type MutationFailure, type MutationOutcome } from "./outcome.ts";

/**
 * What a hook may give the commit besides the variables: a store updater, files to upload (upload.ts), the network option (PUBLIC_REQUEST; Relay's commit takes it, its type definitions omit it).
 */
export type CommitExtras<M extends MutationParameters> = Pick<UseMutationConfig<M>, "updater" | "uploadables"> & {
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

/** The one answer field of a mutation's response: its payload's fields, with `error` set on an error type. */
export type AnswerOf<M extends MutationParameters> = NonNullable<M["response"][keyof M["response"]]>;

/**
 * The form most of our mutations take: one `input`, one answer field that is the payload or an
 * error type (it spreads `...outcome_error @alias(as: "error")`). Resolves with ok and
 * `dataOf(payload)`, or with the failure the answer stands for, also when `dataOf` finds the
 * payload without what it needs (null).
 *
 * Pass module-level `dataOf` and `extras`: the returned function keeps its identity while they keep theirs.
 */
export function useInputMutation<M extends MutationParameters, T>(
  mutation: GraphQLTaggedNode,
  dataOf: (payload: AnswerOf<M>) => T | null,
  extras?: CommitExtras<M>,
): [(input: M["variables"]["input"]) => Promise<MutationOutcome<T>>, boolean] {
  const outcomeOf = useCallback(
    (response: M["response"], errors: PayloadError[] | null): MutationOutcome<T> => {
      const answer = (Object.values(response ?? {})[0] ?? null) as (AnswerOf<M> & ErrorResultLike) | null;
      const data = answer && !answer.error ? dataOf(answer) : null;
      return data === null ? failureFrom(answer, errors) : { ok: true, data };
    },
    [dataOf],
  );
  const [run, inFlight] = useMutationOutcome<M, MutationOutcome<T>>(mutation, outcomeOf);
  const send = useCallback((input: M["variables"]["input"]) => run({ input }, extras), [run, extras]);
  return [send, inFlight];
}
