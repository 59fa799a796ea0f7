import { beforeAll, expect, test } from "vitest";
import { TestClient, isViewerRead } from "../test/client.ts";
import { db, onStatement } from "../db.ts";
import { Fixed } from "../../shared/money.ts";

/**
 * Issue 22: the all-lots statement asked without rows comes from one aggregate statement, and its
 * every figure equals, to the cent, what the same statement with rows computes row by row.
 */
let client: TestClient;
let company: string;

const FIGURES = `statement(from: $from, to: $to) { from to openingBalance openingTotalPaid closingBalance closingTotalPaid
  totals { quantityTons containerAmount amountAdded }
  lots { lot { id lotNumber price } statement { from to openingBalance openingTotalPaid closingBalance closingTotalPaid totals { quantityTons containerAmount amountAdded } } } }`;
const WITHOUT_ROWS = `query($from: Date, $to: Date) { viewer { profile { ${FIGURES} } } }`;
const WITH_ROWS = `query($from: Date, $to: Date) { viewer { profile { ${FIGURES.replace("statement { from", "statement { rows { number balance } from")} } } }`;

/** A small seeded generator: the same lots each run, and a failure can be repeated. */
function generator(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % max;
  };
}

beforeAll(async () => {
  client = await TestClient.start();
  company = await client.trader("supplier", "Aggregate Metals");
  const random = generator(20_261_125);
  const day = () => `2026-0${1 + random(6)}-${String(1 + random(28)).padStart(2, "0")}`;
  for (let lot = 0; lot < 6; lot++) {
    const added = await client.gql(
      `mutation($input: AddLotInput!) { addLot(input: $input) { ... on AddLotPayload { lot { id } } } }`,
      { input: { lotNumber: `AGG-${lot}`, price: `${1 + random(900)}.${String(random(100)).padStart(2, "0")}` } },
      company,
    );
    const lotId = added.data.addLot.lot.id;
    for (let i = 0; i < 3 + random(8); i++) {
      // Quantities with 3 decimals, so many container amounts fall on half a cent or near it.
      const quantity = `${random(40_000)}.${String(random(1000)).padStart(3, "0")}`;
      await client.gql(
        `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename } }`,
        { input: { lotId, containerNo: `MSCU${1_000_000 + i}`, sealNo: "S", material: "HMS", quantity, date: day() } },
        company,
      );
    }
    for (let i = 0; i < random(6); i++) {
      await client.gql(
        `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`,
        { input: { lotId, amount: `${random(90_000)}.${String(random(100)).padStart(2, "0")}`, date: day() } },
        company,
      );
    }
  }
  // A lot with nothing in it yet.
  await client.gql(
    `mutation($input: AddLotInput!) { addLot(input: $input) { __typename } }`,
    { input: { lotNumber: "AGG-EMPTY", price: "10.00" } },
    company,
  );
});

test.each([[{}], [{ from: "2026-03-01" }], [{ to: "2026-03-15" }], [{ from: "2026-02-10", to: "2026-04-20" }], [{ from: "2027-01-01" }]])(
  "every figure, with and without rows, is the same to the cent: %j",
  async (range) => {
    const withRows = (await client.gql(WITH_ROWS, range, company)).data.viewer.profile.statement;
    const figures = (await client.gql(WITHOUT_ROWS, range, company)).data.viewer.profile.statement;
    const { lots, ...grand } = withRows;
    expect(figures).toEqual({ ...grand, lots: lots.map(({ lot, statement: { rows: _rows, ...statement } }: any) => ({ lot, statement })) });
    expect(figures.lots).toHaveLength(7);
    // The grand figures are the sums of the lots' own, each computed from its rows.
    const sum = (pick: (statement: any) => string, scale = 2) =>
      lots.reduce((acc: Fixed, { statement }: any) => acc.plus(Fixed.parse(pick(statement), scale)), Fixed.zero(scale));
    expect(grand.closingBalance).toBe(sum((s) => s.closingBalance).toFixed(2));
    expect(grand.openingBalance).toBe(sum((s) => s.openingBalance).toFixed(2));
    expect(grand.closingTotalPaid).toBe(sum((s) => s.closingTotalPaid).toFixed(2));
    expect(grand.totals.containerAmount).toBe(sum((s) => s.totals.containerAmount).toFixed(2));
    expect(grand.totals.amountAdded).toBe(sum((s) => s.totals.amountAdded).toFixed(2));
    expect(Fixed.parse(grand.totals.quantityTons, 6).toFixed(6)).toBe(sum((s) => s.totals.quantityTons, 6).toFixed(6));
  },
);

const PAGED = `query($from: Date, $lotOffset: Int, $lotLimit: Int) { viewer { profile { statement(from: $from, lotOffset: $lotOffset, lotLimit: $lotLimit) {
  state lotCount closingBalance lots { lot { lotNumber } statement { closingBalance rows { number balance } } voidedEntries { __typename ... on Node { id } } } } } } }`;

test("the detailed statement comes in pages of lots that fit together: the same figures, lots and rows as in one answer, and one state", async () => {
  const whole = (await client.gql(PAGED, { from: "2026-02-02" }, company)).data.viewer.profile.statement;
  expect(whole.lotCount).toBe(whole.lots.length);
  const pages = [];
  for (let offset = 0; offset < whole.lotCount; offset += 3) {
    pages.push((await client.gql(PAGED, { from: "2026-02-02", lotOffset: offset, lotLimit: 3 }, company)).data.viewer.profile.statement);
  }
  expect(pages.map((page) => page.lots.length)).toEqual([3, 3, whole.lotCount - 6]);
  for (const page of pages) expect({ ...page, lots: [] }).toEqual({ ...whole, lots: [] });
  expect(pages.flatMap((page) => page.lots)).toEqual(whole.lots);
  // Past the last lot: none, with the same figures.
  const past = (await client.gql(PAGED, { lotOffset: 100, lotLimit: 5 }, company)).data.viewer.profile.statement;
  expect(past.lots).toEqual([]);
  expect(past.lotCount).toBe(whole.lotCount);
});

test("a write to any lot between two pages changes the state the next page says it was read at", async () => {
  const page = async (lotOffset: number) => (await client.gql(PAGED, { lotOffset, lotLimit: 2 }, company)).data.viewer.profile.statement;
  const first = await page(0);
  expect((await page(0)).state).toBe(first.state);
  // A lot of another page than the one asked next.
  const lotNumber = first.lots[1].lot.lotNumber;
  const { id: lotId } = await db.lot.findFirstOrThrow({ where: { lotNumber } });
  const globalId = Buffer.from(`Lot:${lotId}`).toString("base64");
  await client.gql(
    `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`,
    { input: { lotId: globalId, amount: "3.21", date: "2026-05-06" } },
    company,
  );
  const second = await page(2);
  expect(second.state).not.toBe(first.state);
  expect((await page(0)).state).toBe(second.state);
});

test("a page of lots asked with a negative offset or a limit under 1 is refused with the reason", async () => {
  for (const [variables, message] of [
    [{ lotOffset: -1 }, "lotOffset must be 0 or more."],
    [{ lotLimit: 0 }, "lotLimit must be 1 or more."],
  ] as const) {
    const answer = await client.gql(PAGED, variables, company);
    expect(answer.errors?.[0]?.message).toBe(message);
    expect(answer.data?.viewer?.profile ?? null).toBeNull();
  }
});

test("without rows it answers again what it answered while nothing changed, and sums in the database only the lots written to since", async () => {
  const statements: string[] = [];
  onStatement((sql) => statements.push(sql));
  const run = async (variables: Record<string, unknown> = { from: "2026-02-02" }) => {
    statements.length = 0;
    const answer = await client.gql(WITHOUT_ROWS, variables, company);
    // Statements that read containers or payments (sums) and those that read every lot: one and the
    // same, which sums a lot only when its figures kept here are not of its version (companyFigures.ts).
    return {
      answer: answer.data.viewer.profile.statement,
      sums: statements.filter((sql) => /"Container"|"Payment"/.test(sql)),
      lotRows: statements.filter((sql) => /FROM "Lot" l /.test(sql)),
    };
  };
  const first = await run();
  // The viewer, and the lots with the sums of those not summed before for this range.
  expect(statements.length).toBeLessThanOrEqual(2);
  const again = await run();
  // Nothing changed: one aggregate over the company's lots (how many, their versions), and the
  // viewer's read unless this process keeps the viewer already (auth/keptViewers.ts).
  expect(again.sums).toEqual([]);
  expect(again.lotRows).toEqual([]);
  expect(statements.filter((sql) => !isViewerRead(sql))).toHaveLength(1);
  expect(again.answer).toEqual(first.answer);

  const lotId = first.answer.lots[2].lot.id;
  await client.gql(
    `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`,
    { input: { lotId, amount: "12.34", date: "2026-05-05" } },
    company,
  );
  const afterWrite = await run();
  expect(afterWrite.sums).toHaveLength(1);
  expect(afterWrite.lotRows).toHaveLength(1);
  expect(afterWrite.answer.lots[2].statement.closingTotalPaid).not.toBe(first.answer.lots[2].statement.closingTotalPaid);
  const withRows = (await client.gql(WITH_ROWS, { from: "2026-02-02" }, company)).data.viewer.profile.statement;
  expect(afterWrite.answer.closingBalance).toBe(withRows.closingBalance);
  expect(afterWrite.answer.lots[2].statement.closingBalance).toBe(withRows.lots[2].statement.closingBalance);
});

test("an answer kept for a company is not given again once another process wrote to one of its lots or added one", async () => {
  const read = async () => (await client.gql(WITHOUT_ROWS, { to: "2026-12-31" }, company)).data.viewer.profile.statement;
  const before = await read();
  expect(await read()).toEqual(before);
  // As another server process writes: straight into the tables, bumping the lot's version in the same transaction.
  const lotRowId = Number(Buffer.from(before.lots[0].lot.id, "base64").toString().split(":")[1]);
  await db.$transaction([
    db.$executeRaw`INSERT INTO "Payment" ("lotId", "amount", "date", "createdAt") VALUES (${lotRowId}::int, 1.01, '2026-06-06', now())`,
    db.$executeRaw`UPDATE "Lot" SET "version" = "version" + 1 WHERE "id" = ${lotRowId}::int`,
  ]);
  const afterPayment = await read();
  expect(afterPayment.lots[0].statement.closingTotalPaid).not.toBe(before.lots[0].statement.closingTotalPaid);
  const profileId = (await db.lot.findUniqueOrThrow({ where: { id: lotRowId } })).profileId;
  await db.$executeRaw`INSERT INTO "Lot" ("profileId", "lotNumber", "price", "createdAt") VALUES (${profileId}::int, 'AGG-SQL', 1.00, now())`;
  const afterLot = await read();
  expect(afterLot.lots).toHaveLength(before.lots.length + 1);
  expect(afterLot.lots.at(-1).lot.lotNumber).toBe("AGG-SQL");
});

test("a statement read while its lots are written to says figures and rows of one state: its grand figures are its lots' sums", async () => {
  const lots = (await client.gql(PAGED, {}, company)).data.viewer.profile.statement.lots;
  const lotIds = await Promise.all(
    lots.map(async ({ lot }: any) => (await db.lot.findFirstOrThrow({ where: { lotNumber: lot.lotNumber } })).id),
  );
  const write = (i: number) =>
    client.gql(
      `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`,
      { input: { lotId: Buffer.from(`Lot:${lotIds[i % lotIds.length]}`).toString("base64"), amount: "1.00", date: "2026-05-07" } },
      company,
    );
  const read = async () =>
    (
      await client.gql(
        `query { viewer { profile { statement { closingBalance lots { statement { closingBalance rows { number } } } } } } }`,
        {},
        company,
      )
    ).data.viewer.profile.statement;
  const answers = (await Promise.all(Array.from({ length: 12 }, (_, i) => [read(), write(i)]).flat())).filter(
    (answer: any) => answer?.lots,
  );
  expect(answers).toHaveLength(12);
  for (const answer of answers) {
    const sum = answer.lots.reduce((acc: Fixed, { statement }: any) => acc.plus(Fixed.parse(statement.closingBalance, 2)), Fixed.zero(2));
    expect(answer.closingBalance).toBe(sum.toFixed(2));
  }
});
