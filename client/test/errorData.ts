import type { outcome_error$key } from "../__generated__/outcome_error.graphql.ts";

/**
 * An error result's `error` (`...outcome_error @alias(as: "error")`) as Relay hands it to
 * failureFrom, for tests that build a result by hand: an @inline fragment's data sits under its name.
 */
export const errorData = (message: string, fieldErrors: { field: string; message: string }[] = []) =>
  ({ __fragments: { outcome_error: { message, fieldErrors } } }) as unknown as outcome_error$key;
