import { Busboy } from "@fastify/busboy";
import { PayloadTooLargeError, UnsupportedMediaTypeError, InputError } from "../errors.ts";
import { MAX_ATTACHMENT_BYTES, attachmentMessages } from "../../shared/attachments.ts";
import { receiveStream, type Received } from "./store.ts";
import { Readable } from "node:stream";
import type { Plugin } from "graphql-yoga";

/** What a multipart request's body may add around its file (boundaries, part headers, a few small fields). */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const uploadMessages = {
  multipartOnly: "Send the file as multipart/form-data (a field named file).",
};

/**
 * The file field ("file") of a multipart/form-data request, streamed to a temporary file in `dir`
 * as it arrives. A declared Content-Length past the limit is refused before anything is read; a
 * body that passes it while streaming is refused there, its rest unread.
 */
export async function receiveMultipart(request: Request, dir: string): Promise<Received & { fileName: string }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) throw new UnsupportedMediaTypeError(uploadMessages.multipartOnly);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > MAX_ATTACHMENT_BYTES + MULTIPART_OVERHEAD_BYTES) throw new PayloadTooLargeError(attachmentMessages.tooBig);
  if (!request.body) throw new InputError(attachmentMessages.noFile);

  const busboy = Busboy({
    headers: { "content-type": contentType },
    limits: { files: 1, fileSize: MAX_ATTACHMENT_BYTES, fields: 10, fieldSize: 1024 },
  });
  const source = request.body.getReader();
  let stop = false;
  const received = new Promise<Received & { fileName: string }>((resolve, reject) => {
    let got = false;
    busboy.on("file", (field, stream, fileName) => {
      if (field !== "file" || got) {
        stream.resume();
        return;
      }
      got = true;
      stream.on("limit", () => {
        stop = true;
        stream.destroy();
        reject(new PayloadTooLargeError(attachmentMessages.tooBig));
      });
      const web = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
      receiveStream(web, dir).then((file) => resolve({ ...file, fileName: fileName || "file" }), reject);
    });
    busboy.on("error", (error) =>
      reject(error instanceof Error ? new InputError(`The multipart body could not be read: ${error.message}`) : error),
    );
    busboy.on("finish", () => {
      if (!got) reject(new InputError(attachmentMessages.noFile));
    });
  });
  received.catch(() => undefined);

  // Feed the body to the parser, waiting whenever it is full, until it ends or the limit is passed.
  try {
    for (;;) {
      if (stop) break;
      const { done, value } = await source.read();
      if (done) break;
      if (!busboy.write(value)) await new Promise((resolve) => busboy.once("drain", resolve));
    }
  } catch {
    busboy.destroy();
    await received.catch(() => undefined);
    throw new InputError(`The request body ended before it was complete`);
  }
  if (stop) {
    await source.cancel().catch(() => undefined);
    busboy.destroy();
    return received;
  }
  busboy.end();
  return received;
}

const isMultipart = (request: Request) => /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");

/** A file upload: a multipart POST to /graphql (attachFile) or to the REST attachment path. */
export function isAttachmentUpload(request: Request): boolean {
  if (request.method !== "POST" || !isMultipart(request)) return false;
  const { pathname } = new URL(request.url);
  return pathname === "/graphql" || /^\/api\/attachments\/[^/]+\/?$/.test(pathname);
}

/**
 * GraphQL's multipart requests (attachFile): yoga reads the whole form before running the
 * mutation, so the body is bounded here: a declared length past the limit is answered 413 before
 * anything is read, and a body without one is counted as it arrives and cut off at the limit.
 */
export function limitGraphQLUploads(): Plugin {
  const limit = MAX_ATTACHMENT_BYTES + MULTIPART_OVERHEAD_BYTES;
  return {
    async onRequest(payload) {
      const { request, url, fetchAPI } = payload;
      if (url.pathname !== "/graphql" || !isAttachmentUpload(request)) return;
      const tooLarge = () =>
        payload.endResponse(
          fetchAPI.Response.json({ message: attachmentMessages.tooBig }, { status: 413, headers: { connection: "close" } }),
        );
      const declared = request.headers.get("content-length");
      if (declared !== null) {
        if (Number(declared) > limit) tooLarge();
        return;
      }
      if (!request.body) return;
      const reader = request.body.getReader();
      let size = 0;
      const counted = new fetchAPI.ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          size += value.byteLength;
          if (size > limit) {
            await reader.cancel();
            return controller.error(new PayloadTooLargeError(attachmentMessages.tooBig));
          }
          controller.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      });
      payload.setRequest(
        new fetchAPI.Request(request.url, {
          method: request.method,
          headers: request.headers,
          body: counted,
          signal: request.signal,
          duplex: "half",
        } as RequestInit),
      );
    },
  };
}
