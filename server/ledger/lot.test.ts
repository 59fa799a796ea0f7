import { beforeAll, describe, expect, test, vi } from "vitest";
import { TestClient } from "../test/client.ts";
import { db, onStatement } from "../db.ts";
import { todayIn } from "../../shared/dates.ts";

let client: TestClient;
let supplier: string;
let rival: string;

const ADD_LOT = `mutation($input: AddLotInput!) { addLot(input: $input) {
  __typename
  ... on AddLotPayload { lot { id lotNumber price companyName } lotEdge { cursor node { id } } company { lots(first: 10) { totalCount edges { node { lotNumber } } } } }
  ... on Error { message }
  ... on InputError { fieldErrors { field message } } } }`;
const ADD_CONTAINER = `mutation($input: AddContainerInput!) { addContainer(input: $input) {
  __typename
  ... on AddContainerPayload { container { id quantityKg quantityTons pricePerTon amount date } containerEdge { node { id } } lot { ledger { closingBalance rows { type } } } }
  ... on Error { message }
  ... on InputError { fieldErrors { field message } } } }`;
const ADD_PAYMENT = `mutation($input: AddPaymentInput!) { addPayment(input: $input) {
  __typename
  ... on AddPaymentPayload { payment { id amount date } paymentEdge { node { id } } lot { ledger { closingBalance closingTotalPaid } } }
  ... on Error { message }
  ... on InputError { fieldErrors { field message } } } }`;
const LEDGER = `query($id: ID!, $from: Date, $to: Date) { node(id: $id) { ... on Lot {
  ledger(from: $from, to: $to) { from to openingBalance openingTotalPaid closingBalance closingTotalPaid
    totals { quantityTons containerAmount amountAdded }
    rows { number date type containerNo material quantityTons pricePerTon containerAmount amountAdded totalPaid balance container { id } payment { id } } } } } }`;

async function addLot(token: string, lotNumber: string, price: string) {
  const res = await client.gql(ADD_LOT, { input: { lotNumber, price } }, token);
  return res.data.addLot;
}

beforeAll(async () => {
  client = await TestClient.start();
  supplier = await client.trader("supplier", "Gulf Steel Trading");
  rival = await client.trader("buyer", "Rival Metals");
});

describe("lots", () => {
  test("addLot returns the lot, its edge and the company's refreshed list, newest first", async () => {
    await addLot(supplier, "L-100", "250.00");
    const result = await addLot(supplier, "L-101", "333.33");
    expect(result.__typename).toBe("AddLotPayload");
    expect(result.lot).toMatchObject({ lotNumber: "L-101", price: "333.33", companyName: "Gulf Steel Trading" });
    expect(result.lotEdge.node.id).toBe(result.lot.id);
    expect(result.company.lots.totalCount).toBe(2);
    expect(result.company.lots.edges.map((e: any) => e.node.lotNumber)).toEqual(["L-101", "L-100"]);
  });

  test("missing fields, bad prices and duplicate numbers are refused with clear messages", async () => {
    expect(await addLot(supplier, "", "10")).toMatchObject({ __typename: "InputError", message: "Please fill in all fields" });
    expect(await addLot(supplier, "L-9", "")).toMatchObject({ message: "Please fill in all fields" });
    for (const price of ["abc", "-5", "0", "1.234", "1e5"]) {
      expect((await addLot(supplier, "L-9", price)).message).toBe("Price must be a number greater than 0, with at most 2 decimals");
    }
    expect(await addLot(supplier, "L-100", "10")).toMatchObject({
      __typename: "InputError",
      message: "Lot L-100 already exists for your company",
      fieldErrors: [{ field: "lotNumber", message: "Lot L-100 already exists for your company" }],
    });
    // Another company may use the same number.
    expect((await addLot(rival, "L-100", "10")).__typename).toBe("AddLotPayload");
  });

  test("a user without a profile, or without a token, cannot add lots", async () => {
    const noProfile = await client.signIn("noprofile@example.com");
    expect(await addLot(noProfile, "X", "1")).toMatchObject({
      __typename: "AccessDeniedError",
      message: "Create your business profile before managing lots",
    });
    const anonymous = await client.gql(ADD_LOT, { input: { lotNumber: "X", price: "1" } });
    expect(anonymous.errors?.[0].message).toBe("Please login first");
  });

  test("lot by number and the viewer's lots", async () => {
    const res = await client.gql(
      `{ viewer { profile { lot(lotNumber: "L-101") { lotNumber } missing: lot(lotNumber: "nope") { id } } } }`,
      {},
      supplier,
    );
    expect(res.data.viewer.profile).toEqual({ lot: { lotNumber: "L-101" }, missing: null });
  });
});

describe("containers, payments and the ledger", () => {
  let lotId: string;

  beforeAll(async () => {
    lotId = (await addLot(supplier, "LEDGER-1", "333.33")).lot.id;
  });

  test("addContainer: exact amount, rounding half-up once per row, date defaulting to today (Asia/Dubai)", async () => {
    const res = await client.gql(
      ADD_CONTAINER,
      { input: { lotId, containerNo: "MSKU1234567", sealNo: "S-1", material: "HMS 1&2", quantity: "1234.567" } },
      supplier,
    );
    const payload = res.data.addContainer;
    expect(payload.__typename).toBe("AddContainerPayload");
    expect(payload.container).toMatchObject({
      quantityKg: "1234.567",
      quantityTons: "1.234567",
      pricePerTon: "333.33",
      amount: "411.52",
      date: todayIn("Asia/Dubai"),
    });
    expect(payload.containerEdge.node.id).toBe(payload.container.id);
    expect(payload.lot.ledger).toEqual({ closingBalance: "-411.52", rows: [{ type: "CONTAINER" }] });
  });

  test("missing detail fields and bad quantities or dates are refused", async () => {
    const base = { lotId, containerNo: "C", sealNo: "S", material: "M", quantity: "10" };
    for (const field of ["containerNo", "sealNo", "material", "quantity"]) {
      const res = await client.gql(ADD_CONTAINER, { input: { ...base, [field]: "  " } }, supplier);
      expect(res.data.addContainer).toMatchObject({ __typename: "InputError", message: "Please fill all detail fields" });
    }
    for (const quantity of ["-1", "abc", "1.2345"]) {
      const res = await client.gql(ADD_CONTAINER, { input: { ...base, quantity } }, supplier);
      expect(res.data.addContainer.message).toBe("Quantity must be a number of kg, 0 or more, with at most 3 decimals");
    }
    const badDate = await client.gql(ADD_CONTAINER, { input: { ...base, date: "2026-02-30" } }, supplier);
    expect(badDate.errors?.[0].message).toContain("Date must be a real calendar date (YYYY-MM-DD)");
    const zero = await client.gql(ADD_CONTAINER, { input: { ...base, quantity: "0", date: "2026-01-01" } }, supplier);
    expect(zero.data.addContainer.container.amount).toBe("0.00");
  });

  test("payments: first by creation is the Advance even when dated later; amounts must be positive", async () => {
    const lot = (await addLot(supplier, "ADV-1", "100.00")).lot.id;
    const advance = await client.gql(ADD_PAYMENT, { input: { lotId: lot, amount: "500.00", date: "2026-03-10" } }, supplier);
    expect(advance.data.addPayment.payment).toMatchObject({ amount: "500.00", date: "2026-03-10" });
    await client.gql(ADD_PAYMENT, { input: { lotId: lot, amount: "200.5", date: "2026-03-01" } }, supplier);
    await client.gql(
      ADD_CONTAINER,
      { input: { lotId: lot, containerNo: "C1", sealNo: "S1", material: "Tyre wire", quantity: "2500", date: "2026-03-05" } },
      supplier,
    );
    const ledger = (await client.gql(LEDGER, { id: lot }, supplier)).data.node.ledger;
    expect(ledger.rows.map((r: any) => [r.date, r.type, r.amountAdded, r.containerAmount, r.totalPaid, r.balance])).toEqual([
      ["2026-03-01", "AMOUNT", "200.50", null, "200.50", "200.50"],
      ["2026-03-05", "CONTAINER", null, "250.00", "200.50", "-49.50"],
      ["2026-03-10", "ADVANCE", "500.00", null, "700.50", "450.50"],
    ]);
    expect(ledger.totals).toEqual({ quantityTons: "2.5", containerAmount: "250.00", amountAdded: "700.50" });

    for (const amount of ["0", "-3", "abc", "1.001"]) {
      const res = await client.gql(ADD_PAYMENT, { input: { lotId: lot, amount } }, supplier);
      expect(res.data.addPayment.message).toBe("Amount must be a number greater than 0, with at most 2 decimals");
    }
    const empty = await client.gql(ADD_PAYMENT, { input: { lotId: lot, amount: "" } }, supplier);
    expect(empty.data.addPayment.message).toBe("Please enter an amount");
  });

  test("a date range gives the opening balance and running figures that continue from it; `to` includes its day", async () => {
    const lot = (await addLot(supplier, "RANGE-1", "200.00")).lot.id;
    await client.gql(ADD_PAYMENT, { input: { lotId: lot, amount: "1000", date: "2026-01-05" } }, supplier);
    await client.gql(
      ADD_CONTAINER,
      { input: { lotId: lot, containerNo: "A", sealNo: "1", material: "Copper", quantity: "1500", date: "2026-01-10" } },
      supplier,
    );
    await client.gql(
      ADD_CONTAINER,
      { input: { lotId: lot, containerNo: "B", sealNo: "2", material: "Copper", quantity: "3000", date: "2026-02-01" } },
      supplier,
    );
    await client.gql(ADD_PAYMENT, { input: { lotId: lot, amount: "250", date: "2026-02-15" } }, supplier);

    const full = (await client.gql(LEDGER, { id: lot }, supplier)).data.node.ledger;
    const filtered = (await client.gql(LEDGER, { id: lot, from: "2026-01-10", to: "2026-02-01" }, supplier)).data.node.ledger;
    expect(filtered).toMatchObject({ from: "2026-01-10", to: "2026-02-01", openingBalance: "1000.00", openingTotalPaid: "1000.00" });
    expect(filtered.rows.map((r: any) => r.containerNo)).toEqual(["A", "B"]);
    // The same rows carry the same running figures as in the full statement.
    expect(filtered.rows.map((r: any) => r.balance)).toEqual(full.rows.slice(1, 3).map((r: any) => r.balance));
    expect(filtered.closingBalance).toBe("100.00");
    expect(full.closingBalance).toBe("350.00");

    // A refused range is the caller's mistake: answered with its message and code, not logged as a server error.
    const logged = vi.spyOn(console, "error");
    const reversed = await client.gql(LEDGER, { id: lot, from: "2026-02-01", to: "2026-01-01" }, supplier);
    expect(reversed.errors?.[0]).toMatchObject({
      message: "The start date must be on or before the end date.",
      extensions: { code: "INPUT" },
    });
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  test("the company statement covers every lot with grand totals", async () => {
    const res = await client.gql(
      `{ viewer { profile { statement { closingBalance totals { containerAmount amountAdded } lots { lot { lotNumber } statement { closingBalance } } } } } }`,
      {},
      supplier,
    );
    const statement = res.data.viewer.profile.statement;
    const sum = statement.lots.reduce((total: number, entry: any) => total + Math.round(Number(entry.statement.closingBalance) * 100), 0);
    expect(Math.round(Number(statement.closingBalance) * 100)).toBe(sum);
    expect(statement.lots.map((entry: any) => entry.lot.lotNumber)).toContain("RANGE-1");
  });
});

describe("lots(search)", () => {
  test("finds lots by any part of their number, in any letter case, newest first, counting only the matches", async () => {
    const company = await client.trader("supplier", "Search Metals");
    for (const lotNumber of ["SR-Alpha-1", "SR-beta-2", "sr-ALPHA-3", "SR_50%", "SRX50Y", "SR\\7"])
      await addLot(company, lotNumber, "10.00");
    const SEARCH = `query($search: String) { viewer { profile { lots(first: 2, search: $search) { totalCount edges { node { lotNumber } } pageInfo { hasNextPage } } } } }`;
    const found = async (search: string | null) => (await client.gql(SEARCH, { search }, company)).data.viewer.profile.lots;
    expect(await found("alpha")).toEqual({
      totalCount: 2,
      edges: [{ node: { lotNumber: "sr-ALPHA-3" } }, { node: { lotNumber: "SR-Alpha-1" } }],
      pageInfo: { hasNextPage: false },
    });
    expect(await found("  BETA ")).toMatchObject({ totalCount: 1, edges: [{ node: { lotNumber: "SR-beta-2" } }] });
    // % and _ are characters of a lot number, not wildcards.
    expect(await found("_50%")).toMatchObject({ totalCount: 1, edges: [{ node: { lotNumber: "SR_50%" } }] });
    expect(await found("\\")).toMatchObject({ totalCount: 1, edges: [{ node: { lotNumber: "SR\\7" } }] });
    expect(await found("sr")).toMatchObject({ totalCount: 6, pageInfo: { hasNextPage: true } });
    expect(await found("")).toMatchObject({ totalCount: 6 });
    expect(await found(null)).toMatchObject({ totalCount: 6 });
    expect(await found("nothing")).toEqual({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
    // Another company's lots are never found.
    expect((await client.gql(SEARCH, { search: "alpha" }, supplier)).data.viewer.profile.lots.totalCount).toBe(0);
  });
  test("a company of 2,000 lots answers a page of matches, and counts them all", async () => {
    const token = await client.trader("supplier", "Thousand Lots Trading");
    const { id: profileId } = await db.profile.findFirstOrThrow({ where: { companyName: "Thousand Lots Trading" } });
    const numbers = Array.from({ length: 2000 }, (_, i) => `TL-${String(i + 1).padStart(4, "0")}`);
    await db.lot.createMany({ data: numbers.map((lotNumber) => ({ profileId, lotNumber, price: "10.00" })) });
    const SEARCH = `query($search: String) { viewer { profile { lots(first: 10, search: $search) { totalCount edges { node { lotNumber } } pageInfo { hasNextPage } } } } }`;
    const lots = (await client.gql(SEARCH, { search: "tl-1" }, token)).data.viewer.profile.lots;
    expect(lots.totalCount).toBe(numbers.filter((n) => n.startsWith("TL-1")).length);
    expect(lots.edges.map((edge: { node: { lotNumber: string } }) => edge.node.lotNumber)).toEqual([
      "TL-1999",
      "TL-1998",
      "TL-1997",
      "TL-1996",
      "TL-1995",
      "TL-1994",
      "TL-1993",
      "TL-1992",
      "TL-1991",
      "TL-1990",
    ]);
    expect(lots.pageInfo.hasNextPage).toBe(true);
    const exact = (await client.gql(SEARCH, { search: "TL-0042" }, token)).data.viewer.profile.lots;
    expect(exact).toEqual({ totalCount: 1, edges: [{ node: { lotNumber: "TL-0042" } }], pageInfo: { hasNextPage: false } });
  });
});

describe("container numbers", () => {
  test("are stored upper-cased without spaces, on add and on update; a number that is not ISO 6346 is still taken", async () => {
    const lot = (await addLot(supplier, "ISO-1", "100.00")).lot.id;
    const READ = `query($id: ID!) { node(id: $id) { ... on Container { containerNo } } }`;
    const added = await client.gql(
      ADD_CONTAINER,
      { input: { lotId: lot, containerNo: " csqu 305438 3 ", sealNo: "S", material: "HMS", quantity: "1000" } },
      supplier,
    );
    const id = added.data.addContainer.container.id;
    expect((await client.gql(READ, { id }, supplier)).data.node.containerNo).toBe("CSQU3054383");
    const updated = await client.gql(
      `mutation($input: UpdateContainerInput!) { updateContainer(input: $input) { ... on UpdateContainerPayload { container { containerNo } } } }`,
      { input: { id, containerNo: "truck 12-b" } },
      supplier,
    );
    expect(updated.data.updateContainer.container.containerNo).toBe("TRUCK12-B");
  });
});

describe("edits keep their history", () => {
  test("updateContainer and updatePayment change the ledger and record who changed what", async () => {
    const lot = (await addLot(supplier, "EDIT-1", "100.00")).lot.id;
    const added = await client.gql(
      ADD_CONTAINER,
      { input: { lotId: lot, containerNo: "OLD", sealNo: "S", material: "HMS", quantity: "1000", date: "2026-04-01" } },
      supplier,
    );
    const containerId = added.data.addContainer.container.id;
    const paid = await client.gql(ADD_PAYMENT, { input: { lotId: lot, amount: "50", date: "2026-04-02" } }, supplier);
    const paymentId = paid.data.addPayment.payment.id;

    const update = await client.gql(
      `mutation($input: UpdateContainerInput!) { updateContainer(input: $input) { __typename
        ... on UpdateContainerPayload { container { containerNo quantityKg amount history { changedBy changes { field oldValue newValue } } } lot { ledger { closingBalance } } } } }`,
      { input: { id: containerId, containerNo: "NEW", quantity: "2000" } },
      supplier,
    );
    // The history begins with the addition (every field, no old value), then the edit.
    const [addition, ...edits] = update.data.updateContainer.container.history;
    expect(addition.changedBy).toBe("Test Trader");
    expect(addition.changes.find((c: { field: string }) => c.field === "containerNo")).toEqual({
      field: "containerNo",
      oldValue: null,
      newValue: "OLD",
    });
    expect(addition.changes.every((c: { oldValue: string | null }) => c.oldValue === null)).toBe(true);
    expect({ ...update.data.updateContainer.container, history: edits }).toEqual({
      containerNo: "NEW",
      quantityKg: "2000.000",
      amount: "200.00",
      history: [
        {
          changedBy: "Test Trader",
          changes: [
            { field: "containerNo", oldValue: "OLD", newValue: "NEW" },
            { field: "quantity", oldValue: "1000.000", newValue: "2000.000" },
          ],
        },
      ],
    });
    expect(update.data.updateContainer.lot.ledger.closingBalance).toBe("-150.00");

    const payment = await client.gql(
      `mutation($input: UpdatePaymentInput!) { updatePayment(input: $input) { __typename
        ... on UpdatePaymentPayload { payment { amount date history { changes { field oldValue newValue } } } lot { ledger { closingBalance } } }
        ... on Error { message } } }`,
      { input: { id: paymentId, amount: "75.25", date: "2026-04-03" } },
      supplier,
    );
    expect(payment.data.updatePayment.payment).toEqual({
      amount: "75.25",
      date: "2026-04-03",
      history: [
        {
          changes: [
            { field: "date", oldValue: null, newValue: "2026-04-02" },
            { field: "amount", oldValue: null, newValue: "50.00" },
          ],
        },
        {
          changes: [
            { field: "date", oldValue: "2026-04-02", newValue: "2026-04-03" },
            { field: "amount", oldValue: "50.00", newValue: "75.25" },
          ],
        },
      ],
    });
    expect(payment.data.updatePayment.lot.ledger.closingBalance).toBe("-124.75");

    const invalid = await client.gql(
      `mutation($input: UpdatePaymentInput!) { updatePayment(input: $input) { __typename ... on Error { message } } }`,
      { input: { id: paymentId, amount: "-1" } },
      supplier,
    );
    expect(invalid.data.updatePayment.message).toBe("Amount must be a number greater than 0, with at most 2 decimals");
    expect(
      await db.changeLog.count({ where: { paymentId: Number(Buffer.from(paymentId, "base64").toString().split(":")[1]) } }),
      "the addition and the one edit",
    ).toBe(2);
  });
});

describe("a ledger's rows give their containers and payments", () => {
  test("from the ledger's own read, however the query asks for them, in the same few statements for any number of rows", async () => {
    const lot = (await addLot(supplier, "ROWS-1", "100.00")).lot.id;
    for (let i = 0; i < 3; i++)
      await client.gql(
        ADD_CONTAINER,
        { input: { lotId: lot, containerNo: `R${i}`, sealNo: `S${i}`, material: "HMS", quantity: "1000", date: `2026-05-0${i + 1}` } },
        supplier,
      );
    const paid = await client.gql(ADD_PAYMENT, { input: { lotId: lot, amount: "50", date: "2026-05-02" } }, supplier);
    await client.gql(
      `mutation($id: ID!) { updatePayment(input: { id: $id, amount: "60" }) { __typename } }`,
      { id: paid.data.addPayment.payment.id },
      supplier,
    );
    const statements: string[] = [];
    onStatement((sql) => statements.push(sql));
    const rows = async (selection: string) => {
      statements.length = 0;
      const answer = await client.gql(
        `query($id: ID!) { node(id: $id) { ... on Lot { ledger { rows { ${selection} } } } } } fragment paid on LedgerRow { payment { amount history { changes { field oldValue newValue } } } }`,
        { id: lot },
        supplier,
      );
      expect(answer.errors).toBeUndefined();
      return { rows: answer.data.node.ledger.rows, statements: statements.length };
    };
    // History included, through a fragment too: all of it is in the ledger's read.
    const held = await rows(`number container { containerNo history { changedAt } } ...paid`);
    expect(
      held.rows.map(
        (row: { container: { containerNo: string } | null; payment: { amount: string; history: unknown[] } | null }) =>
          row.container?.containerNo ?? row.payment,
      ),
    ).toEqual([
      "R0",
      "R1",
      {
        amount: "60.00",
        history: [
          {
            changes: [
              { field: "date", oldValue: null, newValue: "2026-05-02" },
              { field: "amount", oldValue: null, newValue: "50.00" },
            ],
          },
          { changes: [{ field: "amount", oldValue: "50.00", newValue: "60.00" }] },
        ],
      },
      "R2",
    ]);
    await client.gql(
      ADD_CONTAINER,
      { input: { lotId: lot, containerNo: "R3", sealNo: "S3", material: "HMS", quantity: "1000", date: "2026-05-09" } },
      supplier,
    );
    // No statement per row: one more row costs none (the read kept after the write may even save one).
    expect(held.statements).toBeLessThanOrEqual(3);
    expect((await rows(`number container { containerNo history { changedAt } } ...paid`)).statements).toBeLessThanOrEqual(held.statements);
    // An alias, and a relation the read does not hold (each container then loads its own).
    const aliased = await rows(`c: container { containerNo lot { lotNumber } } ...paid`);
    expect(
      aliased.rows.map(
        (row: { c: { containerNo: string; lot: { lotNumber: string } } | null }) =>
          row.c && `${row.c.containerNo} in ${row.c.lot.lotNumber}`,
      ),
    ).toEqual(["R0 in ROWS-1", "R1 in ROWS-1", null, "R2 in ROWS-1", "R3 in ROWS-1"]);
  });
});

describe("ownership", () => {
  test("another company's ids answer as not found on every path", async () => {
    const lot = (await addLot(supplier, "PRIVATE-1", "90.00")).lot;
    const container = (
      await client.gql(ADD_CONTAINER, { input: { lotId: lot.id, containerNo: "P", sealNo: "P", material: "P", quantity: "1" } }, supplier)
    ).data.addContainer.container;
    const payment = (await client.gql(ADD_PAYMENT, { input: { lotId: lot.id, amount: "1" } }, supplier)).data.addPayment.payment;
    const ids = [lot.id, container.id, payment.id];

    for (const token of [rival, undefined]) {
      const nodes = await client.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } node(id: "${lot.id}") { id } }`, { ids }, token);
      expect(nodes.data).toEqual({ nodes: [null, null, null], node: null });
    }
    const byNumber = await client.gql(`{ viewer { profile { lot(lotNumber: "PRIVATE-1") { id } } } }`, {}, rival);
    expect(byNumber.data.viewer.profile.lot).toBeNull();

    const attempts = [
      [ADD_CONTAINER, { lotId: lot.id, containerNo: "X", sealNo: "X", material: "X", quantity: "1" }, "addContainer", "Lot not found"],
      [ADD_PAYMENT, { lotId: lot.id, amount: "1" }, "addPayment", "Lot not found"],
      [
        `mutation($input: UpdateContainerInput!) { updateContainer(input: $input) { __typename ... on Error { message } } }`,
        { id: container.id, material: "stolen" },
        "updateContainer",
        "Container not found",
      ],
      [
        `mutation($input: UpdatePaymentInput!) { updatePayment(input: $input) { __typename ... on Error { message } } }`,
        { id: payment.id, amount: "999" },
        "updatePayment",
        "Payment not found",
      ],
    ] as const;
    for (const [mutation, input, field, message] of attempts) {
      const res = await client.gql(mutation, { input }, rival);
      expect(res.data[field]).toMatchObject({ __typename: "NotFoundError", message });
    }
    // Nothing changed.
    const mine = await client.gql(LEDGER, { id: lot.id }, supplier);
    expect(mine.data.node.ledger.rows.map((r: any) => r.material ?? r.amountAdded)).toEqual(["P", "1.00"]);
  });
});

describe("concurrency", () => {
  test("fifty payments posted at once to one lot all land and the ledger stays consistent", async () => {
    const lot = (await addLot(supplier, "RUSH-1", "10.00")).lot.id;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.gql(ADD_PAYMENT, { input: { lotId: lot, amount: `${i + 1}.01`, date: "2026-05-01" } }, supplier),
      ),
    );
    expect(results.every((r) => r.data?.addPayment.__typename === "AddPaymentPayload")).toBe(true);
    const ledger = (await client.gql(LEDGER, { id: lot }, supplier)).data.node.ledger;
    expect(ledger.rows).toHaveLength(50);
    expect(ledger.rows.filter((r: any) => r.type === "ADVANCE")).toHaveLength(1);
    // 1.01 + 2.01 + ... + 50.01 = 1275 + 0.50
    expect(ledger.closingTotalPaid).toBe("1275.50");
    expect(ledger.rows.at(-1).totalPaid).toBe("1275.50");
  });
});
