import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { config } from "./config.ts";
import { CONTENT_SECURITY_POLICY } from "./securityHeaders.ts";
import { restMessages } from "./rest/http.ts";
import { TestClient, rowCounts } from "./test/client.ts";

/**
 * Issue 9, findings 6 to 8: only requests a page of ours could send are served, CORS is same-origin
 * unless CORS_ORIGINS lists an origin, and every answer carries the security headers.
 */
let client: TestClient;
beforeAll(async () => {
  client = await TestClient.start();
});

const savedOrigins = config.corsOrigins;
const savedPublicUrl = config.publicUrl;
afterEach(() => {
  config.corsOrigins = savedOrigins;
  config.publicUrl = savedPublicUrl;
});

const enquiry = { name: "Cross Site", email: "victim@example.com", phone: "0501234567", message: "sent by another site", tour: "" };
const SEND_ENQUIRY = `mutation { sendEnquiry(input: { name: "Cross Site", email: "victim@example.com", phone: "0501234567", message: "hi" }) { __typename } }`;

describe("cross-site requests (CSRF)", () => {
  test.each([
    ["application/x-www-form-urlencoded", `query=${encodeURIComponent(SEND_ENQUIRY)}`],
    ["multipart/form-data; boundary=x", `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${SEND_ENQUIRY}\r\n--x--\r\n`],
    ["text/plain", JSON.stringify({ query: SEND_ENQUIRY })],
  ])("/graphql refuses a %s mutation and runs nothing", async (contentType, body) => {
    const before = await rowCounts();
    const response = await client.fetch("/graphql", { method: "POST", headers: { "content-type": contentType }, body });
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0].message).toBe("Required CSRF header(s) not present");
    expect(await rowCounts()).toEqual(before);
  });

  test("/graphql over GET answers a query without a custom header, and never runs a mutation", async () => {
    const url = `/graphql?query=${encodeURIComponent("{ siteInfo { phone } }")}`;
    expect((await client.fetch(url)).status).toBe(200);
    expect((await client.fetch(url, { headers: { "x-graphql-yoga-csrf": "1" } })).status).toBe(200);
    const before = await rowCounts();
    const mutation = await client.fetch(`/graphql?query=${encodeURIComponent(SEND_ENQUIRY)}`, {
      headers: { accept: "application/graphql-response+json" },
    });
    expect(mutation.status).toBe(405);
    expect(await rowCounts()).toEqual(before);
  });

  test("our Relay client's request (application/json POST) is served", async () => {
    const { status, data } = await client.gql("{ siteInfo { phone } }");
    expect(status).toBe(200);
    expect(data.siteInfo.phone).toEqual(expect.any(String));
  });

  test.each([
    ["/api/contact", enquiry],
    [
      "/api/auth/signup",
      { name: "Cross Site", email: "xsite@example.com", phone: "0501234567", password: "secret123", confirmPassword: "secret123" },
    ],
    ["/api/auth/forgot-password", { email: "victim@example.com" }],
  ])("REST %s refuses a text/plain, form or missing content type with 415", async (path, body) => {
    const before = await rowCounts();
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null]) {
      const response = await client.fetch(path, {
        method: "POST",
        headers: contentType ? { "content-type": contentType } : {},
        body: JSON.stringify(body),
      });
      expect(response.status, String(contentType)).toBe(415);
      expect(await response.json()).toEqual({ message: restMessages.jsonOnly });
    }
    expect(await rowCounts()).toEqual(before);
    // With the JSON content type (charset allowed) the same body goes through.
    const accepted = await client.fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(body),
    });
    expect(accepted.status).toBeLessThan(300);
  });
});

describe("CORS", () => {
  const preflight = (path: string, origin: string) =>
    client.fetch(path, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type, authorization" },
    });

  test.each(["/graphql", "/api/contact"])("%s never reflects an arbitrary origin nor sends the credentials flag", async (path) => {
    const answer = await preflight(path, "https://evil.example");
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    const post = await client.fetch(path, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(post.headers.get("access-control-allow-origin")).toBeNull();
    expect(post.headers.get("access-control-allow-credentials")).toBeNull();
  });

  test.each(["/graphql", "/api/contact"])("%s allows an origin listed in CORS_ORIGINS, without credentials", async (path) => {
    config.corsOrigins = ["https://partner.example"];
    const answer = await preflight(path, "https://partner.example");
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    expect(answer.headers.get("access-control-allow-headers")).toMatch(/authorization/);
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    expect((await preflight(path, "https://other.example")).headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("security headers", () => {
  const paths = ["/", "/lots", "/no/such/page", "/favicon.ico", "/graphql", "/api/lots/all", "/api/no-such-path"];

  test.each(paths)("%s carries the CSP, nosniff, frame and referrer policies", async (path) => {
    const response = await client.fetch(
      path,
      path === "/graphql" ? { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"{__typename}"}' } : {},
    );
    expect(response.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  test("the policy allows no inline script and no framing", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  test("HSTS when PUBLIC_URL is https", async () => {
    config.publicUrl = "https://www.gulfrecycling.ae";
    const response = await client.fetch("/api/no-such-path");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  test("GraphiQL (development) gets its own policy; every other page keeps the strict one", async () => {
    const response = await client.fetch("/graphql", { headers: { accept: "text/html" } });
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/unpkg.com/);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});
