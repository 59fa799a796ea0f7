import { builder } from "../builder.ts";
import { AccessDeniedError, InputError, NotFoundError, RateLimitError } from "../errors.ts";

export const ErrorRef = builder.interfaceRef<Error>("Error").implement({
  description: "An expected failure the client can show: every error result has a message.",
  fields: (t) => ({ message: t.exposeString("message") }),
});

const FieldErrorRef = builder.objectRef<{ field: string; message: string }>("FieldError").implement({
  description: "A message for one input field, keyed by the field's name.",
  fields: (t) => ({ field: t.exposeString("field"), message: t.exposeString("message") }),
});

builder.objectType(InputError, {
  name: "InputError",
  interfaces: [ErrorRef],
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldErrorRef],
      resolve: (error) => Object.entries(error.fieldErrors).map(([field, message]) => ({ field, message: message! })),
    }),
  }),
});

builder.objectType(AccessDeniedError, { name: "AccessDeniedError", interfaces: [ErrorRef] });

builder.objectType(NotFoundError, { name: "NotFoundError", interfaces: [ErrorRef] });

builder.objectType(RateLimitError, {
  name: "RateLimitError",
  interfaces: [ErrorRef],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds") }),
});
