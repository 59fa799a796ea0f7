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

/** A body in a format the endpoint does not read: REST bodies are JSON only. */
export class UnsupportedMediaTypeError extends AppError {
  readonly status = 415;
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
