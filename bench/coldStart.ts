/**
 * `npm start` to its first 200 on `/`: a first start on an empty data directory and a second start
 * on the same one, BENCH_COLD_RUNS (5) of each taken in turns with a bare `node -e` HTTP server's
 * start, then Ctrl-C. Prints median and worst of each beside the bare server's, with the ratios.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startGroup } from "../server/test/npmStart.ts";
import { warnIfBusy } from "./busyMachine.ts";

await warnIfBusy("bench/coldStart");
const runs = Number(process.env.BENCH_COLD_RUNS ?? 5);
const bare = ["node", "-e", "require('node:http').createServer((q, r) => r.end('ok')).listen(process.env.PORT)"];
const times = { bare: [] as number[], first: [] as number[], second: [] as number[] };

for (let i = 0; i < runs; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrap-cold-start-"));
  try {
    for (const [kind, command] of [
      ["bare", bare],
      ["first", undefined],
      ["second", undefined],
    ] as const) {
      const started = await startGroup(dataDir, command);
      times[kind].push(started.firstAnswerMs);
      await started.ctrlC();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const worst = (xs: number[]) => Math.max(...xs);
for (const kind of ["bare", "first", "second"] as const) {
  const m = median(times[kind]);
  const ratio = kind === "bare" ? "" : `  (${(m / median(times.bare)).toFixed(1)}x bare)`;
  console.log(
    `${kind.padEnd(7)} start to first 200: median ${m.toFixed(0)} ms, worst ${worst(times[kind]).toFixed(0)} ms${ratio}  [${times[kind].map((t) => t.toFixed(0)).join(", ")}]`,
  );
}
