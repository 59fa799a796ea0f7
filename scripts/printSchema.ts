/** Prints the Pothos schema to schema.graphql (`npm run schema`); `--check` fails when the committed file is stale. */
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { printSchema } from "graphql";

process.env.DATA_DIR ??= ":memory:";
const { schema } = await import("../server/schema/index.ts");
const file = fileURLToPath(new URL("../schema.graphql", import.meta.url));
const printed = printSchema(schema) + "\n";

if (process.argv.includes("--check")) {
  const committed = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  if (committed !== printed) {
    console.error("schema.graphql is stale: run `npm run schema` and commit it.");
    process.exit(1);
  }
  console.info("schema.graphql is up to date.");
} else {
  fs.writeFileSync(file, printed);
  console.info("Wrote schema.graphql");
}
process.exit(0);
