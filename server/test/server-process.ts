import { spawn, type ChildProcess } from "node:child_process";

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

/** Runs `node --import tsx <script>` (the server by default) as its own process, the way `npm start` does. */
export function spawnServer(env: NodeJS.ProcessEnv, { script = "server/main.ts", prefix = [] as string[] } = {}): ServerProcess & { ready: Promise<ServerProcess> } {
  const [command, ...args] = [...prefix, process.execPath, "--import", "tsx", script];
  const child = spawn(command, args, { env: serverEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const exited = new Promise<number | string>((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal ?? -1)));
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
