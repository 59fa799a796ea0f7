/** Reads a GraphQL subscription answered as server-sent events (graphql-yoga's "distinct connections" mode). */
export class SseStream {
  private buffer = "";
  private readonly decoder = new TextDecoder();
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  ended = false;

  constructor(readonly response: Response) {
    this.reader = response.body!.getReader();
  }

  /** The next `next` event's payload; null when the stream completes or closes. Fails after `timeoutMs`. */
  async next(timeoutMs = 5_000): Promise<{ data?: any; errors?: { message: string; extensions?: any }[] } | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.buffer.indexOf("\n\n");
      if (end !== -1) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = block
          .split("\n")
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).trimStart())
          .join("\n");
        if (event === "complete") return this.close();
        if (data) return JSON.parse(data);
        continue;
      }
      if (this.ended) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("No server-sent event in time");
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("No server-sent event in time")), left))),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) this.ended = true;
      else this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  close(): null {
    this.ended = true;
    this.reader.cancel().catch(() => {});
    return null;
  }
}

export const COMPANY_CHANGES = `subscription CompanyChanges($after: String) { companyChanges(after: $after) {
  id kind cursor author { type name } lot { lotNumber } node { __typename ... on Payment { amount } } } }`;

/** The request that opens the subscription: a POST asking for text/event-stream, as the website's client sends it. */
export function subscriptionRequest(after: string | null, token?: string): RequestInit & { headers: Record<string, string> } {
  return {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: COMPANY_CHANGES, variables: { after } }),
  };
}
