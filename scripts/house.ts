/**
 * `npm run house -- add-admin <email> | list | remove <email>`: the house's staff, from the server's
 * shell (docs/operations.md, "The house's staff"). The only way besides a House Admin's invitation
 * that makes anyone staff. On PostgreSQL (DATABASE_URL) it works on the database directly; on the
 * embedded database, while the server runs, the server does it (it owns the database) over
 * DATA_DIR/admin.sock, as `npm run db:backup` does; otherwise this script opens the database itself.
 * Exit codes: 0 done, 1 refused or failed (the message says why), 2 usage.
 */
import http from "node:http";
import { config } from "../server/config.ts";
import { adminSocketPath, dataDirOwner } from "../server/embedded/dataDir.ts";
import type { HouseCommandResult } from "../server/house/staff.ts";

const args = process.argv.slice(2);
const known = new Set(["add-admin", "list", "remove"]);

function throughRunningServer(): Promise<HouseCommandResult> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: adminSocketPath(config.dataDir), path: "/house", method: "POST", headers: { "content-type": "application/json" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks).toString();
          if (response.statusCode === 200) resolve(JSON.parse(body) as HouseCommandResult);
          else reject(new Error(`the server could not run it: ${body}`));
        });
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify({ args }));
  });
}

async function withOwnDatabase(): Promise<HouseCommandResult> {
  const { closeDatabase, migrateDatabase } = await import("../server/db.ts");
  const { runHouseCommand } = await import("../server/house/houseCommand.ts");
  const { backgroundIdle } = await import("../server/background.ts");
  try {
    await migrateDatabase();
    return await runHouseCommand(args);
  } finally {
    await backgroundIdle(); // an invitation's mail delivered (with SMTP_URL) before the database closes
    await closeDatabase();
  }
}

if (!known.has(args[0] ?? "")) {
  const { houseUsage } = await import("../server/house/houseCommand.ts");
  console.error(args.length ? `Unknown command: ${args.join(" ")}\n${houseUsage}` : houseUsage);
  process.exit(2);
}
const server = config.databaseUrl ? null : dataDirOwner(config.dataDir);
const result = await (server ? throughRunningServer() : withOwnDatabase()).catch((error: Error) => {
  const where = server
    ? `the running server (pid ${server.pid}) over ${adminSocketPath(config.dataDir)}`
    : config.databaseUrl
      ? "PostgreSQL (DATABASE_URL)"
      : config.dataDir;
  console.error(`Nothing done: could not reach the database through ${where}: ${error.message}`);
  process.exit(1);
});
(result.ok ? console.info : console.error)(result.message);
process.exit(result.ok ? 0 : 1);
