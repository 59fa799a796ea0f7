import { afterEach, describe, expect, it, vi } from "vitest";
import type { RequestParameters } from "relay-runtime";
import { fetchGraphQL, GraphQLRequestError } from "./environment.ts";
import { PUBLIC_REQUEST } from "./publicRequest.ts";

function request(name: string): RequestParameters {
  return { name, operationKind: "query", text: `query ${name} { x }`, id: null, cacheID: name, metadata: {} } as RequestParameters;
}

function stubFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("Relay network layer", () => {
  it("posts the operation to /graphql with the bearer token of local storage", async () => {
    localStorage.setItem("token", "abc");
    const calls = stubFetch(200, { data: { x: 1 } });
    const result = await (fetchGraphQL(request("LotsPageQuery"), { a: 1 }, {}, null) as Promise<unknown>);
    expect(result).toEqual({ data: { x: 1 } });
    expect(calls[0].url).toBe("/graphql");
    expect(calls[0].init.method).toBe("POST");
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe("Bearer abc");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      query: "query LotsPageQuery { x }",
      operationName: "LotsPageQuery",
      variables: { a: 1 },
    });
  });

  it("sends no Authorization header without a token, nor with the public operations", async () => {
    const calls = stubFetch(200, { data: { x: 1 } });
    await fetchGraphQL(request("LotsPageQuery"), {}, {}, null);
    localStorage.setItem("token", "abc");
    await fetchGraphQL(request("LayoutQuery"), {}, PUBLIC_REQUEST, null);
    await fetchGraphQL(request("useSendEnquiryMutation"), {}, PUBLIC_REQUEST, null);
    for (const c of calls) expect((c.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("marks public operations by the request's flag, not by their names", async () => {
    localStorage.setItem("token", "abc");
    const calls = stubFetch(200, { data: { x: 1 } });
    await fetchGraphQL(request("LayoutQuery"), {}, {}, null);
    await fetchGraphQL(request("RenamedLayoutQuery"), {}, PUBLIC_REQUEST, null);
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe("Bearer abc");
    expect((calls[1].init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("fails with a GraphQLRequestError when there is no data (server error, not JSON)", async () => {
    stubFetch(500, { errors: [{ message: "Unexpected error." }] });
    await expect(fetchGraphQL(request("LotsPageQuery"), {}, {}, null) as Promise<unknown>).rejects.toThrow(GraphQLRequestError);
    stubFetch(502, "<html>Bad gateway</html>");
    await expect(fetchGraphQL(request("LotsPageQuery"), {}, {}, null) as Promise<unknown>).rejects.toThrow(/502/);
  });
});
