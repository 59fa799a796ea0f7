import { beforeAll, describe, expect, test } from "vitest";
import { TestClient, quickUser } from "../test/client.ts";
import { globalId } from "../test/operations.ts";
import { db } from "../db.ts";
import { webhookBody } from "../webhooks/delivery.ts";
import { accessMessages } from "../access/caller.ts";

/*
 * The house's staff (issue 46) read every company's lots and record entries on them, attributed to
 * "Gulf Recycling Traders, <name>"; a company's members still reach only their own company.
 */

let client: TestClient;
let supplier: string;
let buyer: string;
let staff: string;
let supplierProfile: number;
let buyerProfile: number;
let supplierLot: string;
let buyerLot: string;

const STAFF_NAME = "Mariam Khoury";
const ATTRIBUTED = `Gulf Recycling Traders, ${STAFF_NAME}`;

const errorFields = `__typename ... on Error { message } ... on InputError { fieldErrors { field message } }`;
const ADD_LOT = `mutation($input: AddLotInput!) { addLot(input: $input) { ${errorFields} ... on AddLotPayload { lot { id } } } }`;
const ADD_PAYMENT = `mutation($input: AddPaymentInput!) { addPayment(input: $input) {
  ${errorFields} ... on AddPaymentPayload { payment { id amount version history { changedBy } } lot { companyName ledger { closingTotalPaid } } } } }`;
const UPDATE_PAYMENT = `mutation($input: UpdatePaymentInput!) { updatePayment(input: $input) {
  ${errorFields} ... on UpdatePaymentPayload { payment { id amount history { changedBy } } } } }`;
const VOID_ENTRY = `mutation($input: VoidEntryInput!) { voidEntry(input: $input) {
  ${errorFields} ... on VoidEntryPayload { entry { ... on Payment { id voided voidedBy } } } } }`;
const RESTORE_ENTRY = `mutation($input: RestoreEntryInput!) { restoreEntry(input: $input) {
  ${errorFields} ... on RestoreEntryPayload { entry { ... on Payment { id voided } } } } }`;
const COMPANY = `query($id: ID!, $lotNumber: String!) { node(id: $id) { ... on BusinessProfile {
  companyName
  lot(lotNumber: $lotNumber) { id lotNumber companyName ledger { closingTotalPaid rows { type payment { id } } } }
  lots(first: 10) { totalCount }
  lotsOverview(first: 10) { edges { node { lot { lotNumber } totalPaid } } }
  statement { lotCount closingTotalPaid }
  changes { edges { node { kind author { name type } } } }
  members { name }
  apiKeys { id }
} } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename id } }`;

async function lotOf(token: string, lotNumber: string): Promise<string> {
  const res = await client.gql(ADD_LOT, { input: { lotNumber, price: "1000" } }, token);
  expect(res.data.addLot.__typename).toBe("AddLotPayload");
  return res.data.addLot.lot.id;
}

beforeAll(async () => {
  client = await TestClient.start();
  supplier = await client.trader("supplier", "Staff Test Steel");
  buyer = await client.trader("buyer", "Staff Test Buyers");
  supplierProfile = (await db.profile.findUniqueOrThrow({ where: { companyKey: "staff test steel" } })).id;
  buyerProfile = (await db.profile.findUniqueOrThrow({ where: { companyKey: "staff test buyers" } })).id;
  supplierLot = await lotOf(supplier, "ST-1");
  buyerLot = await lotOf(buyer, "SB-1");
  const made = await quickUser("mariam@gulfrecycling.example", STAFF_NAME);
  await db.user.update({ where: { id: made.user.id }, data: { houseRole: "HOUSE_STAFF" } });
  staff = made.token;
});

describe("the house's staff", () => {
  test("read any company's profile, lots, figures, statement and change feed, but not its members or keys", async () => {
    for (const [profile, lotNumber, name] of [
      [supplierProfile, "ST-1", "Staff Test Steel"],
      [buyerProfile, "SB-1", "Staff Test Buyers"],
    ] as const) {
      const res = await client.gql(COMPANY, { id: globalId("BusinessProfile", profile), lotNumber }, staff);
      expect(res.errors).toBeUndefined();
      const company = res.data.node;
      expect(company.companyName).toBe(name);
      expect(company.lot).toMatchObject({ lotNumber, companyName: name });
      expect(company.lots.totalCount).toBe(1);
      expect(company.lotsOverview.edges.map((edge: any) => edge.node.lot.lotNumber)).toEqual([lotNumber]);
      expect(company.statement.lotCount).toBe(1);
      expect(company.changes.edges.map((edge: any) => edge.node.kind)).toContain("LOT_CREATED");
      expect(company.members).toEqual([]);
      expect(company.apiKeys).toEqual([]);
    }
    const lot = await client.gql(NODE, { id: supplierLot }, staff);
    expect(lot.data.node).toEqual({ __typename: "Lot", id: supplierLot });
  });

  test("record, edit, void and restore payments on any company's lot, attributed to the house and the person", async () => {
    for (const [lotId, member, profile] of [
      [supplierLot, supplier, supplierProfile],
      [buyerLot, buyer, buyerProfile],
    ] as const) {
      const added = await client.gql(ADD_PAYMENT, { input: { lotId, amount: "250.00", date: "2026-11-20" } }, staff);
      expect(added.data.addPayment.__typename).toBe("AddPaymentPayload");
      const payment = added.data.addPayment.payment;
      expect(payment.history.map((record: any) => record.changedBy)).toEqual([ATTRIBUTED]);
      expect(added.data.addPayment.lot.ledger.closingTotalPaid).toBe("250.00");

      const updated = await client.gql(
        UPDATE_PAYMENT,
        { input: { id: payment.id, amount: "300.00", expectedVersion: payment.version } },
        staff,
      );
      expect(updated.data.updatePayment.__typename).toBe("UpdatePaymentPayload");
      expect(updated.data.updatePayment.payment.history.map((record: any) => record.changedBy)).toEqual([ATTRIBUTED, ATTRIBUTED]);

      const voided = await client.gql(VOID_ENTRY, { input: { id: payment.id, reason: "Entered twice" } }, staff);
      expect(voided.data.voidEntry.entry).toMatchObject({ voided: true, voidedBy: ATTRIBUTED });
      const restored = await client.gql(RESTORE_ENTRY, { input: { id: payment.id } }, staff);
      expect(restored.data.restoreEntry.entry).toMatchObject({ voided: false });

      // The company's members see it, attributed, in their feed and on their lot.
      const feed = await client.gql(
        `query { viewer { profile { changes { edges { node { kind author { name type } } } } } } }`,
        {},
        member,
      );
      const authors = feed.data.viewer.profile.changes.edges
        .filter((edge: any) => edge.node.kind.startsWith("PAYMENT"))
        .map((edge: any) => edge.node.author);
      expect(authors).toHaveLength(4);
      for (const author of authors) expect(author).toEqual({ name: ATTRIBUTED, type: "PERSON" });
      const onLot = await client.gql(
        `query($id: ID!) { node(id: $id) { ... on Payment { amount history { changedBy } } } }`,
        { id: payment.id },
        member,
      );
      expect(onLot.data.node.amount).toBe("300.00");
      // The lot screen's rows answer their history from the ledger's own read (no query of their own): named alike.
      const rows = await client.gql(
        `query($id: ID!) { node(id: $id) { ... on Lot { ledger { rows { payment { id history { changedBy } } } } } } }`,
        { id: lotId },
        member,
      );
      const row = rows.data.node.ledger.rows.find((candidate: any) => candidate.payment?.id === payment.id);
      expect(row.payment.history.map((record: any) => record.changedBy)).toEqual([ATTRIBUTED, ATTRIBUTED, ATTRIBUTED, ATTRIBUTED]);

      // The webhook payload of the company's latest event names the house and the person.
      const event = await db.changeEvent.findFirstOrThrow({ where: { profileId: profile }, orderBy: { id: "desc" } });
      expect(JSON.parse(await webhookBody(event.id)).data.author).toEqual({ type: "PERSON", name: ATTRIBUTED, keyPrefix: null });
    }
  });

  test("cannot add lots, and follow a company's live feed only when they name it", async () => {
    const res = await client.gql(ADD_LOT, { input: { lotNumber: "HOUSE-1", price: "10" } }, staff);
    expect(res.data.addLot).toMatchObject({ __typename: "AccessDeniedError", message: accessMessages.houseAddsNoLots });
    const key = await client.gql(
      `mutation { createApiKey(input: { name: "ERP", scope: READ_WRITE }) { __typename ... on Error { message } } }`,
      {},
      staff,
    );
    expect(key.data.createApiKey.__typename).toBe("AccessDeniedError");
    expect(await db.apiKey.count({ where: { createdBy: { houseRole: { not: null } } } })).toBe(0);
  });
});

describe("a company's members", () => {
  test("still reach no other company by any id", async () => {
    const profile = await client.gql(COMPANY, { id: globalId("BusinessProfile", buyerProfile), lotNumber: "SB-1" }, supplier);
    expect(profile.data.node).toBe(null);
    expect((await client.gql(NODE, { id: buyerLot }, supplier)).data.node).toBe(null);
    const payment = await db.payment.findFirstOrThrow({ where: { lot: { profileId: buyerProfile } } });
    expect((await client.gql(NODE, { id: globalId("Payment", payment.id) }, supplier)).data.node).toBe(null);
    const added = await client.gql(ADD_PAYMENT, { input: { lotId: buyerLot, amount: "1.00" } }, supplier);
    expect(added.data.addPayment).toMatchObject({ __typename: "NotFoundError" });
    const updated = await client.gql(UPDATE_PAYMENT, { input: { id: globalId("Payment", payment.id), amount: "2.00" } }, supplier);
    expect(updated.data.updatePayment).toMatchObject({ __typename: "NotFoundError" });
    const rest = await client.rest("GET", `/api/lots/amounts/${payment.id}`, undefined, supplier);
    expect(rest.status).toBe(404);
  });
});
