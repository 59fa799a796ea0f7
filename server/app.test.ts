import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MAX_BODY_BYTES, createApp } from "./app.ts";
import { config } from "./config.ts";
import { db } from "./db.ts";

/**
 * The application as `npm start` serves it: a Node HTTP server around the same handler the other
 * tests call directly. Checks what only a real socket shows: the client address used for rate
 * limits, and bodies streamed without Content-Length.
 */
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer(await createApp());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A raw HTTP/1.1 request with a chunked body (no Content-Length), as curl or a proxy may send it. */
function chunkedPost(path: string, chunks: string[], headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked", ...headers },
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body }));
    });
    request.on("error", reject);
    const write = (i: number) => {
      if (i === chunks.length) return request.end();
      if (request.destroyed) return;
      request.write(chunks[i], () => write(i + 1));
    };
    write(0);
  });
}

test("GraphQL and the REST shims answer over HTTP", async () => {
  const gql = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ siteInfo { salesEmail } }" }),
  });
  expect(gql.status).toBe(200);
  expect(await gql.json()).toEqual({ data: { siteInfo: { salesEmail: config.site.salesEmail } } });

  const rest = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  expect(rest.status).toBe(400);
  expect(await rest.json()).toMatchObject({ message: "Email is required" });
});

test("a small chunked body is read normally", async () => {
  const { status, body } = await chunkedPost("/graphql", ['{"query":', '"{ siteInfo { phone } }"}']);
  expect(status).toBe(200);
  expect(JSON.parse(body)).toEqual({ data: { siteInfo: { phone: config.site.phone } } });
  const rest = await chunkedPost("/api/contact", ['{"name":', '""}']);
  expect(rest.status).toBe(400);
});

test("a huge body is refused with 413 on GraphQL and REST alike, and the connection is closed, not reused half-read", async () => {
  const piece = "x".repeat(32 * 1024);
  const chunks = ['{"query":"{ siteInfo { phone } }","variables":{"p":"', ...Array(8).fill(piece), '"}}'];
  for (const path of ["/graphql", "/api/contact", "/api/auth/signup"]) {
    const { status, body } = await chunkedPost(path, chunks);
    expect(status, path).toBe(413);
    expect(JSON.parse(body), path).toEqual({ message: `Request body too large (over ${MAX_BODY_BYTES} bytes)` });
    // The same client's next request (the agent keeps connections alive) is served normally.
    const next = await chunkedPost("/graphql", ['{"query":"{ siteInfo { phone } }"}']);
    expect(next.status, `after ${path}`).toBe(200);
  }
  const declared = JSON.stringify({ query: "{ siteInfo { phone } }", variables: { p: "x".repeat(MAX_BODY_BYTES) } });
  const response = await fetch(`${base}/api/contact`, { method: "POST", headers: { "content-type": "application/json" }, body: declared });
  expect(response.status).toBe(413);
  expect(response.headers.get("connection")).toBe("close");
  const get = await fetch(`${base}/graphql?query=${encodeURIComponent("{ siteInfo { phone } }")}`, {
    headers: { "x-graphql-yoga-csrf": "1" },
  });
  expect(get.status).toBe(200);
});

test("rate limits count the socket's address, and ignore X-Forwarded-For unless TRUST_PROXY is set", async () => {
  await db.rateLimit.deleteMany({});
  await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.1" },
    body: "{}",
  });
  const rows = await db.rateLimit.findMany({ where: { key: { startsWith: "contact:" } } });
  expect(rows.map((row) => row.key)).toEqual([expect.stringMatching(/^contact:(::ffff:)?127\.0\.0\.1$/)]);
});
