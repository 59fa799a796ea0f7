import { builder } from "../builder.ts";
import { AccessDeniedError, InputError, NotFoundError, RateLimitError } from "../errors.ts";

export const ErrorRef = builder.interfaceRef<Error>("Error").implement({
  description: "An expected failure the client can show: every error result has a message.",
  fields: (t) => ({ message: t.exposeString("message", { description: "What went wrong, in words to show the user." }) }),
});

const FieldErrorRef = builder.objectRef<{ field: string; message: string }>("FieldError").implement({
  description: "A message for one input field, keyed by the field's name.",
  fields: (t) => ({
    field: t.exposeString("field", { description: "The input field's name (nested fields joined with dots)." }),
    message: t.exposeString("message", { description: "Why the field was refused." }),
  }),
});

builder.objectType(InputError, {
  name: "InputError",
  description: "Some input was refused: `message` sums it up, `fieldErrors` gives one message per field.",
  interfaces: [ErrorRef],
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldErrorRef],
      description: "One message per input field that was refused.",
      resolve: (error) => Object.entries(error.fieldErrors).map(([field, message]) => ({ field, message: message! })),
    }),
  }),
});

builder.objectType(AccessDeniedError, {
  name: "AccessDeniedError",
  description: "The caller may not do this (another company's data, a read-only API key, an API key where a person must act).",
  interfaces: [ErrorRef],
});

builder.objectType(NotFoundError, { name: "NotFoundError", description: "No such object for this caller.", interfaces: [ErrorRef] });

builder.objectType(RateLimitError, {
  name: "RateLimitError",
  description: "Too many attempts from this address or API key; try again after `retryAfterSeconds`.",
  interfaces: [ErrorRef],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds", { description: "Seconds until the next try is allowed." }) }),
});
