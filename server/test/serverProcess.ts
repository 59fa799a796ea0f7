import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll } from "vitest";

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/** The server's environment for a child process: the test runner's, minus what would change its behaviour. */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env, PORT: "0", ...env };
  delete merged.VITEST;
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  return merged;
}

const running = new Set<ChildProcess>();

/** Ends every process spawnServer started that is still running, with whatever it started (strace's server). */
export function killSpawnedServers(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
}

/**
 * Runs `node --import tsx <script>` (the server by default) as its own process, the way `npm start`
 * does, in a process group of its own so that killSpawnedServers ends all of it.
 */
export function spawnServer(
  env: NodeJS.ProcessEnv,
  { script = "server/main.ts", prefix = [] as string[] } = {},
): ServerProcess & { ready: Promise<ServerProcess> } {
  const [command, ...args] = [...prefix, process.execPath, "--import", "tsx", script];
  const child = spawn(command, args, { env: serverEnv(env), stdio: ["ignore", "pipe", "pipe"], detached: true });
  running.add(child);
  let output = "";
  const exited = new Promise<number | string>((resolve) =>
    child.on("exit", (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? -1);
    }),
  );
  const ready = new Promise<ServerProcess>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server ready at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(process_(match[1]));
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const process_ = (baseUrl: string): ServerProcess => ({ child, baseUrl, output: () => output, exited });
  return Object.assign(process_(""), { ready });
}

/** Starts a server and waits until it listens. */
export function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  return spawnServer(env).ready;
}

/** A JSON POST to a server process, with a bearer token when given. */
export function postJson(baseUrl: string, route: string, body: unknown, token?: string): Promise<Response> {
  return fetch(baseUrl + route, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * Two server processes sharing this test file's PostgreSQL database, started before its tests and
 * stopped after them; the function returns their base URLs.
 */
export function twoServerProcesses(databaseUrl: string | undefined): () => string[] {
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    servers = await Promise.all([0, 1].map(() => startServer({ DATABASE_URL: databaseUrl, WEBHOOK_POLL_MS: "60000" })));
  }, 120_000);
  afterAll(() => {
    for (const { child } of servers) child.kill("SIGTERM");
  });
  return () => servers.map((server) => server.baseUrl);
}

/** A REST call to one of the processes: its status and JSON body. */
export async function callServer(baseUrl: string, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
