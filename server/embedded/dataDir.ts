import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { repoRoot } from "../repoRoot.ts";
import { fsyncPath, fsyncTree, openDurablePGlite } from "./durableFs.ts";

/**
 * The embedded database's directory, DATA_DIR:
 *   pglite/      the PostgreSQL data directory (only ever appears complete: created beside it, then renamed)
 *   pglite.creating-<pid>, pglite.restoring-<pid>   being built (removed by the next start if left behind)
 *   pglite.restored-<pid>   a restored database about to replace pglite/ (put in place by the next start)
 *   pglite.before-restore-<time>, pglite.incomplete-<time>   kept aside for the owner to delete
 *   server.lock  who has the database open: { pid, command, port, startedAt }
 *   admin.sock   the running server's backup socket (owner-only)
 * One process at a time opens the database: PGlite is PostgreSQL in single-user mode, and two of them
 * on one directory overwrite each other's pages and hand out the same ids.
 */
export interface DataDirOwner {
  pid: number;
  /** The script that opened it (server/main.ts, scripts/dbBackup.ts, ...). */
  command: string;
  /** The HTTP port, once a server listens. */
  port: number | null;
  startedAt: string;
  /** /proc start time of the process, so that a reused pid is not taken for the old owner. */
  processStart: string | null;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner,
  ) {
    const port = owner.port ? `, serving port ${owner.port}` : "";
    super(
      `The data directory ${dataDir} is in use by another process: pid ${owner.pid} (${owner.command}${port}, started ${owner.startedAt}). ` +
        `Stop it first (Ctrl-C in its terminal, or kill ${owner.pid}), or give this process its own DATA_DIR.`,
    );
    this.name = "DataDirBusyError";
  }
}

export const databaseDir = (dataDir: string) => path.join(dataDir, "pglite");
export const adminSocketPath = (dataDir: string) => path.join(dataDir, "admin.sock");
const lockPath = (dataDir: string) => path.join(dataDir, "server.lock");

function processStartTime(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the parenthesised command name (which may hold spaces).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(owner: DataDirOwner): boolean {
  if (owner.pid === process.pid) return false; // a lock of ours from before a restart in the same pid (containers)
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const start = owner.processStart && processStartTime(owner.pid);
  return !start || start === owner.processStart;
}

function readOwner(file: string): DataDirOwner | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as DataDirOwner;
  } catch {
    return null; // gone, or never finished writing: a lock of nobody
  }
}

function writeFileDurably(file: string, content: string): void {
  const fd = fs.openSync(file, "w", 0o600);
  try {
    fs.writeFileSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** The live owner of the data directory, if any. */
export function dataDirOwner(dataDir: string): DataDirOwner | null {
  const owner = readOwner(lockPath(dataDir));
  return owner && isRunning(owner) ? owner : null;
}

/**
 * Takes the data directory for this process, or throws DataDirBusyError naming the live owner.
 * A lock left by a process that no longer runs is taken over. The lock file appears whole (written
 * aside, then hard-linked into place, which fails if one exists), so two starters never both win.
 */
export function lockDataDir(dataDir: string): { setPort(port: number): void; release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = lockPath(dataDir);
  const command = path.relative(process.cwd(), process.argv[1] ?? "node") || "node";
  const owner: DataDirOwner = {
    pid: process.pid,
    command,
    port: null,
    startedAt: new Date().toISOString(),
    processStart: processStartTime(process.pid),
  };
  const draft = `${lock}.${process.pid}`;
  writeFileDurably(draft, JSON.stringify(owner));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(draft, lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 5) throw error;
      }
      const current = readOwner(lock);
      if (current && isRunning(current)) throw new DataDirBusyError(dataDir, current);
      // Stale: move it aside under our own name, and give it back if a live owner slipped in meanwhile.
      const stale = `${lock}.stale.${process.pid}`;
      try {
        fs.renameSync(lock, stale);
      } catch {
        continue;
      }
      const moved = readOwner(stale);
      if (moved && isRunning(moved)) {
        try {
          fs.linkSync(stale, lock);
        } catch {
          /* another starter holds it now; the next attempt names it */
        }
        fs.rmSync(stale, { force: true });
        throw new DataDirBusyError(dataDir, moved);
      }
      fs.rmSync(stale, { force: true });
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  removeDraftsOfEndedProcesses(dataDir);
  fsyncPath(dataDir);
  let released = false;
  return {
    setPort(port) {
      owner.port = port;
      writeFileDurably(draft, JSON.stringify(owner));
      fs.renameSync(draft, lock);
    },
    release() {
      if (released) return;
      released = true;
      if (readOwner(lock)?.pid === process.pid) fs.rmSync(lock, { force: true });
    },
  };
}

/** Lock drafts (server.lock.<pid>, server.lock.stale.<pid>) left by processes killed while taking the lock. */
function removeDraftsOfEndedProcesses(dataDir: string): void {
  for (const entry of fs.readdirSync(dataDir)) {
    const pid = /^server\.lock\.(?:stale\.)?(\d+)$/.exec(entry)?.[1];
    if (!pid || Number(pid) === process.pid) continue;
    try {
      process.kill(Number(pid), 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") fs.rmSync(path.join(dataDir, entry), { force: true });
    }
  }
}

/**
 * Opens the embedded database in `dataDir`, creating it first if needed. Creation (PostgreSQL's
 * initdb, a second or two) happens in a directory beside the final one, which is renamed into place
 * only once it is complete and on disk: a start interrupted at any moment leaves either no database or
 * a whole one, and leftovers of an interrupted creation are cleared by the next start. Call with the
 * data directory locked.
 */
/**
 * A new database with every migration applied, written by `npm install` and `npm start` when the
 * migrations change (scripts/dbTemplate.ts): a new data directory starts as a copy of it, which
 * takes a fraction of the seconds PostgreSQL's initdb takes. Without it, the database is created anew.
 */
export const databaseTemplateFile = path.join(repoRoot, "dist/database-template.tar.gz");

export async function openEmbeddedDatabase(dataDir: string): Promise<PGlite> {
  const target = databaseDir(dataDir);
  for (const entry of fs.readdirSync(dataDir)) {
    if (/^pglite\.(creating|restoring)-\d+$/.test(entry)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  if (fs.existsSync(target) && !fs.existsSync(path.join(target, "global", "pg_control"))) {
    // Left by a version of this site that created the database in place and was interrupted: it
    // never held data. Keep it aside rather than delete anything in a data directory.
    fs.renameSync(target, `${target}.incomplete-${Date.now()}`);
  }
  const restored = fs.readdirSync(dataDir).find((entry) => /^pglite\.restored-\d+$/.test(entry));
  if (!fs.existsSync(target) && restored) {
    // A restore was interrupted between moving the old database aside and putting the backup in place.
    fs.renameSync(path.join(dataDir, restored), target);
    fsyncPath(dataDir);
  }
  if (!fs.existsSync(target)) {
    const template = fs.existsSync(databaseTemplateFile)
      ? new Blob([fs.readFileSync(databaseTemplateFile)], { type: "application/x-gzip" })
      : undefined;
    await buildDatabaseDir(dataDir, "creating", async (dir) => (await openDurablePGlite(dir, { loadDataDir: template })).close());
  }
  return openDurablePGlite(target);
}

/**
 * Runs `fill` on a fresh directory beside the database, flushes it to disk and renames it into the
 * database's place. Returns what was there before, moved aside (null if nothing was).
 */
export async function buildDatabaseDir(
  dataDir: string,
  kind: "creating" | "restoring",
  fill: (dir: string) => Promise<void>,
): Promise<string | null> {
  const target = databaseDir(dataDir);
  const building = `${target}.${kind}-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building);
  await fill(building);
  fsyncTree(building);
  if (!fs.existsSync(target)) {
    fs.renameSync(building, target);
    fsyncPath(dataDir);
    return null;
  }
  // Complete, under a name the next start recognises should this stop between the two renames below.
  const ready = `${target}.restored-${process.pid}`;
  fs.renameSync(building, ready);
  fsyncPath(dataDir);
  const previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  fs.renameSync(target, previous);
  fs.renameSync(ready, target);
  fsyncPath(dataDir);
  return previous;
}
