import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, expect, test } from "vitest";
import { TestClient } from "./test/client.ts";

let client: TestClient;

beforeAll(async () => {
  client = await TestClient.start();
});

/** A query whose answer is a few KB of JSON, asked without a sign-in. */
const bigQuery = (acceptEncoding: string) =>
  client.fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": acceptEncoding },
    body: JSON.stringify({ query: "{ __schema { types { name description } } }" }),
  });

test("a GraphQL answer goes out in brotli to a browser that accepts it, else in gzip, else as it is", async () => {
  const plain = await bigQuery("identity");
  expect(plain.headers.get("content-encoding")).toBeNull();
  const text = await plain.text();
  expect(text.length).toBeGreaterThan(2048);
  expect(JSON.parse(text).data.__schema.types.length).toBeGreaterThan(10);

  const brotli = await bigQuery("gzip, deflate, br, zstd");
  expect(brotli.headers.get("content-encoding")).toBe("br");
  expect(brotli.headers.get("vary")).toMatch(/accept-encoding/i);
  expect(brotli.headers.get("content-security-policy")).toBeTruthy();
  const brotliBody = Buffer.from(await brotli.arrayBuffer());
  expect(brotliBody.length).toBeLessThan(text.length / 3);
  expect(brotliDecompressSync(brotliBody).toString()).toBe(text);

  const gzip = await bigQuery("gzip, deflate");
  expect(gzip.headers.get("content-encoding")).toBe("gzip");
  expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
});

test("a small answer is sent as it is", async () => {
  const response = await client.fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "gzip, br" },
    body: JSON.stringify({ query: "{ __typename }" }),
  });
  expect(response.headers.get("content-encoding")).toBeNull();
  expect(await response.json()).toEqual({ data: { __typename: "Query" } });
});
