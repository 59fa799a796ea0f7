import { beforeAll, describe, expect, it, vi } from "vitest";

// One rate-limit window for the whole file: a window's first request also clears the finished
// ones, and a window turning over mid-file would make the counts depend on the clock.
vi.hoisted(() => {
  process.env.RATE_LIMIT_WINDOW_SECONDS = "86400";
});

import { backgroundIdle } from "../background.ts";
import { db, onStatement } from "../db.ts";
import { TestClient } from "../test/client.ts";
import { makeHouseAdmin } from "../house/staff.ts";

/**
 * SQL statements per request, for the exact documents the client sends (its compiled Relay
 * artifacts): a screen's query takes at most 3, a mutation at most 5 including its lock. Counted
 * from Prisma's query events, so an N+1 anywhere under a list fails here. The lot has several
 * containers and payments, each edited once, so any per-row look-up would show.
 */
interface Artifact {
  params: { name: string; operationKind: "query" | "mutation" | "subscription"; text: string | null };
}
const artifacts = Object.values(import.meta.glob<{ default: Artifact }>("../../client/__generated__/*.graphql.ts", { eager: true }))
  .map((module) => module.default.params)
  .filter((params) => params?.operationKind === "query" || params?.operationKind === "mutation")
  // Queries that only client tests declare (LedgerTableTestQuery, statementTestData*Query) are never sent.
  .filter((params) => !/Test\w*Query$/.test(params.name));
const operation = (name: string) => {
  const found = artifacts.find((params) => params.name === name);
  if (!found?.text) throw new Error(`no compiled operation ${name}`);
  return found.text;
};

const client = await TestClient.start();
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const statements: string[] = [];
onStatement((sql) => statements.push(sql));

/** Runs a document and returns the statements it took, failing on any GraphQL error. */
async function counted(name: string, variables: Record<string, unknown>, token?: string, upload?: Upload) {
  return (await answered(name, variables, token, upload)).taken;
}

/** A file sent as the client sends it: a multipart request (client/relay/upload.ts), filling the variable at `path`. */
interface Upload {
  path: string;
  file: Blob;
  fileName: string;
}

async function multipart(query: string, variables: Record<string, unknown>, token: string | undefined, { path, file, fileName }: Upload) {
  const body = new FormData();
  body.set("operations", JSON.stringify({ query, variables }));
  body.set("map", JSON.stringify({ 0: [`variables.${path}`] }));
  body.set("0", file, fileName);
  const response = await client.fetch("/graphql", { method: "POST", body, token, headers: { "x-graphql-yoga-csrf": "1" } });
  return response.json();
}

async function answered(name: string, variables: Record<string, unknown>, token?: string, upload?: Upload) {
  statements.length = 0;
  const result = upload ? await multipart(operation(name), variables, token, upload) : await client.gql(operation(name), variables, token);
  expect(result.errors, name).toBeUndefined();
  const payload = Object.values(result.data ?? {})[0] as { __typename?: string } | null;
  expect(payload?.__typename ?? "", `${name}: ${JSON.stringify(payload)}`).not.toMatch(/Error$/);
  return { taken: [...statements], data: result.data };
}

const LOT = "CNT-1";
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
let token: string;
let lotId: string;
let profileId: string;
let containerId: string;
let paymentId: string;

beforeAll(async () => {
  token = await client.trader("supplier", "Count Metals");
  const created = await client.gql(
    `mutation { addLot(input: { lotNumber: "${LOT}", price: "333.33" }) { ... on AddLotPayload { lot { id } company { id } } } }`,
    {},
    token,
  );
  lotId = created.data.addLot.lot.id;
  profileId = created.data.addLot.company.id;
  for (let i = 0; i < 3; i++) {
    const container = await client.gql(
      `mutation($input: AddContainerInput!) { addContainer(input: $input) { ... on AddContainerPayload { container { id } } } }`,
      { input: { lotId, containerNo: `MSCU${i}`, sealNo: `S${i}`, material: "HMS", quantity: `${1000 + i}.5`, date: `2026-03-0${i + 1}` } },
      token,
    );
    containerId = container.data.addContainer.container.id;
    const payment = await client.gql(
      `mutation($input: AddPaymentInput!) { addPayment(input: $input) { ... on AddPaymentPayload { payment { id } } } }`,
      { input: { lotId, amount: `${100 + i}.00`, date: `2026-03-0${i + 2}` } },
      token,
    );
    paymentId = payment.data.addPayment.payment.id;
    await client.gql(
      `mutation($id: ID!) { updateContainer(input: { id: $id, sealNo: "SX${i}" }) { __typename } }`,
      { id: containerId },
      token,
    );
    await client.gql(
      `mutation($id: ID!) { updatePayment(input: { id: $id, amount: "7${i}.00" }) { __typename } }`,
      { id: paymentId },
      token,
    );
  }
});

/*
 * The house's desk: a House Admin made as `npm run house -- add-admin` makes one, staff who joined by
 * invitation (one to change, one to remove), an open staff invitation, and a visitor's enquiry.
 */
let admin: string;
let enquiryId: string;
let invitee: string;
let inviteeLink: string;
const staffLink = async (email: string) =>
  /\/desk\/join\/([\w-]+)/.exec((await db.outgoingMail.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } })).text)![1];
async function joinedStaff(email: string) {
  await client.gql(
    `mutation($email: String!) { inviteStaff(input: { email: $email, role: HOUSE_STAFF }) { __typename } }`,
    { email },
    admin,
  );
  const as = await client.signIn(email, "secret123", "Counted Staff");
  await client.gql(
    `mutation($token: String!) { acceptStaffInvitation(input: { token: $token }) { __typename } }`,
    { token: await staffLink(email) },
    as,
  );
  return as;
}
const staffMemberId = async (email: string) => globalId("StaffMember", (await db.user.findUniqueOrThrow({ where: { email } })).id);
const staffInvitationId = async (email: string) =>
  globalId("StaffInvitation", (await db.staffInvitation.findFirstOrThrow({ where: { email }, orderBy: { id: "desc" } })).id);

beforeAll(async () => {
  await makeHouseAdmin("admin@gulfrecycling.example");
  admin = await client.signIn("admin@gulfrecycling.example", "secret123", "Aisha Rahman");
  await client.gql(
    `mutation($token: String!) { acceptStaffInvitation(input: { token: $token }) { __typename } }`,
    { token: await staffLink("admin@gulfrecycling.example") },
    admin,
  );
  await joinedStaff("promoted@gulfrecycling.example");
  await joinedStaff("leaving@gulfrecycling.example");
  await client.gql(
    `mutation { inviteStaff(input: { email: "invited@gulfrecycling.example", role: HOUSE_STAFF }) { __typename } }`,
    {},
    admin,
  );
  await client.gql(
    `mutation { inviteStaff(input: { email: "reader@gulfrecycling.example", role: HOUSE_STAFF }) { __typename } }`,
    {},
    admin,
  );
  invitee = await client.signIn("reader@gulfrecycling.example", "secret123", "Reader");
  inviteeLink = await staffLink("reader@gulfrecycling.example");
  await client.rest("POST", "/api/contact", {
    name: "Visitor",
    email: "visitor@example.ae",
    phone: "+971 50 765 4321",
    tour: "",
    message: "Price for 100 t of HMS?",
  });
  await backgroundIdle();
  enquiryId = globalId("Enquiry", (await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" } })).id);
});

describe("each screen's query takes at most 3 SQL statements", () => {
  const screens: Record<string, () => Record<string, unknown>> = {
    SupplierDashboardPageQuery: () => ({}),
    BuyerDashboardPageQuery: () => ({}),
    ProfilePageQuery: () => ({}),
    LotsPageQuery: () => ({}),
    LotSearchRefetchQuery: () => ({ id: profileId, count: 10, cursor: null, search: "cnt" }),
    LotsOverviewPaginationQuery: () => ({
      id: profileId,
      count: 20,
      cursor: null,
      orderBy: { field: "BALANCE", direction: "ASC" },
      filter: { search: "cnt", openBalanceOnly: true, agreement: "WAITING_FOR_US" },
    }),
    LotFormExistingLotQuery: () => ({ lotNumber: LOT }),
    LotDetailsPageQuery: () => ({ lotNumber: LOT, lotId: "", byId: false }),
    LotDetailsLedgerRefetchQuery: () => ({ id: lotId, from: "2026-03-02", to: "2026-03-31" }),
    LotAttachmentsRefetchQuery: () => ({ id: lotId }),
    DetailedStatementQuery: () => ({ from: null, to: null }),
    JoinPageQuery: () => ({ token: "no-such-invitation" }),
    FindAnythingRefetchQuery: () => ({ find: "MSCU1", id: profileId }),
    LotStatePanelPreviewQuery: () => ({ id: lotId, price: "350.00" }),
    DetailedStatementPapersQuery: () => ({ from: null, to: null, lotOffset: 0, lotLimit: 50 }),
  };
  /** The desk's screens, read by the House Admin. */
  const houseScreens: Record<string, () => Record<string, unknown>> = {
    DeskLayoutQuery: () => ({}),
    DeskLayoutCountQuery: () => ({}),
    DeskCounterpartiesPageQuery: () => ({
      filter: { search: null, side: null, openBalanceOnly: false, overdueOnly: false, agreement: "WAITING_FOR_US" },
    }),
    CounterpartiesTablePaginationQuery: () => ({
      count: 25,
      cursor: null,
      filter: { search: "count", side: "SUPPLIER", openBalanceOnly: true, overdueOnly: false, agreement: "DISPUTED" },
      orderBy: { field: "BALANCE", direction: "DESC" },
    }),
    DeskCompanyPageQuery: () => ({ companyId: Number(Buffer.from(profileId, "base64").toString().split(":")[1]), profileId }),
    DeskAgeingPageQuery: () => ({}),
    EnquiriesPageQuery: () => ({ status: null, search: null }),
    EnquiryPageQuery: () => ({ id: enquiryId }),
    EnquiryLinkChoicesQuery: () => ({ search: "count", searching: true }),
    StaffPageQuery: () => ({}),
    StaffPageInvitationsQuery: () => ({}),
  };

  it("covers every query the client compiles", () => {
    const compiled = artifacts.filter((params) => params.operationKind === "query").map((params) => params.name);
    expect(compiled.sort()).toEqual([...Object.keys(screens), ...Object.keys(houseScreens), "DeskJoinPageQuery"].sort());
  });

  const asked: [string, () => Record<string, unknown>, () => string][] = [
    ...Object.entries(screens).map(
      ([name, variables]) => [name, variables, () => token] as [string, () => Record<string, unknown>, () => string],
    ),
    ...Object.entries(houseScreens).map(
      ([name, variables]) => [name, variables, () => admin] as [string, () => Record<string, unknown>, () => string],
    ),
    // Read by the invitee, before they are staff.
    ["DeskJoinPageQuery", () => ({ token: inviteeLink }), () => invitee],
  ];
  for (const [name, variables, as] of asked) {
    // Asked twice: the second time it runs compiled (graphql/compiled.ts), with the same answer.
    it(name, async () => {
      const answers = [];
      for (let i = 0; i < 2; i++) {
        const { taken, data } = await answered(name, variables(), as());
        expect(taken.length, taken.join("\n")).toBeLessThanOrEqual(3);
        answers.push(data);
      }
      expect(answers[1]).toEqual(answers[0]);
    });
  }

  it("a lot's screen costs the same with more rows; its ledger is kept across reads and the additions to it", async () => {
    const screen = async () => (await counted("LotDetailsPageQuery", { lotNumber: LOT, lotId: "", byId: false }, token)).length;
    const addPayment = () =>
      client.gql(`mutation($lotId: ID!) { addPayment(input: { lotId: $lotId, amount: "1.00" }) { __typename } }`, { lotId }, token);
    await screen();
    const kept = await screen();
    // An added payment goes into the kept ledger: the screen still does not read the ledger.
    await addPayment();
    expect(await screen()).toBe(kept);
    await addPayment();
    expect(await screen()).toBe(kept);
    // An edit is not applied to it: the next screen reads the ledger (one statement), then it is kept again.
    await client.gql(`mutation($id: ID!) { updatePayment(input: { id: $id, amount: "2.00" }) { __typename } }`, { id: paymentId }, token);
    expect(await screen()).toBe(kept + 1);
    expect(await screen()).toBe(kept);
  });
});

describe("each mutation takes at most 5 SQL statements, its lock included", () => {
  const password = "secret123";
  const profileInput = (companyName: string, email: string) => ({
    name: "Omar Haddad",
    companyName,
    contact: "+971 50 123 4567",
    email,
    address: "Sharjah",
    website: "",
    gst: "",
  });
  const mutations: Record<string, () => Promise<{ variables: Record<string, unknown>; token?: string; upload?: Upload }>> = {
    useSignupMutation: async () => ({
      variables: { input: { name: "New Trader", email: "new@example.com", phone: "0501234567", password, confirmPassword: password } },
    }),
    useLoginMutation: async () => ({ variables: { input: { email: "new@example.com", password } } }),
    useRequestPasswordResetMutation: async () => ({ variables: { input: { email: "new@example.com" } } }),
    useResetPasswordMutation: async () => {
      await backgroundIdle(); // the reset mail is written after forgot-password has answered
      const mail = await db.outgoingMail.findFirst({ where: { to: "new@example.com" }, orderBy: { id: "desc" } });
      return { variables: { input: { token: /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1], password: "secret456" } } };
    },
    useSendEnquiryMutation: async () => ({
      variables: {
        input: { name: "Visitor", email: "visitor@example.com", phone: "0501234567", tour: "", message: "Price for 100 t of HMS?" },
      },
    }),
    useCreateProfileMutationSupplierMutation: async () => ({
      variables: { input: profileInput("Fresh Supply", "fresh@example.com") },
      token: await client.signIn("fresh@example.com"),
    }),
    useCreateProfileMutationBuyerMutation: async () => ({
      variables: { input: profileInput("Fresh Buyer", "buyer@example.com") },
      token: await client.signIn("buyer@example.com"),
    }),
    useCreateApiKeyMutation: async () => ({ variables: { input: { name: "ERP", scope: "READ_WRITE" } }, token }),
    useRevokeApiKeyMutation: async () => ({
      variables: { input: { id: globalId("ApiKey", (await db.apiKey.findFirstOrThrow()).id) } },
      token,
    }),
    useCreateWebhookEndpointMutation: async () => ({
      variables: { input: { url: "https://erp.example.com/hooks", kinds: ["PAYMENT_CREATED"] } },
      token,
    }),
    useAddLotMutation: async () => ({ variables: { input: { lotNumber: "CNT-2", price: "100.00" }, connections: [] }, token }),
    useAddContainerMutation: async () => ({
      variables: { input: { lotId, containerNo: "MSCU9", sealNo: "S9", material: "HMS", quantity: "1000" }, from: null, to: null },
      token,
    }),
    useAddPaymentMutation: async () => ({ variables: { input: { lotId, amount: "50.00" }, from: null, to: null }, token }),
    useResendWebhookDeliveryMutation: async () => ({
      variables: { input: { id: globalId("WebhookDelivery", (await db.webhookDelivery.findFirstOrThrow()).id) } },
      token,
    }),
    useRemoveWebhookEndpointMutation: async () => ({
      variables: { input: { id: globalId("WebhookEndpoint", (await db.webhookEndpoint.findFirstOrThrow()).id) } },
      token,
    }),
    useAttachFileMutation: async () => ({
      variables: { input: { entryId: containerId, file: null } },
      upload: { path: "input.file", file: new Blob([PDF]), fileName: "bill of lading.pdf" },
      token,
    }),
    useRemoveAttachmentMutation: async () => ({
      variables: { input: { id: globalId("Attachment", (await db.attachment.findFirstOrThrow()).id) } },
      token,
    }),
    useUpdateContainerMutation: async () => ({ variables: { input: { id: containerId, material: "Tyres" }, from: null, to: null }, token }),
    useUpdatePaymentMutation: async () => ({ variables: { input: { id: paymentId, amount: "80.00" }, from: null, to: null }, token }),
    useVoidEntryMutation: async () => ({ variables: { input: { id: paymentId, reason: "Entered twice" }, from: null, to: null }, token }),
    useRestoreEntryMutation: async () => ({ variables: { input: { id: paymentId }, from: null, to: null }, token }),
    useInviteMemberMutation: async () => ({ variables: { input: { email: "joiner@example.com", role: "TRADER" } }, token }),
    useResendInvitationMutation: async () => ({
      variables: { input: { id: globalId("Invitation", (await db.invitation.findFirstOrThrow()).id) } },
      token,
    }),
    useInvitationLinkMutation: async () => ({
      variables: { input: { id: globalId("Invitation", (await db.invitation.findFirstOrThrow()).id) } },
      token,
    }),
    useAcceptInvitationMutation: async () => {
      // useInvitationLinkMutation rotated the mailed link: take a fresh one.
      const id = globalId("Invitation", (await db.invitation.findFirstOrThrow({ where: { email: "joiner@example.com" } })).id);
      const fresh = await client.gql(
        `mutation($id: ID!) { invitationLink(input: { id: $id }) { ... on InvitationLinkPayload { link } } }`,
        { id },
        token,
      );
      return {
        variables: { input: { token: fresh.data.invitationLink.link.split("/join/")[1] } },
        token: await client.signIn("joiner@example.com"),
      };
    },
    useChangeMemberRoleMutation: async () => ({
      variables: {
        input: { id: globalId("Member", (await db.user.findUniqueOrThrow({ where: { email: "joiner@example.com" } })).id), role: "VIEWER" },
      },
      token,
    }),
    useRemoveMemberMutation: async () => ({
      variables: { input: { id: globalId("Member", (await db.user.findUniqueOrThrow({ where: { email: "joiner@example.com" } })).id) } },
      token,
    }),
    useCancelInvitationMutation: async () => {
      await client.gql(`mutation { inviteMember(input: { email: "later@example.com", role: VIEWER }) { __typename } }`, {}, token);
      return {
        variables: {
          input: { id: globalId("Invitation", (await db.invitation.findFirstOrThrow({ where: { email: "later@example.com" } })).id) },
        },
        token,
      };
    },
    useUpdateLotMutation: async () => ({
      variables: { input: { id: lotId, notes: "Counted", price: "340.00" }, from: null, to: null },
      token,
    }),
    // Both sides agree (issue 47): the house disputes the supplier's container, the supplier answers, accepts; the house confirms.
    useDisputeEntryMutation: async () => ({
      variables: { input: { id: containerId, reason: "Our weighbridge", quantityKg: "900" }, from: null, to: null },
      token: admin,
    }),
    useAnswerDisputeMutation: async () => ({
      variables: { input: { id: containerId, answer: "Ours says 1,000 kg" }, from: null, to: null },
      token,
    }),
    useWithdrawDisputeMutation: async () => ({ variables: { input: { id: containerId }, from: null, to: null }, token }),
    useConfirmEntryMutation: async () => ({ variables: { input: { id: containerId }, from: null, to: null }, token: admin }),
    useAcceptDisputeMutation: async () => {
      await client.gql(
        `mutation($id: ID!) { disputeEntry(input: { id: $id, reason: "Received less", amount: "70.00" }) { __typename } }`,
        { id: paymentId },
        admin,
      );
      return { variables: { input: { id: paymentId }, from: null, to: null }, token };
    },
    useConfirmWaitingEntriesMutation: async () => {
      const preview = await client.gql(
        `query($id: ID!) { node(id: $id) { ... on Lot { waitingConfirmation { token } } } }`,
        { id: lotId },
        admin,
      );
      return { variables: { input: { lotId, token: preview.data.node.waitingConfirmation.token } }, token: admin };
    },
    // The daily digest (issue 47): the lot's screen tells what the House Admin saw; a person's own setting.
    useLotSeenMutation: async () => ({ variables: { input: { lotId } }, token: admin }),
    useSetAgreementDigestMutation: async () => ({ variables: { input: { enabled: false } }, token }),
    // The house's desk, as its House Admin.
    StaffPageInviteMutation: async () => ({
      variables: { input: { email: "new-staff@gulfrecycling.example", role: "HOUSE_STAFF" } },
      token: admin,
    }),
    StaffPageLinkMutation: async () => ({
      variables: { input: { id: await staffInvitationId("invited@gulfrecycling.example") } },
      token: admin,
    }),
    StaffPageCancelMutation: async () => ({
      variables: { input: { id: await staffInvitationId("invited@gulfrecycling.example") } },
      token: admin,
    }),
    DeskJoinPageAcceptMutation: async () => ({ variables: { input: { token: inviteeLink } }, token: invitee }),
    StaffPageChangeRoleMutation: async () => ({
      variables: { input: { id: await staffMemberId("promoted@gulfrecycling.example"), role: "HOUSE_ADMIN" } },
      token: admin,
    }),
    StaffPageRemoveMutation: async () => ({
      variables: { input: { id: await staffMemberId("leaving@gulfrecycling.example") } },
      token: admin,
    }),
    useTakeEnquiryMutation: async () => ({ variables: { input: { id: enquiryId } }, token: admin }),
    useLinkEnquiryMutation: async () => ({ variables: { input: { id: enquiryId, companyId: profileId } }, token: admin }),
    useReplyToEnquiryMutation: async () => ({
      variables: { input: { id: enquiryId, text: "We can offer 100 t of HMS 1&2 at USD 340 CFR." } },
      token: admin,
    }),
    useCloseEnquiryMutation: async () => ({ variables: { input: { id: enquiryId } }, token: admin }),
    useReopenEnquiryMutation: async () => ({ variables: { input: { id: enquiryId } }, token: admin }),
  };

  /**
   * A file's bytes are written 256 KiB a statement (server/attachments/store.ts): attaching the
   * one-chunk PDF above reads the entry, locks its lot, counts its files, writes the record and the
   * chunk, then its change-feed event with its webhook deliveries (last, so that the feed's lock is
   * not held while the bytes are copied), and commits.
   */
  const uploadBudget: Record<string, number> = { useAttachFileMutation: 7 };
  /**
   * The house's staff write to any company's lot: which company the lot is theirs comes first, one
   * statement more than a member's write (ownedLotWrite.ts `companyOfLot`).
   */
  const houseWriteBudget: Record<string, number> = {
    useDisputeEntryMutation: 6,
    useConfirmEntryMutation: 6,
    useConfirmWaitingEntriesMutation: 6,
  };

  it("covers every mutation the client compiles", () => {
    const compiled = artifacts.filter((params) => params.operationKind === "mutation").map((params) => params.name);
    expect(compiled.sort()).toEqual(Object.keys(mutations).sort());
  });

  for (const [name, prepare] of Object.entries(mutations)) {
    it(name, async () => {
      const { variables, token: as, upload } = await prepare();
      const taken = await counted(name, variables, as, upload);
      expect(taken.length, taken.join("\n")).toBeLessThanOrEqual(uploadBudget[name] ?? houseWriteBudget[name] ?? 5);
    });
  }
});
