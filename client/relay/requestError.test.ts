import { describe, expect, it } from "vitest";
import { GraphQLRequestError, whyNotLoaded } from "./requestError.ts";

describe("whyNotLoaded", () => {
  it("names what stopped the load: a refusal in the server's words, a failing server, no answer, or the page itself", () => {
    expect(whyNotLoaded(new GraphQLRequestError('"first" of BusinessProfile.lotsOverview may ask for at most 100 items', 400, true))).toBe(
      'The server refused the request: "first" of BusinessProfile.lotsOverview may ask for at most 100 items',
    );
    expect(whyNotLoaded(new GraphQLRequestError("The server answered 502 without GraphQL data.", 502))).toBe(
      "The server failed to answer (error 502). Try again in a moment.",
    );
    expect(whyNotLoaded(new TypeError("Failed to fetch"))).toBe("The server did not answer. Check your connection and try again.");
    expect(whyNotLoaded(new TypeError("Cannot read properties of undefined (reading 'lot')"))).toBe(
      "Something went wrong on this page. Try again.",
    );
    expect(whyNotLoaded(new GraphQLRequestError("The server answered 200 without GraphQL data.", 200))).toBe(
      "The server's answer could not be read (The server answered 200 without GraphQL data.). Try again.",
    );
  });
});
