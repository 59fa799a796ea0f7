import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { createYoga, type Plugin } from "graphql-yoga";
import { config } from "./config.ts";
import { createContext, type ServerContext } from "./context.ts";
import { migrateDatabase } from "./db.ts";
import { restRoutes } from "./rest/index.ts";
import { serveClient } from "./static.ts";

/** Largest request body accepted anywhere (GraphQL and REST). */
export const MAX_BODY_BYTES = 100 * 1024;

function bodySizeLimit(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const length = Number(request.headers.get("content-length") ?? 0);
      if (length > MAX_BODY_BYTES) {
        endResponse(fetchAPI.Response.json({ message: `Request body too large (over ${MAX_BODY_BYTES} bytes)` }, { status: 413 }));
      }
    },
  };
}

/** Routes that are not GraphQL: the REST shims under /api and the built client for everything else. */
function otherRoutes(): Plugin<Record<string, unknown>, ServerContext> {
  return {
    async onRequest({ request, url, endResponse, serverContext }) {
      if (url.pathname === "/graphql") return;
      if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
        endResponse(await restRoutes(request, url, serverContext));
        return;
      }
      endResponse(await serveClient(request, url));
    },
  };
}

/** The whole HTTP application: usable as a Node request listener and through `app.fetch` in tests. */
export async function createApp() {
  await migrateDatabase();
  const { schema } = await import("./schema/index.ts");
  return createYoga<ServerContext>({
    schema,
    context: createContext,
    graphqlEndpoint: "/graphql",
    graphiql: !config.production,
    landingPage: false,
    maskedErrors: true,
    logging: config.production ? "info" : "warn",
    plugins: [
      bodySizeLimit(),
      otherRoutes(),
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 15 },
        costLimit: { maxCost: 20_000 },
        maxTokens: { n: 5_000 },
        maxDirectives: { n: 20 },
        blockFieldSuggestion: { enabled: config.production },
      }),
    ],
  });
}

export type App = Awaited<ReturnType<typeof createApp>>;
