import { beforeAll, describe, expect, test } from "vitest";
import { TestClient, withoutViewerNotifications } from "../test/client.ts";
import { db } from "../db.ts";
import { lotMessages } from "./ownedLotWrite.ts";

// A lot's state, price and notes (issue 48), through the HTTP handler.

let client: TestClient;
let owner: string;
let trader: string;
let lotId: string;

const UPDATE = `mutation($input: UpdateLotInput!) { updateLot(input: $input) {
  __typename ... on UpdateLotPayload { lot { state notes price version ledger { closingBalance totals { containerAmount } } } }
  ... on Error { message } } }`;
const update = async (input: Record<string, unknown>, token = owner) =>
  (await client.gql(UPDATE, { input: { id: lotId, ...input } }, token)).data.updateLot;
const addPayment = async (token = owner) =>
  (
    await client.gql(
      `mutation($lotId: ID!) { addPayment(input: { lotId: $lotId, amount: "10" }) { __typename ... on Error { message } } }`,
      { lotId },
      token,
    )
  ).data.addPayment;

async function joined(email: string, role: string) {
  await client.gql(
    `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { __typename } }`,
    { input: { email, role } },
    owner,
  );
  const token = await client.signIn(email, "secret123", "Trader Two");
  const mail = await db.outgoingMail.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  await withoutViewerNotifications(() =>
    client.gql(
      `mutation($token: String!) { acceptInvitation(input: { token: $token }) { __typename } }`,
      { token: /\/join\/([\w-]+)/.exec(mail.text)![1] },
      token,
    ),
  );
  return token;
}

beforeAll(async () => {
  client = await TestClient.start();
  owner = await client.trader("supplier", "State Metals", "sara@state.example");
  trader = await joined("tariq@state.example", "TRADER");
  const { data } = await client.gql(
    `mutation { addLot(input: { lotNumber: "S-1", price: "100.00" }) { ... on AddLotPayload { lot { id } } } }`,
    {},
    owner,
  );
  lotId = data.addLot.lot.id;
  for (const input of [
    { containerNo: "MSKU1234565", quantity: "1234.567" },
    { containerNo: "TGHU7654320", quantity: "1000", ownPricePerTon: "90" },
  ]) {
    await client.gql(
      `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename } }`,
      { input: { lotId, sealNo: "S", material: "HMS", date: "2026-04-01", ...input } },
      owner,
    );
  }
});

describe("a lot's state, price and notes", () => {
  test("a new price: previewed first, then every container using the lot's price repriced to the cent; an Owner's only; in the feed", async () => {
    const preview = await client.gql(
      `query($id: ID!) { node(id: $id) { ... on Lot { priceChangePreview(price: "123.45") { containers currentTotal newTotal } } } }`,
      { id: lotId },
      owner,
    );
    // 1.234567 t x 100 = 123.4567 -> 123.46; + 1 t x 90 = 90.00. At 123.45: 152.407296... -> 152.41; + 90.00.
    expect(preview.data.node.priceChangePreview).toEqual({ containers: 1, currentTotal: "213.46", newTotal: "242.41" });
    expect(await update({ price: "123.45" }, trader)).toMatchObject({
      __typename: "AccessDeniedError",
      message: "Only an Owner of the company may change a lot's price.",
    });
    const changed = await update({ price: "123.45", notes: "  Buyer asked for a better price  " });
    expect(changed.lot).toMatchObject({
      price: "123.45",
      notes: "Buyer asked for a better price",
      state: "OPEN",
      ledger: { totals: { containerAmount: "242.41" } },
    });
    const prices = await db.container.findMany({ orderBy: { id: "asc" }, select: { pricePerTon: true } });
    expect(prices.map((p) => p.pricePerTon.toFixed(2))).toEqual(["123.45", "90.00"]);
    const feed = await client.rest("GET", "/api/changes?first=500", undefined, owner);
    const last = feed.body.changes[feed.body.changes.length - 1];
    expect(last).toMatchObject({
      kind: "LOT_UPDATED",
      type: "lot.updated",
      node: { price: "123.45", previousPrice: "100.00", containersRepriced: 1, notes: "Buyer asked for a better price" },
    });
    // A stale version is refused.
    expect(await update({ notes: "x", expectedVersion: changed.lot.version - 1 })).toMatchObject({
      __typename: "InputError",
      message: lotMessages.lotConflict(changed.lot.version),
    });
  });

  test("a closed lot is read-only until an Owner reopens it", async () => {
    expect((await update({ state: "CLOSED" }, trader)).lot.state).toBe("CLOSED");
    expect(await addPayment(trader)).toEqual({ __typename: "InputError", message: lotMessages.closed("S-1") });
    const { data } = await client.gql(
      `query($id: ID!) { node(id: $id) { ... on Lot { containers(first: 1) { nodes { id } } } } }`,
      { id: lotId },
      owner,
    );
    const containerId = data.node.containers.nodes[0].id;
    const edit = await client.gql(
      `mutation($id: ID!) { updateContainer(input: { id: $id, material: "Cu" }) { __typename ... on Error { message } } }`,
      { id: containerId },
      owner,
    );
    expect(edit.data.updateContainer.message).toBe(lotMessages.closed("S-1"));
    const voided = await client.gql(
      `mutation($id: ID!) { voidEntry(input: { id: $id, reason: "x" }) { __typename ... on Error { message } } }`,
      { id: containerId },
      owner,
    );
    expect(voided.data.voidEntry.message).toBe(lotMessages.closed("S-1"));
    expect(await update({ notes: "still closed" })).toMatchObject({ __typename: "InputError", message: lotMessages.closedLot("S-1") });
    expect(await update({ state: "OPEN" }, trader)).toMatchObject({
      __typename: "AccessDeniedError",
      message: "Only an Owner of the company may reopen a closed lot.",
    });
    const rest = await client.rest("POST", "/api/lots/amounts/add", { companyName: "State Metals", lotNumber: "S-1", amount: 5 }, owner);
    expect([rest.status, rest.body.message]).toEqual([400, lotMessages.closed("S-1")]);
    expect((await update({ state: "OPEN" })).lot.state).toBe("OPEN");
    expect(await addPayment(trader)).toEqual({ __typename: "AddPaymentPayload" });
    expect((await update({ state: "SHIPPED" }, trader)).lot.state).toBe("SHIPPED");
  });
});
