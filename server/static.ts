import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/client");

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

/** Files from dist/client; any other GET gets index.html so the client's router takes the path (SPA fallback). */
export async function serveClient(request: Request, url: URL): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return Response.json({ message: "Not found" }, { status: 404 });
  }
  const file = path.join(clientDir, path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ""));
  if (file.startsWith(clientDir + path.sep) && path.extname(file)) {
    const body = await readFile(file);
    if (body) {
      const immutable = url.pathname.startsWith("/assets/");
      return new Response(request.method === "HEAD" ? null : new Uint8Array(body), {
        headers: {
          "content-type": types[path.extname(file)] ?? "application/octet-stream",
          "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
        },
      });
    }
    if (url.pathname.startsWith("/assets/")) return new Response("Not found", { status: 404 });
  }
  const index = await readFile(path.join(clientDir, "index.html"));
  return new Response(request.method === "HEAD" ? null : (index ? new Uint8Array(index) : notBuilt), {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
  });
}
