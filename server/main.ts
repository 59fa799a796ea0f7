import fs from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createApp } from "./app.ts";
import { config } from "./config.ts";
import { stopChangeNotifications } from "./events/changeNotifier.ts";
import { stopListening } from "./databaseListener.ts";
import { closeDatabase, databaseKind, dataDirLock, snapshotEmbeddedDatabase } from "./db.ts";
import { adminSocketPath } from "./embedded/dataDir.ts";
import { createHttpServer } from "./httpServer.ts";
import { backgroundIdle } from "./background.ts";
import { startWebhookWorker } from "./webhooks/delivery.ts";
import { startHousekeeping } from "./housekeeping.ts";
import { runHouseCommand } from "./house/houseCommand.ts";

/*
 * One request's bug must not take every other request down with it: an error nothing caught is
 * logged and the process goes on serving. Production still runs under a supervisor that restarts
 * it if it ever exits (deploy/gulf-recycling-traders.service, docs/operations.md "Running in production").
 */
process.on("uncaughtException", (error) => console.error("Uncaught error (the server goes on):", error));
process.on("unhandledRejection", (reason) => console.error("Unhandled rejection (the server goes on):", reason));

const app = await createApp();
// Yoga's handler answers its own errors; an unexpected rejection reaches the unhandledRejection log above.
const server = createHttpServer((request, response) => void app(request, response));
const webhooks = startWebhookWorker();
const housekeeping = startHousekeeping();

server.listen(config.port, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  dataDirLock?.setPort(port);
  const where = databaseKind === "pglite" ? `embedded PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
  console.info(`Server ready at http://localhost:${port} (GraphQL at /graphql, database: ${where})`);
});

/**
 * `npm run db:backup` (and `npm run house`) while the server runs: the database is this process's, so the
 * snapshot is taken (the command run) here and sent over a socket in DATA_DIR that only the data directory's owner can open.
 */
function listenForBackups(): Server | null {
  if (!dataDirLock) return null;
  const socket = adminSocketPath(config.dataDir);
  fs.rmSync(socket, { force: true }); // left by a killed server: the lock we hold says it is ours
  const admin = createServer((request, response) => {
    if (request.method === "POST" && request.url === "/house") {
      runHouseCommandFrom(request, response);
      return;
    }
    if (request.method !== "GET" || request.url !== "/backup") {
      response.writeHead(404).end();
      return;
    }
    snapshotEmbeddedDatabase().then(
      async (snapshot) => response.writeHead(200, { "content-type": "application/gzip" }).end(Buffer.from(await snapshot.arrayBuffer())),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  admin.on("error", (error) => console.warn(`npm run db:backup will not reach this server (${error.message}); stop it to back up.`));
  admin.listen(socket, () => fs.chmodSync(socket, 0o600));
  return admin;
}
const admin = listenForBackups();

/** `npm run house` while the server runs on the embedded database: the command runs here (scripts/house.ts). */
function runHouseCommandFrom(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    (async () => {
      const { args } = JSON.parse(Buffer.concat(chunks).toString()) as { args: string[] };
      return runHouseCommand(Array.isArray(args) ? args.map(String) : []);
    })().then(
      (result) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result)),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
}

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * One Ctrl-C can arrive twice: the terminal sends SIGINT to npm and the server, and npm forwards
 * its own to the server. A repeat this soon is the same Ctrl-C; a later one is a second.
 */
const SAME_SIGNAL_MS = 1_000;

/**
 * SIGINT/SIGTERM: stop accepting connections, let the requests in flight finish (keep-alive
 * connections are closed as soon as they are idle), close the database cleanly, then exit 0. A second
 * signal (a second Ctrl-C), or requests still running after the grace period, end it at once.
 */
function shutDown(signal: string) {
  console.info(`${signal}: finishing the requests in flight, then closing the database.`);
  admin?.close();
  const webhooksStopped = Promise.all([webhooks.stop(), housekeeping.stop()]);
  // Live-update streams never finish on their own: they end now (clients reconnect to another process).
  void stopChangeNotifications().then(stopListening);
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  server.close(() => {
    clearInterval(idle);
    clearTimeout(force);
    // Webhook sends, reset links and mails being written after their answers finish before the database closes.
    Promise.all([webhooksStopped, backgroundIdle()])
      .then(closeDatabase)
      .then(
        () => {
          console.info("Database closed.");
          process.exit(0);
        },
        (error) => {
          console.error("Closing the database failed:", error);
          process.exit(1);
        },
      );
  });
  server.closeIdleConnections();
}

let shutDownSince: number | null = null;
// Listeners that stay: with none left (process.once) a signal arriving meanwhile would kill the process outright.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (shutDownSince === null) {
      shutDownSince = Date.now();
      shutDown(signal);
    } else if (Date.now() - shutDownSince > SAME_SIGNAL_MS) {
      process.exit(1);
    }
  });
}
