import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository's folder: the nearest one above this module with a package.json. The server runs
 * from server/*.ts (tsx, tests) and compiled from dist/server-app/main.mjs (`npm start`), so paths
 * to dist/ and prisma/ start here rather than at the module's own folder.
 */
export const repoRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
})();
