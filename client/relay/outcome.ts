import { containerPaperFields, paymentPaperFields } from "../../shared/papers.ts";
import { graphql, readInlineData } from "react-relay/hooks";
import type { outcome_error$key } from "../__generated__/outcome_error.graphql.ts";
import { GraphQLRequestError } from "./requestError.ts";

/**
 * The result of one of our mutations, as the screens use it. Every mutation answers a union of
 * its payload and error types (InputError with per-field messages, AccessDeniedError,
 * RateLimitError, NotFoundError, all implementing `Error { message }`); a request that fails
 * outright is a failure with no message (network down, server error) or with the server's message
 * (a request it refused before running it).
 */
export type FieldMessages = Record<string, string>;

export type MutationFailure = {
  ok: false;
  /** The error's __typename ("InputError", "AccessDeniedError", "RateLimitError"...), "RequestError" or "NetworkError". */
  kind: string;
  /** The server's message, when it sent one. */
  message: string | null;
  /** InputError's messages keyed by input field name. */
  fieldErrors: FieldMessages;
  /** A ConflictError's entry as it is now: someone else changed it after the editor opened it. */
  conflict?: EntryConflict;
};

/** What a stale edit finds: the entry's values now (as the edit form holds them), its version, and who changed it when. */
export interface EntryConflict {
  values: Readonly<Record<string, string>>;
  version: number;
  changedBy: string | null;
  changedAt: string | null;
}

export type MutationOutcome<T = undefined> = { ok: true; data: T } | MutationFailure;

/** Why a save that never got an answer failed, for the screens to say (after "Not saved: "). */
export const UNREACHABLE = "the server could not be reached. Your entries are kept; please try again.";

/**
 * What every mutation asks of its error results, in one place: each spreads it as
 * `...outcome_error @alias(as: "error")`, which is null on its payload and set on any error type,
 * so an answer is its payload exactly when `error` is null.
 */
const errorFragment = graphql`
  fragment outcome_error on Error @inline {
    __typename
    message
    ... on InputError {
      fieldErrors {
        field
        message
      }
    }
  }
`;

/** A mutation's result as far as its failure goes: an error type's typename, message and field messages. */
export interface ErrorResultLike {
  readonly __typename?: string;
  /** `...outcome_error @alias(as: "error")`: set on an error type. */
  readonly error?: outcome_error$key | null;
  /** ConflictError's. */
  readonly currentVersion?: number | null;
  readonly changedBy?: string | null;
  readonly changedAt?: string | null;
  readonly current?: { readonly [field: string]: unknown } | null;
}

/** The fields of a conflicting entry that its edit form holds (quantity in kg, as typed). */
const editedFields: Record<string, string> = {
  date: "date",
  containerNo: "containerNo",
  sealNo: "sealNo",
  material: "material",
  quantityKg: "quantity",
  amount: "amount",
  // Papers (issue 48): as their boxes hold them, blank when not set.
  ...Object.fromEntries([...containerPaperFields, ...paymentPaperFields].map((field) => [field, field])),
};

/**
 * The failure an error result stands for. `errors` (GraphQL errors sent beside the data) give the
 * message when the result has none.
 */
export function failureFrom(
  result: ErrorResultLike | null | undefined,
  errors?: ReadonlyArray<{ readonly message: string }> | null,
): MutationFailure {
  const error = result?.error ? readInlineData(errorFragment, result.error) : null;
  const fieldErrors: FieldMessages = {};
  for (const e of error?.fieldErrors ?? []) if (!(e.field in fieldErrors)) fieldErrors[e.field] = e.message;
  const kind = error?.__typename ?? result?.__typename ?? "NetworkError";
  const failure: MutationFailure = { ok: false, kind, message: error?.message || errors?.[0]?.message || null, fieldErrors };
  if (kind === "ConflictError" && typeof result?.currentVersion === "number") {
    const values = Object.fromEntries(
      Object.entries(result.current ?? {}).flatMap(([field, value]) =>
        field in editedFields && (typeof value === "string" || value === null) ? [[editedFields[field], value ?? ""]] : [],
      ),
    );
    failure.conflict = { values, version: result.currentVersion, changedBy: result.changedBy ?? null, changedAt: result.changedAt ?? null };
  }
  return failure;
}

/** The data of a payload the screen needs nothing of: it refreshes the store by itself. */
export const done = () => true as const;

/** The data of a payload that carries only the server's message (signup and the two password-reset steps). */
export const messageData = (payload: { readonly message?: string | null }) => ({ message: payload.message ?? "" });

/**
 * A request that produced no payload: the server's message when it refused the request itself (a
 * 400 for an id it never gave out, say), else a network failure with no message.
 */
export const networkFailure = (error?: Error): MutationFailure =>
  error instanceof GraphQLRequestError && error.fromServer
    ? { ok: false, kind: "RequestError", message: error.message, fieldErrors: {} }
    : { ok: false, kind: "NetworkError", message: null, fieldErrors: {} };

/** A `failed` for useMutationOutcome that logs the failed request first. */
export const loggedNetworkFailure =
  (what: string) =>
  (error: Error): MutationFailure => {
    console.error(`${what} failed`, error);
    return networkFailure(error);
  };
