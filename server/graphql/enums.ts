import { builder } from "../builder.ts";

/**
 * A GraphQL enum whose values are their own names, each with its description: the one form every
 * enum of the schema takes, so a feature declares only its values and what they mean.
 */
export function describedEnum<const Value extends string>(name: string, description: string, values: Record<Value, string>) {
  const described = Object.fromEntries(Object.entries<string>(values).map(([value, text]) => [value, { value, description: text }]));
  return builder.enumType(name, { description, values: described as Record<Value, { value: Value; description: string }> });
}
