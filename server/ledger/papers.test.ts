import { beforeAll, describe, expect, test } from "vitest";
import { TestClient, fieldErrors } from "../test/client.ts";
import { db } from "../db.ts";
import { paperMessages } from "../../shared/papers.ts";
import { addDays, todayIn } from "../../shared/dates.ts";
import { config } from "../config.ts";

// A trade's papers (issue 48): a container's booking, B/L, vessel, weights, ticket and own price;
// a payment's method, reference, cheque due date and note. Through the HTTP handler, GraphQL and REST.

let client: TestClient;
let trader: string;
let lotId: string;

const CONTAINER = `id version quantityKg pricePerTon amount usesLotPrice bookingNo billOfLadingNo vessel voyage portOfLoading portOfDischarge grossKg tareKg weighbridgeTicket ownPricePerTon`;
const PAYMENT = `id version amount method reference chequeDueDate note`;

const addContainer = (input: Record<string, unknown>) =>
  client.gql(
    `mutation($input: AddContainerInput!) { addContainer(input: $input) {
      __typename ... on AddContainerPayload { container { ${CONTAINER} } lot { ledger { closingBalance } } }
      ... on Error { message } ... on InputError { fieldErrors { field message } } } }`,
    { input: { lotId, sealNo: "S1", material: "HMS", date: "2026-05-01", ...input } },
    trader,
  );
const updateContainer = (input: Record<string, unknown>) =>
  client.gql(
    `mutation($input: UpdateContainerInput!) { updateContainer(input: $input) {
      __typename ... on UpdateContainerPayload { container { ${CONTAINER} history { changes { field oldValue newValue } } } lot { ledger { closingBalance } } }
      ... on Error { message } ... on InputError { fieldErrors { field message } } } }`,
    { input },
    trader,
  );
const addPayment = (input: Record<string, unknown>) =>
  client.gql(
    `mutation($input: AddPaymentInput!) { addPayment(input: $input) {
      __typename ... on AddPaymentPayload { payment { ${PAYMENT} } }
      ... on Error { message } ... on InputError { fieldErrors { field message } } } }`,
    { input: { lotId, date: "2026-05-02", ...input } },
    trader,
  );
const updatePayment = (input: Record<string, unknown>) =>
  client.gql(
    `mutation($input: UpdatePaymentInput!) { updatePayment(input: $input) {
      __typename ... on UpdatePaymentPayload { payment { ${PAYMENT} history { changes { field oldValue newValue } } } }
      ... on Error { message } ... on InputError { fieldErrors { field message } } } }`,
    { input },
    trader,
  );

beforeAll(async () => {
  client = await TestClient.start();
  trader = await client.trader("supplier", "Papers Metals", "noura@papers.example");
  const { data } = await client.gql(
    `mutation { addLot(input: { lotNumber: "P-1", price: "250.50" }) { ... on AddLotPayload { lot { id } } } }`,
    {},
    trader,
  );
  lotId = data.addLot.lot.id;
});

describe("container papers", () => {
  test("added with every paper; its own price per ton prices it, exactly; without papers it reads as before", async () => {
    const plain = await addContainer({ containerNo: "MSKU1234565", quantity: "1000" });
    expect(plain.data.addContainer.container).toMatchObject({
      pricePerTon: "250.50",
      usesLotPrice: true,
      bookingNo: null,
      grossKg: null,
      ownPricePerTon: null,
      amount: "250.50",
    });

    const full = await addContainer({
      containerNo: "TGHU1234563",
      quantity: "21333.333",
      bookingNo: " BK-77 ",
      billOfLadingNo: "MEDU12345678",
      vessel: "MSC Aurora",
      voyage: "041W",
      portOfLoading: "Jebel Ali",
      portOfDischarge: "Nhava Sheva",
      grossKg: "25133.333",
      tareKg: "3800",
      weighbridgeTicket: "WB-9001",
      ownPricePerTon: "310.15",
    });
    expect(full.data.addContainer.__typename).toBe("AddContainerPayload");
    expect(full.data.addContainer.container).toMatchObject({
      bookingNo: "BK-77",
      billOfLadingNo: "MEDU12345678",
      vessel: "MSC Aurora",
      voyage: "041W",
      portOfLoading: "Jebel Ali",
      portOfDischarge: "Nhava Sheva",
      grossKg: "25133.333",
      tareKg: "3800.000",
      weighbridgeTicket: "WB-9001",
      ownPricePerTon: "310.15",
      pricePerTon: "310.15",
      usesLotPrice: false,
      // 21.333333 t x 310.15 = 6616.533 -> 6616.53 (half-up once)
      amount: "6616.53",
    });
    // 250.50 + 6616.53 due.
    expect(full.data.addContainer.lot.ledger.closingBalance).toBe("-6867.03");
  });

  test("gross minus tare must be the net weight: refused on add, and on an edit of one of them, nothing written", async () => {
    const wrong = await addContainer({ containerNo: "MSKU7654321", quantity: "20000", grossKg: "24000", tareKg: "3000" });
    expect(wrong.data.addContainer.__typename).toBe("InputError");
    expect(fieldErrors(wrong.data.addContainer.fieldErrors).grossKg).toBe(
      paperMessages.weightsDisagree("24000.000", "3000.000", "20000.000"),
    );

    const ok = await addContainer({ containerNo: "MSKU7654321", quantity: "21000", grossKg: "24000", tareKg: "3000" });
    const container = ok.data.addContainer.container;
    // The quantity alone, against the gross and tare kept: refused in the write's own statement.
    const alone = await updateContainer({ id: container.id, quantity: "20000", expectedVersion: container.version });
    expect(alone.data.updateContainer).toMatchObject({ __typename: "InputError", message: paperMessages.weightsRefused });
    const tareAlone = await updateContainer({ id: container.id, tareKg: "3500" });
    expect(tareAlone.data.updateContainer.__typename).toBe("InputError");
    const kept = await db.container.findFirstOrThrow({ where: { containerNo: "MSKU7654321" } });
    expect([kept.quantityKg.toFixed(3), kept.version, kept.papers]).toEqual(["21000.000", 1, { grossKg: "24000.000", tareKg: "3000.000" }]);

    // Together they agree; clearing the tare lets the quantity change alone.
    const together = await updateContainer({ id: container.id, quantity: "20500", tareKg: "3500", expectedVersion: 1 });
    expect(together.data.updateContainer.container).toMatchObject({ quantityKg: "20500.000", tareKg: "3500.000", version: 2 });
    const cleared = await updateContainer({ id: container.id, tareKg: null });
    expect(cleared.data.updateContainer.container).toMatchObject({ tareKg: null, grossKg: "24000.000" });
    const history = cleared.data.updateContainer.container.history;
    expect(history[history.length - 1].changes).toEqual([{ field: "tareKg", oldValue: "3500.000", newValue: null }]);
    expect((await updateContainer({ id: container.id, quantity: "19999" })).data.updateContainer.__typename).toBe("UpdateContainerPayload");
  });

  test("an own price set and cleared: the lot's price again; each edit in the row's history", async () => {
    const { data } = await addContainer({ containerNo: "CSQU3054383", quantity: "2000" });
    const id = data.addContainer.container.id;
    const own = await updateContainer({ id, ownPricePerTon: "199.99", billOfLadingNo: "BL-1" });
    expect(own.data.updateContainer.container).toMatchObject({
      pricePerTon: "199.99",
      amount: "399.98",
      usesLotPrice: false,
      billOfLadingNo: "BL-1",
    });
    const back = await updateContainer({ id, ownPricePerTon: "", billOfLadingNo: "  " });
    expect(back.data.updateContainer.container).toMatchObject({
      pricePerTon: "250.50",
      amount: "501.00",
      usesLotPrice: true,
      billOfLadingNo: null,
    });
    const changes = back.data.updateContainer.container.history.map((h: { changes: unknown }) => h.changes);
    expect(changes[1]).toEqual([
      { field: "billOfLadingNo", oldValue: null, newValue: "BL-1" },
      { field: "ownPricePerTon", oldValue: null, newValue: "199.99" },
    ]);
    expect(changes[2]).toEqual([
      { field: "billOfLadingNo", oldValue: "BL-1", newValue: null },
      { field: "ownPricePerTon", oldValue: "199.99", newValue: null },
    ]);
    const bad = await updateContainer({ id, ownPricePerTon: "0", grossKg: "-1", vessel: "x".repeat(101) });
    expect(fieldErrors(bad.data.updateContainer.fieldErrors)).toEqual({
      ownPricePerTon: paperMessages.priceInvalid,
      grossKg: paperMessages.weightInvalid("Gross"),
      vessel: "Vessel must be at most 100 characters",
    });
  });

  test("REST: papers beside the SPEC's fields, in the body and the record; the feed carries them", async () => {
    const added = await client.rest(
      "POST",
      "/api/lots/details/add",
      {
        companyName: "Papers Metals",
        lotNumber: "P-1",
        containerNo: "MSKU1111112",
        sealNo: "S9",
        material: "Tyre wire",
        quantity: 5000,
        price: 1,
        billOfLadingNo: "MAEU99",
        weighbridgeTicket: "T-5",
        grossKg: 7000,
        tareKg: "2000",
        ownPricePerTon: 180,
      },
      trader,
    );
    expect(added.status).toBe(201);
    expect(added.body.detail).toMatchObject({
      quantity: 5000,
      price: 180,
      billOfLadingNo: "MAEU99",
      weighbridgeTicket: "T-5",
      grossKg: 7000,
      tareKg: 2000,
      ownPricePerTon: 180,
    });
    const id = added.body.detail._id;
    const put = await client.rest(
      "PUT",
      `/api/lots/details/update/${id}`,
      { companyName: "Papers Metals", lotNumber: "P-1", weighbridgeTicket: null, vessel: "Ever Given" },
      trader,
    );
    expect(put.status).toBe(200);
    expect(put.body.detail.weighbridgeTicket).toBeUndefined();
    expect(put.body.detail.vessel).toBe("Ever Given");
    const refused = await client.rest(
      "PUT",
      `/api/lots/details/update/${id}`,
      { companyName: "Papers Metals", lotNumber: "P-1", quantity: 4000 },
      trader,
    );
    expect([refused.status, refused.body.error]).toEqual([400, paperMessages.weightsRefused]);
    const wrongType = await client.rest("PUT", `/api/lots/details/update/${id}`, { grossKg: true }, trader);
    expect(wrongType.status).toBe(400);

    const feed = await client.rest("GET", "/api/changes?first=500", undefined, trader);
    const events = feed.body.changes.filter((c: { kind: string }) => c.kind.startsWith("CONTAINER"));
    const last = events[events.length - 1];
    expect(last.kind).toBe("CONTAINER_UPDATED");
    expect(last.node).toMatchObject({ vessel: "Ever Given", billOfLadingNo: "MAEU99", grossKg: "7000.000" });
  });
});

describe("payment papers", () => {
  test("method, reference and note; a post-dated cheque needs its due date and only it has one", async () => {
    const bank = await addPayment({ amount: "5000", method: "BANK_TRANSFER", reference: "FT2605-001", note: "Advance, Emirates NBD" });
    expect(bank.data.addPayment.payment).toMatchObject({
      amount: "5000.00",
      method: "BANK_TRANSFER",
      reference: "FT2605-001",
      note: "Advance, Emirates NBD",
      chequeDueDate: null,
    });

    const missing = await addPayment({ amount: "100", method: "POST_DATED_CHEQUE", reference: "CHQ 1" });
    expect(fieldErrors(missing.data.addPayment.fieldErrors)).toEqual({ chequeDueDate: paperMessages.dueDateMissing });
    const notPdc = await addPayment({ amount: "100", method: "CASH", chequeDueDate: "2026-06-01" });
    expect(fieldErrors(notPdc.data.addPayment.fieldErrors)).toEqual({ chequeDueDate: paperMessages.dueDateOnlyForPostDated });

    const pdc = await addPayment({ amount: "100", method: "POST_DATED_CHEQUE", reference: "CHQ 000123", chequeDueDate: "2026-06-15" });
    const payment = pdc.data.addPayment.payment;
    expect(payment).toMatchObject({ method: "POST_DATED_CHEQUE", chequeDueDate: "2026-06-15" });
    // The method alone, leaving the due date: refused in the write's statement.
    expect((await updatePayment({ id: payment.id, method: "CHEQUE" })).data.updatePayment).toMatchObject({
      __typename: "InputError",
      message: paperMessages.chequeRefused,
    });
    const cashed = await updatePayment({ id: payment.id, method: "CHEQUE", chequeDueDate: null, expectedVersion: 1 });
    expect(cashed.data.updatePayment.payment).toMatchObject({ method: "CHEQUE", chequeDueDate: null, version: 2 });
    expect(cashed.data.updatePayment.payment.history[1].changes).toEqual([
      { field: "method", oldValue: "POST_DATED_CHEQUE", newValue: "CHEQUE" },
      { field: "chequeDueDate", oldValue: "2026-06-15", newValue: null },
    ]);
  });

  test("REST: method as text, checked", async () => {
    const added = await client.rest(
      "POST",
      "/api/lots/amounts/add",
      { companyName: "Papers Metals", lotNumber: "P-1", amount: 75.5, method: "cash", note: "At the yard" },
      trader,
    );
    expect(added.status).toBe(201);
    expect(added.body.amount).toMatchObject({ amount: 75.5, method: "CASH", note: "At the yard" });
    const bad = await client.rest(
      "POST",
      "/api/lots/amounts/add",
      { companyName: "Papers Metals", lotNumber: "P-1", amount: 1, method: "barter" },
      trader,
    );
    expect([bad.status, bad.body.errors]).toEqual([400, { method: paperMessages.methodInvalid }]);
  });

  test("chequesDue: the post-dated cheques that count and fall due from today, soonest first", async () => {
    const today = todayIn(config.timeZone);
    const due = async (days: number, reference: string) =>
      (await addPayment({ amount: "50", method: "POST_DATED_CHEQUE", reference, chequeDueDate: addDays(today, days) })).data.addPayment
        .payment;
    await due(10, "LATER");
    await due(-1, "PAST");
    await due(0, "TODAY");
    const voided = await due(2, "VOIDED");
    await client.gql(`mutation($id: ID!) { voidEntry(input: { id: $id, reason: "Bounced" }) { __typename } }`, { id: voided.id }, trader);
    const { data } = await client.gql(`{ viewer { profile { chequesDue { reference chequeDueDate lot { lotNumber } } } } }`, {}, trader);
    expect(data.viewer.profile.chequesDue.map((p: { reference: string }) => p.reference)).toEqual(["TODAY", "LATER"]);
    expect(data.viewer.profile.chequesDue[0]).toEqual({ reference: "TODAY", chequeDueDate: today, lot: { lotNumber: "P-1" } });
  });
});
