import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { config } from "./config.ts";
import { TestClient } from "./test/client.ts";

let client: TestClient;
const builtDir = config.clientDir;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Site</title><div id=root></div>");
  fs.writeFileSync(path.join(dir, "assets", "app-1234.js"), "console.log('hello');".repeat(100));
  // The build's brotli copy (client/tools/precompress.ts) of one file only.
  fs.writeFileSync(path.join(dir, "assets", "page-1234.js"), "console.log('page');".repeat(100));
  fs.writeFileSync(path.join(dir, "assets", "page-1234.js.br"), brotliCompressSync("console.log('page');".repeat(100)));
  config.clientDir = dir;
  client = await TestClient.start();
});

afterAll(() => {
  config.clientDir = builtDir;
  fs.rmSync(dir, { recursive: true, force: true });
});

test("built files are served, gzipped when accepted, and cached for ever under /assets", async () => {
  const plain = await client.fetch("/assets/app-1234.js");
  expect(plain.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(plain.headers.get("content-encoding")).toBeNull();
  const text = await plain.text();

  const zipped = await client.fetch("/assets/app-1234.js", { headers: { "accept-encoding": "gzip, br" } });
  expect(zipped.headers.get("content-encoding")).toBe("gzip");
  const body = Buffer.from(await zipped.arrayBuffer());
  expect(body.length).toBeLessThan(text.length / 5);
  expect(gunzipSync(body).toString()).toBe(text);
});

test("the build's brotli copy goes to a browser that accepts brotli; a file without one is gzipped", async () => {
  const brotli = await client.fetch("/assets/page-1234.js", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
  expect(brotli.headers.get("content-encoding")).toBe("br");
  expect(brotli.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  expect(Buffer.from(await brotli.arrayBuffer())).toEqual(fs.readFileSync(path.join(dir, "assets", "page-1234.js.br")));

  const gzip = await client.fetch("/assets/page-1234.js", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers.get("content-encoding")).toBe("gzip");
  expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe("console.log('page');".repeat(100));

  const withoutCopy = await client.fetch("/assets/app-1234.js", { headers: { "accept-encoding": "br, gzip" } });
  expect(withoutCopy.headers.get("content-encoding")).toBe("gzip");
});

test("pages are compressed as they are sent", async () => {
  const page = await client.fetch("/lot-details", { headers: { "accept-encoding": "gzip, br" } });
  expect(page.headers.get("content-encoding")).toBe("br");
  expect(page.headers.get("vary")).toBe("accept-encoding");
});

test("every other path gets index.html (the client's router decides), a missing asset is a 404", async () => {
  for (const route of ["/", "/About", "/lot-details", "/no/such/page", "/bad%E0%A4%A"]) {
    const response = await client.fetch(route);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<div id=root>");
  }
  expect((await client.fetch("/assets/missing.js")).status).toBe(404);
  expect((await client.fetch("/../../etc/passwd")).status).toBe(200);
  expect(await (await client.fetch("/..%2f..%2fetc%2fpasswd")).text()).not.toContain("root:");
});

test("without a build, a plain page says so", async () => {
  config.clientDir = path.join(dir, "missing");
  const response = await client.fetch("/");
  expect(await response.text()).toContain("The client is not built");
  config.clientDir = dir;
});
