import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { config } from "./config.ts";

export interface ConnectionLimits {
  /** Silence allowed while headers or body arrive; headers must be complete within it. */
  requestIdleTimeoutMs: number;
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** Behind a reverse proxy every connection comes from the proxy: the per-address cap is then the proxy's job. */
  trustProxy: boolean;
}

/** The whole request, however steadily it trickles in, must arrive within this many idle periods (a body is at most 100 KB). */
const REQUEST_TIME_IN_IDLE_PERIODS = 2;

export const requestTimeoutMessage = "Request timeout: the request was not received in time";

/** Answers 408 and closes the connection, unless an answer has already started. */
function timeOut(request: IncomingMessage, response: ServerResponse) {
  if (!response.headersSent) {
    response.writeHead(408, { "content-type": "application/json", connection: "close" });
    response.end(JSON.stringify({ message: requestTimeoutMessage }));
  }
  request.socket.destroySoon();
}

/**
 * The Node HTTP server around the app, bounded against slow or numerous clients: headers must arrive
 * within the idle timeout, a body may not go silent for longer, the whole request has a deadline,
 * and open connections are capped in all and per client address.
 */
export function createHttpServer(listener: RequestListener, limits: ConnectionLimits = config): Server {
  const idle = limits.requestIdleTimeoutMs;
  const server = createServer(
    {
      headersTimeout: idle,
      requestTimeout: idle * REQUEST_TIME_IN_IDLE_PERIODS,
      // Node checks the two deadlines above on this interval (30 s by default, which let slow headers live 82 s).
      connectionsCheckingInterval: Math.min(1_000, idle / 4),
    },
    (request, response) => {
      // Node's own deadlines cover headers and the whole request; this timer covers a body that goes silent.
      const timer = setTimeout(() => timeOut(request, response), idle);
      const onData = () => timer.refresh();
      const stop = () => {
        clearTimeout(timer);
        request.socket.off("data", onData);
      };
      // Watching the socket (which the HTTP parser already reads) leaves the request stream to the app.
      request.socket.on("data", onData);
      request.once("end", stop);
      response.once("close", stop);
      listener(request, response);
    },
  );
  server.maxConnections = limits.maxConnections;
  const perAddress = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const open = (perAddress.get(address) ?? 0) + 1;
    if (!limits.trustProxy && open > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    perAddress.set(address, open);
    socket.once("close", () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
  return server;
}
