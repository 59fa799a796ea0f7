import { UNAUTHORIZED_TEXT } from "../shared/roles.ts";
import type { FieldErrors } from "../shared/validation.ts";

/** Expected failures: GraphQL returns them as typed results, REST as a 4xx with `{ message }`. */
export abstract class AppError extends Error {
  abstract readonly status: number;
}

export class InputError extends AppError {
  readonly status = 400;
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }

  static fromFields(fieldErrors: FieldErrors, message?: string): InputError {
    return new InputError(message ?? Object.values(fieldErrors)[0] ?? "Invalid input", fieldErrors);
  }
}

export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor(message = UNAUTHORIZED_TEXT) {
    super(message);
  }
}

export class AccessDeniedError extends AppError {
  readonly status = 403;
}

export class NotFoundError extends AppError {
  readonly status = 404;
}

/** What a conflicting edit finds instead of the version it expected: the entry now, and its last change. */
export interface ConflictingEntry {
  typename: "Container" | "Payment";
  entry: { id: number; version: number };
  /** Who made the latest change (a person's or an API key's name), and when; null when unknown. */
  changedBy: string | null;
  changedAt: Date | null;
}

/**
 * An edit named the version it saw, and another change came first: nothing was written. REST
 * answers 412 (its If-Match failed); GraphQL a ConflictError with the entry as it is now.
 */
export class ConflictError extends AppError {
  readonly status = 412;
  constructor(
    message: string,
    readonly current: ConflictingEntry,
  ) {
    super(message);
  }
}

/** A body in a format the endpoint does not read: REST bodies are JSON only. */
export class UnsupportedMediaTypeError extends AppError {
  readonly status = 415;
}

/** A file past its size limit (attachments): answered as soon as the limit is passed, the rest unread. */
export class PayloadTooLargeError extends AppError {
  readonly status = 413;
}

export class RateLimitError extends AppError {
  readonly status = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many requests. Please try again in ${retryAfterSeconds} seconds.`);
  }
}

/** Throws an InputError when a validator found anything. */
export function assertValid(errors: FieldErrors, message?: string): void {
  if (Object.keys(errors).length > 0) throw InputError.fromFields(errors, message);
}
