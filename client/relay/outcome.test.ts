import { describe, expect, it } from "vitest";
import { GraphQLRequestError } from "./environment.ts";
import { failureFrom, networkFailure } from "./outcome.ts";
import { errorData } from "../test/errorData.ts";

describe("networkFailure", () => {
  it("keeps the server's message when it refused the request before running it (4xx)", () => {
    const refused = new GraphQLRequestError('"input.lotId" is not an id this API gave out', 400, true);
    expect(networkFailure(refused)).toEqual({
      ok: false,
      kind: "RequestError",
      message: '"input.lotId" is not an id this API gave out',
      fieldErrors: {},
    });
  });

  it("has no message when there was no answer or the server failed", () => {
    const none = { ok: false, kind: "NetworkError", message: null, fieldErrors: {} };
    expect(networkFailure(new TypeError("Failed to fetch"))).toEqual(none);
    expect(networkFailure(new GraphQLRequestError("The server answered 502 without GraphQL data.", 502))).toEqual(none);
    expect(networkFailure()).toEqual(none);
  });
});

describe("failureFrom", () => {
  it("carries a ConflictError's entry as the edit form holds it (quantity in kg), its version and who changed it when", () => {
    const failure = failureFrom({
      __typename: "ConflictError",
      error: errorData("Fatima Khan changed this container after you opened it."),
      currentVersion: 3,
      changedBy: "Fatima Khan",
      changedAt: "2026-11-25T06:30:00.000Z",
      current: {
        id: "Q29udGFpbmVyOjE=",
        date: "2026-03-01",
        containerNo: "MSKU1234565",
        sealNo: "S1",
        material: "HMS",
        quantityKg: "1500.000",
        version: 3,
      },
    });
    expect(failure).toEqual({
      ok: false,
      kind: "ConflictError",
      message: "Fatima Khan changed this container after you opened it.",
      fieldErrors: {},
      conflict: {
        values: { date: "2026-03-01", containerNo: "MSKU1234565", sealNo: "S1", material: "HMS", quantity: "1500.000" },
        version: 3,
        changedBy: "Fatima Khan",
        changedAt: "2026-11-25T06:30:00.000Z",
      },
    });
  });
});
