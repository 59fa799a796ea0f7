/**
 * `npm run bench` (durability part): what flushing each commit to disk costs the embedded database.
 * The same single-row transactions on PGlite's own Node file system (no fsync: a power cut can lose
 * acknowledged writes) and on ours (DurableNodeFS: PostgreSQL's fsync/fdatasync reach the disk), in
 * fresh directories under BENCH_DIR (default: the OS temp directory). Prints figures; asserts nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { DurableNodeFS } from "../server/embedded/durableFs.ts";
import { warnIfBusy } from "./busyMachine.ts";

await warnIfBusy("bench/durability");

const COMMITS = Number(process.env.BENCH_COMMITS ?? 300);
const root = fs.mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), "scrap-bench-"));

async function commitsPerSecond(label: string, open: (dir: string) => PGlite): Promise<number> {
  const pglite = open(fs.mkdtempSync(path.join(root, "db-")));
  await pglite.waitReady;
  await pglite.exec(`CREATE TABLE payment (id serial PRIMARY KEY, amount numeric(14, 2) NOT NULL, paid_on date NOT NULL)`);
  const start = performance.now();
  for (let i = 0; i < COMMITS; i++)
    await pglite.query(`INSERT INTO payment (amount, paid_on) VALUES ($1, $2)`, [`${100 + i}.50`, "2026-06-02"]);
  const perSecond = COMMITS / ((performance.now() - start) / 1000);
  await pglite.close();
  console.info(`${label}: ${COMMITS} commits, ${perSecond.toFixed(0)} per second (${(1000 / perSecond).toFixed(2)} ms each)`);
  return perSecond;
}

try {
  console.info(`Embedded database on disk in ${root}:`);
  const plain = await commitsPerSecond("PGlite NodeFS, nothing flushed (before)", (dir) => new PGlite({ fs: new NodeFS(dir) }));
  const durable = await commitsPerSecond(
    "DurableNodeFS, WAL flushed per commit (now)",
    (dir) => new PGlite({ fs: new DurableNodeFS(dir) }),
  );
  console.info(`durable / plain: ${(durable / plain).toFixed(2)} of the throughput`);
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
