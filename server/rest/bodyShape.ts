import { InputError } from "../errors.ts";

/**
 * What type each field of a REST body must have. GraphQL checks this through its schema; JSON
 * bodies are checked here, before any rule or write, so no value of the wrong type is ever read as
 * "missing" (and stored blank or replaced by a default).
 */
export type FieldKind = "text" | "decimal" | "date";
export type BodyShape = Record<string, FieldKind>;

export const shapeMessages = {
  text: (field: string) => `${field} must be text`,
  decimal: (field: string) => `${field} must be a number (or a number as text)`,
  date: (field: string) => `${field} must be a date as text (YYYY-MM-DD)`,
  summary: (fields: string[]) => `Wrong type for ${fields.join(", ")}`,
};

/**
 * The body with each listed field checked: text takes a string, or a number kept as its text
 * (old clients send lot numbers as numbers: 12345 stays "12345"); a decimal takes a number or a
 * string; a date takes a string. Null and absent stay as they are, for the rules to judge.
 * Anything else (true, {}, []) is refused with a 400 naming every such field.
 */
export function shapeBody(body: Record<string, unknown>, shape: BodyShape): Record<string, unknown> {
  const shaped: Record<string, unknown> = { ...body };
  const errors: Record<string, string> = {};
  for (const [field, kind] of Object.entries(shape)) {
    const value = body[field];
    if (value === undefined || value === null || typeof value === "string") continue;
    if (typeof value === "number" && Number.isFinite(value) && kind !== "date") {
      if (kind === "text") shaped[field] = String(value);
      continue;
    }
    errors[field] = shapeMessages[kind](field);
  }
  if (Object.keys(errors).length > 0) throw InputError.fromFields(errors, shapeMessages.summary(Object.keys(errors)));
  return shaped;
}
