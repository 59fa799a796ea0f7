import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { startGroup } from "./test/npmStart.ts";

/**
 * Ctrl-C on `npm start`, as a terminal sends it: one SIGINT to the whole process group (npm, and
 * the server it runs). Every time the server closes the database, says so, removes its lock and
 * exits 0, and npm with it (README "Durability and backups").
 */
const CTRL_C_TIMES = 20;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrap-ctrl-c-"));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("Ctrl-C on npm start", () => {
  test(`shuts down cleanly with exit code 0 and no lock left, ${CTRL_C_TIMES} times in a row`, async () => {
    for (let run = 1; run <= CTRL_C_TIMES; run++) {
      const { code, signal, output } = await (await startGroup(dataDir)).ctrlC();
      const outcome = {
        run,
        code,
        signal,
        closed: output.includes("Database closed."),
        lockLeft: fs.existsSync(path.join(dataDir, "server.lock")),
      };
      expect(outcome, output).toEqual({ run, code: 0, signal: null, closed: true, lockLeft: false });
    }
  }, 600_000);
});
