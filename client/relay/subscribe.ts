import { Observable, type GraphQLResponse, type SubscribeFunction } from "relay-runtime";
import { getToken } from "../auth/session.ts";
import { GRAPHQL_PATH, GraphQLRequestError } from "./requestError.ts";

/** What a subscriber may pass in `cacheConfig.metadata`: told when the stream's answer has arrived. */
export interface SubscriptionMetadata {
  onOpen?: () => void;
}

/**
 * Splits a server-sent-event stream into its events (`event:` and the joined `data:` lines). Comment
 * lines (yoga's keep-alive pings) carry nothing.
 */
export function* parseServerSentEvents(text: string): Generator<{ event: string; data: string }> {
  for (const block of text.split(/\r?\n\r?\n/)) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length > 0 || event !== "message") yield { event, data: data.join("\n") };
  }
}

/**
 * Relay's subscribe function: the operation is POSTed asking for `text/event-stream` (graphql-yoga's
 * server-sent events), with the session's bearer token, which EventSource cannot send. Each `next`
 * event is one result; the observable completes with the stream and errors when the connection fails.
 */
export const subscribeGraphQL: SubscribeFunction = (request, variables, cacheConfig) =>
  Observable.create<GraphQLResponse>((sink) => {
    const abort = new AbortController();
    const metadata = (cacheConfig?.metadata ?? {}) as SubscriptionMetadata;
    (async () => {
      const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "text/event-stream" };
      const token = getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(GRAPHQL_PATH, {
        method: "POST",
        headers,
        body: JSON.stringify({ query: request.text, operationName: request.name, variables }),
        signal: abort.signal,
      });
      if (!response.ok || !response.body)
        throw new GraphQLRequestError(`The server answered ${response.status} to a subscription.`, response.status);
      metadata.onOpen?.();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        const end = buffer.lastIndexOf("\n\n");
        if (end === -1) continue;
        const complete = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        for (const { event, data } of parseServerSentEvents(complete)) {
          if (event === "complete") return sink.complete();
          if (event === "next" && data) sink.next(JSON.parse(data) as GraphQLResponse);
        }
      }
      // The server closed the stream without completing it: the caller reconnects.
      sink.error(new GraphQLRequestError("The live updates connection closed."));
    })().catch((error: unknown) => {
      if (!abort.signal.aborted) sink.error(error instanceof Error ? error : new Error(String(error)));
    });
    return () => abort.abort();
  });
