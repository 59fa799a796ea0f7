import { GraphQLError, Kind } from "graphql";
import { builder } from "../builder.ts";
import { parseCalendarDate } from "../../shared/dates.ts";
import { tradeMessages } from "../../shared/validation.ts";

builder.scalarType("DateTime", {
  description: "An instant, as an ISO 8601 string in UTC.",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO 8601 string");
    return date;
  },
});

function parseDate(value: unknown): string {
  const date = parseCalendarDate(value);
  if (!date) throw new GraphQLError(tradeMessages.dateInvalid);
  return date;
}

builder.scalarType("Date", {
  description: "A calendar date (no time, no zone) as YYYY-MM-DD; shown as en-GB (DD/MM/YYYY).",
  serialize: (value) => value,
  parseValue: parseDate,
  parseLiteral: (node) => parseDate(node.kind === Kind.STRING ? node.value : null),
});

builder.scalarType("Decimal", {
  description:
    "An exact decimal number, serialised as a string (money has 2 places, kilograms 3). " +
    "Inputs may be strings or JSON numbers; they are checked by the field that takes them.",
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) return String(value);
    throw new GraphQLError('Decimal must be a string such as "1234.50"');
  },
  parseLiteral: (node) => {
    if (node.kind === Kind.STRING || node.kind === Kind.INT || node.kind === Kind.FLOAT) return node.value;
    throw new GraphQLError('Decimal must be a string such as "1234.50"');
  },
});
