import { createApp } from "./app.ts";
import { config } from "./config.ts";
import { closeDatabase, databaseKind } from "./db.ts";
import { createHttpServer } from "./http-server.ts";
import { backgroundIdle } from "./background.ts";

const app = await createApp();
const server = createHttpServer(app);

server.listen(config.port, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const where = databaseKind === "pglite" ? `embedded PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
  console.info(`Server ready at http://localhost:${port} (GraphQL at /graphql, database: ${where})`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    // Reset links and mails being written after their answers are finished before the database closes.
    void backgroundIdle()
      .then(closeDatabase)
      .finally(() => process.exit(0));
  });
}
