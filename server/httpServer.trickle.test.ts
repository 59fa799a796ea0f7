import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type ServerProcess } from "./test/serverProcess.ts";

/**
 * Issue 43, item 4: a body trickled at 1 byte/s (never silent long enough for the idle timer) is
 * still cut at the whole-request deadline, twice REQUEST_IDLE_TIMEOUT_MS, with 408 and a closed
 * connection. A real server process, as `npm start` runs it, with the timeout set to 1.5 s.
 */
const IDLE_MS = 1_500;
const DEADLINE_MS = IDLE_MS * 2;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trickle-"));
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ DATABASE_URL: undefined, DATA_DIR: dataDir, REQUEST_IDLE_TIMEOUT_MS: String(IDLE_MS) });
}, 60_000);
afterAll(() => {
  server?.child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Sends `head`, then one byte of body a second until the server closes the connection (or 4 deadlines pass). */
function trickle(head: string) {
  const { port } = new URL(server.baseUrl);
  const socket = net.connect(Number(port), "127.0.0.1");
  let received = "";
  let bytesSent = 0;
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => {});
  const started = performance.now();
  socket.write(head);
  const drip = setInterval(() => {
    if (socket.writable) socket.write(" ", () => bytesSent++);
  }, 1_000);
  return new Promise<{ received: string; afterMs: number; bytesSent: number; closedByServer: boolean }>((resolve) => {
    const giveUp = setTimeout(() => socket.destroy(), DEADLINE_MS * 4);
    socket.on("close", () => {
      clearInterval(drip);
      const afterMs = performance.now() - started;
      resolve({ received, afterMs, bytesSent, closedByServer: afterMs < DEADLINE_MS * 4 - 100 });
      clearTimeout(giveUp);
    });
  });
}

const cases = {
  "a GraphQL POST": "POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n",
  "a REST POST": "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n",
  "a chunked REST POST after a first request on the same connection":
    "GET /api/no-such-path HTTP/1.1\r\nHost: localhost\r\n\r\nPOST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n400\r\n",
};

test.each(Object.entries(cases))(
  "%s trickled at 1 byte/s is answered 408 and closed at the whole-request deadline",
  async (_name, head) => {
    const { received, afterMs, bytesSent, closedByServer } = await trickle(head);
    expect(closedByServer, "the server closed the connection").toBe(true);
    expect(bytesSent, "bytes kept arriving, so the idle timer alone never fired").toBeGreaterThanOrEqual(2);
    expect(received).toMatch(/HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
    expect(afterMs).toBeLessThan(DEADLINE_MS + 1_500);
  },
  30_000,
);
