import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { config } from "./config.ts";
import { CONTENT_SECURITY_POLICY } from "./securityHeaders.ts";
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
    path.join(root, "with/server/entryServer.js"),
    `export async function renderPage({ request, site, publicUrl }) {
      const { pathname } = new URL(request.url);
      globalThis.ssrTestRenders = (globalThis.ssrTestRenders ?? 0) + 1;
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

test("a public page is rendered once, then answered from memory until the build or the settings change", async () => {
  config.clientDir = path.join(root, "with/client");
  const renders = () => (globalThis as { ssrTestRenders?: number }).ssrTestRenders ?? 0;
  const savedPublicUrl = config.publicUrl;
  const first = await (await client.fetch("/contact")).text();
  const before = renders();
  expect(await (await client.fetch("/contact")).text()).toBe(first);
  expect(renders()).toBe(before);

  // Other spellings, queries and pages that are not public are rendered every time (the kept set stays small).
  for (const other of ["/Contact", "/contact?from=mail", "/login", "/no-such-page"]) {
    const count = renders();
    await client.fetch(other);
    await client.fetch(other);
    expect(renders(), other).toBe(count + 2);
  }

  try {
    config.publicUrl = "https://www.example.ae";
    expect(await (await client.fetch("/contact")).text()).toContain("https://www.example.ae");
  } finally {
    config.publicUrl = savedPublicUrl;
  }
  fs.writeFileSync(path.join(root, "with/client/index.html"), template.replace("<html>", '<html lang="en">'));
  const rebuilt = await (await client.fetch("/contact")).text();
  expect(rebuilt).toContain('<html lang="en">');
  expect(rebuilt).toContain(`<h1>/contact $& ${savedPublicUrl}</h1>`);
});

test("a signed-in screen's page asks for its start script, the scripts it imports and their styles at once, after the page's entry, the query's scripts first", async () => {
  const clientDir = path.join(root, "without/client");
  config.clientDir = clientDir;
  fs.writeFileSync(
    path.join(clientDir, "index.html"),
    '<!doctype html><html><head><!--app-head--><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  // Vite's manifest, in miniature: the entry, the lot screen's start script and its page, and what they import.
  const manifest = {
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_preload-helper-1.js"], css: ["assets/index-1.css"] },
    "_preload-helper-1.js": { file: "assets/preload-helper-1.js" },
    "lots/startLotDetailsQuery.ts": { file: "assets/startLotDetailsQuery-1.js", isEntry: true, imports: ["_earlyQuery-1.js"] },
    "_earlyQuery-1.js": { file: "assets/earlyQuery-1.js" },
    "startApp.tsx": { file: "assets/startApp-1.js", imports: ["_react-1.js"] },
    "_react-1.js": { file: "assets/react-1.js" },
    "lots/LotDetailsPage.tsx": {
      file: "assets/LotDetailsPage-1.js",
      imports: ["_react-1.js", "_earlyQuery-1.js"],
      css: ["assets/LotDetailsPage-1.css"],
    },
  };
  fs.mkdirSync(path.join(clientDir, ".vite"), { recursive: true });
  fs.writeFileSync(path.join(clientDir, ".vite/manifest.json"), JSON.stringify(manifest));
  try {
    const page = await client.fetch("/Lot-Details/");
    const html = await page.text();
    const head = html.slice(html.indexOf('src="/assets/index-1.js"'), html.indexOf("</head>"));
    // What the start script imports (earlyQuery, though the page imports it too) at the default priority, all else after it.
    expect(head.match(/<(script|link)[^>]*>/g)).toEqual([
      '<script type="module" async crossorigin src="/assets/startLotDetailsQuery-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/earlyQuery-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/preload-helper-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/startApp-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/LotDetailsPage-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/LotDetailsPage-1.css">',
    ]);
    // Scripts from our own files only: the Content-Security-Policy stays as strict (no inline script).
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self';");
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/);
    // Public pages and screens without scripts of their own load only the entry.
    for (const other of ["/about", "/add-lot"]) expect(await (await client.fetch(other)).text(), other).not.toContain("modulepreload");
  } finally {
    fs.writeFileSync(path.join(clientDir, "index.html"), template);
    fs.rmSync(path.join(clientDir, ".vite"), { recursive: true });
  }
});

test("a signed-in screen's page carries its stylesheets, the entry's first, each allowed by its hash alone and marked for Vite's loader by a link it never fetches", async () => {
  const clientDir = path.join(root, "without/client");
  config.clientDir = clientDir;
  fs.writeFileSync(
    path.join(clientDir, "index.html"),
    '<!doctype html><html><head><!--app-head--><script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  const manifest = {
    "index.html": { file: "assets/index-1.js", isEntry: true, css: ["assets/index-1.css"] },
    "lots/startLotDetailsQuery.ts": { file: "assets/startLotDetailsQuery-1.js", isEntry: true },
    "lots/LotDetailsPage.tsx": { file: "assets/LotDetailsPage-1.js", css: ["assets/LotDetailsPage-1.css", "assets/closing-1.css"] },
  };
  const styles = {
    "index-1.css": "body{margin:0}",
    "LotDetailsPage-1.css": ".ledger{color:#123}",
    "closing-1.css": "p{content:'</style><script>alert(1)</script>'}",
  };
  fs.mkdirSync(path.join(clientDir, ".vite"), { recursive: true });
  fs.mkdirSync(path.join(clientDir, "assets"), { recursive: true });
  fs.writeFileSync(path.join(clientDir, ".vite/manifest.json"), JSON.stringify(manifest));
  for (const [file, css] of Object.entries(styles)) fs.writeFileSync(path.join(clientDir, "assets", file), css);
  const hash = (css: string) => `'sha256-${crypto.createHash("sha256").update(css).digest("base64")}'`;
  try {
    const page = await client.fetch("/lot-details");
    const html = await page.text();
    expect(html.match(/<(style|link rel="stylesheet")[^>]*>/g)).toEqual([
      "<style>",
      '<link rel="stylesheet" disabled crossorigin href="/assets/index-1.css">',
      "<style>",
      '<link rel="stylesheet" disabled crossorigin href="/assets/LotDetailsPage-1.css">',
      // A stylesheet that would end the <style> element early stays a file of its own.
      '<link rel="stylesheet" crossorigin href="/assets/closing-1.css">',
    ]);
    expect(html).toContain("<style>body{margin:0}</style>");
    expect(html).toContain("<style>.ledger{color:#123}</style>");
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`style-src 'self' ${hash(styles["index-1.css"])} ${hash(styles["LotDetailsPage-1.css"])};`);
    expect(policy).not.toMatch(/style-src [^;]*unsafe-inline/);
    expect(policy.replace(/ 'sha256-[^']+'/g, "")).toBe(CONTENT_SECURITY_POLICY);
    // Every other page keeps the policy without inline styles.
    expect((await client.fetch("/about")).headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
  } finally {
    fs.writeFileSync(path.join(clientDir, "index.html"), template);
    fs.rmSync(path.join(clientDir, ".vite"), { recursive: true });
    fs.rmSync(path.join(clientDir, "assets"), { recursive: true });
  }
});
