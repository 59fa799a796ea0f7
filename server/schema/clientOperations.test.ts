import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, test } from "vitest";
import { TestClient } from "../test/client.ts";

/**
 * Every operation the client is compiled with passes the server's limits on the shape of a query
 * (depth, aliases, cost, tokens, directives). Relay prints each colocated fragment as a fragment
 * spread, and each spread counts against the depth limit: a new fragment level in the client must
 * not turn a screen's query into a refused one.
 */
const generated = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../client/__generated__");

const operations = fs
  .readdirSync(generated)
  .filter((file) => /(Query|Mutation)\.graphql\.ts$/.test(file))
  .map((file) => {
    const source = fs.readFileSync(path.join(generated, file), "utf8");
    const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(source)?.[1];
    return { file, text: text ? (JSON.parse(text) as string) : null };
  })
  .filter((operation): operation is { file: string; text: string } => operation.text !== null);

let client: TestClient;
beforeAll(async () => {
  client = await TestClient.start();
});

describe("the client's compiled operations", () => {
  test("exist", () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  test.each(operations)("$file is within the server's query limits", async ({ text }) => {
    // Without variables an operation may be refused for them; never for its shape.
    const { errors = [] } = await client.gql(text);
    const limits = errors.map((e: { message: string }) => e.message).filter((message: string) => /limit|exceeded|too many/i.test(message));
    expect(limits).toEqual([]);
  });
});
