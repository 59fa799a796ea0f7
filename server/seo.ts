/**
 * /robots.txt and /sitemap.xml, written from PUBLIC_URL and the list of public pages
 * (shared/publicPages.ts, the same list the server renders and the previews are drawn for).
 */
import { publicPages } from "../shared/publicPages.ts";
import { config } from "./config.ts";

function robotsTxt(): string {
  // The signed-in screens stay crawlable so that crawlers see their noindex.
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /graphql", "", `Sitemap: ${config.publicUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function sitemapXml(): string {
  const urls = publicPages.map((p) => `  <url><loc>${xmlEscape(`${config.publicUrl}${p.path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

const files: Record<string, { type: string; body: () => string }> = {
  "/robots.txt": { type: "text/plain; charset=utf-8", body: robotsTxt },
  "/sitemap.xml": { type: "application/xml; charset=utf-8", body: sitemapXml },
};

/** The answer for /robots.txt or /sitemap.xml; null for any other request. */
export function seoFile(request: Request, url: URL): Response | null {
  const file = files[url.pathname];
  if (!file || (request.method !== "GET" && request.method !== "HEAD")) return null;
  return new Response(request.method === "HEAD" ? null : file.body(), {
    headers: { "content-type": file.type, "cache-control": "no-cache" },
  });
}
