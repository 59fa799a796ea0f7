import {
  createSourceEventStream,
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  type ExecutionArgs,
  type ExecutionResult,
  type OperationDefinitionNode,
} from "graphql";
import { buildExecutionContext, execute } from "@graphql-tools/executor";
import { createGraphQLError, isAsyncIterable, mapAsyncIterator, type Plugin } from "graphql-yoga";
import { ServerResponse } from "node:http";
import { roleOf, type Viewer } from "../access/caller.ts";
import { config } from "../config.ts";
import { sendTo, type LiveSink } from "./companyChanges.ts";
import { graphqlArgs } from "../graphql/executionArgs.ts";
import type { FeedEvent } from "../changes/changeFeed.ts";

/**
 * Each live event's selection executed once for every stream that would get the same answer, not
 * once per stream (issue 43: 500 streams executed, framed and serialised every event 500 times).
 *
 * The company's reader hands all its streams the same event objects (live/companyChanges.ts), so
 * an event's answer is kept by the event's identity, for each group of streams with the same
 * document, operation, variables and caller: the company, the person or key, and its role. The
 * caller is part of the group because a selection may read who asks (a member's `isViewer`); one
 * person's many tabs or one key's many streams share. The answer is serialised once too: yoga's
 * SSE framing uses a result's own `stringify`.
 */
const answers = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
const texts = new WeakMap<object, string>();

function stringifyOnce(result: ExecutionResult): string {
  let text = texts.get(result);
  if (text === undefined) texts.set(result, (text = JSON.stringify(result)));
  return text;
}

function groupOf(args: ExecutionArgs): string {
  const viewer = (args.contextValue as { viewer?: Viewer | null }).viewer ?? null;
  const caller = viewer
    ? [viewer.profile?.id ?? null, viewer.id, viewer.apiKey?.id ?? null, viewer.apiKey?.scope ?? null, roleOf(viewer)]
    : null;
  return JSON.stringify([args.document.loc?.source.body ?? null, args.operationName ?? null, args.variableValues ?? {}, caller]);
}

function answerOnce(event: unknown, group: string, args: ExecutionArgs): Promise<ExecutionResult> {
  // Events that are not objects cannot be kept by identity: each stream executes its own.
  if (typeof event !== "object" || event === null) return Promise.resolve(execute({ ...args, rootValue: event }) as ExecutionResult);
  let byGroup = answers.get(event);
  if (!byGroup) answers.set(event, (byGroup = new Map<string, Promise<ExecutionResult>>()));
  let answer = byGroup.get(group);
  if (!answer) {
    answer = Promise.resolve(execute({ ...args, rootValue: event }) as ExecutionResult | Promise<ExecutionResult>).then((result) =>
      Object.defineProperty(result, "stringify", { value: stringifyOnce, enumerable: false }),
    );
    byGroup.set(group, answer);
  }
  return answer;
}

/** A stream's end (its access ended) reported as the executor reports it. */
const endError = (error: Error, operation: OperationDefinitionNode) =>
  createGraphQLError(error.message, { originalError: error, nodes: [operation] });

/** What a live stream answered over server-sent events needs to write its events itself. */
interface LiveStream {
  source: AsyncIterable<unknown>;
  group: string;
  args: ExecutionArgs;
  operation: OperationDefinitionNode;
}
const liveStreamOf = new WeakMap<Request, LiveStream>();

interface YogaMasking {
  maskError: (error: unknown, message: string, isDev?: boolean) => Error;
  errorMessage: string;
  isDev?: boolean;
}

export function useSharedEventResults(): Plugin {
  let maskError: (error: GraphQLError) => GraphQLError = (error) => error;
  return {
    onYogaInit({ yoga }) {
      // Yoga's own masking (the app's maskError, its log of what it hid), for results written past its pipeline.
      const options = (yoga as unknown as { maskedErrorsOpts: YogaMasking | null }).maskedErrorsOpts;
      if (options) maskError = (error) => options.maskError(error, options.errorMessage, options.isDev) as GraphQLError;
    },
    onSubscribe({ args: hookArgs, subscribeFn, setSubscribeFn }) {
      const args = graphqlArgs(hookArgs);
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) return;
      setSubscribeFn(async (hookSubscribeArgs): Promise<unknown> => {
        const subscribeArgs = graphqlArgs(hookSubscribeArgs);
        // Bad variables keep the executor's own refusal (its words and its 400).
        if (!("schema" in buildExecutionContext(subscribeArgs))) return subscribeFn(subscribeArgs);
        const source = await createSourceEventStream(subscribeArgs);
        if (!isAsyncIterable(source)) return source;
        const group = groupOf(subscribeArgs);
        const request = (subscribeArgs.contextValue as { request?: Request }).request;
        if (request) liveStreamOf.set(request, { source, group, args: subscribeArgs, operation });
        return mapAsyncIterator(
          source,
          (event) => answerOnce(event, group, subscribeArgs),
          (error: Error) => {
            throw endError(error, operation);
          },
        );
      });
    },
    onResultProcess(payload) {
      const { request, result, resultProcessor, serverContext } = payload;
      const live = liveStreamOf.get(request);
      // Only where yoga would answer with its server-sent events (graphql-sse's distinct connections, GET or POST).
      if (!live || !isAsyncIterable(result) || resultProcessor?.name !== "processSSEResult") return;
      const fallback = resultProcessor;
      payload.setResultProcessor((_result, fetchAPI, mediaType) => {
        // Closing the source (its generator's `return`) frees the stream's place under the limits.
        const writer = new EventStreamWriter(
          live,
          maskError,
          () => void (live.source as AsyncGenerator).return(undefined),
          nodeResponseOf(serverContext),
        );
        // Any other stream (not companyChanges) goes yoga's way.
        if (!sendTo(live.source, writer)) return fallback(result, fetchAPI, mediaType);
        return new fetchAPI.Response(writer.body(fetchAPI.ReadableStream), {
          status: 200,
          headers: {
            "Content-Type": "text/event-stream",
            Connection: "keep-alive",
            "Cache-Control": "no-cache",
            "Content-Encoding": "none",
          },
        });
      }, "text/event-stream");
    },
  };
}

/** A comment line every this often keeps proxies and browsers from closing a quiet stream (yoga's interval). */
const PING_MS = process.env.NODE_ENV === "test" ? 300 : 12_000;

export const slowStreamMessage = (limit: number) =>
  `Live updates stopped: this connection fell more than ${Math.ceil(limit / 1024)} KB behind. Reconnect with the last cursor you received to catch up.`;

/** Live streams written through yoga's pipeline and past it, since the process started (for tests and benches). */
export const liveStreamCounts = { direct: 0, endedTooSlow: 0 };

const encoder = new TextEncoder();
const PING = encoder.encode(":\n\n");
const COMPLETE = "event: complete\ndata:\n\n";
/** Each answer's `event: next` frame, encoded once for every stream it goes to. */
const frames = new WeakMap<ExecutionResult, Uint8Array>();
/** A batch's frames joined, once per group: keyed by the batch's first event, then group and last event. */
const batches = new WeakMap<FeedEvent, Map<string, Uint8Array>>();

function frameOf(result: ExecutionResult): Uint8Array {
  let frame = frames.get(result);
  if (!frame) frames.set(result, (frame = encoder.encode(`event: next\ndata: ${stringifyOnce(result)}\n\n`)));
  return frame;
}

/** The Node response under a request served by the Node HTTP server (whatwg-node's server context). */
function nodeResponseOf(serverContext: unknown): ServerResponse | null {
  const res = (serverContext as { res?: unknown } | null)?.res;
  return res instanceof ServerResponse ? res : null;
}

/**
 * One `companyChanges` stream's server-sent events, written in batches straight from its company's
 * reader: each batch of events is executed once per group of same-answer streams (answerOnce),
 * framed, encoded and joined once, and goes to the connection as one write: under the Node server
 * straight to its response (past the web-stream pipe, which cost every stream several promises per
 * chunk), elsewhere (app.fetch) through the answer's body. What the client has not yet taken is
 * bounded: past config.liveStreams.maxBehindBytes the stream is ended with a message saying so (the client
 * reconnects with its cursor and misses nothing), so a slow reader never holds the server's memory.
 * The wire format is yoga's: a ping comment first and every 12 s, `event: next` per result, `event: complete`.
 */
class EventStreamWriter implements LiveSink {
  private waiting: Uint8Array[] = [PING];
  private waitingBytes = PING.byteLength;
  /** Set at the first pull under the Node server: from then on chunks are written to it directly. */
  private response: ServerResponse | null = null;
  private finished = false;
  private stopped = false;
  private closed = false;
  private wakePull: (() => void) | null = null;
  private readonly ping: NodeJS.Timeout;

  constructor(
    private readonly live: LiveStream,
    private readonly maskError: (error: GraphQLError) => GraphQLError,
    private readonly close: () => void,
    private readonly nodeResponse: ServerResponse | null,
  ) {
    this.ping = setInterval(() => this.behind() === 0 && this.push(PING), PING_MS);
    this.ping.unref();
    liveStreamCounts.direct++;
  }

  async deliver(events: FeedEvent[]): Promise<void> {
    if (this.finished) return;
    const { group } = this.live;
    let byGroup = batches.get(events[0]);
    if (!byGroup) batches.set(events[0], (byGroup = new Map<string, Uint8Array>()));
    const key = `${events.at(-1)!.id}|${group}`;
    let batch = byGroup.get(key);
    if (!batch) {
      const results = await Promise.all(events.map((event) => answerOnce(event, group, this.live.args)));
      batch = byGroup.get(key);
      if (!batch) {
        const framed = results.map((result) =>
          result.errors ? encoder.encode(`event: next\ndata: ${JSON.stringify(this.masked(result))}\n\n`) : frameOf(result),
        );
        byGroup.set(key, (batch = framed.length === 1 ? framed[0] : Buffer.concat(framed)));
      }
    }
    if (this.finished) return;
    this.push(batch);
    if (this.behind() > config.liveStreams.maxBehindBytes) {
      liveStreamCounts.endedTooSlow++;
      this.waiting = [];
      this.waitingBytes = 0;
      this.end(new GraphQLError(slowStreamMessage(config.liveStreams.maxBehindBytes), { extensions: { code: "TOO_SLOW" } }), true);
    }
  }

  /** An answer with errors, masked as yoga masks them (an unexpected error's words are not sent). */
  private masked(result: ExecutionResult): ExecutionResult {
    return { ...result, errors: result.errors!.map((error) => this.maskError(error)) };
  }

  /** Bytes written and not yet taken by the client. */
  private behind(): number {
    return this.response ? this.response.writableLength : this.waitingBytes;
  }

  end(error: GraphQLError | null, tooSlow = false): void {
    if (this.finished) return;
    this.finished = true;
    clearInterval(this.ping);
    const reported = error && (tooSlow ? error : this.maskError(endError(error, this.live.operation)));
    this.push(encoder.encode((reported ? `event: next\ndata: ${JSON.stringify({ errors: [reported] })}\n\n` : "") + COMPLETE), tooSlow);
    this.wakePull?.();
    this.stop();
  }

  private push(chunk: Uint8Array, regardless = false) {
    if (this.closed) return;
    const response = this.response;
    if (response) {
      if (response.destroyed || response.writableEnded) return;
      // A client far behind gets its last words only when they still fit (else the connection is cut).
      if (regardless && response.writableLength > config.liveStreams.maxBehindBytes) response.destroy();
      else response.write(chunk);
      return;
    }
    this.waiting.push(chunk);
    this.waitingBytes += chunk.byteLength;
    this.wakePull?.();
  }

  /** Frees the stream's place (its generator's `return`), once. */
  private stop() {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.ping);
    this.close();
  }

  /** The client went away. */
  private gone() {
    this.finished = true;
    this.stop();
    this.waiting = [];
    this.wakePull?.();
  }

  /** The answer's body: pulled by the connection as fast as it takes it. */
  body(ReadableStreamClass: typeof ReadableStream): ReadableStream<Uint8Array> {
    const take = (controller: ReadableStreamDefaultController<Uint8Array>) => {
      if (this.closed) return;
      if (this.waiting.length > 0) {
        const chunk = this.waiting.length === 1 ? this.waiting[0] : Buffer.concat(this.waiting);
        this.waiting = [];
        this.waitingBytes = 0;
        controller.enqueue(chunk);
      }
      if (this.finished) {
        this.closed = true;
        controller.close();
      }
    };
    const later = (controller: ReadableStreamDefaultController<Uint8Array>) =>
      new Promise<void>((resolve) => {
        this.wakePull = () => {
          this.wakePull = null;
          take(controller);
          resolve();
        };
      });
    return new ReadableStreamClass<Uint8Array>({
      pull: (controller) => {
        const response = this.nodeResponse;
        // The headers are out (whatwg-node pulls only after writeHead): the rest goes straight to the response.
        if (response && !this.response && !this.finished && !response.destroyed) {
          this.response = response;
          const waiting = this.waiting.length === 1 ? this.waiting[0] : Buffer.concat(this.waiting);
          this.waiting = [];
          this.waitingBytes = 0;
          response.write(waiting);
          response.once("close", () => this.gone());
          return later(controller);
        }
        if (this.waiting.length > 0 || this.finished) return take(controller);
        return later(controller);
      },
      cancel: () => {
        this.gone();
        this.closed = true;
      },
    });
  }
}
