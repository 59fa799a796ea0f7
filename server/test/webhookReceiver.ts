import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedHook {
  headers: IncomingMessage["headers"];
  body: string;
  /** What the receiver answered (0 when it never answered). */
  status: number;
}

/**
 * A webhook receiver on localhost. `answer` decides each request's status from its position
 * (0-based) and body; returning null leaves the request hanging (a receiver that stalls).
 */
export async function startReceiver(answer: (index: number, body: string) => number | null = () => 200) {
  const received: ReceivedHook[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const index = received.length;
    const status = answer(index, body);
    received.push({ headers: request.headers, body, status: status ?? 0 });
    if (status === null) {
      hanging.push(response);
      return;
    }
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/hooks`,
    received,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Waits until `check` holds, polling; fails with `what` after the timeout. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
