/** `npm run db:migrate`: brings the configured database (DATABASE_URL, else PGlite in DATA_DIR) up to date. */
import { closeDatabase, databaseKind, migrateDatabase } from "./db.ts";

const applied = await migrateDatabase();
console.info(applied.length ? `Applied ${applied.join(", ")} on ${databaseKind}.` : `The ${databaseKind} database is up to date.`);
await closeDatabase();
