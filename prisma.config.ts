import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";

// The CLI uses the same databases as the server: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    if (process.env.DATABASE_URL) return new PrismaPg({ connectionString: process.env.DATABASE_URL });
    const dir = path.join(process.env.DATA_DIR ?? "data", "pglite");
    fs.mkdirSync(dir, { recursive: true });
    // Typed against an older @prisma/driver-adapter-utils than Prisma's; the runtime contract is the same (server/db.ts).
    return new PrismaPGlite(new PGlite(dir)) as unknown as PrismaPg;
  },
});
