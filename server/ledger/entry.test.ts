import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { TestClient } from "../test/client.ts";
import { db } from "../db.ts";

let client: TestClient;
let trader: string;
let other: string;
let lotId: string;

const ledgerOf = `
  fragment Figures on Lot {
    ledger { closingBalance closingTotalPaid rows { number type amountAdded containerAmount balance } totals { amountAdded containerAmount quantityTons } }
    voidedEntries { __typename ... on Payment { id amount voided voidReason voidedBy version } ... on Container { id containerNo voided voidReason voidedBy version } }
  }`;

async function addPayment(amount: string, date = "2026-03-01") {
  const { data } = await client.gql(
    `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename ... on AddPaymentPayload { payment { id version } } } }`,
    { input: { lotId, amount, date } },
    trader,
  );
  return data.addPayment.payment as { id: string; version: number };
}

const updatePayment = (input: Record<string, unknown>, token = trader) =>
  client.gql(
    `mutation($input: UpdatePaymentInput!) { updatePayment(input: $input) {
      __typename
      ... on UpdatePaymentPayload { payment { amount version } }
      ... on Error { message }
      ... on ConflictError { currentVersion changedBy changedAt current { ... on Payment { amount version } } }
    } }`,
    { input },
    token,
  );

const updateContainer = (input: Record<string, unknown>) =>
  client.gql(
    `mutation($input: UpdateContainerInput!) { updateContainer(input: $input) { __typename ... on Error { message } } }`,
    { input },
    trader,
  );

const voidEntry = (input: Record<string, unknown>, token = trader) =>
  client.gql(
    `mutation($input: VoidEntryInput!) { voidEntry(input: $input) {
      __typename
      ... on VoidEntryPayload { entry { ... on Payment { voided voidReason version } ... on Container { voided voidReason version } } lot { ...Figures } }
      ... on Error { message }
      ... on InputError { fieldErrors { field message } }
    } } ${ledgerOf}`,
    { input },
    token,
  );

const restoreEntry = (input: Record<string, unknown>, token = trader) =>
  client.gql(
    `mutation($input: RestoreEntryInput!) { restoreEntry(input: $input) {
      __typename
      ... on RestoreEntryPayload { entry { ... on Payment { voided version } } lot { ...Figures } }
      ... on Error { message }
    } } ${ledgerOf}`,
    { input },
    token,
  );

beforeAll(async () => {
  client = await TestClient.start();
  trader = await client.trader("supplier", "Versioned Metals", "fatima@versioned.example");
  other = await client.trader("supplier", "Other Metals", "omar@other.example");
  const { data } = await client.gql(
    `mutation { addLot(input: { lotNumber: "V-1", price: "100.00" }) { ... on AddLotPayload { lot { id } } } }`,
    {},
    trader,
  );
  lotId = data.addLot.lot.id;
  await client.gql(
    `mutation($lotId: ID!) { addContainer(input: { lotId: $lotId, containerNo: "MSKU1234565", sealNo: "S1", material: "Tyre wire", quantity: "1500", date: "2026-02-01" }) { __typename } }`,
    { lotId },
    trader,
  );
});

describe("entry versions: no silent overwrite", () => {
  test("an edit with the version it saw applies and bumps the version; a stale one is refused with the current values and who changed them", async () => {
    const payment = await addPayment("1000.00");
    expect(payment.version).toBe(1);

    const first = await updatePayment({ id: payment.id, amount: "1100.00", expectedVersion: 1 });
    expect(first.data.updatePayment).toEqual({ __typename: "UpdatePaymentPayload", payment: { amount: "1100.00", version: 2 } });

    // A colleague who opened the lot before that edit still holds version 1.
    const stale = await updatePayment({ id: payment.id, amount: "900.00", expectedVersion: 1 });
    expect(stale.data.updatePayment).toMatchObject({
      __typename: "ConflictError",
      // Said to API callers as well as screens: what happened, not what to click (the screen words its own notice).
      message: "Test Trader changed this payment after the version you sent (now version 2); nothing was written.",
      currentVersion: 2,
      changedBy: "Test Trader",
      current: { amount: "1100.00", version: 2 },
    });
    expect(new Date(stale.data.updatePayment.changedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(
      (
        await db.payment.findUniqueOrThrow({ where: { id: Number(Buffer.from(payment.id, "base64").toString().split(":")[1]) } })
      ).amount.toFixed(2),
    ).toBe("1100.00");

    // Applying hers again on top: with the version now shown.
    const again = await updatePayment({ id: payment.id, amount: "900.00", expectedVersion: 2 });
    expect(again.data.updatePayment.payment).toEqual({ amount: "900.00", version: 3 });

    // Old clients send no version: the last write wins, as before.
    const blind = await updatePayment({ id: payment.id, amount: "950.00" });
    expect(blind.data.updatePayment.payment).toEqual({ amount: "950.00", version: 4 });
  });

  test("a version the entry never had is refused as input, not as someone's change; nothing is written", async () => {
    const payment = await addPayment("20.00");
    const never = (noun: string, sent: number, now: number) =>
      `This ${noun} has no version ${sent}: its version is ${now}; nothing was written.`;
    expect((await updatePayment({ id: payment.id, amount: "21.00", expectedVersion: 7 })).data.updatePayment).toMatchObject({
      __typename: "InputError",
      message: never("payment", 7, 1),
    });
    expect((await voidEntry({ id: payment.id, reason: "Wrong lot", expectedVersion: 7 })).data.voidEntry).toMatchObject({
      __typename: "InputError",
      message: never("payment", 7, 1),
    });
    await voidEntry({ id: payment.id, reason: "Wrong lot", expectedVersion: 1 });
    expect((await restoreEntry({ id: payment.id, expectedVersion: 3 })).data.restoreEntry).toMatchObject({
      __typename: "InputError",
      message: never("payment", 3, 2),
    });
    const stored = await db.payment.findFirstOrThrow({ where: { amount: "20.00" } });
    expect({ version: stored.version, voided: stored.voidedAt !== null }).toEqual({ version: 2, voided: true });

    const { data } = await client.gql(
      `query($id: ID!) { node(id: $id) { ... on Lot { containers(first: 1) { nodes { id version } } } } }`,
      { id: lotId },
      trader,
    );
    const [container] = data.node.containers.nodes;
    expect(
      (await updateContainer({ id: container.id, material: "Copper", expectedVersion: container.version + 1 })).data.updateContainer,
    ).toMatchObject({
      __typename: "InputError",
      message: never("container", container.version + 1, container.version),
    });
  });

  test("a version that is not a positive whole number is refused; another company's entry is not found, whatever version", async () => {
    const payment = await addPayment("10.00");
    expect((await updatePayment({ id: payment.id, amount: "11.00", expectedVersion: 0 })).data.updatePayment).toMatchObject({
      __typename: "InputError",
      message: "expectedVersion must be a version this entry was given (a whole number from 1)",
    });
    expect((await updatePayment({ id: payment.id, amount: "11.00", expectedVersion: 7 }, other)).data.updatePayment).toMatchObject({
      __typename: "NotFoundError",
      message: "Payment not found",
    });
  });
});

describe("voids: an entry leaves the balance but stays on record", () => {
  test("voiding a payment takes it out of the ledger and totals, lists it as voided with its reason, and restoring brings it back", async () => {
    const before = (await client.gql(`query($id: ID!) { node(id: $id) { ...Figures } } ${ledgerOf}`, { id: lotId }, trader)).data.node;
    const payment = await addPayment("2500.25", "2026-03-05");
    const withIt = (await client.gql(`query($id: ID!) { node(id: $id) { ...Figures } } ${ledgerOf}`, { id: lotId }, trader)).data.node;
    expect(withIt.ledger.rows.length).toBe(before.ledger.rows.length + 1);

    const voided = await voidEntry({ id: payment.id, reason: "Entered twice", expectedVersion: payment.version });
    expect(voided.data.voidEntry.__typename).toBe("VoidEntryPayload");
    expect(voided.data.voidEntry.entry).toEqual({ voided: true, voidReason: "Entered twice", version: 2 });
    // The lot's figures are exactly what they were before the payment.
    expect(voided.data.voidEntry.lot.ledger).toEqual(before.ledger);
    expect(voided.data.voidEntry.lot.voidedEntries[0]).toEqual({
      __typename: "Payment",
      id: payment.id,
      amount: "2500.25",
      voided: true,
      voidReason: "Entered twice",
      voidedBy: "Test Trader",
      version: 2,
    });

    // Not twice; not edited while voided.
    expect((await voidEntry({ id: payment.id, reason: "again" })).data.voidEntry).toMatchObject({
      __typename: "InputError",
      message: "This payment is already voided.",
    });
    expect((await updatePayment({ id: payment.id, amount: "1.00" })).data.updatePayment).toMatchObject({
      __typename: "InputError",
      message: "This payment is voided: restore it before editing it.",
    });

    const restored = await restoreEntry({ id: payment.id });
    expect(restored.data.restoreEntry.entry).toEqual({ voided: false, version: 3 });
    expect(restored.data.restoreEntry.lot.ledger).toEqual(withIt.ledger);
    expect((await restoreEntry({ id: payment.id })).data.restoreEntry).toMatchObject({
      __typename: "InputError",
      message: "This payment is not voided: there is nothing to restore.",
    });

    // The history keeps both, after the addition.
    const history = await client.gql(
      `query($id: ID!) { node(id: $id) { ... on Payment { history { changedBy changes { field oldValue newValue } } } } }`,
      { id: payment.id },
      trader,
    );
    expect(history.data.node.history.map((h: { changes: unknown }) => h.changes)).toEqual([
      [
        { field: "date", oldValue: null, newValue: "2026-03-05" },
        { field: "amount", oldValue: null, newValue: "2500.25" },
      ],
      [{ field: "status", oldValue: "counted", newValue: "voided: Entered twice" }],
      [{ field: "status", oldValue: "voided: Entered twice", newValue: "counted" }],
    ]);
  });

  test("an entry's history begins with who added it and when, with its values, through GraphQL and REST", async () => {
    const startedAt = Date.now();
    const payment = await addPayment("75.50", "2026-03-07");
    const historyQuery = `query($id: ID!) { node(id: $id) { ... on Payment { history { added changedBy changedAt changes { field oldValue newValue } } } } }`;
    const [addition] = (await client.gql(historyQuery, { id: payment.id }, trader)).data.node.history;
    expect(addition).toEqual({
      added: true,
      changedBy: "Test Trader",
      changedAt: expect.any(String),
      changes: [
        { field: "date", oldValue: null, newValue: "2026-03-07" },
        { field: "amount", oldValue: null, newValue: "75.50" },
      ],
    });
    expect(Date.parse(addition.changedAt)).toBeGreaterThanOrEqual(startedAt - 1000);

    expect((await updatePayment({ id: payment.id, amount: "80.00" })).data.updatePayment.__typename).toBe("UpdatePaymentPayload");
    const history = (await client.gql(historyQuery, { id: payment.id }, trader)).data.node.history;
    expect(history.map((h: { added: boolean }) => h.added)).toEqual([true, false]);
    expect(history[1].changes).toEqual([{ field: "amount", oldValue: "75.50", newValue: "80.00" }]);

    // REST, beside the SPEC's paths: the same records; another company's entry is not found.
    const rowId = Buffer.from(payment.id, "base64").toString().split(":")[1];
    const rest = await client.rest("GET", `/api/lots/amounts/${rowId}/history`, undefined, trader);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(history);
    expect((await client.rest("GET", `/api/lots/amounts/${rowId}/history`, undefined, other)).status).toBe(404);
    const container = (await client.rest("GET", "/api/lots/details/all", undefined, trader)).body[0];
    const containerHistory = await client.rest("GET", `/api/lots/details/${container._id}/history`, undefined, trader);
    expect(containerHistory.body[0]).toMatchObject({ added: true, changedBy: "Test Trader" });
    expect(containerHistory.body[0].changes.map((c: { field: string }) => c.field)).toEqual([
      "date",
      "containerNo",
      "sealNo",
      "material",
      "quantity",
    ]);
  });

  test("the migration gives an entry added before it its addition, from the change feed's creation event, once", async () => {
    const payment = await addPayment("12.25", "2026-03-08");
    const paymentId = Number(Buffer.from(payment.id, "base64").toString().split(":")[1]);
    const additionOf = () => db.changeLog.findMany({ where: { paymentId, oldValues: { equals: {} } } });
    const [kept] = await additionOf();
    await db.changeLog.delete({ where: { id: kept.id } });
    const migration = readFileSync(
      new URL("../../prisma/migrations/20261130120000_history_begins_with_addition/migration.sql", import.meta.url),
      "utf8",
    );
    await db.$executeRawUnsafe(migration);
    await db.$executeRawUnsafe(migration);
    const restored = await additionOf();
    expect(restored.map(({ userId, apiKeyId, changedAt, newValues }) => ({ userId, apiKeyId, changedAt, newValues }))).toEqual([
      { userId: kept.userId, apiKeyId: null, changedAt: kept.changedAt, newValues: { date: "2026-03-08", amount: "12.25" } },
    ]);
  });

  test("a reason of invisible characters alone is no reason; its length counts characters, so an emoji is one", async () => {
    const payment = await addPayment("12.00");
    for (const reason of ["\u200b", " \u200b\u2060 ", "\u200e\u00ad", "\ufeff"]) {
      expect((await voidEntry({ id: payment.id, reason })).data.voidEntry, JSON.stringify(reason)).toMatchObject({
        __typename: "InputError",
        message: "Give a reason for voiding",
        fieldErrors: [{ field: "reason", message: "Give a reason for voiding" }],
      });
    }
    expect((await voidEntry({ id: payment.id, reason: "💸".repeat(201) })).data.voidEntry.message).toBe(
      "The reason must be at most 200 characters",
    );
    expect(await db.payment.count({ where: { amount: "12.00", voidedAt: { not: null } } })).toBe(0);
    // 150 emoji (300 UTF-16 units) are 150 characters; kept as typed, trimmed.
    const reason = `Bank said ✅ returned ${"💸".repeat(150)}\u200b`;
    const voided = await voidEntry({ id: payment.id, reason: `  ${reason}  ` });
    expect(voided.data.voidEntry.entry).toEqual({ voided: true, voidReason: reason, version: 2 });
  });

  test("the all-lots statement gives each lot's voided entries, with its rows or without them", async () => {
    const payment = await addPayment("77.70", "2026-03-06");
    await voidEntry({ id: payment.id, reason: "Wrong lot" });
    const query = (rows: boolean) => `{ viewer { profile { statement { lots { lot { id } ${rows ? "statement { rows { type } }" : ""}
      voidedEntries { __typename ... on Payment { id voidReason voidedBy } } } } } } }`;
    for (const rows of [true, false]) {
      const { data, errors } = await client.gql(query(rows), {}, trader);
      expect(errors).toBeUndefined();
      const lot = data.viewer.profile.statement.lots.find((l: { lot: { id: string } }) => l.lot.id === lotId);
      expect(lot.voidedEntries).toContainEqual({ __typename: "Payment", id: payment.id, voidReason: "Wrong lot", voidedBy: "Test Trader" });
    }
    await restoreEntry({ id: payment.id });
  });

  test("a void needs a reason of at most 200 characters; a stale void is a conflict; another company cannot void", async () => {
    const payment = await addPayment("75.00");
    expect((await voidEntry({ id: payment.id, reason: "  " })).data.voidEntry).toMatchObject({
      __typename: "InputError",
      message: "Give a reason for voiding",
      fieldErrors: [{ field: "reason", message: "Give a reason for voiding" }],
    });
    expect((await voidEntry({ id: payment.id, reason: "x".repeat(201) })).data.voidEntry.message).toBe(
      "The reason must be at most 200 characters",
    );
    expect((await voidEntry({ id: payment.id, reason: "mine" }, other)).data.voidEntry).toMatchObject({
      __typename: "NotFoundError",
      message: "Payment not found",
    });
    await updatePayment({ id: payment.id, amount: "76.00" });
    expect((await voidEntry({ id: payment.id, reason: "stale", expectedVersion: 1 })).data.voidEntry.__typename).toBe("ConflictError");
    expect((await db.payment.findMany({ where: { voidedAt: { not: null }, amount: "76.00" } })).length).toBe(0);
  });

  test("the change feed and the lists: voided/restored events, lists leave voided entries out", async () => {
    const payment = await addPayment("33.00");
    await voidEntry({ id: payment.id, reason: "Wrong lot" });
    const feed = await client.gql(`{ viewer { profile { changes(first: 100) { nodes { kind values { field value } } } } } }`, {}, trader);
    expect(feed.errors).toBeUndefined();
    const events = feed.data.viewer.profile.changes.nodes as { kind: string; values: { field: string; value: string }[] }[];
    expect(events.at(-1)!.kind).toBe("PAYMENT_VOIDED");
    expect(Object.fromEntries(events.at(-1)!.values.map((v) => [v.field, v.value]))).toMatchObject({
      amount: "33.00",
      status: "voided: Wrong lot",
    });

    const rest = await client.rest("GET", "/api/lots/amounts/all", undefined, trader);
    expect(rest.body.some((record: { amount: number }) => record.amount === 33)).toBe(false);
    const lot = await client.gql(
      `query($id: ID!) { node(id: $id) { ... on Lot { payments(first: 100) { edges { node { amount } } } } } }`,
      { id: lotId },
      trader,
    );
    expect(lot.data.node.payments.edges.some((e: { node: { amount: string } }) => e.node.amount === "33.00")).toBe(false);
  });
});

describe("REST: ETag, If-Match, and void paths", () => {
  test("a GET gives the ETag, a PUT with a stale If-Match answers 412 with the current record, one without keeps the SPEC's behaviour", async () => {
    const added = await client.rest("POST", "/api/lots/amounts/add", { lotNumber: "V-1", amount: 400, date: "2026-04-01" }, trader);
    expect(added.status).toBe(201);
    expect(added.headers.get("etag")).toBe('"v1"');
    const id = added.body.amount._id;

    const read = await client.rest("GET", `/api/lots/amounts/${id}`, undefined, trader);
    expect(read.status).toBe(200);
    expect(read.headers.get("etag")).toBe('"v1"');
    expect(read.body).toMatchObject({ _id: id, lotNumber: "V-1", amount: 400, date: "2026-04-01" });

    const put = (body: object, ifMatch?: string) =>
      client.fetch(`/api/lots/amounts/update/${id}`, {
        method: "PUT",
        headers: { "content-type": "application/json", ...(ifMatch ? { "if-match": ifMatch } : {}) },
        body: JSON.stringify(body),
        token: trader,
      });
    const fresh = await put({ amount: 410 }, '"v1"');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("etag")).toBe('"v2"');

    const stale = await put({ amount: 420 }, '"v1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.get("etag")).toBe('"v2"');
    const body = await stale.json();
    expect(body).toMatchObject({
      error: "Test Trader changed this payment after the version you sent (now version 2); nothing was written.",
      changedBy: "Test Trader",
      current: { _id: id, amount: 410 },
    });

    // A version it never had: the caller's mistake, not a change by someone else.
    const never = await put({ amount: 425 }, '"v9"');
    expect(never.status).toBe(400);
    expect(await never.json()).toEqual({ error: "This payment has no version 9: its version is 2; nothing was written." });

    expect((await put({ amount: 430 }, "garbage")).status).toBe(400);
    expect((await put({ amount: 440 }, "*")).status).toBe(200);
    const blind = await put({ amount: 450 });
    expect(blind.status).toBe(200);
    expect((await blind.json()).message).toBe("Amount updated");
  });

  test("void and restore paths: a reason, the record back with its state, the ledger without it", async () => {
    const added = await client.rest("POST", "/api/lots/amounts/add", { lotNumber: "V-1", amount: 1234.5, date: "2026-04-02" }, trader);
    const id = added.body.amount._id;
    const noReason = await client.rest("POST", `/api/lots/amounts/void/${id}`, {}, trader);
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe("Give a reason for voiding");

    const voided = await client.rest("POST", `/api/lots/amounts/void/${id}`, { reason: "Bank returned it" }, trader);
    expect(voided.status).toBe(200);
    expect(voided.headers.get("etag")).toBe('"v2"');
    const read = await client.rest("GET", `/api/lots/amounts/${id}`, undefined, trader);
    expect(read.body).toMatchObject({ _id: id, amount: 1234.5, voidReason: "Bank returned it", voidedAt: expect.any(String) });
    // The entry in the answer is the entry as its GET gives it, its void state inside it.
    expect(voided.body).toEqual({ message: "Amount voided", amount: read.body });
    expect((await client.rest("POST", `/api/lots/amounts/void/${id}`, { reason: "again" }, other)).status).toBe(404);

    const restored = await client.fetch(`/api/lots/amounts/restore/${id}`, { method: "POST", token: trader });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({
      message: "Amount restored",
      amount: (await client.rest("GET", `/api/lots/amounts/${id}`, undefined, trader)).body,
    });

    const container = await client.rest("GET", "/api/lots/details/all", undefined, trader);
    const containerId = container.body[0]._id;
    const voidedContainer = await client.rest("POST", `/api/lots/details/void/${containerId}`, { reason: "Never shipped" }, trader);
    expect(voidedContainer.body.message).toBe("Details voided");
    expect((await client.rest("GET", "/api/lots/details/all", undefined, trader)).body).toEqual([]);
    expect((await client.fetch(`/api/lots/details/restore/${containerId}`, { method: "POST", token: trader })).status).toBe(200);
    expect((await client.rest("GET", "/api/lots/details/all", undefined, trader)).body).toHaveLength(1);
  });

  test("a restore's body is none: an empty JSON body is no body", async () => {
    const added = await client.rest("POST", "/api/lots/amounts/add", { lotNumber: "V-1", amount: 70, date: "2026-04-03" }, trader);
    const id = added.body.amount._id;
    await client.rest("POST", `/api/lots/amounts/void/${id}`, { reason: "Wrong lot" }, trader);
    const restore = (body: string) =>
      client.fetch(`/api/lots/amounts/restore/${id}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        token: trader,
      });
    const empty = await restore("");
    expect(empty.status).toBe(200);
    expect((await empty.json()).message).toBe("Amount restored");
    // A body there is must still be a JSON object; a void still needs its reason.
    expect((await restore("{bad")).status).toBe(400);
    const voidEmpty = await client.fetch(`/api/lots/amounts/void/${id}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "",
      token: trader,
    });
    expect(voidEmpty.status).toBe(400);
  });

  test("void and restore failures answer { error }: a version never given, a stale one with the entry now, voided state inside it", async () => {
    const added = await client.rest("POST", "/api/lots/amounts/add", { lotNumber: "V-1", amount: 80, date: "2026-04-04" }, trader);
    const id = added.body.amount._id;
    const post = (action: string, ifMatch: string, body?: object) =>
      client.fetch(`/api/lots/amounts/${action}/${id}`, {
        method: "POST",
        headers: { "if-match": ifMatch, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        token: trader,
      });
    const never = await post("void", '"v9"', { reason: "Wrong lot" });
    expect(never.status).toBe(400);
    expect(await never.json()).toEqual({ error: "This payment has no version 9: its version is 1; nothing was written." });
    expect((await post("void", '"v1"', { reason: "Wrong lot" })).status).toBe(200);

    const stale = await post("restore", '"v1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.get("etag")).toBe('"v2"');
    const read = await client.rest("GET", `/api/lots/amounts/${id}`, undefined, trader);
    expect(await stale.json()).toEqual({
      error: "Test Trader changed this payment after the version you sent (now version 2); nothing was written.",
      changedBy: "Test Trader",
      changedAt: expect.any(String),
      current: read.body,
    });
    expect(read.body).toMatchObject({ voidReason: "Wrong lot", voidedAt: expect.any(String) });
    expect(await (await post("restore", '"v7"')).json()).toEqual({
      error: "This payment has no version 7: its version is 2; nothing was written.",
    });
    // A version past PostgreSQL's integer is malformed, not a server failure (it answered 500).
    for (const action of ["void", "restore"]) {
      const huge = await post(action, '"v2147483648"', { reason: "Wrong lot" });
      expect([huge.status, (await huge.json()).error]).toEqual([
        400,
        'If-Match must be an ETag this API gave for the entry (for example "v3"), or *',
      ]);
    }
    const put = await client.fetch(`/api/lots/amounts/update/${id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", "if-match": '"v2147483648"' },
      body: JSON.stringify({ amount: 1 }),
      token: trader,
    });
    expect(put.status).toBe(400);
    expect((await client.rest("GET", `/api/lots/amounts/${id}`, undefined, trader)).body).toMatchObject({ amount: 80 });
  });
});
