import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  parse,
} from "graphql";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { MAX_COST, MAX_PAGE_SIZE, boundsMessages, checkOperationBounds } from "./bounds.ts";
import { config } from "../config.ts";
import { db } from "../db.ts";
import { TestClient } from "../test/client.ts";
import { slowRawStatements } from "../test/slowDatabase.ts";

/**
 * Issue 9, findings 4, 9 and 10: every GraphQL request has a bounded cost, forged cursors and ids
 * answer a clear input error, and every field reachable from `viewer` resolves.
 */
let client: TestClient;
let token: string;
let lotId: string;
const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString("base64");

beforeAll(async () => {
  client = await TestClient.start();
  token = await client.trader("supplier", "Walk Metals");
  for (const lotNumber of ["W-1", "W-2"]) {
    const lot = await client.gql(
      `mutation { addLot(input: { lotNumber: "${lotNumber}", price: "250.50" }) { ... on AddLotPayload { lot { id } } } }`,
      {},
      token,
    );
    lotId = lot.data.addLot.lot.id;
    for (const [i, date] of ["2026-03-01", "2026-04-10"].entries()) {
      const container = await client.gql(
        `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename } }`,
        { input: { lotId, containerNo: `C${i}`, sealNo: `S${i}`, material: "HMS", quantity: "1200.500", date } },
        token,
      );
      expect(container.data.addContainer.__typename).toBe("AddContainerPayload");
      const payment = await client.gql(
        `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`,
        { input: { lotId, amount: "100.25", date } },
        token,
      );
      expect(payment.data.addPayment.__typename).toBe("AddPaymentPayload");
    }
  }
  // One edit, so the change history has a row to walk.
  const containers = await client.gql(
    `query($id: ID!) { node(id: $id) { ... on Lot { containers(first: 1) { nodes { id } } } } }`,
    { id: lotId },
    token,
  );
  const containerId = containers.data.node.containers.nodes[0].id;
  const edit = await client.gql(
    `mutation($input: UpdateContainerInput!) { updateContainer(input: $input) { __typename } }`,
    { input: { id: containerId, sealNo: "S9" } },
    token,
  );
  expect(edit.data.updateContainer.__typename).toBe("UpdateContainerPayload");
});

afterEach(() => vi.restoreAllMocks());

describe("list arguments are capped and counted", () => {
  const manyIds = Array.from({ length: 6_400 }, (_, i) => globalId("Lot", i + 1));
  const fifteenAliases = `query($ids: [ID!]!) { ${Array.from({ length: 15 }, (_, i) => `a${i}: nodes(ids: $ids) { id }`).join(" ")} }`;

  test("the 15-alias x 6,400-id request is refused before it runs, and a small query beside it is answered", async () => {
    const heavy = client.gql(fifteenAliases, { ids: manyIds });
    const small = client.gql("{ __typename }");
    const [refused, answered] = await Promise.all([heavy, small]);
    expect(refused.status).toBe(400);
    expect(refused.errors![0].message).toBe(boundsMessages.tooMany("ids", "Query.nodes"));
    expect(answered.data).toEqual({ __typename: "Query" });
  });

  test(`nodes(ids) takes up to ${MAX_PAGE_SIZE} ids; an anonymous caller gets nulls without a database look-up`, async () => {
    const lookups = (["user", "profile", "lot", "container", "payment"] as const).flatMap((model) =>
      (["findUnique", "findFirst", "findMany", "findUniqueOrThrow"] as const).map((method) => vi.spyOn(db[model] as never, method)),
    );
    const ids = manyIds.slice(0, MAX_PAGE_SIZE);
    const { status, data } = await client.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } one: node(id: "${ids[0]}") { id } }`, { ids });
    expect(status).toBe(200);
    expect(data.nodes).toEqual(ids.map(() => null));
    expect(data.one).toBeNull();
    for (const lookup of lookups) expect(lookup).not.toHaveBeenCalled();
  });

  test("a signed-in user without a profile gets nulls for lots, and their own user node", async () => {
    const other = await client.signIn("noprofile@example.com");
    const me = (await client.gql("{ viewer { id } }", {}, other)).data.viewer.id;
    const { data } = await client.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [lotId, me] }, other);
    expect(data.nodes).toEqual([null, { id: me }]);
  });

  test("the owner still reads their lots through nodes", async () => {
    const { data } = await client.gql(
      `query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Lot { lotNumber } } }`,
      { ids: [lotId, globalId("Lot", 999_999)] },
      token,
    );
    expect(data.nodes).toEqual([{ id: lotId, lotNumber: "W-2" }, null]);
  });

  test("first and last over the cap, or negative, are refused naming the argument", async () => {
    for (const [args, message] of [
      [`first: ${MAX_PAGE_SIZE + 1}`, boundsMessages.tooMany("first", "BusinessProfile.lots")],
      ["last: 100000", boundsMessages.tooMany("last", "BusinessProfile.lots")],
      ["first: -1", boundsMessages.negative("first", "BusinessProfile.lots")],
    ]) {
      const { status, errors } = await client.gql(`{ viewer { profile { lots(${args}) { edges { node { id } } } } } }`, {}, token);
      expect(status, args).toBe(400);
      expect(errors![0].message).toBe(message);
    }
  });

  test("nested pages multiply: 100 lots x 100 containers x 100 payments-worth of fields is over the cost limit", async () => {
    const { status, errors } = await client.gql(
      `{ viewer { profile { lots(first: 100) { nodes { containers(first: 100) { nodes { id lot { payments(first: 100) { nodes { id amount date } } } } } } } } } }`,
      {},
      token,
    );
    expect(status).toBe(400);
    expect(errors![0].message).toMatch(/^This request would resolve about \d+ fields; the limit is 50000/);
  });

  test("a request still running after GRAPHQL_TIMEOUT_MS is stopped with a clear error", async () => {
    const saved = config.graphqlTimeoutMs;
    config.graphqlTimeoutMs = 1;
    try {
      // Every raw statement 50 ms late, so the operation outlives its 1 ms budget.
      slowRawStatements(50);
      // A cheap operation (sharing its deadline with the others started beside it), and a costly one (with one of its own).
      for (const query of [
        `{ viewer { profile { statement { closingBalance lots { statement { rows { balance } } } } } } }`,
        `{ viewer { profile { ${Array.from({ length: 10 }, (_, i) => `s${i}: statement { closingBalance lots { statement { rows { balance } } } }`).join(" ")} } } }`,
      ]) {
        const { errors } = await client.gql(query, {}, token);
        expect(errors![0].message).toBe(boundsMessages.timedOut(1));
        expect(errors![0].extensions?.code).toBe("TIMEOUT");
      }
    } finally {
      config.graphqlTimeoutMs = saved;
    }
  });
});

test("every operation our own client sends is within the bounds", async () => {
  const { schema } = await import("../schema/index.ts");
  const artifacts = import.meta.glob<{ default: { params?: { text?: string | null } } }>(
    "../../client/__generated__/*{Query,Mutation}.graphql.ts",
  );
  expect(Object.keys(artifacts).length).toBeGreaterThan(10);
  for (const [file, load] of Object.entries(artifacts)) {
    const text = (await load()).default.params?.text;
    if (text) expect(() => checkOperationBounds(schema, parse(text), null, {}), file).not.toThrow();
  }
});

describe("forged cursors and ids", () => {
  const cursors = [
    "R1BDOk46MjE0NzQ4MzY0OA==", // GPC:N:2147483648, over PostgreSQL's integer
    "not base64!",
    Buffer.from("GPC:S:x").toString("base64"),
    Buffer.from("GPC:N:-1").toString("base64"),
    Buffer.from("GPC:N:1e300").toString("base64"),
    Buffer.from("OffsetConnection:5").toString("base64"),
  ];

  test.each(cursors)("lots(after: %j) is a clear input error, with no database error logged", async (cursor) => {
    const logged = vi.spyOn(console, "error");
    const { status, data, errors } = await client.gql(
      `query($after: String) { viewer { id profile { lots(after: $after) { edges { node { id } } } } } }`,
      { after: cursor },
      token,
    );
    expect(status).toBe(400);
    expect(data).toBeUndefined();
    expect(errors![0]).toMatchObject({
      message: boundsMessages.badCursor("after", "BusinessProfile.lots"),
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(logged).not.toHaveBeenCalled();
  });

  test("a real cursor still pages", async () => {
    const first = await client.gql(`{ viewer { profile { lots(first: 1) { edges { cursor node { lotNumber } } } } } }`, {}, token);
    const cursor = first.data.viewer.profile.lots.edges[0].cursor;
    const next = await client.gql(
      `query($after: String) { viewer { profile { lots(first: 1, after: $after) { edges { node { lotNumber } } } } } }`,
      { after: cursor },
      token,
    );
    expect(next.data.viewer.profile.lots.edges.map((edge: { node: { lotNumber: string } }) => edge.node.lotNumber)).toEqual(["W-1"]);
  });

  const ids = ["!!!", globalId("Lot", "99999999999"), globalId("Nope", 1), globalId("Lot", "abc"), globalId("Lot", 0), "TG90OjE6Mg=="];
  test.each(ids)("node(id: %j) and an input id are clear input errors", async (id) => {
    const logged = vi.spyOn(console, "error");
    const node = await client.gql(`query($id: ID!) { node(id: $id) { id } }`, { id }, token);
    expect(node.status).toBe(400);
    expect(node.errors![0]).toMatchObject({ message: boundsMessages.badId('"id" of Query.node'), extensions: { code: "BAD_USER_INPUT" } });
    const payment = await client.gql(
      `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`,
      { input: { lotId: id, amount: "1.00" } },
      token,
    );
    expect(payment.status).toBe(400);
    expect(payment.errors![0].message).toBe(boundsMessages.badId('"input" of Mutation.addPayment.lotId'));
    expect(logged).not.toHaveBeenCalled();
  });
});

test("viewer.profile.statement.lots.lot.companyName resolves", async () => {
  const { errors, data } = await client.gql(`{ viewer { profile { statement { lots { lot { lotNumber companyName } } } } } }`, {}, token);
  expect(errors).toBeUndefined();
  expect(data.viewer.profile.statement.lots).toEqual([
    { lot: { lotNumber: "W-1", companyName: "Walk Metals" } },
    { lot: { lotNumber: "W-2", companyName: "Walk Metals" } },
  ]);
});

/**
 * Builds one selection of every field reachable from `viewer`, to a bounded depth, with arguments
 * where a field needs them, from the schema itself: a field added later is walked too.
 */
function selectEverything(type: GraphQLNamedType, depth: number): string {
  if (isAbstractType(type)) {
    const { schema } = walkSchema;
    return `__typename ${schema
      .getPossibleTypes(type)
      .map((possible) => `... on ${possible.name} { ${selectEverything(possible, depth)} }`)
      .join(" ")}`;
  }
  if (!isObjectType(type) && !isInterfaceType(type)) return "";
  const fields = Object.values(type.getFields()).flatMap((field) => {
    const named = getNamedType(field.type);
    const args = argumentsFor(field);
    if (args === null) return [];
    if (isScalarType(named) || isEnumType(named)) return [`${field.name}${args}`];
    if (depth === 0) return [];
    const inner = selectEverything(named, depth - 1);
    return inner ? [`${field.name}${args} { ${inner} }`] : [];
  });
  return fields.join(" ");
}

/** Values for the arguments the schema has under viewer; null skips a field whose required argument is unknown here. */
function argumentsFor(field: GraphQLField<unknown, unknown>): string | null {
  const known: Record<string, string> = { lotNumber: '"W-1"', first: "2", from: '"2026-01-01"', to: '"2026-12-31"' };
  const parts: string[] = [];
  for (const arg of field.args) {
    if (known[arg.name] !== undefined) parts.push(`${arg.name}: ${known[arg.name]}`);
    else if (isNonNullType(arg.type)) return null;
  }
  return parts.length > 0 ? `(${parts.join(", ")})` : "";
}

const walkSchema = { schema: undefined as unknown as GraphQLSchema };

const costOf = (query: string) => {
  try {
    return checkOperationBounds(walkSchema.schema, parse(query), null, {});
  } catch {
    return Infinity;
  }
};

/** The walk as few queries as fit the cost limit: a selection too costly as a whole is split by field. */
function walkQueries(type: GraphQLNamedType, depth: number, wrap: (inner: string) => string): string[] {
  const whole = wrap(selectEverything(type, depth));
  if (costOf(whole) <= MAX_COST) return [whole];
  if (isAbstractType(type)) {
    return walkSchema.schema
      .getPossibleTypes(type)
      .flatMap((possible) => walkQueries(possible, depth, (inner) => wrap(`__typename ... on ${possible.name} { ${inner} }`)));
  }
  if (!isObjectType(type) && !isInterfaceType(type)) return [];
  return Object.values(type.getFields()).flatMap((field) => {
    const named = getNamedType(field.type);
    const args = argumentsFor(field);
    if (args === null || isScalarType(named) || isEnumType(named) || depth === 0) return [];
    return walkQueries(named, depth - 1, (inner) => wrap(`__typename ${field.name}${args} { ${inner} }`));
  });
}

test("every field reachable from viewer resolves, for a company with lots, containers, payments and an edit", async () => {
  walkSchema.schema = (await import("../schema/index.ts")).schema;
  const viewerField = walkSchema.schema.getQueryType()!.getFields().viewer;
  const queries = walkQueries(getNamedType(viewerField.type), 6, (inner) => `{ viewer { ${inner} } }`);
  const all = queries.join("\n");
  // Sanity: the walk reaches the deep corners the issue names.
  expect(all).toMatch(/statement\(from: "2026-01-01", to: "2026-12-31"\) \{.*lots \{.*lot \{.*companyName/);
  expect(all).toContain("changes");
  for (const query of queries) {
    const response = await client.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify({ query }),
      token,
    });
    const body = await response.json();
    expect(body.errors, query).toBeUndefined();
    expect(response.status).toBe(200);
    expect(body.data.viewer).not.toBeNull();
  }
});
