import fs from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { acceptedEncoding, compressibleType, compressNow, type Encoding } from "./compression.ts";
import { config } from "./config.ts";
import { renderPage } from "./ssr.ts";
import { decodePathPart } from "./url.ts";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

const notBuilt = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Client not built</title></head>
<body><main><h1>The client is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.
The GraphQL API is at <a href="/graphql">/graphql</a>.</p></main></body></html>`;

async function readFile(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

/** Gzipped bodies by file and modification time: each file is compressed once, not per request. */
const gzipped = new Map<string, { mtimeMs: number; body: Buffer }>();

async function gzippedFile(file: string, body: Buffer): Promise<Buffer> {
  const { mtimeMs } = await fs.stat(file);
  const cached = gzipped.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const entry = { mtimeMs, body: gzipSync(body) };
  gzipped.set(file, entry);
  return entry.body;
}

/**
 * The file's body in the encoding the browser accepts: brotli as the build wrote it beside the
 * file (client/tools/precompress.ts), else gzip; as it is for a type that does not compress.
 */
async function encodedFile(
  request: Request,
  file: string,
  body: Buffer,
  type: string,
): Promise<{ payload: Buffer; encoding: Encoding | null }> {
  const encoding = compressibleType.test(type) ? acceptedEncoding(request) : null;
  if (encoding === "br") {
    const brotli = await readFile(`${file}.br`);
    if (brotli) return { payload: brotli, encoding };
  }
  if (encoding) return { payload: await gzippedFile(file, body), encoding: "gzip" };
  return { payload: body, encoding: null };
}

async function fileResponse(request: Request, file: string, body: Buffer, headers: Record<string, string>): Promise<Response> {
  const { payload, encoding } = await encodedFile(request, file, body, headers["content-type"]);
  const allHeaders: Record<string, string> = { ...headers, vary: "accept-encoding" };
  if (encoding) allHeaders["content-encoding"] = encoding;
  return new Response(request.method === "HEAD" ? null : new Uint8Array(payload), { headers: allHeaders });
}

/** Files from dist/client; any other GET is a page: index.html, rendered by the server for the public pages (server/ssr.ts). */
export async function serveClient(request: Request, url: URL): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return Response.json({ message: "Not found" }, { status: 404 });
  }
  const clientDir = config.clientDir;
  const file = path.join(clientDir, path.normalize(decodePathPart(url.pathname)).replace(/^([/\\])+/, ""));
  if (file.startsWith(clientDir + path.sep) && path.extname(file)) {
    const body = await readFile(file);
    if (body) {
      const immutable = url.pathname.startsWith("/assets/");
      return fileResponse(request, file, body, {
        "content-type": types[path.extname(file)] ?? "application/octet-stream",
        "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      });
    }
    if (url.pathname.startsWith("/assets/")) return new Response("Not found", { status: 404 });
  }
  const index = await readFile(path.join(clientDir, "index.html"));
  if (!index)
    return new Response(request.method === "HEAD" ? null : notBuilt, {
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
    });
  const page = await renderPage(request, url, index.toString("utf8"));
  const headers: Record<string, string> = { ...page.headers, vary: "accept-encoding" };
  const encoding = acceptedEncoding(request);
  if (encoding) headers["content-encoding"] = encoding;
  const body = encoding ? await compressNow(Buffer.from(page.body), encoding) : Buffer.from(page.body);
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: page.status, headers });
}
