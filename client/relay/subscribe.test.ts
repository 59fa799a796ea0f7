import { afterEach, describe, expect, it, vi } from "vitest";
import type { GraphQLResponse, Observable, RequestParameters } from "relay-runtime";
import { subscribeGraphQL } from "./subscribe.ts";

const request = {
  name: "useCompanyChangesSubscription",
  operationKind: "subscription",
  text: "subscription S { x }",
  id: null,
  cacheID: "S",
  metadata: {},
} as RequestParameters;

/** A server-sent-event answer delivered in the given chunks (split anywhere, as the network does). */
function stubStream(chunks: string[], status = 200) {
  const calls: RequestInit[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(init);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      });
      return new Response(body, { status, headers: { "content-type": "text/event-stream" } });
    }),
  );
  return calls;
}

function collect(metadata: Record<string, unknown> = {}) {
  const results: GraphQLResponse[] = [];
  return new Promise<{ results: GraphQLResponse[]; error?: Error; completed: boolean }>((resolve) => {
    (subscribeGraphQL(request, { after: "c1" }, { metadata }) as Observable<GraphQLResponse>).subscribe({
      next: (result: GraphQLResponse) => results.push(result),
      error: (error: Error) => resolve({ results, error, completed: false }),
      complete: () => resolve({ results, completed: true }),
    });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("Relay subscriptions over server-sent events", () => {
  it("posts with the bearer token asking for an event stream, and passes each next event on, across chunk boundaries", async () => {
    localStorage.setItem("token", "abc");
    const calls = stubStream([
      ':\n\nevent: next\ndata: {"data":{"x":',
      '1}}\n\nevent: next\ndata: {"data":{"x":2}}\n',
      "\nevent: complete\ndata:\n\n",
    ]);
    const onOpen = vi.fn();
    const { results, completed } = await collect({ onOpen });
    expect(results).toEqual([{ data: { x: 1 } }, { data: { x: 2 } }]);
    expect(completed).toBe(true);
    expect(onOpen).toHaveBeenCalledOnce();
    const headers = calls[0].headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer abc");
    expect(headers.Accept).toBe("text/event-stream");
    expect(JSON.parse(String(calls[0].body))).toEqual({
      query: "subscription S { x }",
      operationName: "useCompanyChangesSubscription",
      variables: { after: "c1" },
    });
  });

  it("a stream that closes without completing, or a refused request, is an error (the caller reconnects)", async () => {
    stubStream(['event: next\ndata: {"data":{"x":1}}\n\n']);
    const dropped = await collect();
    expect(dropped.results).toHaveLength(1);
    expect(dropped.error?.message).toBe("The live updates connection closed.");
    stubStream([], 503);
    expect((await collect()).error?.message).toBe("The server answered 503 to a subscription.");
  });
});
