/**
 * Compressed answers. On a phone's slow link (issue 23: 1.6 Mbit/s, about 200 KB a second) every
 * 100 KB costs half a second, so whatever compresses goes out compressed: brotli to browsers that
 * accept it (every current one does; it is some 15-20% smaller than gzip on our scripts), else
 * gzip. Built files come compressed with brotli's best setting from the build
 * (client/tools/precompress.ts); pages and API answers are compressed as they are sent, at quick
 * settings (`compressNow`).
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "graphql-yoga";

export type Encoding = "br" | "gzip";

export const compressibleType = /^(text\/(?!event-stream)|application\/(json|graphql-response\+json|manifest\+json)|image\/svg\+xml)/;

/** The encoding to answer `request` with: brotli if it accepts it, else gzip if it accepts that, else none. */
export function acceptedEncoding(request: Request): Encoding | null {
  const accepted = request.headers.get("accept-encoding") ?? "";
  if (/\bbr\b/.test(accepted)) return "br";
  return /\bgzip\b/.test(accepted) ? "gzip" : null;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `body` compressed for sending now: quick settings, as it is compressed per answer (gzip's fastest
 * level makes a 1,000-lot statement's 280 KB of JSON 3% larger than its default, in a third of the
 * time: 0.8 ms), and on libuv's thread pool, so the main thread goes on serving meanwhile.
 */
export function compressNow(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: constants.Z_BEST_SPEED });
}

/**
 * Answers a step knows to be the same bytes as before (a kept statement: ledger/statementAnswers.ts)
 * name that sameness with an object, and are compressed once per encoding while it lives.
 */
const sameBodies = new WeakMap<Request, object>();
const compressedBodies = new WeakMap<object, Partial<Record<Encoding, Promise<Buffer>>>>();

/** Says that the answer to `request` is byte for byte the answer of every other request said to be `sameAs`. */
export function answerIsSameAs(request: Request, sameAs: object): void {
  sameBodies.set(request, sameAs);
}

/** Answers under 1 KB are sent as they are: compressing them saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * GraphQL and REST answers, compressed when the client accepts it (a lot's ledger is some 25 KB of
 * JSON, 4 KB compressed). Streams (live updates as server-sent events, incremental delivery) are
 * left as they are: each of their parts must reach the client when it is written.
 */
export function compressAnswers(): Plugin {
  return {
    async onResponse(payload) {
      const { request, response } = payload;
      const type = response.headers.get("content-type") ?? "";
      if (response.headers.has("content-encoding") || !compressibleType.test(type)) return;
      if (!/\baccept-encoding\b/i.test(response.headers.get("vary") ?? "")) response.headers.append("vary", "accept-encoding");
      const encoding = acceptedEncoding(request);
      const length = Number(response.headers.get("content-length") ?? Infinity);
      // `body` is asked last: the server adapter builds a stream for it, which an answer sent as it is never needs.
      if (!encoding || length < MIN_BYTES) return;
      const headers = new Headers(response.headers);
      const init = { status: response.status, statusText: response.statusText, headers };
      const sameAs = sameBodies.get(request);
      let compressed = sameAs ? compressedBodies.get(sameAs)?.[encoding] : undefined;
      if (!compressed) {
        if (!response.body) return;
        const body = new Uint8Array(await response.arrayBuffer());
        // Its length unknown beforehand, and small after all: sent as it is.
        if (body.length < MIN_BYTES) return payload.setResponse(new Response(body, init));
        compressed = compressNow(body, encoding);
        if (sameAs) {
          let kept = compressedBodies.get(sameAs);
          if (!kept) compressedBodies.set(sameAs, (kept = {}));
          const mine = (kept[encoding] = compressed);
          // A failure is this answer's alone: the next one compresses afresh.
          mine.catch(() => kept[encoding] === mine && delete kept[encoding]);
        }
      }
      headers.delete("content-length");
      headers.set("content-encoding", encoding);
      payload.setResponse(new Response(new Uint8Array(await compressed), init));
    },
  };
}
