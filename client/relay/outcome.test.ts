import { describe, expect, it } from "vitest";
import { GraphQLRequestError } from "./environment.ts";
import { networkFailure } from "./outcome.ts";

describe("networkFailure", () => {
  it("keeps the server's message when it refused the request before running it (4xx)", () => {
    const refused = new GraphQLRequestError('"input.lotId" is not an id this API gave out', 400, true);
    expect(networkFailure(refused)).toEqual({ ok: false, kind: "RequestError", message: '"input.lotId" is not an id this API gave out', fieldErrors: {} });
  });

  it("has no message when there was no answer or the server failed", () => {
    const none = { ok: false, kind: "NetworkError", message: null, fieldErrors: {} };
    expect(networkFailure(new TypeError("Failed to fetch"))).toEqual(none);
    expect(networkFailure(new GraphQLRequestError("The server answered 502 without GraphQL data.", 502))).toEqual(none);
    expect(networkFailure()).toEqual(none);
  });
});
