import { spawn, type ChildProcess } from "node:child_process";

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed so far. */
  output(): string;
}

/** `server/main.ts` in a child process on a free port, resolved once it prints that it is ready. */
export function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: "0", ...env };
  delete childEnv.VITEST;
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Server ready at (http:\/\/localhost:\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ child, baseUrl: ready[1], output: () => output });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}
