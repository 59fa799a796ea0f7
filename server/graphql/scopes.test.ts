import { describe, expect, test } from "vitest";
import { printSchema } from "graphql";
import { schema } from "../schema/index.ts";
import { declaredScopes } from "./descriptions.ts";
import { whoMaySentence } from "./scopes.ts";

/** The mutations anyone may call, signed in or not: every other one declares its role rule. */
const publicMutations = ["signup", "login", "requestPasswordReset", "resetPassword", "sendEnquiry"];

describe("role rules declared on the schema (issue 42)", () => {
  const mutations = Object.values(schema.getMutationType()!.getFields());

  test("every mutation but the public ones declares a role scope beyond being signed in", () => {
    const undeclared = mutations
      .filter((field) => !publicMutations.includes(field.name))
      .filter((field) => {
        const scopes = declaredScopes(field);
        return !scopes || Object.keys(scopes).every((scope) => scope === "signedIn");
      })
      .map((field) => field.name);
    expect(undeclared).toEqual([]);
  });

  test("the public mutations declare none", () => {
    expect(mutations.filter((field) => publicMutations.includes(field.name) && declaredScopes(field)).map((field) => field.name)).toEqual(
      [],
    );
  });

  test("every BusinessProfile field that reads or manages the company follows a declared policy", () => {
    const fields = (schema.getType("BusinessProfile") as import("graphql").GraphQLObjectType).getFields();
    const children = ["lots", "lot", "lotsOverview", "statement", "chequesDue", "search", "changes", "agreement", "waitingConfirmation"];
    for (const name of children) expect(declaredScopes(fields[name]), name).toEqual({ company: "read", house: "staff" });
    for (const name of ["invitations", "apiKeys", "webhookEndpoints"])
      expect(declaredScopes(fields[name]), name).toEqual({ company: "manage" });
  });

  test("schema.graphql says who may, by the declared rule", () => {
    const printed = printSchema(schema);
    expect(printed).toContain("Who may: an Owner or a Trader of the company (or a read-write API key), or the house's staff.");
    expect(schema.getMutationType()!.getFields().inviteMember.description).toContain(whoMaySentence({ company: "manage" }));
    expect(whoMaySentence({ house: "admin" })).toBe("Who may: a House Admin among the house's staff.");
  });
});
