import { serverAudits } from "graphql-http";
import { beforeAll, expect, test } from "vitest";
import { TestClient } from "./test/client.ts";

/**
 * The GraphQL-over-HTTP spec's own audit (graphql-http's `serverAudits`, 61 checks of MUST, SHOULD
 * and MAY) against the real handler: every one passes, URL-encoded GET queries included, while form
 * POSTs stay refused (securityHeaders.test.ts).
 */
let client: TestClient;
beforeAll(async () => {
  client = await TestClient.start();
});

test("graphql-http's audit passes in full", async () => {
  const audits = serverAudits({
    url: "http://localhost/graphql",
    fetchFn: (input: RequestInfo | URL, init?: RequestInit) => client.app.fetch(new Request(input, init)),
  });
  const failures: string[] = [];
  for (const audit of audits) {
    const result = await audit.fn();
    if (result.status !== "ok") failures.push(`${audit.name}: ${result.reason}`);
  }
  console.info(`graphql-http audit: ${audits.length - failures.length}/${audits.length} passed`);
  expect(failures).toEqual([]);
  expect(audits.length).toBeGreaterThanOrEqual(61);
});
