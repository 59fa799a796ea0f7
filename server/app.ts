import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError, type ValidationContext } from "graphql";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { AppError } from "./errors.ts";
import { config } from "./config.ts";
import { createContext, type ServerContext } from "./context.ts";
import { idempotentWrites } from "./integrations/idempotency.ts";
import { migrateDatabase } from "./db.ts";
import { restRoutes } from "./restRoutes.ts";
import { seoFile } from "./seo.ts";
import { startOutbox } from "./mail/mailer.ts";
import { compressAnswers } from "./compression.ts";
import { serveClient } from "./static.ts";
import { corsOptions, useSecurityHeaders } from "./securityHeaders.ts";
import { useRequestBounds } from "./graphql/bounds.ts";
import { useCompiledQueries } from "./graphql/compiled.ts";
import { useSharedEventResults } from "./live/sharedEventResults.ts";
import { keepStatementAnswers } from "./ledger/statementAnswers.ts";
import { isAttachmentUpload, limitGraphQLUploads } from "./attachments/upload.ts";

/** Largest request body accepted anywhere (GraphQL and REST), except a file upload (attachments/upload.ts). */
export const MAX_BODY_BYTES = 100 * 1024;

function bodySizeLimit(): Plugin {
  return {
    async onRequest(payload) {
      const { request, fetchAPI } = payload;
      // The rest of the body stays unread, so this connection cannot carry another request: close it.
      const tooLarge = () =>
        payload.endResponse(
          fetchAPI.Response.json(
            { message: `Request body too large (over ${MAX_BODY_BYTES} bytes)` },
            { status: 413, headers: { connection: "close" } },
          ),
        );
      // An upload reads its own body as it streams, and answers 413 once the file passes its limit (attachments/upload.ts).
      if (isAttachmentUpload(request)) return;
      const declared = request.headers.get("content-length");
      if (declared !== null) {
        if (Number(declared) > MAX_BODY_BYTES) tooLarge();
        return;
      }
      if (!request.body) return;
      // No Content-Length (a chunked upload): read at most the limit, then hand on the buffered body.
      const reader = request.body.getReader();
      const chunks: Uint8Array[] = [];
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > MAX_BODY_BYTES) {
          await reader.cancel();
          return tooLarge();
        }
        chunks.push(value);
      }
      payload.setRequest(
        new fetchAPI.Request(request.url, {
          method: request.method,
          headers: request.headers,
          body: Buffer.concat(chunks),
          signal: request.signal,
        }),
      );
    },
  };
}

/**
 * A POST with a content type a plain HTML form can send is refused unless it carries this header:
 * such requests skip the CORS preflight, so any site could make a visitor's browser send them. A GET
 * needs no header: yoga never runs a mutation over GET (405), and the API takes bearer tokens, not
 * cookies, so a cross-site GET reads only what anybody may read (GraphQL-over-HTTP's URL-encoded GET).
 */
function refuseFormPosts(): Plugin {
  const { onRequestParse } = useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf"] });
  return {
    onRequestParse(payload) {
      if (payload.request.method === "GET" || payload.request.method === "HEAD") return;
      return onRequestParse!(payload);
    },
  };
}

/**
 * graphql-armor's limits throw out of validation by default, which yoga answers with 200; reported
 * through the validation context they are ordinary validation errors (400 for graphql-response+json).
 */
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** Routes that are not GraphQL: the REST shims under /api, robots.txt and the sitemap, and the built client (its files and pages) for everything else. */
function otherRoutes(): Plugin<Record<string, unknown>, ServerContext> {
  return {
    async onRequest(payload) {
      const { request, url, serverContext } = payload;
      if (url.pathname === "/graphql") return;
      if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
        payload.endResponse(await restRoutes(request, url, serverContext));
        return;
      }
      payload.endResponse(seoFile(request, url) ?? (await serveClient(request, url)));
    },
  };
}

/** The whole HTTP application: usable as a Node request listener and through `app.fetch` in tests. */
export async function createApp() {
  await migrateDatabase();
  startOutbox();
  const { schema } = await import("./schema/index.ts");
  return createYoga<ServerContext>({
    schema,
    context: createContext,
    graphqlEndpoint: "/graphql",
    graphiql: !config.production,
    cors: corsOptions,
    landingPage: false,
    // bodySizeLimit (above) already bounds every body, before anything reads it; yoga's own limit
    // piped each GraphQL body through a stream of its own, which cost every request a stream
    // pipeline, an AbortController and a DOMException.
    maxRequestBodySize: false,
    // Expected failures keep their message (a bad date range, a missing lot); anything else is masked.
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        // The execution timeout's reason (graphql/bounds.ts) is already a clear GraphQL error.
        if (original instanceof GraphQLError && original.extensions.code === "TIMEOUT") return original;
        if (original instanceof AppError) {
          const code = original.constructor.name.replace(/Error$/, "").toUpperCase();
          // The same error, given its code: yoga logs as ERR every error its masking replaces, and a
          // refused input is the caller's mistake, not the server's.
          if (error instanceof GraphQLError && error.message === original.message) {
            Object.assign(error.extensions as Record<string, unknown>, { code });
            return error;
          }
          return new GraphQLError(original.message, { extensions: { code } });
        }
        return maskError(error, message, isDev);
      },
    },
    logging: config.production ? "info" : "warn",
    plugins: [
      useSecurityHeaders(),
      compressAnswers(),
      bodySizeLimit(),
      limitGraphQLUploads(),
      idempotentWrites(),
      otherRoutes(),
      refuseFormPosts(),
      useRequestBounds(),
      keepStatementAnswers(),
      useCompiledQueries(),
      useSharedEventResults(),
      EnvelopArmorPlugin({
        maxDepth: { n: 12, ...reportAsValidationError },
        maxAliases: { n: 15, ...reportAsValidationError },
        // The cost limit is ours (graphql/bounds.ts): it counts list arguments, which armor's does not.
        costLimit: { enabled: false },
        maxTokens: { n: 5_000 },
        maxDirectives: { n: 20, ...reportAsValidationError },
        blockFieldSuggestion: { enabled: config.production },
      }),
    ],
  });
}

export type App = Awaited<ReturnType<typeof createApp>>;
