import http from "node:http";

/** One HTTP request the load generator repeats: same method, path, headers and body every time. */
export interface RequestSpec {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  throughput: number;
  p50: number;
  p95: number;
}

export function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** Sends one request on a keep-alive agent; resolves with the body, rejects on a status other than 200. */
export function send(agent: http.Agent, port: number, spec: RequestSpec): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        agent,
        method: spec.method,
        path: spec.path,
        headers: { ...spec.headers, ...(spec.body ? { "content-length": Buffer.byteLength(spec.body) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          if (response.statusCode === 200) resolve(text);
          else reject(new Error(`HTTP ${response.statusCode}: ${text.slice(0, 300)}`));
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(spec.body);
  });
}

/**
 * `concurrency` clients, each sending its next request as soon as the previous one answered, for
 * `seconds` (after `warmupSeconds` not counted): closed-loop load, like wrk or hey with -c. `spec`
 * may differ per client (each writing to its own lot); `check` counts answers that are not right.
 */
export async function load(
  port: number,
  spec: RequestSpec | ((client: number) => RequestSpec),
  {
    concurrency,
    seconds,
    warmupSeconds = 1,
    check,
  }: { concurrency: number; seconds: number; warmupSeconds?: number; check?: (body: string) => boolean },
): Promise<LoadResult & { failed: number; latencies: number[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const warmupEnd = performance.now() + warmupSeconds * 1000;
  const end = warmupEnd + seconds * 1000;
  let measuredStart = 0;
  let failed = 0;
  const client = async (index: number) => {
    const request = typeof spec === "function" ? spec(index) : spec;
    for (;;) {
      const start = performance.now();
      if (start >= end) return;
      const body = await send(agent, port, request);
      const finish = performance.now();
      if (start < warmupEnd) continue;
      latencies.push(finish - start);
      if (check && !check(body)) failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => client(index)));
  measuredStart = warmupEnd;
  const elapsed = (performance.now() - measuredStart) / 1000;
  agent.destroy();
  return {
    requests: latencies.length,
    seconds: elapsed,
    throughput: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    failed,
    latencies,
  };
}
