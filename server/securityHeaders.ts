import type { Plugin } from "graphql-yoga";
import { config } from "./config.ts";

/**
 * The one Content-Security-Policy of every page, script and API answer. Scripts come only from our
 * own origin: no inline script, no eval. `<script type="application/json">` and `application/ld+json`
 * data blocks are not executed, so server-rendered pages may carry them under this policy.
 * Style attributes stay allowed (React and server rendering set `style="…"`), `<style>` elements
 * only where a page names each by its hash (`styleHashes`, 'sha256-…': a screen's own stylesheets,
 * server/routeScripts.ts).
 */
export function contentSecurityPolicy(styleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(" "),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** GraphiQL (development only) loads its editor from unpkg and starts it with inline script. */
const GRAPHIQL_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "img-src 'self' data: https://raw.githubusercontent.com",
  "font-src 'self' data: https://unpkg.com",
  "connect-src 'self' https://unpkg.com",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Headers every response carries; HSTS only when the site is served over https. */
export function securityHeaders({ graphiql = false } = {}): Record<string, string> {
  return {
    "content-security-policy": graphiql ? GRAPHIQL_POLICY : CONTENT_SECURITY_POLICY,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
    ...(config.publicUrl.startsWith("https:") ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

export function useSecurityHeaders(): Plugin {
  return {
    onResponse({ request, response }) {
      const graphiql =
        !config.production &&
        new URL(request.url).pathname === "/graphql" &&
        (response.headers.get("content-type") ?? "").startsWith("text/html");
      // A page that allows its own inline styles sets its policy itself (contentSecurityPolicy with their hashes).
      const ownPolicy = response.headers.has("content-security-policy") && !graphiql;
      for (const [name, value] of Object.entries(securityHeaders({ graphiql }))) {
        if (!(ownPolicy && name === "content-security-policy")) response.headers.set(name, value);
      }
    },
  };
}

/**
 * CORS: same-origin only, unless CORS_ORIGINS lists integrator origins. A listed origin is answered
 * with itself, anything else gets no CORS headers; never the credentials flag (the API uses bearer
 * tokens, not cookies).
 */
export function corsOptions(request: Request) {
  const origin = request.headers.get("origin");
  if (!origin || !config.corsOrigins.includes(origin)) return false as const;
  return {
    origin: [origin],
    credentials: false,
    methods: ["GET", "POST", "PUT"],
    allowedHeaders: ["authorization", "content-type", "accept", "x-graphql-yoga-csrf"],
    maxAge: 600,
  };
}
