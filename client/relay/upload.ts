/**
 * A mutation with files, as the GraphQL multipart request spec (graphql-yoga's) has it: a
 * multipart/form-data body whose `operations` field holds the query and its variables with each
 * file's place set to null, whose `map` field says which variable each file part fills, then the
 * files. Sent with XMLHttpRequest rather than fetch: only it reports how much of the body has gone
 * (the screens show an upload's progress).
 */
import type { UploadableMap } from "relay-runtime";
import type { Operation } from "./earlyQuery.ts";
import { GRAPHQL_PATH } from "./requestError.ts";

/** How much of an upload has gone: bytes sent of the total (the whole multipart body). */
export type UploadProgress = (sent: number, total: number) => void;

/** Where the commit passes the progress callback: `cacheConfig.metadata[UPLOAD_PROGRESS]`. */
export const UPLOAD_PROGRESS = "onUploadProgress";

type Variables = Readonly<Record<string, unknown>>;

/** `variables` with null at `path` ("input.file"): the spec's placeholder for a file part. */
function withNullAt(variables: Variables, path: string[]): Record<string, unknown> {
  const [head, ...rest] = path;
  const copy: Record<string, unknown> = { ...variables };
  copy[head] = rest.length === 0 ? null : withNullAt((variables[head] ?? {}) as Variables, rest);
  return copy;
}

/**
 * The multipart body for `operation`: each uploadable's key is the dotted path of the variable it
 * fills ("input.file").
 */
export function multipartBody(operation: Operation, variables: Variables, uploadables: UploadableMap): FormData {
  let sent: Record<string, unknown> = { ...variables };
  const map: Record<string, string[]> = {};
  const files: [string, File | Blob][] = [];
  Object.entries(uploadables).forEach(([path, file], index) => {
    sent = withNullAt(sent, path.split("."));
    map[String(index)] = [`variables.${path}`];
    files.push([String(index), file]);
  });
  const body = new FormData();
  body.set("operations", JSON.stringify({ query: operation.text, operationName: operation.name, variables: sent }));
  body.set("map", JSON.stringify(map));
  for (const [field, file] of files) body.set(field, file, file instanceof File ? file.name : "file");
  return body;
}

/**
 * Posts the multipart request and resolves with the server's answer as a Response (the network
 * layer reads it as it reads fetch's); rejects with a TypeError when no answer came, as fetch does.
 */
export function sendMultipart(body: FormData, token: string | null, onProgress?: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", GRAPHQL_PATH);
    request.setRequestHeader("Accept", "application/graphql-response+json, application/json");
    // graphql-yoga's CSRF prevention: a multipart POST is a "simple" request, which a page of another site could send.
    request.setRequestHeader("x-graphql-yoga-csrf", "1");
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    if (onProgress) request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    request.onload = () =>
      resolve(
        new Response(request.responseText, {
          status: request.status,
          headers: { "content-type": request.getResponseHeader("content-type") ?? "application/json" },
        }),
      );
    request.onerror = () => reject(new TypeError("Network request failed: the upload did not reach the server."));
    request.onabort = () => reject(new TypeError("Network request failed: the upload was stopped."));
    request.send(body);
  });
}
