import { beforeAll, describe, expect, test, vi } from "vitest";
import { TestClient } from "../test/client.ts";
import { forgetViewers } from "../auth/keptViewers.ts";
import { accessMessages } from "./caller.ts";

/*
 * Issue 42: a mutation's role is decided once. The field's scope (scope-auth) and its resolver's
 * access function both ask, through the real HTTP handler; `decidedOnce` is wrapped to count who
 * asks each question and how often it is actually decided.
 */
const counts = vi.hoisted(() => ({ asked: new Map<string, number>(), decided: new Map<string, number>() }));
const bump = (map: Map<string, number>, question: string) => map.set(question, (map.get(question) ?? 0) + 1);

vi.mock("./decisions.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("./decisions.ts")>();
  return {
    decidedOnce: <T>(viewer: object | null, question: string, decide: () => T): T => {
      bump(counts.asked, question);
      return real.decidedOnce(viewer, question, () => {
        bump(counts.decided, question);
        return decide();
      });
    },
  };
});

/** What one request asked and decided, with a caller read afresh (no answers kept from earlier requests). */
async function countedRequest<T>(
  send: () => Promise<T>,
): Promise<{ result: T; asked: Record<string, number>; decided: Record<string, number> }> {
  forgetViewers();
  counts.asked.clear();
  counts.decided.clear();
  const result = await send();
  return { result, asked: Object.fromEntries(counts.asked), decided: Object.fromEntries(counts.decided) };
}

const ADD_PAYMENT = `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename ... on Error { message } ... on AddPaymentPayload { payment { amount } } } }`;
const ADD_LOT = `mutation($input: AddLotInput!) { addLot(input: $input) { __typename ... on Error { message } ... on AddLotPayload { lot { lotNumber } } } }`;

let client: TestClient;
let trader: string;
let lotId: string;

beforeAll(async () => {
  client = await TestClient.start();
  trader = await client.trader("supplier", "Decided Once Metals");
  const { data } = await client.gql(
    `mutation { addLot(input: { lotNumber: "ONCE-1", price: "100.00" }) { ... on AddLotPayload { lot { id } } } }`,
    {},
    trader,
  );
  lotId = data.addLot.lot.id;
});

describe("the role decided once per request", () => {
  test("addPayment: the scope decides that the Trader writes to their company, the resolver reads that answer", async () => {
    const { result, asked, decided } = await countedRequest(() => client.gql(ADD_PAYMENT, { input: { lotId, amount: "5.00" } }, trader));
    expect(result.data.addPayment).toEqual({ __typename: "AddPaymentPayload", payment: { amount: "5.00" } });
    // Asked by the scope (company: "write") and again by the resolver (entryWriter -> companyToWrite)...
    expect(asked["company:write"]).toBeGreaterThanOrEqual(2);
    // ...decided once; and no question about the caller is decided twice.
    expect(decided["company:write"]).toBe(1);
    expect(Object.values(decided).every((times) => times === 1)).toBe(true);
    expect(decided).toHaveProperty("house:staff", 1);
  });

  test("addLot: the same for a lot (scope lotWriters, resolver companyToWrite)", async () => {
    const { result, asked, decided } = await countedRequest(() =>
      client.gql(ADD_LOT, { input: { lotNumber: "ONCE-2", price: "90.00" } }, trader),
    );
    expect(result.data.addLot).toEqual({ __typename: "AddLotPayload", lot: { lotNumber: "ONCE-2" } });
    expect(asked["company:write"]).toBeGreaterThanOrEqual(2);
    expect(decided["company:write"]).toBe(1);
    expect(Object.values(decided).every((times) => times === 1)).toBe(true);
  });

  test("REST, which has no scopes, decides in the write's own check", async () => {
    const body = { companyName: "Decided Once Metals", lotNumber: "ONCE-1", amount: 7, date: "2026-06-02" };
    const { result, decided } = await countedRequest(() => client.rest("POST", "/api/lots/amounts/add", body, trader));
    expect(result.status).toBe(201);
    expect(decided["company:write"]).toBe(1);
  });

  test("a refusal is not kept: each ask decides again, with the same error", async () => {
    const { decidedOnce } = await vi.importActual<typeof import("./decisions.ts")>("./decisions.ts");
    const viewer = {};
    let decisions = 0;
    const refuse = () => {
      decisions++;
      throw new Error(accessMessages.viewerCannotWrite);
    };
    expect(() => decidedOnce(viewer, "company:write", refuse)).toThrow(accessMessages.viewerCannotWrite);
    expect(() => decidedOnce(viewer, "company:write", refuse)).toThrow(accessMessages.viewerCannotWrite);
    expect(decisions).toBe(2);
    expect(decidedOnce(viewer, "company:write", () => "granted")).toBe("granted");
    expect(decidedOnce(viewer, "company:write", () => "granted again")).toBe("granted");
  });
});
