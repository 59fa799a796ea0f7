/**
 * Pages: the server renderer the build writes next to the client (dist/server/entry-server.js,
 * from client/entry-server.tsx) fills dist/client/index.html with the page and its head, with the
 * company's details from this process's settings (SITE_*, PUBLIC_URL). Without a build (or in a
 * test's bare client directory) the template is answered as it is, as before.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderedPage, RenderInput } from "../client/entry-server.tsx";
import { config } from "./config.ts";

type Renderer = (input: RenderInput) => Promise<RenderedPage>;

const renderers = new Map<string, Promise<Renderer | null>>();

/** The renderer built with the client in `clientDir` (dist/client → dist/server), loaded once. */
function rendererFor(clientDir: string): Promise<Renderer | null> {
  const file = path.join(path.dirname(clientDir), "server", "entry-server.js");
  let renderer = renderers.get(file);
  if (!renderer) {
    renderer = fs.access(file).then(
      async () => ((await import(pathToFileURL(file).href)) as { renderPage: Renderer }).renderPage,
      () => null,
    );
    renderers.set(file, renderer);
  }
  return renderer;
}

export interface PageResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** The HTML answer for a page path, from the client's index.html template. */
export async function renderPage(request: Request, url: URL, template: string): Promise<PageResponse> {
  const headers: Record<string, string> = { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" };
  const render = await rendererFor(config.clientDir);
  if (!render || !template.includes("<!--app-html-->")) return { status: 200, body: template, headers };
  const page = await render({ request: new Request(url, { headers: request.headers }), site: config.site, publicUrl: config.publicUrl });
  if (!page.indexable) headers["x-robots-tag"] = "noindex";
  // Replaced by functions: a "$" in the page must not be read as a replacement pattern.
  const body = template.replace("<!--app-head-->", () => page.head).replace("<!--app-html-->", () => page.html);
  return { status: page.status, body, headers };
}
