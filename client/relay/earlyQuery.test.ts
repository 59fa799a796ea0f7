import { afterEach, describe, expect, it, vi } from "vitest";
import type { RequestParameters } from "relay-runtime";
import { fetchGraphQL } from "./environment.ts";
import { startEarlyQuery, takeEarlyResponse } from "./earlyQuery.ts";

const lotQuery = {
  name: "LotDetailsPageQuery",
  operationKind: "query",
  text: "query LotDetailsPageQuery { x }",
  id: null,
  cacheID: "L",
  metadata: {},
} as RequestParameters;

function stubFetch() {
  const calls: RequestInit[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(init);
      return Response.json({ data: { call: calls.length } });
    }),
  );
  return calls;
}

afterEach(() => {
  void takeEarlyResponse(lotQuery, {}, null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("a screen's query sent before the app", () => {
  it("answers the app's first query when it is the same operation, variables and token, once", async () => {
    localStorage.setItem("token", "abc");
    const calls = stubFetch();
    startEarlyQuery(lotQuery, { lotNumber: "L-1" });
    expect((calls[0].headers as Record<string, string>).Authorization).toBe("Bearer abc");
    expect(JSON.parse(String(calls[0].body))).toEqual({
      query: lotQuery.text,
      operationName: "LotDetailsPageQuery",
      variables: { lotNumber: "L-1" },
    });
    expect(await fetchGraphQL(lotQuery, { lotNumber: "L-1" }, {}, null)).toEqual({ data: { call: 1 } });
    expect(calls).toHaveLength(1);
    // Asked again, the query goes to the server.
    expect(await fetchGraphQL(lotQuery, { lotNumber: "L-1" }, {}, null)).toEqual({ data: { call: 2 } });
  });

  it("is dropped when the first query differs, or the session changed since", async () => {
    localStorage.setItem("token", "abc");
    const calls = stubFetch();
    startEarlyQuery(lotQuery, { lotNumber: "L-1" });
    expect(await fetchGraphQL(lotQuery, { lotNumber: "L-2" }, {}, null)).toEqual({ data: { call: 2 } });
    expect(await fetchGraphQL(lotQuery, { lotNumber: "L-1" }, {}, null)).toEqual({ data: { call: 3 } });

    startEarlyQuery(lotQuery, { lotNumber: "L-1" });
    localStorage.setItem("token", "another user's");
    expect(await fetchGraphQL(lotQuery, { lotNumber: "L-1" }, {}, null)).toEqual({ data: { call: 5 } });
    expect((calls[4].headers as Record<string, string>).Authorization).toBe("Bearer another user's");
  });

  it("is not sent without a session", () => {
    const calls = stubFetch();
    startEarlyQuery(lotQuery, { lotNumber: "L-1" });
    expect(calls).toHaveLength(0);
  });
});
