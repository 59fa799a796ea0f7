import fs from "node:fs";
import { printSchema } from "graphql";
import { expect, test } from "vitest";
import { schema } from "./index.ts";

test("schema.graphql is the printed Pothos schema (run `npm run schema` when this fails)", () => {
  const committed = fs.readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8");
  expect(committed).toBe(printSchema(schema) + "\n");
});
