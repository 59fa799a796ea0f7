import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { config } from "./config.ts";
import { TestClient } from "./test/client.ts";

// A built site in miniature: the template with its markers, and a renderer that fails on /broken.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "ssr-"));
const template = '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const builtDir = config.clientDir;
let client: TestClient;

beforeAll(async () => {
  for (const dir of ["with/client", "with/server", "without/client"]) fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(path.join(root, "with/client/index.html"), template);
  fs.writeFileSync(path.join(root, "without/client/index.html"), template);
  fs.writeFileSync(
    path.join(root, "with/server/entry-server.js"),
    `export async function renderPage({ request, site, publicUrl }) {
      const { pathname } = new URL(request.url);
      if (pathname === "/broken") throw new Error("a bug in a page");
      return { status: 200, head: "<title>" + site.companyName + "</title>", html: "<h1>" + pathname + " $& " + publicUrl + "</h1>", indexable: pathname !== "/login" };
    }`,
  );
  client = await TestClient.start();
});
afterAll(() => {
  config.clientDir = builtDir;
  fs.rmSync(root, { recursive: true, force: true });
});

test("pages come from the renderer built next to the client, with this process's settings", async () => {
  config.clientDir = path.join(root, "with/client");
  const page = await client.fetch("/tdf");
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`<title>${config.site.companyName}</title>`);
  expect(html).toContain(`<div id="root"><h1>/tdf $& ${config.publicUrl}</h1></div>`);
  expect(page.headers.get("x-robots-tag")).toBeNull();
  expect((await client.fetch("/login")).headers.get("x-robots-tag")).toBe("noindex");
});

test("a page the renderer fails on is left to the browser, with status 500 and the company's details", async () => {
  config.clientDir = path.join(root, "with/client");
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const page = await client.fetch("/broken");
  expect(page.status).toBe(500);
  expect(page.headers.get("x-robots-tag")).toBe("noindex");
  const html = await page.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain(`<script type="application/json" id="site-info">`);
  expect(html).toContain(config.site.salesEmail);
  expect(html).not.toContain("a bug in a page");
  expect(String(logged.mock.calls[0]?.[0])).toContain("[ssr] rendering /broken failed");
  logged.mockRestore();
});

test("without a renderer the browser renders every page, still with the company's details", async () => {
  config.clientDir = path.join(root, "without/client");
  const page = await client.fetch("/about");
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain(config.site.phone);
});
