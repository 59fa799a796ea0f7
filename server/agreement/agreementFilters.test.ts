import { beforeAll, describe, expect, test } from "vitest";
import { TestClient, quickUser } from "../test/client.ts";
import { db, Prisma, rawRows } from "../db.ts";
import { waitingForSql } from "../ledger/companyFigures.ts";
import { parseAgreement, waitingFor } from "../../shared/agreement.ts";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/*
 * Issue 47: "the lots overview and the house's counterparties list can filter on 'waiting for us' and
 * 'disputed'". A supplier with four lots: one it recorded on (waits for the house), one the house
 * recorded on (waits for the supplier), one disputed by the house, one all confirmed; a second company
 * with nothing waiting. Each side's "us" is its own.
 */

let client: TestClient;
let supplier: string;
let staff: string;
let profileGlobalId: string;
const lots: Record<string, string> = {};

const ADD_LOT = `mutation($input: AddLotInput!) { addLot(input: $input) { ... on AddLotPayload { lot { id } } } }`;
const ADD_CONTAINER = `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename ... on AddContainerPayload { container { id } } } }`;
const ADD_PAYMENT = `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename ... on AddPaymentPayload { payment { id } } } }`;
const CONFIRM = `mutation($input: ConfirmEntryInput!) { confirmEntry(input: $input) { __typename } }`;
const DISPUTE = `mutation($input: DisputeEntryInput!) { disputeEntry(input: $input) { __typename } }`;
const OVERVIEW = `query($id: ID!, $filter: LotsOverviewFilter, $first: Int, $after: String) { node(id: $id) { ... on BusinessProfile {
  lotsOverview(first: $first, after: $after, filter: $filter, orderBy: { field: LOT_NUMBER }) {
    totalCount pageInfo { hasNextPage endCursor } totals { lotCount }
    nodes { lot { lotNumber } waitingForYou waitingForOtherSide disputed } } } } }`;
const COUNTERPARTIES = `query($filter: CounterpartiesFilter) { house { counterparties(first: 50, filter: $filter) {
  totalCount nodes { companyName waitingForHouse waitingForCounterparty disputed } } } }`;

async function ok(query: string, input: object, token: string) {
  const res = await client.gql(query, { input }, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  const payload = Object.values(res.data as object)[0] as { __typename: string } & Record<string, { id: string }>;
  expect(payload.__typename, JSON.stringify(payload)).toMatch(/Payload$/);
  return payload;
}
const container = async (lot: string, token: string, containerNo = "MSCU1234566") =>
  (await ok(ADD_CONTAINER, { lotId: lots[lot], containerNo, sealNo: "S1", material: "HMS", quantity: "1000", date: "2026-11-02" }, token))
    .container.id;
const payment = async (lot: string, token: string) =>
  (await ok(ADD_PAYMENT, { lotId: lots[lot], amount: "100", date: "2026-11-03" }, token)).payment.id;

async function overview(token: string, filter: object | null, first = 20, after: string | null = null) {
  const res = await client.gql(OVERVIEW, { id: profileGlobalId, filter, first, after }, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.node.lotsOverview;
}
const numbers = (page: { nodes: { lot: { lotNumber: string } }[] }) => page.nodes.map((n) => n.lot.lotNumber);

beforeAll(async () => {
  client = await TestClient.start();
  supplier = await client.trader("supplier", "Filter Steel");
  await client.trader("supplier", "Quiet Metals");
  const profile = await db.profile.findUniqueOrThrow({ where: { companyKey: "filter steel" } });
  profileGlobalId = Buffer.from(`BusinessProfile:${profile.id}`).toString("base64");
  const made = await quickUser("filters@gulfrecycling.example", "Hana Staff");
  await db.user.update({ where: { id: made.user.id }, data: { houseRole: "HOUSE_STAFF" } });
  staff = made.token;
  for (const number of ["F-1", "F-2", "F-3", "F-4", "F-5"]) {
    lots[number] = (await client.gql(ADD_LOT, { input: { lotNumber: number, price: "100" } }, supplier)).data.addLot.lot.id;
  }
  // F-1: recorded by the supplier, waiting for the house (twice).
  await container("F-1", supplier);
  await payment("F-1", supplier);
  // F-2: recorded by the house, waiting for the supplier.
  await payment("F-2", staff);
  // F-3: the supplier's container, disputed by the house with its weighbridge's figure: waits for the supplier.
  const disputed = await container("F-3", supplier, "TGHU1234560");
  await ok(DISPUTE, { id: disputed, reason: "Our weighbridge", quantityKg: "990" }, staff);
  // F-4: confirmed by the house: waits for no one.
  await ok(CONFIRM, { id: await container("F-4", supplier) }, staff);
  // F-5: no entries.
});

describe("the SQL of whose step is next", () => {
  test("says what shared/agreement.ts waitingFor says, for every state and what may be missing", async () => {
    const cases = [
      {},
      { state: "RECORDED", recordedBy: "HOUSE" },
      { state: "RECORDED", recordedBy: "COUNTERPARTY" },
      { state: "CONFIRMED", recordedBy: "HOUSE" },
      { state: "DISPUTED", recordedBy: "HOUSE", reason: "x" },
      { state: "DISPUTED", recordedBy: "COUNTERPARTY", reason: "x" },
      { state: "DISPUTED", recordedBy: "COUNTERPARTY", reason: "x", answer: "y" },
      { state: "DISPUTED", recordedBy: "HOUSE", reason: "x", answer: "y" },
      { state: "DISPUTED", recordedBy: "HOUSE", answer: "" },
      { state: "ODD", recordedBy: "SOMEONE" },
    ];
    const rows = await rawRows<{ i: number; waiting: string | null }>(Prisma.sql`
      SELECT x."i"::int AS "i", ${waitingForSql("x")} AS "waiting"
        FROM unnest(${cases.map((c) => JSON.stringify(c))}::jsonb[]) WITH ORDINALITY AS x("agreement", "i") ORDER BY 1`);
    expect(rows.map((row) => row.waiting)).toEqual(cases.map((c) => waitingFor(parseAgreement(c))));
  });
});

describe("the lots overview's agreement filter", () => {
  test("a supplier's 'waiting for us' is what the house recorded or disputed; 'disputed' the disputed ones; each row counts its entries", async () => {
    const all = await overview(supplier, null);
    expect(all.nodes).toEqual([
      { lot: { lotNumber: "F-1" }, waitingForYou: 0, waitingForOtherSide: 2, disputed: 0 },
      { lot: { lotNumber: "F-2" }, waitingForYou: 1, waitingForOtherSide: 0, disputed: 0 },
      { lot: { lotNumber: "F-3" }, waitingForYou: 1, waitingForOtherSide: 0, disputed: 1 },
      { lot: { lotNumber: "F-4" }, waitingForYou: 0, waitingForOtherSide: 0, disputed: 0 },
      { lot: { lotNumber: "F-5" }, waitingForYou: 0, waitingForOtherSide: 0, disputed: 0 },
    ]);
    const waiting = await overview(supplier, { agreement: "WAITING_FOR_US" });
    expect(numbers(waiting)).toEqual(["F-2", "F-3"]);
    expect(waiting.totalCount).toBe(2);
    // The company's totals stay whole.
    expect(waiting.totals.lotCount).toBe(5);
    const disputed = await overview(supplier, { agreement: "DISPUTED" });
    expect(numbers(disputed)).toEqual(["F-3"]);
    expect(disputed.totalCount).toBe(1);
  });

  test("the house's staff reading the company: 'waiting for us' is what the supplier recorded", async () => {
    const waiting = await overview(staff, { agreement: "WAITING_FOR_US" });
    expect(numbers(waiting)).toEqual(["F-1"]);
    expect(waiting.nodes[0]).toMatchObject({ waitingForYou: 2, waitingForOtherSide: 0 });
    expect(numbers(await overview(staff, { agreement: "DISPUTED" }))).toEqual(["F-3"]);
  });

  test("pages through the filtered lots, combined with the other filters, and follows a new step at once", async () => {
    const first = await overview(supplier, { agreement: "WAITING_FOR_US" }, 1);
    expect(numbers(first)).toEqual(["F-2"]);
    expect(first.totalCount).toBe(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await overview(supplier, { agreement: "WAITING_FOR_US" }, 1, first.pageInfo.endCursor);
    expect(numbers(second)).toEqual(["F-3"]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(numbers(await overview(supplier, { agreement: "WAITING_FOR_US", search: "3" }))).toEqual(["F-3"]);

    // The house records a payment on F-4: the supplier's overview has it waiting at once (the lot's version moved).
    await payment("F-4", staff);
    expect(numbers(await overview(supplier, { agreement: "WAITING_FOR_US" }))).toEqual(["F-2", "F-3", "F-4"]);
  });
});

describe("the house's counterparties' agreement filter", () => {
  test("GraphQL: companies with entries waiting for the house, or disputed, with their counts", async () => {
    const all = (await client.gql(COUNTERPARTIES, { filter: null }, staff)).data.house.counterparties;
    expect(all.nodes).toEqual(
      expect.arrayContaining([
        { companyName: "Filter Steel", waitingForHouse: 2, waitingForCounterparty: 3, disputed: 1 },
        { companyName: "Quiet Metals", waitingForHouse: 0, waitingForCounterparty: 0, disputed: 0 },
      ]),
    );
    const waiting = (await client.gql(COUNTERPARTIES, { filter: { agreement: "WAITING_FOR_US" } }, staff)).data.house.counterparties;
    expect(waiting.nodes.map((c: { companyName: string }) => c.companyName)).toEqual(["Filter Steel"]);
    expect(waiting.totalCount).toBe(1);
    const disputed = (await client.gql(COUNTERPARTIES, { filter: { agreement: "DISPUTED", side: "BUYER" } }, staff)).data.house
      .counterparties;
    expect(disputed.totalCount).toBe(0);
  });

  test("REST: ?agreement=waiting-for-us or disputed, with the counts in each company; anything else refused", async () => {
    const waiting = await client.rest("GET", "/api/house/counterparties?agreement=waiting-for-us", undefined, staff);
    expect(waiting.status).toBe(200);
    expect(waiting.body.counterparties).toEqual([
      expect.objectContaining({ companyName: "Filter Steel", waitingForHouse: 2, waitingForCounterparty: 3, disputed: 1 }),
    ]);
    const disputed = await client.rest("GET", "/api/house/counterparties?agreement=DISPUTED", undefined, staff);
    expect(disputed.body.counterparties.map((c: { companyName: string }) => c.companyName)).toEqual(["Filter Steel"]);
    const every = await client.rest("GET", "/api/house/counterparties", undefined, staff);
    expect(every.body.counterparties.map((c: { companyName: string }) => c.companyName)).toEqual(
      expect.arrayContaining(["Filter Steel", "Quiet Metals"]),
    );
    const bad = await client.rest("GET", "/api/house/counterparties?agreement=mine", undefined, staff);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("agreement must be waiting-for-us or disputed");
  });
});

describe("the house's counterparty statement", () => {
  test("marks each entry not yet agreed: waiting for which side, or disputed with the other figure; and how many are confirmed", async () => {
    const profile = await db.profile.findUniqueOrThrow({ where: { companyKey: "filter steel" } });
    const response = await client.fetch(`/api/house/counterparties/${profile.id}/statement`, { token: staff });
    expect(response.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), "housepdf-"));
    let text: string;
    try {
      writeFileSync(join(dir, "a.pdf"), Buffer.from(await response.arrayBuffer()));
      text = execFileSync("pdftotext", ["-layout", join(dir, "a.pdf"), "-"])
        .toString()
        .replace(/[ \t]+/g, " ");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(text).toContain("Entries not yet agreed");
    // F-1: the supplier's container and payment wait for the house; F-2 and F-4: the house's payments wait for the supplier.
    expect(text).toContain("Lot F-1 2026-11-02 Container MSCU1234566: Waiting for Gulf Recycling Traders");
    expect(text).toContain("Lot F-1 2026-11-03 Payment 100.00: Waiting for Gulf Recycling Traders");
    expect(text).toContain("Lot F-2 2026-11-03 Payment 100.00: Waiting for Filter Steel");
    expect(text).toContain("Lot F-3 2026-11-02 Container TGHU1234560: Disputed by Gulf Recycling Traders (other figure: net 990.000 kg)");
    expect(text).toContain("5 entries not yet agreed; 1 confirmed by both sides.");
  });
});
