import net from "node:net";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "./app.ts";
import { config } from "./config.ts";
import { createHttpServer, requestTimeoutMessage } from "./http-server.ts";

/**
 * Issue 9, finding 11: slow clients get 408 within the idle timeout of silence in headers or body,
 * and open connections are bounded. Raw sockets, with the timeout shortened to 400 ms to run fast.
 */
const IDLE_MS = 400;
let server: Server;
let port: number;
beforeAll(async () => {
  server = createHttpServer(await createApp(), { requestIdleTimeoutMs: IDLE_MS, maxConnections: 20, maxConnectionsPerAddress: 5, trustProxy: false });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A raw connection: what it has received, and when it closed (ms after it opened). */
function open() {
  const socket = net.connect(port, "127.0.0.1");
  const started = performance.now();
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => {});
  const closed = new Promise<{ received: string; afterMs: number }>((resolve) =>
    socket.on("close", () => resolve({ received, afterMs: performance.now() - started })),
  );
  return { socket, closed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("slow clients", () => {
  test("headers that stop half-way get 408 and a closed connection", async () => {
    const { socket, closed } = open();
    socket.write("POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: appl");
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(IDLE_MS + 1_500);
  });

  test("a body that goes silent gets 408 with a message, and the connection is closed", async () => {
    const { socket, closed } = open();
    socket.write("POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"name\":");
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain(requestTimeoutMessage);
    expect(afterMs).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(afterMs).toBeLessThan(IDLE_MS + 1_500);
  });

  test("a body trickled a byte at a time still meets the whole-request deadline", async () => {
    const { socket, closed } = open();
    socket.write("POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n");
    const trickle = setInterval(() => socket.writable && socket.write(" "), IDLE_MS / 4);
    const { received, afterMs } = await closed;
    clearInterval(trickle);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(IDLE_MS * 2 + 1_500);
  });

  test("a request that arrives in time is served, and an idle keep-alive connection is not answered 408", async () => {
    const { socket, closed } = open();
    const body = JSON.stringify({ query: "{ __typename }" });
    socket.write(`POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    await sleep(IDLE_MS / 2);
    socket.write(body);
    await sleep(IDLE_MS * 2);
    socket.end();
    const { received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toContain('{"data":{"__typename":"Query"}}');
    expect(received).not.toContain("408");
  });
});

test("connections from one address are capped; others still get in", async () => {
  const held = Array.from({ length: 8 }, () => open());
  await sleep(100);
  const refused = await Promise.race([Promise.all(held.slice(5).map(({ closed }) => closed)), sleep(IDLE_MS / 2).then(() => null)]);
  expect(refused, "connections over the per-address cap are closed at once").not.toBeNull();
  for (const { received } of refused!) expect(received).toBe("");
  // The first five are still open and usable.
  const first = held[0];
  first.socket.write("GET /api/no-such-path HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
  expect((await first.closed).received).toMatch(/^HTTP\/1\.1 404 /);
  for (const { socket } of held) socket.destroy();
});

test("the defaults: 15 s of silence, and bounded connections", () => {
  const server = createHttpServer(() => {});
  expect(config.requestIdleTimeoutMs).toBe(15_000);
  expect(server.headersTimeout).toBe(15_000);
  expect(server.requestTimeout).toBe(30_000);
  expect(server.maxConnections).toBe(1_000);
  expect(config.maxConnectionsPerAddress).toBe(50);
});
