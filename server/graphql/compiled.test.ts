import { beforeAll, describe, expect, test, vi } from "vitest";
import * as jit from "graphql-jit";
import { config } from "../config.ts";
import { onStatement } from "../db.ts";
import { boundsMessages } from "./bounds.ts";
import { TestClient } from "../test/client.ts";
import { failingRawStatements, slowRawStatements } from "../test/slowDatabase.ts";
import { Fixed } from "../../shared/money.ts";

vi.mock("graphql-jit", async (original) => {
  const actual = await original<typeof jit>();
  return { ...actual, compileQuery: vi.fn(actual.compileQuery) };
});
const compileQuery = vi.mocked(jit.compileQuery);

/**
 * A query asked again runs compiled (graphql/compiled.ts): the answer, the SQL it takes and the
 * errors it gives must be those of the field-by-field executor.
 */
let client: TestClient;
let token: string;
let lotId: string;
const statements: string[] = [];
onStatement((sql) => statements.push(sql));

/** The lot page's own fields, history included: what Pothos carries from a field to the ones below it. */
const LOT_PAGE = `query LotPage($lotNumber: String!, $from: Date) { viewer { profile { lot(lotNumber: $lotNumber) {
  id lotNumber price ledger(from: $from) { openingBalance closingBalance totals { quantityTons containerAmount amountAdded }
    rows { number date type containerNo quantityTons containerAmount amountAdded totalPaid balance
      container { id sealNo quantityKg history { changedAt changedBy changes { field oldValue newValue } } }
      payment { id amount history { changedAt changedBy changes { field oldValue newValue } } } } } } } } }`;

async function run(query: string, variables: Record<string, unknown>) {
  statements.length = 0;
  const result = await client.gql(query, variables, token);
  return { ...result, statements: [...statements] };
}

beforeAll(async () => {
  client = await TestClient.start();
  token = await client.trader("supplier", "Compiled Metals");
  const lot = await client.gql(
    `mutation { addLot(input: { lotNumber: "J-1", price: "250.50" }) { ... on AddLotPayload { lot { id } } } }`,
    {},
    token,
  );
  lotId = lot.data.addLot.lot.id;
  for (let i = 0; i < 3; i++) {
    const container = await client.gql(
      `mutation($input: AddContainerInput!) { addContainer(input: $input) { ... on AddContainerPayload { container { id } } } }`,
      { input: { lotId, containerNo: `C${i}`, sealNo: `S${i}`, material: "HMS", quantity: `120${i}.500`, date: `2026-03-0${i + 1}` } },
      token,
    );
    const payment = await client.gql(
      `mutation($input: AddPaymentInput!) { addPayment(input: $input) { ... on AddPaymentPayload { payment { id } } } }`,
      { input: { lotId, amount: `10${i}.25`, date: `2026-03-0${i + 2}` } },
      token,
    );
    await client.gql(
      `mutation($id: ID!) { updateContainer(input: { id: $id, sealNo: "SX${i}" }) { __typename } }`,
      { id: container.data.addContainer.container.id },
      token,
    );
    await client.gql(
      `mutation($id: ID!) { updatePayment(input: { id: $id, amount: "7${i}.00" }) { __typename } }`,
      { id: payment.data.addPayment.payment.id },
      token,
    );
  }
});

describe("a query asked again", () => {
  test("runs compiled, with the same answer and the same SQL as the executor", async () => {
    compileQuery.mockClear();
    const variables = { lotNumber: "J-1", from: "2026-03-02" };
    const first = await run(LOT_PAGE, variables);
    expect(first.errors).toBeUndefined();
    const rows = first.data.viewer.profile.lot.ledger.rows;
    expect(rows.length).toBe(5);
    expect(
      rows.every(
        (row: { container?: { history: unknown[] }; payment?: { history: unknown[] } }) =>
          (row.container ?? row.payment)?.history.length === 2,
      ),
      "each row's addition and edit",
    ).toBe(true);
    // The same query as a new document runs field by field: what the executor takes, ledger now kept.
    const executor = await run(`${LOT_PAGE} `, variables);
    expect(compileQuery).not.toHaveBeenCalled();
    for (let i = 0; i < 2; i++) {
      const compiled = await run(LOT_PAGE, variables);
      expect(compiled.errors).toBeUndefined();
      expect(compiled.data).toEqual(first.data);
      // The rows' containers, payments and history still come from the ledger's own read. The same
      // statements, each as often: on PostgreSQL the containers' and payments' batches run at once on
      // the pool, so which is logged first varies from run to run.
      expect([...compiled.statements].sort()).toEqual([...executor.statements].sort());
    }
    expect(compileQuery).toHaveBeenCalledTimes(1);
  });

  test("gives the executor's errors: a bad variable, a refused range, a masked internal failure", async () => {
    const same = async (query: string, variables: Record<string, unknown>) => {
      const { statements: _, ...first } = await run(query, variables);
      const { statements: __, ...again } = await run(query, variables);
      expect(again).toEqual(first);
      return first.errors;
    };
    expect((await same(LOT_PAGE, { lotNumber: "J-1", from: "2026-02-30" }))?.[0].message).toContain("Date must be a real calendar date");
    const range = `query($from: Date, $to: Date) { viewer { profile { statement(from: $from, to: $to) { closingBalance } } } }`;
    expect((await same(range, { from: "2026-04-01", to: "2026-03-01" }))?.[0].message).toBe(
      "The start date must be on or before the end date.",
    );
    const restore = failingRawStatements(new Error("connection reset by a secret host"));
    try {
      // The statement reads its lots' figures through $queryRaw.
      const errors = await same(`{ viewer { profile { statement { closingTotalPaid lots { statement { rows { totalPaid } } } } } } }`, {});
      expect(errors?.[0].message).toBe("Unexpected error.");
    } finally {
      restore();
    }
  });

  test("answers TIMEOUT when it outlives GRAPHQL_TIMEOUT_MS", async () => {
    const query = `{ viewer { profile { statement { closingBalance lots { statement { rows { balance } } } } } } }`;
    expect((await run(query, {})).errors).toBeUndefined();
    const saved = config.graphqlTimeoutMs;
    config.graphqlTimeoutMs = 1;
    const slow = slowRawStatements(50);
    try {
      compileQuery.mockClear();
      const { errors } = await run(query, {});
      expect(compileQuery).toHaveBeenCalledTimes(1);
      expect(errors![0].message).toBe(boundsMessages.timedOut(1));
      expect(errors![0].extensions?.code).toBe("TIMEOUT");
    } finally {
      config.graphqlTimeoutMs = saved;
      slow.mockRestore();
    }
  });
});

describe("a mutation sent again", () => {
  const TWO_PAYMENTS = `mutation($lotId: ID!, $amount: Decimal!, $date: Date) {
    first: addPayment(input: { lotId: $lotId, amount: $amount, date: $date }) { ...paid }
    second: addPayment(input: { lotId: $lotId, amount: $amount, date: $date }) { ...paid } }
  fragment paid on AddPaymentResult { __typename
    ... on AddPaymentPayload { payment { amount date history { changedAt } } paymentEdge { node { amount } } lot { ledger { closingTotalPaid rows { totalPaid } } } }
    ... on InputError { message fieldErrors { field message } } }`;
  /** The payload without what differs between two writes of the same values (which rows the lot holds by then). */
  const written = (data: Record<string, { lot?: { ledger: { closingTotalPaid: string; rows: unknown[] } } }>) =>
    Object.values(data).map(({ lot, ...rest }) => ({
      ...rest,
      closingTotalPaid: lot?.ledger.closingTotalPaid,
      rows: lot?.ledger.rows.length,
    }));

  test("runs compiled: its fields one after another, the executor's payloads and refusals", async () => {
    const { data: before } = await client.gql(
      `query($n: String!) { viewer { profile { lot(lotNumber: $n) { ledger { closingTotalPaid rows { number } } } } } }`,
      { n: "J-1" },
      token,
    );
    const paidBefore = Fixed.parse(before.viewer.profile.lot.ledger.closingTotalPaid, 2);
    const paidAfter = (payments: number) =>
      Array.from({ length: payments }, () => Fixed.parse("5.10", 2))
        .reduce((sum, amount) => sum.plus(amount), paidBefore)
        .toFixed(2);
    const rows = before.viewer.profile.lot.ledger.rows.length;
    compileQuery.mockClear();
    // A new document runs field by field; the same document again runs compiled.
    const executor = await run(`${TWO_PAYMENTS} `, { lotId, amount: "5.10", date: "2026-04-01" });
    expect(compileQuery).not.toHaveBeenCalled();
    await run(TWO_PAYMENTS, { lotId, amount: "5.10", date: "2026-04-01" });
    const compiled = await run(TWO_PAYMENTS, { lotId, amount: "5.10", date: "2026-04-01" });
    expect(compileQuery).toHaveBeenCalledTimes(1);
    expect(compiled.errors).toBeUndefined();
    // The second write sees the first: each answer's ledger has one more row and 5.10 more paid.
    const answers = written(compiled.data);
    expect(answers).toEqual([
      {
        __typename: "AddPaymentPayload",
        payment: { amount: "5.10", date: "2026-04-01", history: [{ changedAt: expect.any(String) }] },
        paymentEdge: { node: { amount: "5.10" } },
        closingTotalPaid: paidAfter(5),
        rows: rows + 5,
      },
      {
        __typename: "AddPaymentPayload",
        payment: { amount: "5.10", date: "2026-04-01", history: [{ changedAt: expect.any(String) }] },
        paymentEdge: { node: { amount: "5.10" } },
        closingTotalPaid: paidAfter(6),
        rows: rows + 6,
      },
    ]);
    // Alike but for the figures and the moments of each payment's addition.
    const alike = ({ closingTotalPaid: _, rows: __, ...payload }: ReturnType<typeof written>[number]) => {
      const { payment } = payload as { payment: { history: unknown[] } };
      return { ...payload, payment: { ...payment, history: payment.history.length } };
    };
    expect(written(executor.data).map(alike)).toEqual(answers.map(alike));
    // Refusals: a value the resolver refuses comes back as the same InputError payload; a variable
    // the executor refuses, as the same request error.
    const refusedBy = async (variables: Record<string, unknown>) => {
      const { statements: _, ...executorAnswer } = await run(`${TWO_PAYMENTS}  `, variables);
      const { statements: __, ...compiledAnswer } = await run(TWO_PAYMENTS, variables);
      expect(compiledAnswer).toEqual(executorAnswer);
      return compiledAnswer;
    };
    const refused = await refusedBy({ lotId, amount: "5.105", date: "2026-04-01" });
    expect(refused.data.first).toEqual({
      __typename: "InputError",
      message: expect.any(String),
      fieldErrors: [{ field: "amount", message: "Amount must be a number greater than 0, with at most 2 decimals" }],
    });
    expect((await refusedBy({ lotId, amount: "5.10", date: "2026-02-30" })).errors?.[0].message).toContain(
      "Date must be a real calendar date",
    );
    const { data: after } = await client.gql(
      `query($n: String!) { viewer { profile { lot(lotNumber: $n) { ledger { closingTotalPaid } } } } }`,
      { n: "J-1" },
      token,
    );
    expect(after.viewer.profile.lot.ledger.closingTotalPaid).toBe(paidAfter(6));
  });
});

describe("stays with the executor", () => {
  test("costly queries, which must stop resolving when their time runs out", async () => {
    compileQuery.mockClear();
    // About 25,000 fields by the bounds' estimate: allowed (the limit is 50,000), but not compiled.
    const query = `{ viewer { profile { lots(first: 15) { nodes { containers(first: 15) { nodes { id } } } } } } }`;
    for (let i = 0; i < 3; i++) expect((await run(query, {})).errors).toBeUndefined();
    expect(compileQuery).not.toHaveBeenCalled();
  });
});
