import { beforeAll, describe, expect, test } from "vitest";
import { TestClient } from "../test/client.ts";
import { db, onStatement } from "../db.ts";
import { config } from "../config.ts";
import { Fixed } from "../../shared/money.ts";

/**
 * Issue 23: the lots overview. Every figure equals, to the cent, what the lot's own ledger closes
 * at; a page reads per-lot figures kept up to date with each write, never every row; voided entries
 * and other companies' lots never count.
 */
let client: TestClient;
let company: string;
let rival: string;
const lotIds: Record<string, string> = {};

const OVERVIEW = `query($first: Int, $after: String, $orderBy: LotsOverviewOrder, $filter: LotsOverviewFilter) { viewer { profile {
  lotsOverview(first: $first, after: $after, orderBy: $orderBy, filter: $filter) {
    totalCount
    totals { lotCount containerCount quantityTons containerAmount totalPaid balance }
    pageInfo { hasNextPage hasPreviousPage endCursor }
    edges { cursor node { lot { id lotNumber price } containerCount quantityTons containerAmount totalPaid balance lastEntryDate } } } } } }`;
const LEDGER = `query($id: ID!) { node(id: $id) { ... on Lot { lotNumber ledger { closingBalance closingTotalPaid totals { quantityTons containerAmount } rows { type date } } } } }`;

async function overview(variables: Record<string, unknown> = {}, token = company) {
  const res = await client.gql(OVERVIEW, { first: 50, ...variables }, token);
  expect(res.errors).toBeUndefined();
  return res.data.viewer.profile.lotsOverview;
}
const numbers = (connection: any) => connection.edges.map((e: any) => e.node.lot.lotNumber);

async function lot(token: string, lotNumber: string, price: string) {
  const res = await client.gql(
    `mutation($input: AddLotInput!) { addLot(input: $input) { ... on AddLotPayload { lot { id } } ... on Error { message } } }`,
    { input: { lotNumber, price } },
    token,
  );
  lotIds[`${token === rival ? "rival:" : ""}${lotNumber}`] = res.data.addLot.lot.id;
  return res.data.addLot.lot.id as string;
}
async function container(token: string, lotId: string, quantity: string, date: string) {
  const res = await client.gql(
    `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename ... on AddContainerPayload { container { id } } } }`,
    { input: { lotId, containerNo: "MSCU1234565", sealNo: "S1", material: "HMS 1&2", quantity, date } },
    token,
  );
  expect(res.data.addContainer.__typename).toBe("AddContainerPayload");
  return res.data.addContainer.container.id as string;
}
async function payment(token: string, lotId: string, amount: string, date: string) {
  const res = await client.gql(
    `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`,
    { input: { lotId, amount, date } },
    token,
  );
  expect(res.data.addPayment.__typename).toBe("AddPaymentPayload");
}
const rowIdOf = (globalId: string) => Number(Buffer.from(globalId, "base64").toString().split(":")[1]);

beforeAll(async () => {
  client = await TestClient.start();
  company = await client.trader("supplier", "Overview Metals");
  rival = await client.trader("buyer", "Rival Overview");
  // Amounts that round: 18,000.125 kg at 333.33 is 5,999.98166… ; 24,500.5 kg is 8,166.75166…
  const a1 = await lot(company, "A-1", "333.33");
  await container(company, a1, "18000.125", "2026-01-05");
  await container(company, a1, "24500.5", "2026-03-10");
  await payment(company, a1, "5000.00", "2026-01-02");
  await payment(company, a1, "2000.50", "2026-02-20");
  const a2 = await lot(company, "A-2", "100.00");
  await container(company, a2, "1000", "2026-02-01");
  await payment(company, a2, "100.00", "2026-02-01");
  await lot(company, "B-10", "250.55");
  const a3 = await lot(company, "a-3", "10.00");
  await payment(company, a3, "500.00", "2026-04-01");
  const big = await lot(company, "C_1", "1234.56");
  await container(company, big, "26286.9", "2026-05-05");
  const r1 = await lot(rival, "A-1", "999.00");
  await container(rival, r1, "20000", "2026-06-01");
  await payment(rival, r1, "77.77", "2026-06-02");
});

describe("lotsOverview", () => {
  test("each lot's figures equal its ledger to the cent, and the totals are the company's", async () => {
    const answer = await overview();
    expect(answer.totalCount).toBe(5);
    expect(numbers(answer)).toEqual(["A-1", "A-2", "a-3", "B-10", "C_1"]);
    let containers = 0n;
    let paid = 0n;
    for (const { node } of answer.edges) {
      const { ledger } = (await client.gql(LEDGER, { id: node.lot.id }, company)).data.node;
      const containerRows = ledger.rows.filter((row: any) => row.type === "CONTAINER");
      expect(node).toMatchObject({
        containerCount: containerRows.length,
        quantityTons: Fixed.parse(ledger.totals.quantityTons, 6).toFixed(3),
        containerAmount: ledger.totals.containerAmount,
        totalPaid: ledger.closingTotalPaid,
        balance: ledger.closingBalance,
        lastEntryDate:
          ledger.rows
            .map((row: any) => row.date)
            .sort()
            .at(-1) ?? null,
      });
      containers += Fixed.parse(node.containerAmount, 2).units;
      paid += Fixed.parse(node.totalPaid, 2).units;
    }
    const a1 = answer.edges[0].node;
    // 5,999.98 + 8,166.75 containers; 7,000.50 paid.
    expect(a1).toMatchObject({
      lot: { lotNumber: "A-1", price: "333.33" },
      containerCount: 2,
      quantityTons: "42.501",
      containerAmount: "14166.73",
      totalPaid: "7000.50",
      balance: "-7166.23",
      lastEntryDate: "2026-03-10",
    });
    expect(answer.edges[3].node).toMatchObject({
      lot: { lotNumber: "B-10" },
      containerCount: 0,
      quantityTons: "0.000",
      containerAmount: "0.00",
      totalPaid: "0.00",
      balance: "0.00",
      lastEntryDate: null,
    });
    expect(answer.totals).toEqual({
      lotCount: 5,
      containerCount: 4,
      quantityTons: "69.788",
      containerAmount: new Fixed(containers, 2).toFixed(2),
      totalPaid: new Fixed(paid, 2).toFixed(2),
      balance: new Fixed(paid - containers, 2).toFixed(2),
    });
    expect(answer.totals.containerAmount).toBe("46719.49"); // 14,166.73 + 100.00 + 32,452.76
  });

  test("sorts by each column, both ways, ties in the order the lots were added", async () => {
    const by = async (field: string, direction = "ASC") => numbers(await overview({ orderBy: { field, direction } }));
    expect(await by("BALANCE")).toEqual(["C_1", "A-1", "A-2", "B-10", "a-3"]);
    expect(await by("BALANCE", "DESC")).toEqual(["a-3", "B-10", "A-2", "A-1", "C_1"]);
    expect(await by("PAID", "DESC")).toEqual(["A-1", "a-3", "A-2", "C_1", "B-10"]);
    expect(await by("CONTAINER_AMOUNT", "DESC")).toEqual(["C_1", "A-1", "A-2", "a-3", "B-10"]);
    expect(await by("TONS")).toEqual(["B-10", "a-3", "A-2", "C_1", "A-1"]);
    expect(await by("PRICE")).toEqual(["a-3", "A-2", "B-10", "A-1", "C_1"]);
    expect(await by("CONTAINERS", "DESC")).toEqual(["A-1", "C_1", "A-2", "a-3", "B-10"]);
    expect(await by("CREATED", "DESC")).toEqual(["C_1", "a-3", "B-10", "A-2", "A-1"]);
    // Lots without entries come last either way.
    expect(await by("LAST_ENTRY", "DESC")).toEqual(["C_1", "a-3", "A-1", "A-2", "B-10"]);
    expect(await by("LAST_ENTRY")).toEqual(["A-2", "A-1", "a-3", "C_1", "B-10"]);
  });

  test("filters by part of the lot number (any case, % and _ literal) and by open balance; totals stay the company's", async () => {
    const all = await overview();
    const search = await overview({ filter: { search: " a-" } });
    expect(numbers(search)).toEqual(["A-1", "A-2", "a-3"]);
    expect(search.totalCount).toBe(3);
    expect(search.totals).toEqual(all.totals);
    expect(numbers(await overview({ filter: { search: "_" } }))).toEqual(["C_1"]);
    expect((await overview({ filter: { search: "%" } })).totalCount).toBe(0);
    const open = await overview({ filter: { openBalanceOnly: true } });
    expect(numbers(open)).toEqual(["A-1", "a-3", "C_1"]);
    const none = await overview({ filter: { search: "zzz", openBalanceOnly: true } });
    expect(none).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false }, totals: all.totals });
  });

  test("pages with cursors in the sorted, filtered list", async () => {
    const first = await overview({ first: 2, orderBy: { field: "BALANCE", direction: "ASC" } });
    expect(numbers(first)).toEqual(["C_1", "A-1"]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await overview({ first: 2, after: first.pageInfo.endCursor, orderBy: { field: "BALANCE", direction: "ASC" } });
    expect(numbers(second)).toEqual(["A-2", "B-10"]);
    const third = await overview({ first: 2, after: second.pageInfo.endCursor, orderBy: { field: "BALANCE", direction: "ASC" } });
    expect(numbers(third)).toEqual(["a-3"]);
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(third.totalCount).toBe(5);

    const bad = await client.gql(OVERVIEW, { first: 2, after: "not-a-cursor" }, company);
    expect(bad.errors?.[0].message).toBe('"after" of BusinessProfile.lotsOverview is not a cursor this API gave out');
    const tooMany = await client.gql(OVERVIEW, { first: 101 }, company);
    expect(tooMany.errors?.[0].message).toMatch(/at most 100/);
  });

  test("sorts lot numbers as a trader reads them: letter case aside, numbers by value", async () => {
    const paging = await client.trader("supplier", "Numbered Metals");
    for (const n of ["L-9", "l-10", "L-100", "L-2", "k-1"]) await lot(paging, n, "1.00");
    expect(numbers(await overview({ orderBy: { field: "LOT_NUMBER", direction: "ASC" } }, paging))).toEqual([
      "k-1",
      "L-2",
      "L-9",
      "l-10",
      "L-100",
    ]);
    expect(numbers(await overview({ orderBy: { field: "LOT_NUMBER", direction: "DESC" } }, paging))).toEqual([
      "L-100",
      "l-10",
      "L-9",
      "L-2",
      "k-1",
    ]);
  });

  test("a page starts after the last lot of the one before: a lot that changes between two pages hides no other lot and none comes twice", async () => {
    const paging = await client.trader("supplier", "Paging Metals");
    const ids: string[] = [];
    // P-1 owes 500.00, P-2 400.00 ... P-5 100.00 (5,000 kg at 100.00 a ton is 500.00).
    for (let i = 1; i <= 5; i++) {
      const id = await lot(paging, `P-${i}`, "100.00");
      await container(paging, id, String(6000 - i * 1000), "2026-03-01");
      ids.push(id);
    }
    const most = { orderBy: { field: "BALANCE", direction: "ASC" }, filter: { openBalanceOnly: true } };
    const first = await overview({ ...most, first: 2 }, paging);
    expect(numbers(first)).toEqual(["P-1", "P-2"]);
    // Meanwhile another member settles P-1: it leaves the list of open balances.
    await payment(paging, ids[0], "500.00", "2026-03-02");
    const second = await overview({ ...most, first: 2, after: first.pageInfo.endCursor }, paging);
    expect(numbers(second)).toEqual(["P-3", "P-4"]);
    expect(second.totalCount).toBe(4);
    // And one that moves back before the cursor (P-5 now owes the most) is not shown again after it.
    await container(paging, ids[4], "10000", "2026-03-03");
    const third = await overview({ ...most, first: 2, after: second.pageInfo.endCursor }, paging);
    expect(numbers(third)).toEqual([]);
    expect(third.pageInfo.hasNextPage).toBe(false);

    const otherOrder = await client.gql(
      OVERVIEW,
      { first: 2, after: first.pageInfo.endCursor, orderBy: { field: "PAID", direction: "ASC" } },
      paging,
    );
    expect(otherOrder.errors?.[0].message).toBe(
      '"after" of BusinessProfile.lotsOverview was given out for another order: ask again from the first page',
    );
    const forged = await client.gql(OVERVIEW, { first: 2, after: Buffer.from("OffsetConnection:2").toString("base64") }, paging);
    expect(forged.errors?.[0]).toMatchObject({
      message: '"after" of BusinessProfile.lotsOverview is not a cursor this API gave out',
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  test("another company's lots are never shown, nor counted", async () => {
    const theirs = await overview({}, rival);
    expect(numbers(theirs)).toEqual(["A-1"]);
    expect(theirs.totals).toEqual({
      lotCount: 1,
      containerCount: 1,
      quantityTons: "20.000",
      containerAmount: "19980.00",
      totalPaid: "77.77",
      balance: "-19902.23",
    });
    const ours = await overview();
    expect(ours.edges.map((e: any) => e.node.lot.id)).not.toContain(lotIds["rival:A-1"]);
    const anonymous = await client.gql(OVERVIEW, { first: 5 });
    expect(anonymous.data?.viewer ?? null).toBeNull();
  });

  test("a voided container or payment counts in no figure", async () => {
    const lotId = lotIds["A-2"];
    const voided = await container(company, lotId, "2000", "2026-07-01");
    await payment(company, lotId, "55.55", "2026-07-02");
    const before = (await overview({ filter: { search: "A-2" } })).edges[0].node;
    expect(before).toMatchObject({ containerCount: 2, containerAmount: "300.00", totalPaid: "155.55", lastEntryDate: "2026-07-02" });
    await db.$executeRaw`UPDATE "Container" SET "voidedAt" = now() WHERE "id" = ${rowIdOf(voided)}`;
    await db.$executeRaw`UPDATE "Payment" SET "voidedAt" = now() WHERE "lotId" = ${rowIdOf(lotId)} AND "amount" = 55.55`;
    // As a void through the API will: the lot's version moves, so its kept ledger is read again.
    await db.$executeRaw`UPDATE "Lot" SET "version" = "version" + 1 WHERE "id" = ${rowIdOf(lotId)}`;
    const after = await overview({ filter: { search: "A-2" } });
    expect(after.edges[0].node).toMatchObject({
      containerCount: 1,
      quantityTons: "1.000",
      containerAmount: "100.00",
      totalPaid: "100.00",
      balance: "0.00",
      lastEntryDate: "2026-02-01",
    });
    expect(after.totals.containerCount).toBe(4);
    // The lot's ledger agrees (same condition).
    const { ledger } = (await client.gql(LEDGER, { id: lotId }, company)).data.node;
    expect(ledger.closingBalance).toBe("0.00");
  });

  test("a page while nothing changed is one small aggregate; after a write, one statement more: the lots, with the sums of those written to since", async () => {
    await overview();
    const statements: string[] = [];
    onStatement((sql) => statements.push(sql));
    await overview({ first: 3, orderBy: { field: "TONS", direction: "DESC" }, filter: { openBalanceOnly: true } });
    // Besides the caller's own read (every request's): how many lots and their versions, which say nothing changed.
    const ours = () => statements.filter((sql) => !/FROM "User"/.test(sql));
    expect(ours()).toHaveLength(1);
    expect(ours()[0]).not.toMatch(/"Container"|"Payment"/);

    await payment(company, lotIds["B-10"], "1.00", "2026-08-01");
    statements.length = 0;
    const after = await overview({ filter: { search: "b-10" } });
    expect(ours()).toHaveLength(2);
    expect(ours().filter((sql) => /"Container"/.test(sql))).toHaveLength(1);
    expect(after.edges[0].node).toMatchObject({ totalPaid: "1.00", balance: "1.00", lastEntryDate: "2026-08-01" });
    expect(after.totals.totalPaid).toBe(Fixed.parse((await overview()).totals.totalPaid, 2).toFixed(2));
  });

  test("the lots kept while nothing changed are read again once another process writes to one of them or adds one", async () => {
    const before = await overview({ filter: { search: "b-10" } });
    expect(await overview({ filter: { search: "b-10" } })).toEqual(before);
    // As another server process writes: straight into the tables, bumping the lot's version in the same transaction.
    const lotRowId = rowIdOf(lotIds["B-10"]);
    await db.$transaction([
      db.$executeRaw`INSERT INTO "Payment" ("lotId", "amount", "date", "createdAt") VALUES (${lotRowId}::int, 1.01, '2026-06-06', now())`,
      db.$executeRaw`UPDATE "Lot" SET "version" = "version" + 1 WHERE "id" = ${lotRowId}::int`,
    ]);
    const afterPayment = await overview({ filter: { search: "b-10" } });
    expect(afterPayment.edges[0].node.totalPaid).toBe(
      Fixed.parse(before.edges[0].node.totalPaid, 2).plus(Fixed.parse("1.01", 2)).toFixed(2),
    );
    expect(afterPayment.totals.totalPaid).toBe(Fixed.parse(before.totals.totalPaid, 2).plus(Fixed.parse("1.01", 2)).toFixed(2));
    const { profileId } = await db.lot.findUniqueOrThrow({ where: { id: lotRowId } });
    await db.$executeRaw`INSERT INTO "Lot" ("profileId", "lotNumber", "price", "createdAt") VALUES (${profileId}::int, 'B-10-SQL', 1.00, now())`;
    const afterLot = await overview({ filter: { search: "b-10" } });
    expect(numbers(afterLot)).toContain("B-10-SQL");
    expect(afterLot.totals.lotCount).toBe(before.totals.lotCount + 1);
  });

  test("every lot is shown and counted when the kept figures overflow while a page is read", async () => {
    const complete = await overview();
    const keptFiguresMax = config.keptFiguresMax;
    try {
      // Fewer kept than the company has lots: reading the page keeps the figures of the lots it had
      // to sum, and that pushes out figures the same read had found current.
      config.keptFiguresMax = 3;
      await overview();
      await payment(company, lotIds["C_1"], "0.01", "2026-09-01");
      const page = await overview();
      expect(page.totals.lotCount).toBe(complete.totals.lotCount);
      expect(numbers(page).sort()).toEqual(numbers(complete).sort());
      expect(page.totals.totalPaid).toBe(Fixed.parse(complete.totals.totalPaid, 2).plus(Fixed.parse("0.01", 2)).toFixed(2));
      const statement = await client.gql(
        `{ viewer { profile { statement { totals { amountAdded } lots { lot { lotNumber } } } } } }`,
        {},
        company,
      );
      expect(statement.data.viewer.profile.statement.lots).toHaveLength(complete.totals.lotCount);
      expect(statement.data.viewer.profile.statement.totals.amountAdded).toBe(page.totals.totalPaid);
    } finally {
      config.keptFiguresMax = keptFiguresMax;
    }
  });
});
