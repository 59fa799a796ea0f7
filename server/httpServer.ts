import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
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
  if (!response.headersSent && response.writable) {
    response.writeHead(408, { "content-type": "application/json", connection: "close" });
    response.end(JSON.stringify({ message: requestTimeoutMessage }));
  }
  request.socket?.destroySoon();
}

/** How long a client told "too busy" is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;
export const tooBusyMessage = "The server is busy: too many connections are open. Please try again in a moment.";

/** Sockets over a cap wait for their request and get 503 instead of a silent reset. */
const overLimit = new WeakSet<Socket>();

/** Over this many times a cap, a connection is answered at once without waiting for its request: the hard bound on what is held. */
const HARD_CEILING = 2;

/** The 503 a connection over a cap gets: an HTTP answer a client can retry on, then the connection is closed. */
function answerTooBusy(response: ServerResponse) {
  const body = JSON.stringify({ message: tooBusyMessage });
  response.writeHead(503, {
    "content-type": "application/json",
    "retry-after": String(RETRY_AFTER_SECONDS),
    connection: "close",
    "content-length": Buffer.byteLength(body),
  });
  response.end(body);
}

/** The same answer written straight to a socket whose request was never read (past the hard ceiling). */
function writeTooBusy(socket: Socket) {
  const body = JSON.stringify({ message: tooBusyMessage });
  socket.end(
    `HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\nretry-after: ${RETRY_AFTER_SECONDS}\r\nconnection: close\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Open connections, in all and per address, with what each is doing: a connection that has finished
 * a request and has none in flight is an idle keep-alive one, the first to be closed to make room.
 */
class ConnectionTable {
  private readonly byAddress = new Map<string, Set<Socket>>();
  private readonly inFlight = new WeakMap<Socket, number>();
  private readonly served = new WeakSet<Socket>();
  total = 0;

  add(address: string, socket: Socket) {
    let sockets = this.byAddress.get(address);
    if (!sockets) this.byAddress.set(address, (sockets = new Set()));
    sockets.add(socket);
    this.total++;
    socket.once("close", () => {
      this.total--;
      sockets.delete(socket);
      if (sockets.size === 0) this.byAddress.delete(address);
    });
  }

  count(address: string) {
    return this.byAddress.get(address)?.size ?? 0;
  }

  requestStarted(socket: Socket) {
    this.inFlight.set(socket, (this.inFlight.get(socket) ?? 0) + 1);
  }

  requestEnded(socket: Socket) {
    this.inFlight.set(socket, (this.inFlight.get(socket) ?? 1) - 1);
    this.served.add(socket);
  }

  /** Closes one idle keep-alive connection (of this address, or of anyone): true when one was closed. */
  closeIdle(address?: string): boolean {
    const pools = address === undefined ? [...this.byAddress.values()] : [this.byAddress.get(address) ?? new Set<Socket>()];
    for (const sockets of pools) {
      for (const socket of sockets) {
        if (this.served.has(socket) && !this.inFlight.get(socket) && !socket.destroyed) {
          socket.destroy();
          return true;
        }
      }
    }
    return false;
  }
}

/**
 * The Node HTTP server around the app, bounded against slow or numerous clients: headers must arrive
 * within the idle timeout, a body may not go silent for longer, the whole request has a deadline,
 * and open connections are capped in all and per client address. A connection over a cap first
 * makes room by closing an idle keep-alive connection; failing that its request is answered 503 with
 * `Retry-After`, never dropped without an answer.
 */
export function createHttpServer(listener: RequestListener, limits: ConnectionLimits = config): Server {
  const idle = limits.requestIdleTimeoutMs;
  const connections = new ConnectionTable();
  const server = createServer(
    {
      headersTimeout: idle,
      requestTimeout: idle * REQUEST_TIME_IN_IDLE_PERIODS,
      // Node checks the two deadlines above on this interval (30 s by default, which let slow headers live 82 s).
      connectionsCheckingInterval: Math.min(1_000, idle / 4),
    },
    (request, response) => {
      // Held here: Node detaches `request.socket` (null) once the connection is gone, before "close" fires.
      const socket = request.socket;
      if (overLimit.has(socket)) {
        request.resume();
        answerTooBusy(response);
        return;
      }
      connections.requestStarted(socket);
      // Node's own deadlines cover headers and the whole request; this timer covers a body that goes silent.
      const timer = setTimeout(() => timeOut(request, response), idle);
      const onData = () => timer.refresh();
      let counted = false;
      const stop = () => {
        clearTimeout(timer);
        socket.off("data", onData);
      };
      // "finish" and "close" both come for an answered request: it ends once in the table.
      const finished = () => {
        stop();
        if (!counted) connections.requestEnded(socket);
        counted = true;
      };
      // Watching the socket (which the HTTP parser already reads) leaves the request stream to the app.
      socket.on("data", onData);
      request.once("end", stop);
      response.once("finish", finished);
      response.once("close", finished);
      listener(request, response);
    },
  );
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const perAddressFull = !limits.trustProxy && connections.count(address) >= limits.maxConnectionsPerAddress;
    const full = connections.total >= limits.maxConnections;
    const roomMade = (!perAddressFull || connections.closeIdle(address)) && (!full || connections.closeIdle());
    connections.add(address, socket);
    if (roomMade) return;
    const ceiling =
      connections.total > limits.maxConnections * HARD_CEILING ||
      (!limits.trustProxy && connections.count(address) > limits.maxConnectionsPerAddress * HARD_CEILING);
    if (ceiling) writeTooBusy(socket);
    else overLimit.add(socket);
  });
  return server;
}
