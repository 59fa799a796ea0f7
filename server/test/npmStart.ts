/**
 * `npm start` in a process group of its own, as a terminal runs it: for the Ctrl-C test
 * (server/main.test.ts) and the cold-start bench (bench/coldStart.ts).
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { repoRoot } from "../repoRoot.ts";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export interface StartedGroup {
  /** Milliseconds from the spawn to the first 200 on `/`. */
  firstAnswerMs: number;
  /** Sends one SIGINT to the whole group (Ctrl-C) and resolves with how the group's leader ended. */
  ctrlC(): Promise<{ code: number | null; signal: string | null; output: string }>;
}

/** Runs `command` (default `npm start`) with DATA_DIR and a free PORT; resolves once it answered 200. */
export async function startGroup(dataDir: string, command: string[] = ["npm", "start", "--silent"]): Promise<StartedGroup> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const name of ["VITEST", "VITEST_POOL_ID", "VITEST_WORKER_ID", "NODE_ENV", "DATABASE_URL", "SMTP_URL"]) delete env[name];
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), { cwd: repoRoot, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const exit = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${command.join(" ")} exited before answering:\n${output}`);
    const status = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const firstAnswerMs = performance.now() - started;
  return {
    firstAnswerMs,
    async ctrlC() {
      process.kill(-child.pid!, "SIGINT");
      return { ...(await exit), output };
    },
  };
}
