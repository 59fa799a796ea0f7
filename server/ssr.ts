/**
 * Pages: the server renderer the build writes next to the client (dist/server/entryServer.js,
 * from client/entryServer.tsx) fills dist/client/index.html with the page and its head, with the
 * company's details from this process's settings (SITE_*, PUBLIC_URL). A template without the
 * markers (a test's bare client directory) is answered as it is.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderedPage, RenderInput } from "../shared/rendering.ts";
import { publicPageFor } from "../shared/publicPages.ts";
import { siteInfoElement, type SiteInfo } from "../shared/siteInfo.ts";
import { config } from "./config.ts";
import { routePageFor } from "./routeScripts.ts";
import { contentSecurityPolicy } from "./securityHeaders.ts";

type Renderer = (input: RenderInput) => Promise<RenderedPage>;

const renderers = new Map<string, Promise<Renderer | null>>();

/** The renderer built with the client in `clientDir` (dist/client → dist/server), loaded once. */
function rendererFor(clientDir: string): Promise<Renderer | null> {
  const file = path.join(path.dirname(clientDir), "server", "entryServer.js");
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

/** A page left to the browser: the company's details, no markup. */
function clientRendered(status: number, indexable: boolean): RenderedPage {
  const head = `<title>${config.site.companyName.replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}</title>\n    ${siteInfoElement(config.site)}`;
  return { status, head, html: "", indexable };
}

interface CachedPage {
  template: string;
  site: SiteInfo;
  publicUrl: string;
  page: RenderedPage;
}

/**
 * The public pages as rendered, by built client and canonical path. Their markup depends only on
 * the path, the build and this process's settings, so each is rendered once: rendering takes tens
 * of milliseconds on a busy server, which every visitor (a phone on a slow connection too) would
 * wait for before the first byte. Only canonical paths without a query are kept (a bounded set).
 */
const renderedPages = new Map<string, CachedPage>();

/** The HTML answer for a page path, from the client's index.html template. */
export async function renderPage(request: Request, url: URL, template: string): Promise<PageResponse> {
  const headers: Record<string, string> = { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" };
  if (!template.includes("<!--app-html-->")) return { status: 200, body: template, headers };
  const cacheKey = !url.search && publicPageFor(url.pathname)?.path === url.pathname ? `${config.clientDir}\0${url.pathname}` : null;
  const cached = cacheKey ? renderedPages.get(cacheKey) : undefined;
  const fresh = cached && cached.template === template && cached.site === config.site && cached.publicUrl === config.publicUrl;
  const page = fresh ? cached.page : await renderFresh(request, url);
  if (cacheKey && !fresh && page.status === 200) {
    renderedPages.set(cacheKey, { template, site: config.site, publicUrl: config.publicUrl, page });
  }
  if (!page.indexable) headers["x-robots-tag"] = "noindex";
  // Replaced by functions: a "$" in the page must not be read as a replacement pattern.
  const body = template.replace("<!--app-head-->", () => page.head).replace("<!--app-html-->", () => page.html);
  // A screen the browser renders fetches its scripts at once, with its stylesheets inside the page (server/routeScripts.ts).
  const screen = page.html ? null : await routePageFor(config.clientDir, template, body, url.pathname);
  if (!screen) return { status: page.status, body, headers };
  headers["content-security-policy"] = contentSecurityPolicy(screen.styleHashes);
  return { status: page.status, body: screen.html, headers };
}

async function renderFresh(request: Request, url: URL): Promise<RenderedPage> {
  const render = await rendererFor(config.clientDir);
  let page: RenderedPage;
  try {
    // Without the renderer (a client built with plain `vite build`) the browser renders every page.
    page = render
      ? await render({ request: new Request(url.href, { headers: request.headers }), site: config.site, publicUrl: config.publicUrl })
      : clientRendered(200, true);
  } catch (error) {
    // A bug in a page must not take the site down: the browser renders it instead, and crawlers come back later.
    console.error(`[ssr] rendering ${url.pathname} failed:`, error);
    page = clientRendered(500, false);
  }
  return page;
}
