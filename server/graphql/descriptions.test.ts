import { describe, expect, test } from "vitest";
import { printSchema } from "graphql";
import { schema, undescribed } from "../schema/index.ts";

describe("GraphQL descriptions", () => {
  test("every type, field, argument and enum value has one", () => {
    expect(undescribed).toEqual([]);
  });

  test("the integrator's entry points say how to use them", () => {
    const printed = printSchema(schema);
    expect(printed).toContain("Honours `Idempotency-Key`");
    expect(printed).toContain("it never skips or repeats an event");
    expect(printed).toContain("Shown this once; only its hash is kept.");
  });
});
