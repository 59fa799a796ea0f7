import { beforeAll, describe, expect, test } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { db } from "../db.ts";
import { TestClient, quickUser, rowCounts } from "../test/client.ts";

/**
 * The desk's enquiries inbox (issue 46): contact-form enquiries reach the house's staff as NEW; staff
 * take, answer by e-mail (through the outbox), close, reopen and link them; nobody else reaches them.
 */
let client: TestClient;
let staff: { token: string; id: number };
let otherStaff: { token: string; id: number };

const ENQUIRY_FIELDS = `id name email phone message status takenBy takenByViewer counterparty { id companyName role } replies { authorName text subject mailState }`;
const INBOX = `query($status: EnquiryStatus, $search: String) { house { newEnquiryCount enquiries(first: 50, status: $status, search: $search) { edges { node { ${ENQUIRY_FIELDS} } } } } }`;
const mutation = (name: string, extra = "") =>
  `mutation($input: ${name[0].toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { __typename ... on Error { message } ${name === "replyToEnquiry" ? "... on InputError { fieldErrors { field message } }" : ""} ... on ${name[0].toUpperCase()}${name.slice(1)}Payload { enquiry { ${ENQUIRY_FIELDS} } ${extra} } } }`;

async function staffMember(email: string, name: string, houseRole: "HOUSE_STAFF" | "HOUSE_ADMIN" = "HOUSE_STAFF") {
  const { user, token } = await quickUser(email, name);
  await db.user.update({ where: { id: user.id }, data: { houseRole } });
  return { token, id: user.id };
}

let counter = 0;
async function submit(overrides: Record<string, string> = {}) {
  counter += 1;
  const { status } = await client.rest(
    "POST",
    "/api/contact",
    {
      name: "Fatima Al Mansoori",
      email: "fatima@example.ae",
      phone: "+971 50 765 4321",
      tour: "",
      message: `Enquiry about HMS 1&2: two containers, CFR Mundra (${counter})`,
      ...overrides,
    },
    undefined,
    { ip: `10.9.0.${counter}` },
  );
  expect(status).toBe(201);
  const stored = await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" } });
  return encodeGlobalID("Enquiry", stored.id);
}

const inbox = async (token: string, variables: Record<string, unknown> = {}) => {
  const { data, errors } = await client.gql(INBOX, variables, token);
  expect(errors).toBeUndefined();
  return { count: data.house.newEnquiryCount as number, nodes: data.house.enquiries.edges.map((edge: any) => edge.node) };
};

beforeAll(async () => {
  client = await TestClient.start();
  staff = await staffMember("aisha@gulfrecycling.ae", "Aisha Rahman");
  otherStaff = await staffMember("omar@gulfrecycling.ae", "Omar Saleh", "HOUSE_ADMIN");
});

describe("the inbox", () => {
  test("an enquiry sent through the contact form appears first, as NEW, and counts as new", async () => {
    const before = (await inbox(staff.token)).count;
    const id = await submit({ name: "Layla Haddad", email: "layla@example.ae" });
    const { count, nodes } = await inbox(staff.token);
    expect(count).toBe(before + 1);
    expect(nodes[0]).toMatchObject({
      id,
      name: "Layla Haddad",
      email: "layla@example.ae",
      status: "NEW",
      takenBy: null,
      counterparty: null,
      replies: [],
    });
  });

  test("newest first; filtered by status; searched by name, e-mail or message in any case", async () => {
    const first = await submit({ name: "Karim Aziz", email: "karim@copper.example" });
    const second = await submit({ name: "Noura Saeed", message: "Tyre crumb, 40 tons monthly" });
    const { nodes } = await inbox(staff.token);
    expect(nodes.slice(0, 2).map((node: any) => node.id)).toEqual([second, first]);
    expect((await inbox(staff.token, { search: "KARIM" })).nodes.map((node: any) => node.id)).toEqual([first]);
    expect((await inbox(staff.token, { search: "copper.example" })).nodes.map((node: any) => node.id)).toEqual([first]);
    expect((await inbox(staff.token, { search: "tyre crumb" })).nodes.map((node: any) => node.id)).toEqual([second]);
    await client.gql(mutation("closeEnquiry"), { input: { id: first } }, staff.token);
    expect((await inbox(staff.token, { status: "CLOSED" })).nodes.map((node: any) => node.id)).toContain(first);
    expect((await inbox(staff.token, { status: "NEW" })).nodes.map((node: any) => node.id)).not.toContain(first);
  });

  test("an enquiry stored before the inbox existed (status from the migration's default) appears as NEW", async () => {
    const old = await db.enquiry.create({
      data: {
        name: "Old Enquirer",
        email: "old@example.ae",
        phone: "0501234567",
        message: "From last year",
        receivedAt: new Date("2025-01-02T00:00:00Z"),
      },
    });
    const { nodes } = await inbox(staff.token, { search: "Old Enquirer" });
    expect(nodes).toEqual([expect.objectContaining({ id: encodeGlobalID("Enquiry", old.id), status: "NEW" })]);
  });
});

describe("working an enquiry", () => {
  test("take it: the caller is in charge", async () => {
    const id = await submit();
    const { data } = await client.gql(mutation("takeEnquiry"), { input: { id } }, staff.token);
    expect(data.takeEnquiry.enquiry).toMatchObject({ takenBy: "Aisha Rahman", takenByViewer: true, status: "NEW" });
    const other = await client.gql(
      `query($id: ID!) { node(id: $id) { ... on Enquiry { takenBy takenByViewer } } }`,
      { id },
      otherStaff.token,
    );
    expect(other.data.node).toEqual({ takenBy: "Aisha Rahman", takenByViewer: false });
  });

  test("reply: mails the enquirer through the outbox (subject, name, signature), keeps the reply, sets ANSWERED", async () => {
    const id = await submit({ name: "Hamid Qureshi", email: "hamid@example.pk" });
    const before = await rowCounts();
    const { data } = await client.gql(
      mutation("replyToEnquiry", "reply { authorName text } newEnquiryCount"),
      { input: { id, text: "  We can offer USD 410/t CFR Mundra.  " } },
      staff.token,
    );
    expect(data.replyToEnquiry.__typename).toBe("ReplyToEnquiryPayload");
    // The payload carries the desk header's count after the change: the same as House.newEnquiryCount.
    const desk = await client.gql(`{ house { newEnquiryCount } }`, {}, staff.token);
    expect(data.replyToEnquiry.newEnquiryCount).toBe(desk.data.house.newEnquiryCount);
    expect(data.replyToEnquiry.reply).toEqual({ authorName: "Aisha Rahman", text: "We can offer USD 410/t CFR Mundra." });
    expect(data.replyToEnquiry.enquiry).toMatchObject({
      status: "ANSWERED",
      takenBy: "Aisha Rahman",
      replies: [{ authorName: "Aisha Rahman", text: "We can offer USD 410/t CFR Mundra.", subject: "Re: HMS 1&2", mailState: "QUEUED" }],
    });
    expect((await rowCounts()).mails).toBe(before.mails + 1);
    const mail = await db.outgoingMail.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(mail).toMatchObject({ to: "hamid@example.pk", subject: "Re: HMS 1&2", state: "QUEUED" });
    expect(mail.text).toContain(
      "Dear Hamid Qureshi,\n\nWe can offer USD 410/t CFR Mundra.\n\nKind regards,\nAisha Rahman\nGulf Recycling Traders\n",
    );
    expect(mail.text).toContain("> Enquiry about HMS 1&2");
  });

  test("empty and oversized replies are refused with clear messages and send nothing", async () => {
    const id = await submit();
    const before = await rowCounts();
    for (const [text, message] of [
      ["   ", "Reply is required"],
      ["x".repeat(5001), "Reply must be at most 5000 characters"],
    ]) {
      const { data } = await client.gql(mutation("replyToEnquiry"), { input: { id, text } }, staff.token);
      expect(data.replyToEnquiry).toMatchObject({ __typename: "InputError", message, fieldErrors: [{ field: "text", message }] });
    }
    expect(await rowCounts()).toEqual(before);
    expect(await db.enquiryReply.count({ where: { enquiryId: Number(Buffer.from(id, "base64").toString().split(":")[1]) } })).toBe(0);
  });

  test("replies to one enquirer are rate-limited", async () => {
    const id = await submit({ email: "flood@example.ae" });
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await client.gql(mutation("replyToEnquiry"), { input: { id, text: `Reply ${i}` } }, staff.token)).data.replyToEnquiry.__typename,
      ).toBe("ReplyToEnquiryPayload");
    }
    const { data } = await client.gql(mutation("replyToEnquiry"), { input: { id, text: "One too many" } }, otherStaff.token);
    expect(data.replyToEnquiry.__typename).toBe("RateLimitError");
    expect(await db.outgoingMail.count({ where: { to: "flood@example.ae" } })).toBe(10);
  });

  test("close, then reopen: back to ANSWERED with replies, NEW without", async () => {
    const answered = await submit();
    await client.gql(mutation("replyToEnquiry"), { input: { id: answered, text: "Done." } }, staff.token);
    const fresh = await submit();
    for (const id of [answered, fresh]) {
      expect((await client.gql(mutation("closeEnquiry"), { input: { id } }, staff.token)).data.closeEnquiry.enquiry.status).toBe("CLOSED");
    }
    expect((await client.gql(mutation("reopenEnquiry"), { input: { id: answered } }, staff.token)).data.reopenEnquiry.enquiry.status).toBe(
      "ANSWERED",
    );
    expect((await client.gql(mutation("reopenEnquiry"), { input: { id: fresh } }, staff.token)).data.reopenEnquiry.enquiry.status).toBe(
      "NEW",
    );
  });

  test("link to a counterparty found by name, and unlink", async () => {
    await client.trader("supplier", "Sharjah Copper Works");
    const { data: choices } = await client.gql(
      `{ house { counterpartyChoices(search: "copper w") { id companyName role } } }`,
      {},
      staff.token,
    );
    expect(choices.house.counterpartyChoices).toEqual([{ id: expect.any(String), companyName: "Sharjah Copper Works", role: "SUPPLIER" }]);
    const company = choices.house.counterpartyChoices[0];
    const id = await submit();
    const linked = await client.gql(mutation("linkEnquiry"), { input: { id, companyId: company.id } }, staff.token);
    expect(linked.data.linkEnquiry.enquiry.counterparty).toEqual(company);
    const unlinked = await client.gql(mutation("linkEnquiry"), { input: { id, companyId: null } }, staff.token);
    expect(unlinked.data.linkEnquiry.enquiry.counterparty).toBe(null);
    const wrong = await client.gql(
      mutation("linkEnquiry"),
      { input: { id, companyId: encodeGlobalID("BusinessProfile", 999999) } },
      staff.token,
    );
    expect(wrong.data.linkEnquiry).toMatchObject({ __typename: "NotFoundError", message: "No such company." });
  });

  test("an unknown enquiry is NotFoundError", async () => {
    const { data } = await client.gql(mutation("takeEnquiry"), { input: { id: encodeGlobalID("Enquiry", 999999) } }, staff.token);
    expect(data.takeEnquiry).toMatchObject({ __typename: "NotFoundError", message: "No such enquiry." });
  });
});

describe("nobody but the house's staff reaches the inbox", () => {
  let callers: [string, string | undefined][];
  let id: string;
  beforeAll(async () => {
    id = await submit();
    const owner = await client.trader("buyer", "Mundra Steel Buyers");
    const key = await client.gql(
      `mutation { createApiKey(input: { name: "ERP", scope: READ_WRITE }) { ... on CreateApiKeyPayload { secret } } }`,
      {},
      owner,
    );
    const { token: loner } = await quickUser("nobody@example.ae", "No Company");
    callers = [
      ["a counterparty's Owner", owner],
      ["an API key", key.data.createApiKey.secret],
      ["a person in no company", loner],
      ["no sign-in", undefined],
    ];
  });

  test("the desk, the enquiry node and every mutation are refused, and nothing changes", async () => {
    const before = await rowCounts();
    const stored = await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" } });
    for (const [who, token] of callers) {
      const desk = await client.gql(`{ house { newEnquiryCount enquiries(first: 5) { edges { node { id } } } } }`, {}, token);
      expect([who, desk.data?.house ?? null, desk.errors?.length]).toEqual([who, null, 1]);
      const node = await client.gql(`query($id: ID!) { node(id: $id) { id } }`, { id }, token);
      expect([who, node.data?.node ?? null]).toEqual([who, null]);
      for (const [name, input] of [
        ["takeEnquiry", { id }],
        ["closeEnquiry", { id }],
        ["reopenEnquiry", { id }],
        ["replyToEnquiry", { id, text: "Hello" }],
        ["linkEnquiry", { id, companyId: null }],
      ] as const) {
        const { data, errors } = await client.gql(mutation(name), { input }, token);
        const refused =
          data?.[name]?.__typename === "AccessDeniedError" || (token === undefined && errors?.[0]?.message === "Please login first");
        expect([who, name, refused, data?.[name]?.message ?? errors?.[0]?.message]).toEqual([who, name, true, expect.any(String)]);
      }
    }
    expect(await rowCounts()).toEqual(before);
    expect(await db.enquiry.findUniqueOrThrow({ where: { id: stored.id } })).toEqual(stored);
  });
});
