import { beforeAll, describe, expect, test } from "vitest";
import { TestClient, quickUser } from "../test/client.ts";
import { globalId } from "../test/operations.ts";
import { db } from "../db.ts";
import { agreementMessages } from "../../shared/agreement.ts";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/*
 * Both sides agree (issue 47): a supplier records, the house confirms or disputes, the supplier
 * accepts or answers; any change of values asks again; agreed and recorded balances to the cent.
 */

let client: TestClient;
let supplier: string;
let staff: string;
let viewerToken: string;
let profileId: number;
let lotId: string;

const addErrorFields = `__typename ... on Error { message } ... on InputError { fieldErrors { field message } }`;
const errorFields = `${addErrorFields} ... on ConflictError { currentVersion }`;
const agreementFields = `agreement { state recordedBy waitingFor by reason disputedQuantityKg disputedAmount answer actions }`;
const entryFields = `... on Container { id version quantityKg ${agreementFields} history { changedBy changes { field oldValue newValue } } } ... on Payment { id version amount ${agreementFields} }`;
const ADD_CONTAINER = `mutation($input: AddContainerInput!) { addContainer(input: $input) { ${addErrorFields} ... on AddContainerPayload { container { id version ${agreementFields} } } } }`;
const ADD_PAYMENT = `mutation($input: AddPaymentInput!) { addPayment(input: $input) { ${addErrorFields} ... on AddPaymentPayload { payment { id version ${agreementFields} } } } }`;
const UPDATE_CONTAINER = `mutation($input: UpdateContainerInput!) { updateContainer(input: $input) { ${errorFields} ... on UpdateContainerPayload { container { id version ${agreementFields} } } } }`;
const step = (name: string, payload: string) =>
  `mutation($input: ${payload}Input!) { ${name}(input: $input) { ${errorFields} ... on ${payload}Payload { changeCursor entry { ${entryFields} } lot { agreement { agreedBalance recordedBalance waitingForYou } } } } }`;
const CONFIRM = step("confirmEntry", "ConfirmEntry");
const DISPUTE = step("disputeEntry", "DisputeEntry");
const ACCEPT = step("acceptDispute", "AcceptDispute");
const ANSWER = step("answerDispute", "AnswerDispute");
const WITHDRAW = step("withdrawDispute", "WithdrawDispute");
const LOT = `query($id: ID!) { node(id: $id) { ... on Lot { agreement { side agreedBalance recordedBalance confirmed disputed waitingForYou waitingForOtherSide mayAct } waitingConfirmation { containers payments token } } } }`;
const COMPANY = `query($id: ID!) { node(id: $id) { ... on BusinessProfile { agreement { side agreedBalance recordedBalance confirmed disputed waitingForYou waitingForOtherSide } waitingConfirmation { containers payments token } } } }`;
const CONFIRM_WAITING = `mutation($input: ConfirmWaitingEntriesInput!) { confirmWaitingEntries(input: $input) { ${addErrorFields} ... on ConfirmWaitingEntriesPayload { confirmed } } }`;

async function addContainer(token: string, quantity: string, containerNo = "MSCU1234566") {
  const res = await client.gql(
    ADD_CONTAINER,
    { input: { lotId, containerNo, sealNo: "S1", material: "HMS", quantity, date: "2026-11-02" } },
    token,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  expect(res.data.addContainer.__typename, JSON.stringify(res.data)).toBe("AddContainerPayload");
  return res.data.addContainer.container;
}
async function addPayment(token: string, amount: string) {
  const res = await client.gql(ADD_PAYMENT, { input: { lotId, amount, date: "2026-11-03" } }, token);
  expect(res.data.addPayment.__typename).toBe("AddPaymentPayload");
  return res.data.addPayment.payment;
}
const run = async (mutation: string, input: object, token: string) => {
  const res = await client.gql(mutation, { input }, token);
  expect(res.errors).toBeUndefined();
  return Object.values(res.data)[0] as any;
};

beforeAll(async () => {
  client = await TestClient.start();
  supplier = await client.trader("supplier", "Agreement Steel");
  profileId = (await db.profile.findUniqueOrThrow({ where: { companyKey: "agreement steel" } })).id;
  const lot = await client.gql(
    `mutation($input: AddLotInput!) { addLot(input: $input) { ... on AddLotPayload { lot { id } } } }`,
    { input: { lotNumber: "AG-1", price: "1000" } },
    supplier,
  );
  lotId = lot.data.addLot.lot.id;
  const made = await quickUser("noor@gulfrecycling.example", "Noor Haddad");
  await db.user.update({ where: { id: made.user.id }, data: { houseRole: "HOUSE_STAFF" } });
  staff = made.token;
  const reader = await quickUser("viewer@agreement.example", "Vera Viewer");
  await db.user.update({ where: { id: reader.user.id }, data: { companyId: profileId, memberRole: "VIEWER" } });
  viewerToken = reader.token;
});

describe("one entry between the two sides", () => {
  test("recorded by the supplier, confirmed by the house, asked again after an edit, kept after an edit that changes nothing", async () => {
    const container = await addContainer(supplier, "20000");
    expect(container.agreement).toMatchObject({ state: "RECORDED", recordedBy: "COUNTERPARTY", waitingFor: "HOUSE", actions: [] });

    const refused = await run(CONFIRM, { id: container.id }, supplier);
    expect(refused.__typename).toBe("InputError");
    expect(refused.message).toBe(agreementMessages.notAllowed("CONFIRM", "RECORDED", true));
    expect((await run(CONFIRM, { id: container.id }, viewerToken)).__typename).toBe("AccessDeniedError");

    const confirmed = await run(CONFIRM, { id: container.id, expectedVersion: container.version }, staff);
    expect(confirmed.__typename).toBe("ConfirmEntryPayload");
    expect(confirmed.entry.agreement).toMatchObject({
      state: "CONFIRMED",
      by: "Gulf Recycling Traders, Noor Haddad",
      waitingFor: null,
      actions: ["DISPUTE"],
    });
    expect(confirmed.entry.history.at(-1)).toMatchObject({
      changedBy: "Gulf Recycling Traders, Noor Haddad",
      changes: [{ field: "agreement", oldValue: "Recorded", newValue: "Confirmed by Gulf Recycling Traders, Noor Haddad" }],
    });
    // 20 t at 1,000: 20,000.00 due, agreed as recorded.
    expect(confirmed.lot.agreement).toMatchObject({ agreedBalance: "-20000.00", recordedBalance: "-20000.00" });
    // The step's answer names its change in the feed, as the ledger's writes do: the screen does not fetch it again.
    const feed = await client.gql(`{ viewer { profile { changes(first: 100) { edges { cursor node { kind } } } } } }`, {}, supplier);
    expect(feed.data.viewer.profile.changes.edges.at(-1)).toEqual({ cursor: confirmed.changeCursor, node: { kind: "ENTRY_CONFIRMED" } });

    const same = await run(UPDATE_CONTAINER, { id: container.id, quantity: "20000" }, supplier);
    expect(same.container.agreement.state).toBe("CONFIRMED");
    const edited = await run(UPDATE_CONTAINER, { id: container.id, quantity: "20100" }, supplier);
    expect(edited.container.agreement).toMatchObject({ state: "RECORDED", recordedBy: "COUNTERPARTY", waitingFor: "HOUSE" });
    const lot = (await client.gql(LOT, { id: lotId }, supplier)).data.node.agreement;
    expect(lot).toMatchObject({
      side: "COUNTERPARTY",
      agreedBalance: "0.00",
      recordedBalance: "-20100.00",
      waitingForOtherSide: 1,
      waitingForYou: 0,
      mayAct: true,
    });
  });

  test("the house disputes with its weighbridge's figure; the supplier accepts it in one step: corrected, attributed, confirmed", async () => {
    const container = await addContainer(supplier, "19950", "TGHU1234560");
    const stale = await run(
      DISPUTE,
      { id: container.id, reason: "Our weighbridge", quantityKg: "19800", expectedVersion: container.version + 5 },
      staff,
    );
    expect(stale.__typename).toBe("InputError");
    const noReason = await run(DISPUTE, { id: container.id, reason: " ", quantityKg: "19800" }, staff);
    expect(noReason.fieldErrors).toEqual([{ field: "reason", message: agreementMessages.reasonMissing }]);
    const wrongFigure = await run(DISPUTE, { id: container.id, reason: "x", amount: "10" }, staff);
    expect(wrongFigure.fieldErrors).toEqual([{ field: "amount", message: agreementMessages.figureForContainer }]);

    const disputed = await run(
      DISPUTE,
      { id: container.id, reason: "Our weighbridge ticket 5521", quantityKg: "19800", expectedVersion: container.version },
      staff,
    );
    expect(disputed.entry.agreement).toMatchObject({
      state: "DISPUTED",
      waitingFor: "COUNTERPARTY",
      reason: "Our weighbridge ticket 5521",
      disputedQuantityKg: "19800.000",
      actions: ["WITHDRAW"],
    });
    const seen = await client.gql(
      `query($id: ID!) { node(id: $id) { ... on Container { agreement { actions } } } }`,
      { id: container.id },
      supplier,
    );
    expect(seen.data.node.agreement.actions).toEqual(["ACCEPT", "ANSWER", "WITHDRAW"]);

    const accepted = await run(ACCEPT, { id: container.id, expectedVersion: disputed.entry.version }, supplier);
    expect(accepted.__typename).toBe("AcceptDisputePayload");
    expect(accepted.entry.quantityKg).toBe("19800.000");
    expect(accepted.entry.agreement).toMatchObject({ state: "CONFIRMED", by: "Gulf Recycling Traders, Noor Haddad" });
    const last = accepted.entry.history.at(-1);
    expect(last.changedBy).not.toMatch(/Gulf Recycling/);
    expect(last.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "quantity", oldValue: "19950.000", newValue: "19800.000" })]),
    );
  });

  test("the recording side answers, the disputing side withdraws: recorded again, then confirmed; a payment by the house waits for the supplier", async () => {
    const payment = await addPayment(staff, "5000");
    expect(payment.agreement).toMatchObject({ state: "RECORDED", recordedBy: "HOUSE", waitingFor: "COUNTERPARTY" });
    const disputed = await run(DISPUTE, { id: payment.id, reason: "We received 4,990 after bank charges", amount: "4990" }, supplier);
    expect(disputed.entry.agreement).toMatchObject({ state: "DISPUTED", disputedAmount: "4990.00", waitingFor: "HOUSE" });
    const answered = await run(ANSWER, { id: payment.id, answer: "Charges are yours: we sent 5,000" }, staff);
    expect(answered.entry.agreement).toMatchObject({
      state: "DISPUTED",
      answer: "Charges are yours: we sent 5,000",
      waitingFor: "COUNTERPARTY",
    });
    const withdrawn = await run(WITHDRAW, { id: payment.id }, supplier);
    expect(withdrawn.entry.agreement).toMatchObject({ state: "RECORDED", recordedBy: "HOUSE", waitingFor: "COUNTERPARTY" });
    const confirmed = await run(CONFIRM, { id: payment.id }, supplier);
    expect(confirmed.entry.agreement).toMatchObject({ state: "CONFIRMED", waitingFor: null });
    expect(confirmed.entry.agreement.by).not.toMatch(/Gulf Recycling Traders/);
  });
});

describe("a lot and a company", () => {
  test("the company's agreed and recorded balances match a model of every entry; the house confirms what waits in one step", async () => {
    const feedBefore = await db.changeEvent.count({ where: { profileId, kind: "ENTRY_CONFIRMED" } });
    for (let i = 0; i < 5; i += 1) await addContainer(supplier, `${1000 + i}.5`, `CSQU305438${i}`);
    await addPayment(supplier, "1234.56");
    const company = (await client.gql(COMPANY, { id: globalId("BusinessProfile", profileId) }, staff)).data.node;
    // Independent model: every counted entry, and the confirmed ones, from the database.
    const containers = await db.container.findMany({ where: { lot: { profileId }, voidedAt: null } });
    const payments = await db.payment.findMany({ where: { lot: { profileId }, voidedAt: null } });
    const cents = (rows: { cents: bigint }[]) => rows.reduce((sum, row) => sum + row.cents, 0n);
    const containerCents = (c: (typeof containers)[number]) => ({
      cents: (BigInt(c.quantityKg.mul(1000).toFixed(0)) * BigInt(c.pricePerTon.mul(100).toFixed(0)) + 500_000n) / 1_000_000n,
    });
    const isConfirmed = (e: { agreement: unknown }) => (e.agreement as { state: string }).state === "CONFIRMED";
    const balance = (cs: typeof containers, ps: typeof payments) =>
      (cents(ps.map((p) => ({ cents: BigInt(p.amount.mul(100).toFixed(0)) }))) - cents(cs.map(containerCents))) * 1n;
    const text = (value: bigint) =>
      `${value < 0n ? "-" : ""}${(value < 0n ? -value : value) / 100n}.${String((value < 0n ? -value : value) % 100n).padStart(2, "0")}`;
    expect(company.agreement.recordedBalance).toBe(text(balance(containers, payments)));
    expect(company.agreement.agreedBalance).toBe(text(balance(containers.filter(isConfirmed), payments.filter(isConfirmed))));
    expect(company.agreement.side).toBe("HOUSE");

    const preview = company.waitingConfirmation;
    expect(preview.containers).toBe(6);
    expect(preview.payments).toBe(1);
    await addPayment(supplier, "1.00");
    const stale = await run(CONFIRM_WAITING, { companyId: globalId("BusinessProfile", profileId), token: preview.token }, staff);
    expect(stale.message).toBe(agreementMessages.staleWaiting);
    const fresh = (await client.gql(COMPANY, { id: globalId("BusinessProfile", profileId) }, staff)).data.node.waitingConfirmation;
    const done = await run(CONFIRM_WAITING, { companyId: globalId("BusinessProfile", profileId), token: fresh.token }, staff);
    expect(done.confirmed).toBe(8);
    const after = (await client.gql(COMPANY, { id: globalId("BusinessProfile", profileId) }, staff)).data.node;
    expect(after.waitingConfirmation).toMatchObject({ containers: 0, payments: 0 });
    expect(after.agreement.agreedBalance).toBe(after.agreement.recordedBalance);
    expect(await db.changeEvent.count({ where: { profileId, kind: "ENTRY_CONFIRMED" } })).toBe(feedBefore + 8);
  });

  test("a Viewer reads where things stand but takes no step", async () => {
    const lot = (await client.gql(LOT, { id: lotId }, viewerToken)).data.node;
    expect(lot.agreement.mayAct).toBe(false);
    expect(lot.waitingConfirmation).toMatchObject({ containers: 0, payments: 0 });
  });
});

describe("REST, beside the SPEC's paths", () => {
  test("dispute with If-Match, a stale one answered 412 with the entry now, accept, read; the bulk preview and confirmation", async () => {
    const added = await client.rest(
      "POST",
      "/api/lots/details/add",
      { lotNumber: "AG-1", containerNo: "MSKU1234565", sealNo: "S9", material: "HMS", quantity: 21000 },
      supplier,
    );
    expect(added.status).toBe(201);
    const id = added.body.detail._id;
    const post = async (path: string, body: unknown, token: string, ifMatch?: string) => {
      const response = await client.fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json", ...(ifMatch ? { "if-match": ifMatch } : {}) },
        body: JSON.stringify(body),
        token,
      });
      return { status: response.status, body: await response.json(), etag: response.headers.get("etag") };
    };
    const edited = await client.rest("PUT", `/api/lots/details/update/${id}`, { lotNumber: "AG-1", sealNo: "S10" }, supplier);
    const stale = await post(
      `/api/entries/containers/${id}/dispute`,
      { reason: "Weighbridge", quantity: 20950 },
      staff,
      added.headers.get("etag")!,
    );
    expect(stale.status).toBe(412);
    expect(stale.body.current.agreement).toMatchObject({ state: "RECORDED", recordedBy: "COUNTERPARTY", waitingFor: "HOUSE" });
    const disputed = await post(
      `/api/entries/containers/${id}/dispute`,
      { reason: "Weighbridge", quantity: 20950 },
      staff,
      edited.headers.get("etag")!,
    );
    expect(disputed.status).toBe(200);
    expect(disputed.body).toMatchObject({
      message: "Entry disputed",
      entry: {
        _id: id,
        quantity: 21000,
        agreement: { state: "DISPUTED", reason: "Weighbridge", quantity: 20950, waitingFor: "COUNTERPARTY" },
      },
    });
    const refused = await post(`/api/entries/containers/${id}/confirm`, {}, supplier);
    expect(refused.status).toBe(400);
    const accepted = await post(`/api/entries/containers/${id}/accept`, {}, supplier, disputed.etag!);
    expect(accepted.body).toMatchObject({
      message: "Dispute accepted: entry corrected and confirmed",
      entry: { quantity: 20950, agreement: { state: "CONFIRMED", by: "Gulf Recycling Traders, Noor Haddad" } },
    });
    const read = await client.rest("GET", `/api/entries/containers/${id}/agreement`, undefined, supplier);
    expect(read.body.agreement.state).toBe("CONFIRMED");
    // The SPEC's record is unchanged by all this: no agreement in it.
    const spec = await client.rest("GET", `/api/lots/details/${id}`, undefined, supplier);
    expect(spec.body.agreement).toBeUndefined();
    expect((await post(`/api/entries/boxes/${id}/confirm`, {}, staff)).status).toBe(404);

    await client.rest("POST", "/api/lots/amounts/add", { lotNumber: "AG-1", amount: 10 }, supplier);
    const preview = await client.rest("GET", "/api/entries/waiting?companyName=Agreement%20Steel&lotNumber=AG-1", undefined, staff);
    expect(preview.body.payments).toHaveLength(1);
    const done = await post(
      "/api/entries/confirm-waiting",
      { companyName: "Agreement Steel", lotNumber: "AG-1", token: preview.body.token },
      staff,
    );
    expect(done.body).toEqual({ message: "1 entry confirmed", confirmed: 1 });

    // Where the lot and the company stand, as JSON, for either side.
    const lotBalance = await client.rest("GET", "/api/entries/balance?lotNumber=AG-1", undefined, supplier);
    expect(lotBalance.body).toMatchObject({
      side: "COUNTERPARTY",
      mayAct: true,
      disputed: 0,
      waitingForYou: 0,
      waitingForOtherSide: 0,
    });
    expect(typeof lotBalance.body.agreedBalance).toBe("number");
    expect(lotBalance.body.agreedBalance).toBe(lotBalance.body.recordedBalance);
    const houseView = await client.rest("GET", "/api/entries/balance?companyName=Agreement%20Steel&lotNumber=AG-1", undefined, staff);
    expect(houseView.body).toEqual({ ...lotBalance.body, side: "HOUSE" });
    const company = await client.rest("GET", "/api/entries/balance?companyName=Agreement%20Steel", undefined, staff);
    expect(company.body.side).toBe("HOUSE");
    expect(company.body.confirmed).toBeGreaterThanOrEqual(lotBalance.body.confirmed);
    expect((await client.rest("GET", "/api/entries/balance?companyName=Someone%20Else", undefined, staff)).status).toBe(404);
  });
});

describe("the Statement of agreed balance", () => {
  test("either side downloads it: the confirmed entries with who confirmed them, the agreed balance, then the open items", async () => {
    const payment = await addPayment(supplier, "77.00");
    await run(DISPUTE, { id: payment.id, reason: "Not in our bank yet" }, staff);
    const texts: string[] = [];
    for (const [token, companyName] of [
      [staff, "Agreement Steel"],
      [viewerToken, "Agreement Steel"],
    ] as const) {
      const response = await client.fetch(`/api/entries/agreed-statement?companyName=${encodeURIComponent(companyName)}&lotNumber=AG-1`, {
        token,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const dir = mkdtempSync(join(tmpdir(), "agreed-"));
      try {
        writeFileSync(join(dir, "a.pdf"), Buffer.from(await response.arrayBuffer()));
        texts.push(
          execFileSync("pdftotext", ["-layout", join(dir, "a.pdf"), "-"])
            .toString()
            .replace(/[ \t]+/g, " "),
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    const lot = (await client.gql(LOT, { id: lotId }, staff)).data.node.agreement;
    for (const text of texts) {
      expect(text).toContain("Statement of agreed balance");
      expect(text).toContain("Agreement Steel");
      expect(text).toContain("Gulf Recycling Traders, Noor Haddad");
      expect(text).toContain(`Agreed balance: ${lot.agreedBalance.startsWith("-") ? "Due" : "Amount Left"}`);
      expect(text).toMatch(/Open items \(1\)/);
      expect(text).toContain("Not in our bank yet");
    }
    const other = await client.fetch(`/api/entries/agreed-statement?companyName=Someone%20Else&lotNumber=AG-1`, { token: staff });
    expect(other.status).toBe(404);
  });
});
