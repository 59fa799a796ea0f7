import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, expect, test, vi } from "vitest";
import { TestClient } from "../test/client.ts";
import { db } from "../db.ts";
import { statementAnswersGivenAgain } from "./statementAnswers.ts";

/**
 * Issue 22: the company statement asked again while the company's lots are as they were is the
 * answer already sent, and any change to the lots (through the API or straight in the database,
 * as another process would) is in the next answer; what the lots do not decide is never kept.
 */
let client: TestClient;
let omar: string;
let lotId: string;
let givenAgain = false;

const STATEMENT = `query($from: Date) { viewer { id profile { id statement(from: $from) { closingBalance closingTotalPaid
  totals { quantityTons containerAmount amountAdded }
  lots { lot { id lotNumber price } statement { openingBalance closingBalance totals { amountAdded } } } } } } }`;
/** The statement, and whether it was an answer given again. */
const statementOf = async (token: string, variables: Record<string, unknown> = {}, query = STATEMENT) => {
  const before = statementAnswersGivenAgain.count;
  const answer = await client.gql(query, variables, token);
  givenAgain = statementAnswersGivenAgain.count > before;
  expect(answer.errors).toBeUndefined();
  return answer.data.viewer.profile?.statement ?? null;
};
const pay = (amount: string, date = "2026-05-10") =>
  client.gql(`mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`, { input: { lotId, amount, date } }, omar);

beforeAll(async () => {
  client = await TestClient.start();
  omar = await client.trader("supplier", "Kept Answers Metals");
  const added = await client.gql(
    `mutation($input: AddLotInput!) { addLot(input: $input) { ... on AddLotPayload { lot { id } } } }`,
    { input: { lotNumber: "KEPT-1", price: "100.00" } },
    omar,
  );
  lotId = added.data.addLot.lot.id;
  await pay("500.00");
});

test("asked again with nothing changed, the statement is the answer already given", async () => {
  const first = await statementOf(omar);
  expect(first.closingBalance).toBe("500.00");
  expect(givenAgain).toBe(false);
  // A change no write makes (a lot's price is fixed once added), without the version bump every write makes: not seen.
  await db.$executeRaw`UPDATE "Lot" SET "price" = 999.99 WHERE "lotNumber" = 'KEPT-1'`;
  expect(await statementOf(omar)).toEqual(first);
  expect(givenAgain).toBe(true);
  // The same with the version bumped, as every write bumps it: seen at once.
  await db.$executeRaw`UPDATE "Lot" SET "version" = "version" + 1 WHERE "lotNumber" = 'KEPT-1'`;
  expect((await statementOf(omar)).lots[0].lot.price).toBe("999.99");
  expect(givenAgain).toBe(false);
});

test("a write through the API, a lot added, or a write by another process is in the next answer", async () => {
  const before = await statementOf(omar);
  await pay("20.50");
  const paid = await statementOf(omar);
  expect(givenAgain).toBe(false);
  expect(paid.closingTotalPaid).toBe((Number(before.closingTotalPaid) + 20.5).toFixed(2));

  await client.gql(
    `mutation($input: AddLotInput!) { addLot(input: $input) { __typename } }`,
    { input: { lotNumber: "KEPT-2", price: "10.00" } },
    omar,
  );
  expect((await statementOf(omar)).lots.map((lot: { lot: { lotNumber: string } }) => lot.lot.lotNumber)).toEqual(["KEPT-1", "KEPT-2"]);

  // Another process's payment: its row and the lot's version, written straight to the database.
  await db.$executeRaw`INSERT INTO "Payment" ("lotId", "amount", "date", "createdAt") SELECT "id", 1000, DATE '2026-05-11', now() FROM "Lot" WHERE "lotNumber" = 'KEPT-1'`;
  await db.$executeRaw`UPDATE "Lot" SET "version" = "version" + 1 WHERE "lotNumber" = 'KEPT-1'`;
  expect((await statementOf(omar)).closingTotalPaid).toBe((Number(paid.closingTotalPaid) + 1000).toFixed(2));
});

test("each range and each company has its own answer", async () => {
  const whole = await statementOf(omar);
  const fromJune = await statementOf(omar, { from: "2026-06-01" });
  expect(givenAgain).toBe(false);
  expect(fromJune.totals.amountAdded).toBe("0.00");
  expect(fromJune.closingBalance).toBe(whole.closingBalance);
  expect(whole.totals.amountAdded).not.toBe("0.00");

  const other = await client.trader("supplier", "Other Kept Metals");
  expect(await statementOf(other)).toMatchObject({ closingBalance: "0.00", lots: [] });
  expect(givenAgain).toBe(false);
  expect((await statementOf(omar)).lots).toHaveLength(2);
  expect(givenAgain).toBe(true);
});

test("what the lots do not decide is read each time: the company's name", async () => {
  const query = `{ viewer { profile { companyName statement { closingBalance } } } }`;
  const before = statementAnswersGivenAgain.count;
  expect((await client.gql(query, {}, omar)).data.viewer.profile.companyName).toBe("Kept Answers Metals");
  await db.$executeRaw`UPDATE "Profile" SET "companyName" = 'Renamed Metals' WHERE "companyName" = 'Kept Answers Metals'`;
  // Written past the server: the company it keeps with the session is read again once the database tells of the change.
  await vi.waitFor(async () => expect((await client.gql(query, {}, omar)).data.viewer.profile.companyName).toBe("Renamed Metals"), {
    timeout: 2_000,
    interval: 20,
  });
  expect(statementAnswersGivenAgain.count).toBe(before);
});

test("a member removed from the company is not given its kept statement", async () => {
  const email = "member@keptanswers.example";
  const invited = await client.gql(
    `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { __typename } }`,
    { input: { email, role: "VIEWER" } },
    omar,
  );
  expect(invited.data.inviteMember.__typename).toBe("InviteMemberPayload");
  const member = await client.signIn(email);
  const mail = await db.outgoingMail.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  const accepted = await client.gql(
    `mutation($token: String!) { acceptInvitation(input: { token: $token }) { __typename } }`,
    { token: /\/join\/([\w-]+)/.exec(mail.text)![1] },
    member,
  );
  expect(accepted.data.acceptInvitation.__typename).toBe("AcceptInvitationPayload");
  expect(await statementOf(member)).toEqual(await statementOf(omar));
  expect(await statementOf(member)).toEqual(await statementOf(omar));
  expect(givenAgain).toBe(true);

  const { data } = await client.gql(`{ viewer { profile { members { id email } } } }`, {}, omar);
  const id = data.viewer.profile.members.find((m: { email: string }) => m.email === email).id;
  const removed = await client.gql(`mutation($id: ID!) { removeMember(input: { id: $id }) { __typename } }`, { id }, omar);
  expect(removed.data.removeMember.__typename).toBe("RemoveMemberPayload");
  expect(await statementOf(member)).toBeNull();
});

test("a kept answer compressed goes out as the same JSON, and a changed one as the new JSON", async () => {
  const token = await client.trader("supplier", "Compressed Kept Metals");
  const lotIds: string[] = [];
  for (let i = 0; i < 8; i++) {
    const added = await client.gql(
      `mutation($input: AddLotInput!) { addLot(input: $input) { ... on AddLotPayload { lot { id } } } }`,
      { input: { lotNumber: `GZ-${i}`, price: "250.00" } },
      token,
    );
    lotIds.push(added.data.addLot.lot.id);
  }
  const compressed = async (encoding: "gzip" | "br") => {
    const response = await client.fetch("/graphql", {
      method: "POST",
      token,
      headers: { "content-type": "application/json", "accept-encoding": encoding },
      body: JSON.stringify({ query: STATEMENT }),
    });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    const bytes = Buffer.from(await response.arrayBuffer());
    return JSON.parse((encoding === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString()).data.viewer.profile.statement;
  };
  const plain = await statementOf(token);
  const given = statementAnswersGivenAgain.count;
  for (const encoding of ["gzip", "br", "gzip", "br"] as const) expect(await compressed(encoding)).toEqual(plain);
  expect(statementAnswersGivenAgain.count - given).toBe(4);

  await client.gql(
    `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`,
    { input: { lotId: lotIds[3], amount: "77.70", date: "2026-05-10" } },
    token,
  );
  const givenBeforeWrite = statementAnswersGivenAgain.count;
  for (const encoding of ["gzip", "br", "gzip"] as const) expect((await compressed(encoding)).closingTotalPaid).toBe("77.70");
  // The first after the write is read afresh; the two after it are that new answer given again.
  expect(statementAnswersGivenAgain.count - givenBeforeWrite).toBe(2);
  expect((await statementOf(token)).closingTotalPaid).toBe("77.70");
});
