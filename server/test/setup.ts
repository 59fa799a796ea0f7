import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import pg from "pg";

/**
 * Every server test file gets a fresh database: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a new database on it that is dropped afterwards.
 * Runs before the file imports server code, which reads these variables.
 */
process.env.RATE_LIMIT_MAX ??= "1000";
process.env.JWT_SECRET ??= "test-secret-" + randomBytes(8).toString("hex");
delete process.env.SMTP_URL;

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `scrap_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  afterAll(async () => {
    const { stopListening } = await import("../databaseListener.ts");
    await stopListening();
    const { closeDatabase } = await import("../db.ts");
    await closeDatabase();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await cleanup.end();
  });
} else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = ":memory:";
}
