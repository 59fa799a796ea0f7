import { beforeAll, describe, expect, test } from "vitest";
import { TestClient, changeUser, quickUser } from "../test/client.ts";
import { globalId } from "../test/operations.ts";
import { db } from "../db.ts";
import { config } from "../config.ts";
import { forgetOldNotices, sendDigests } from "./digest.ts";

/*
 * Issue 47, "being told": the daily digest, read from the outbox. Entries recorded by one side are
 * mailed to the other side's people who take its steps, grouped by who recorded them, with their
 * lots; nothing they saw on screen or were mailed before; one digest a day; none for a person who
 * turned it off, a Viewer, or a member an Owner removed.
 */

let client: TestClient;
let owner: string;
let trader: string;
let staff: string;
let quiet: string;
let looker: string;
let profileId: number;
const lots: Record<string, string> = {};
const ids: Record<string, number> = {};

/** A day at 09:00 in the company's time zone (Asia/Dubai is UTC+4), and one before the digest hour. */
const at = (day: string, hour = 9) => new Date(`${day}T${String(hour - 4).padStart(2, "0")}:00:00.000Z`);

const gql = async (query: string, variables: Record<string, unknown>, token: string) => {
  const res = await client.gql(query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  const payload = Object.values(res.data)[0] as { __typename?: string };
  expect(payload.__typename ?? "Payload", JSON.stringify(payload)).toMatch(/Payload$/);
  return payload as any;
};
const addLot = (lotNumber: string, token: string) =>
  gql(
    `mutation($input: AddLotInput!) { addLot(input: $input) { __typename ... on AddLotPayload { lot { id } } } }`,
    { input: { lotNumber, price: "1000" } },
    token,
  );
const addContainer = (lot: string, containerNo: string, quantity: string, token: string) =>
  gql(
    `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename ... on Error { message } ... on AddContainerPayload { container { id version } } } }`,
    { input: { lotId: lots[lot], containerNo, sealNo: "S1", material: "HMS", quantity, date: "2026-11-02" } },
    token,
  );
const addPayment = (lot: string, amount: string, token: string) =>
  gql(
    `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename ... on Error { message } ... on AddPaymentPayload { payment { id version } } } }`,
    { input: { lotId: lots[lot], amount, date: "2026-11-03" } },
    token,
  );
const markSeen = (lot: string, token: string) =>
  client.gql(
    `mutation($input: MarkLotSeenInput!) { markLotSeen(input: $input) { __typename ... on Error { message } ... on MarkLotSeenPayload { seen } } }`,
    {
      input: { lotId: lots[lot] },
    },
    token,
  );
const setDigest = (enabled: boolean, token: string) =>
  client.gql(
    `mutation($input: SetAgreementDigestInput!) { setAgreementDigest(input: $input) { __typename ... on Error { message } ... on SetAgreementDigestPayload { user { agreementDigest } } } }`,
    { input: { enabled } },
    token,
  );

/** The digests written since mail `after`, by address. */
async function digestsAfter(after: number) {
  const mails = await db.outgoingMail.findMany({ where: { id: { gt: after } }, orderBy: { id: "asc" } });
  return Object.fromEntries(mails.map((mail) => [mail.to, mail]));
}
const lastMailId = async () => (await db.outgoingMail.findFirst({ orderBy: { id: "desc" } }))?.id ?? 0;

beforeAll(async () => {
  client = await TestClient.start();
  owner = await client.trader("supplier", "Noor Al Khaleej", "owner@noor.example");
  profileId = (await db.profile.findUniqueOrThrow({ where: { companyKey: "noor al khaleej" } })).id;
  for (const [email, role] of [
    ["trader@noor.example", "TRADER"],
    ["viewer@noor.example", "VIEWER"],
    ["gone@noor.example", "TRADER"],
  ] as const) {
    const made = await quickUser(email, `Member ${role}`);
    await changeUser(made.user.id, { profile: { connect: { id: profileId } }, memberRole: role, memberSince: new Date() });
    ids[email] = made.user.id;
    if (email === "trader@noor.example") trader = made.token;
  }
  for (const [email, name] of [
    ["noor@gulfrecycling.example", "Noor Haddad"],
    ["quiet@gulfrecycling.example", "Quiet Staff"],
    ["looker@gulfrecycling.example", "Layla Looker"],
  ]) {
    const made = await quickUser(email, name);
    await changeUser(made.user.id, { houseRole: "HOUSE_STAFF" });
    ids[email] = made.user.id;
    if (email.startsWith("noor")) staff = made.token;
    if (email.startsWith("quiet")) quiet = made.token;
    if (email.startsWith("looker")) looker = made.token;
  }
  // The Owner removes a member through the product: they are told nothing more about the company.
  const removed = await client.gql(
    `mutation($input: RemoveMemberInput!) { removeMember(input: $input) { __typename ... on Error { message } } }`,
    { input: { id: globalId("Member", ids["gone@noor.example"]) } },
    owner,
  );
  expect(removed.data.removeMember.__typename).toBe("RemoveMemberPayload");
  lots["NK-1"] = (await addLot("NK-1", owner)).lot.id;
  lots["NK-2"] = (await addLot("NK-2", owner)).lot.id;
});

describe("the daily digest", () => {
  test("a person turns it off and on, on their own account; an API key cannot", async () => {
    expect((await setDigest(false, quiet)).data.setAgreementDigest).toEqual({
      __typename: "SetAgreementDigestPayload",
      user: { agreementDigest: false },
    });
    expect((await client.gql(`{ viewer { agreementDigest } }`, {}, quiet)).data.viewer.agreementDigest).toBe(false);
    expect((await setDigest(true, quiet)).data.setAgreementDigest.user.agreementDigest).toBe(true);
    expect((await setDigest(false, quiet)).data.setAgreementDigest.user.agreementDigest).toBe(false);
    expect((await client.gql(`{ viewer { agreementDigest } }`, {}, staff)).data.viewer.agreementDigest).toBe(true);
    const unsigned = await setDigest(false, "");
    expect(unsigned.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  test("entries a supplier recorded: the house's staff are told, by company, with the lots; what one saw is not mailed", async () => {
    const first = await addContainer("NK-1", "MSCU1234566", "20000", owner);
    await addContainer("NK-1", "TGHU1234565", "19850.5", trader);
    await addPayment("NK-2", "12000.50", owner);
    ids.container = Number(Buffer.from(first.container.id, "base64").toString().split(":")[1]);

    // Layla opens lot NK-1's screen: its two containers are seen.
    const seen = await markSeen("NK-1", looker);
    expect(seen.data.markLotSeen).toEqual({ __typename: "MarkLotSeenPayload", seen: 2 });
    expect((await markSeen("NK-1", looker)).data.markLotSeen.seen).toBe(0);

    // Before the digest hour nothing goes out.
    const before = await lastMailId();
    expect(await sendDigests(at("2026-11-10", 5))).toBe(0);

    expect(await sendDigests(at("2026-11-10"))).toBe(2);
    const mails = await digestsAfter(before);
    expect(Object.keys(mails).sort()).toEqual(["looker@gulfrecycling.example", "noor@gulfrecycling.example"]);
    const noor = mails["noor@gulfrecycling.example"];
    expect(noor.subject).toBe("3 entries by Noor Al Khaleej await your confirmation");
    expect(noor.text).toContain("Hello Noor Haddad,");
    expect(noor.text).toContain("3 entries by Noor Al Khaleej await your confirmation:");
    // The house opens any company's lot by its id.
    const nk1 = `${config.publicUrl}/lot-details?lot=${encodeURIComponent(lots["NK-1"])}`;
    expect(noor.text).toContain(`Lot NK-1 (Noor Al Khaleej): ${nk1}`);
    expect(noor.text).toContain("- Container MSCU1234566, net 20,000 kg, 02/11/2026");
    expect(noor.text).toContain("- Container TGHU1234565, net 19,850.5 kg, 02/11/2026");
    expect(noor.text).toContain(`Lot NK-2 (Noor Al Khaleej): ${config.publicUrl}/lot-details?lot=`);
    expect(noor.text).toContain("- Payment $12,000.50, 03/11/2026");
    expect(noor.text).toContain(`untick "E-mail me a daily digest" at ${config.publicUrl}/desk/staff`);
    expect(noor.state).toBe("QUEUED");

    // Layla saw NK-1's containers on screen: only the payment is news to her.
    const layla = mails["looker@gulfrecycling.example"];
    expect(layla.subject).toBe("1 entry by Noor Al Khaleej awaits your confirmation");
    expect(layla.text).not.toContain("MSCU1234566");
    expect(layla.text).toContain("Payment $12,000.50");
    // Nothing for the supplier's own people: nothing waits for them.
    expect(mails["owner@noor.example"]).toBeUndefined();
  });

  test("once a day: a second pass (or process) the same day mails nothing; the next day only what is new", async () => {
    const before = await lastMailId();
    expect(await Promise.all([sendDigests(at("2026-11-10", 11)), sendDigests(at("2026-11-10", 11))])).toEqual([0, 0]);
    await addPayment("NK-2", "500.00", owner);
    expect(await sendDigests(at("2026-11-10", 15))).toBe(0);
    expect(await digestsAfter(before)).toEqual({});

    // The next day: the new payment only, once, even with two processes at it.
    const sent = await Promise.all([sendDigests(at("2026-11-11")), sendDigests(at("2026-11-11"))]);
    expect(sent[0] + sent[1]).toBe(2);
    const mails = await digestsAfter(before);
    expect(Object.keys(mails).sort()).toEqual(["looker@gulfrecycling.example", "noor@gulfrecycling.example"]);
    expect(mails["noor@gulfrecycling.example"].subject).toBe("1 entry by Noor Al Khaleej awaits your confirmation");
    expect(mails["noor@gulfrecycling.example"].text).toContain("Payment $500.00");
    expect(mails["noor@gulfrecycling.example"].text).not.toContain("12,000.50");
    expect(await db.outgoingMail.count({ where: { id: { gt: before } } })).toBe(2);

    // Nothing new: no mail at all.
    expect(await sendDigests(at("2026-11-12"))).toBe(0);
    // The person who turned it off was never mailed.
    expect(await db.outgoingMail.count({ where: { to: "quiet@gulfrecycling.example" } })).toBe(0);
  });

  test("entries and disputes by the house: the company's Owner and Trader are told; its Viewer and a removed member are not", async () => {
    const before = await lastMailId();
    await addContainer("NK-2", "CAIU1234564", "18000", staff);
    const container = globalId("Container", ids.container);
    const current = await db.container.findUniqueOrThrow({ where: { id: ids.container } });
    const disputed = await gql(
      `mutation($input: DisputeEntryInput!) { disputeEntry(input: $input) { __typename ... on Error { message } ... on DisputeEntryPayload { entry { ... on Container { id } } } } }`,
      { input: { id: container, reason: "Our weighbridge says less", quantityKg: "19800", expectedVersion: current.version } },
      staff,
    );
    expect(disputed.__typename).toBe("DisputeEntryPayload");

    expect(await sendDigests(at("2026-11-13"))).toBe(2);
    const mails = await digestsAfter(before);
    expect(Object.keys(mails).sort()).toEqual(["owner@noor.example", "trader@noor.example"]);
    const mail = mails["trader@noor.example"];
    expect(mail.subject).toBe(
      "1 entry by Gulf Recycling Traders awaits your confirmation; 1 dispute by Gulf Recycling Traders awaits your answer",
    );
    expect(mail.text).toContain(`Lot NK-2: ${config.publicUrl}/lot-details?lot=NK-2`);
    expect(mail.text).toContain("- Container CAIU1234564, net 18,000 kg, 02/11/2026");
    expect(mail.text).toContain("1 dispute by Gulf Recycling Traders awaits your answer:");
    expect(mail.text).toContain("- Container MSCU1234566, net 20,000 kg, 02/11/2026; disputed: Our weighbridge says less");
    expect(mail.text).toContain(`untick "E-mail me a daily digest" at ${config.publicUrl}/add-supplier`);
    expect(await db.outgoingMail.count({ where: { to: { in: ["viewer@noor.example", "gone@noor.example"] } } })).toBe(0);

    // Housekeeping forgets the notices of versions the entry has moved past (the dispute bumped it), and keeps the current ones.
    const disputedNow = await db.container.findUniqueOrThrow({ where: { id: ids.container } });
    expect(
      (await db.entryNotice.findMany({ where: { containerId: ids.container } })).some((notice) => notice.version < disputedNow.version),
    ).toBe(true);
    expect(await db.digestDay.count()).toBeGreaterThan(0);
    await forgetOldNotices(at("2026-11-30"));
    const kept = await db.entryNotice.findMany({ where: { containerId: ids.container } });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((notice) => notice.version === disputedNow.version)).toBe(true);
    // Digest days older than a week say nothing any more.
    expect(await db.digestDay.count()).toBe(0);
  });

  test("an API key sees nothing for anyone; another company's lot is not found", async () => {
    const key = await gql(
      `mutation { createApiKey(input: { name: "ERP", scope: READ_WRITE }) { __typename ... on CreateApiKeyPayload { secret } } }`,
      {},
      owner,
    );
    const byKey = await markSeen("NK-1", key.secret);
    expect(byKey.data.markLotSeen.__typename).toBe("AccessDeniedError");
    const rival = await client.trader("supplier", "Rival Metals", "rival@rival.example");
    expect((await markSeen("NK-1", rival)).data.markLotSeen.__typename).toBe("NotFoundError");
  });
});
