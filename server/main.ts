import { createServer } from "node:http";
import { createApp } from "./app.ts";
import { config } from "./config.ts";
import { closeDatabase, databaseKind } from "./db.ts";
import { startWebhookWorker } from "./webhooks/delivery.ts";

const app = await createApp();
const server = createServer(app);
const webhooks = startWebhookWorker();

server.listen(config.port, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const where = databaseKind === "pglite" ? `embedded PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
  console.info(`Server ready at http://localhost:${port} (GraphQL at /graphql, database: ${where})`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    webhooks.stop();
    server.close();
    server.closeAllConnections();
    void closeDatabase().finally(() => process.exit(0));
  });
}
