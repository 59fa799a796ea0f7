import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { TestClient, quickUser } from "../test/client.ts";
import { SseStream, subscriptionRequest } from "../test/sse.ts";
import { db, Prisma } from "../db.ts";
import { schema } from "../schema/index.ts";
import { feedCursor } from "../events/events.ts";
import { accessMessages } from "../access/caller.ts";
import { INVITATION_TTL_MS, memberMessages } from "../../shared/members.ts";

/*
 * The role matrix of issue 21, probed through the real HTTP handler: every caller tries every
 * mutation of the schema, every REST path of docs/rest.md's tables and every query field that reads the
 * company, and gets exactly the outcome of one table. A refusal writes nothing (the tables' contents
 * are compared before and after) and its message names what would allow it.
 */

const CALLERS = ["owner", "trader", "viewer", "removed", "rival", "readKey", "writeKey", "anonymous"] as const;
type Caller = (typeof CALLERS)[number];

/**
 * What a caller gets:
 * ok        the write is carried out (a mutation's payload, REST 2xx)
 * ours      the read shows our company's data
 * none      nothing of ours: null, an empty list, NotFoundError, REST 404
 * owner     AccessDeniedError / 403 "Only an Owner ..."
 * trader    AccessDeniedError / 403: a Viewer, told to ask for the Trader role
 * readOnly  AccessDeniedError / 403: a read-only key, told to use a read-write one
 * keyOwner  AccessDeniedError / 403: an API key, told that an Owner signed in does this
 * person    AccessDeniedError / 403: an API key, told to sign in with a password (profiles, invitations)
 * removed   AccessDeniedError / 403: a member an Owner removed, told by whom and when (not told to create a profile)
 * notYours  403: a REST body names another company
 * otherSide AccessDeniedError / 403: SPEC's "You already have a Buyer profile. Supplier access is restricted"
 * otherEmail AccessDeniedError: an invitation sent to another address
 * input     InputError / 400: past every access check, the input is refused
 * conflict  412: past every access check, If-Match names an old version
 * 401       no sign-in
 */
const CODES = [
  "ok",
  "ours",
  "none",
  "owner",
  "trader",
  "readOnly",
  "keyOwner",
  "person",
  "removed",
  "notYours",
  "otherSide",
  "otherEmail",
  "input",
  "conflict",
  "401",
  "house",
];

// Outcomes in CALLERS' order:  owner     trader    viewer    removed   rival     readKey   writeKey  anonymous
const PUBLIC = /*           */ "ok        ok        ok        ok        ok        ok        ok        ok";
const BAD_TOKEN = /*        */ "input     input     input     input     input     input     input     input";
const SUPPLIER_PROFILE = /* */ "input     input     input     input     otherSide person    person    401";
const BUYER_PROFILE = /*    */ "otherSide otherSide otherSide input     input     person    person    401";
const OTHERS_LINK = /*      */ "otherEmail otherEmail otherEmail otherEmail otherEmail person person 401";
const MANAGE = /*           */ "ok        owner     owner     removed   none      keyOwner  keyOwner  401";
const MANAGE_OWN = /*       */ "ok        owner     owner     removed   ok        keyOwner  keyOwner  401";
const WRITE = /*            */ "ok        ok        trader    removed   none      readOnly  ok        401";
const WRITE_OWN = /*        */ "ok        ok        trader    removed   ok        readOnly  ok        401";
const READ = /*             */ "ours      ours      ours      none      none      ours      ours      none";
const OWNER_READ = /*       */ "ours      none      none      none      none      none      none      none";
const OWNER_ACCOUNT = /*    */ "ours      none      none      none      none      ours      ours      none";
const LIVE = /*             */ "ours      ours      ours      removed   none      ours      ours      401";
const MY_PROFILE = /*       */ "ours      ours      ours      none      none      ours      ours      401";
const NOT_MY_PROFILE = /*   */ "none      none      none      none      none      none      none      401";
const REST_READ = /*        */ "ours      ours      ours      removed   none      ours      ours      401";
const REST_WRITE = /*       */ "ok        ok        trader    removed   notYours  readOnly  ok        401";
const REST_WRITE_BY_ID = /* */ "ok        ok        trader    removed   none      readOnly  ok        401";
const STALE_WRITE = /*      */ "conflict  conflict  trader    removed   notYours  readOnly  conflict  401";
const BAD_STAFF_LINK = /*   */ "input     input     input     input     input     person    person    401";
/** Issue 47's steps on an entry our company recorded: past every access check, our own side may not confirm or dispute it (and nothing is disputed to accept, answer or withdraw). */
const AGREE_STEP = /*       */ "input     input     trader    removed   none      readOnly  input     401";
const HOUSE_ONLY = /*       */ "house     house     house     house     house     house     house     401";
/** A person's own account (issue 47's digest setting): every person, whatever their company; never an API key. */
const OWN_ACCOUNT = /*      */ "ok        ok        ok        ok        ok        person    person    401";
/** A person telling the server what they saw of a lot they read (issue 47's digest): a reader's, never an API key's. */
const SEEN = /*             */ "ok        ok        ok        removed   none      person    person    401";

/** What every test reads: the callers' credentials and our company's records. */
interface World {
  tokens: Record<Caller, string | undefined>;
  companyId: number;
  companyName: string;
  ownerUserId: number;
  lotId: number;
  containerId: number;
  paymentId: number;
  invitationId: number;
  apiKeyId: number;
  endpointId: number;
  deliveryId: number;
  changeEventId: number;
  memberId: number;
}

let client: TestClient;
let world: World;
let serial = 0;
const unique = (prefix: string) => `${prefix}-${++serial}-${randomBytes(3).toString("hex")}`;
const gid = encodeGlobalID;
/** The row id in a global id. */
const rowOf = (globalId: string) => Number(Buffer.from(globalId, "base64").toString().split(":")[1]);

/** A GraphQL call that must succeed, as the Owner (fixtures). */
async function asOwner(query: string, variables: Record<string, unknown> = {}) {
  const answer = await client.gql(query, variables, world.tokens.owner);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  const [result] = Object.values(answer.data) as any[];
  if (result && typeof result === "object" && "__typename" in result && !result.__typename.endsWith("Payload"))
    throw new Error(JSON.stringify(result));
  return result;
}

/** The token of the latest invitation mailed to the address (the outbox keeps it). */
async function invitationToken(email: string): Promise<string> {
  const mail = await db.outgoingMail.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  return /\/join\/([\w-]+)/.exec(mail.text)![1];
}

/** A person invited by the Owner with that role, who joined through the link; their session token. */
async function joined(email: string, role: "OWNER" | "TRADER" | "VIEWER") {
  await asOwner(`mutation($input: InviteMemberInput!) { inviteMember(input: $input) { __typename ... on Error { message } } }`, {
    input: { email, role },
  });
  const { token } = await quickUser(email);
  const accepted = await client.gql(
    `mutation($token: String!) { acceptInvitation(input: { token: $token }) { __typename } }`,
    { token: await invitationToken(email) },
    token,
  );
  expect(accepted.data.acceptInvitation.__typename).toBe("AcceptInvitationPayload");
  return token;
}

/** A person with a business profile of their own (its first Owner). */
async function companyOwner(email: string, kind: "suppliers" | "buyers", companyName: string) {
  const { user, token } = await quickUser(email);
  const profile = { name: "Omar Haddad", companyName, contact: "+971 50 123 4567", email, address: "Sharjah", website: "", gst: "" };
  expect((await client.rest("POST", `/api/${kind}/add`, profile, token)).status).toBe(201);
  return { user, token };
}

const ADD_CONTAINER = `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename ... on Error { message } ... on AddContainerPayload { container { id version } } } }`;
const ADD_PAYMENT = `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename ... on Error { message } ... on AddPaymentPayload { payment { id version } } } }`;
const VOID = `mutation($input: VoidEntryInput!) { voidEntry(input: $input) { __typename ... on Error { message } } }`;

/** Fresh entries of our lot, for the writes that can be done once (voids, restores). */
async function freshContainer() {
  const { container } = await asOwner(ADD_CONTAINER, {
    input: { lotId: gid("Lot", world.lotId), containerNo: "MSCU1234565", sealNo: "S1", material: "HMS", quantity: "1000" },
  });
  return { id: rowOf(container.id), version: container.version as number };
}
async function freshPayment() {
  const { payment } = await asOwner(ADD_PAYMENT, { input: { lotId: gid("Lot", world.lotId), amount: "10.00" } });
  return { id: rowOf(payment.id), version: payment.version as number };
}
async function voided(entry: Promise<{ id: number }>, type: "Container" | "Payment") {
  const { id } = await entry;
  await asOwner(VOID, { input: { id: gid(type, id), reason: "Entered twice" } });
  const row =
    type === "Container" ? await db.container.findUniqueOrThrow({ where: { id } }) : await db.payment.findUniqueOrThrow({ where: { id } });
  return { id, version: row.version };
}
/** A member of our company written straight to the database: the target of a role change or a removal. */
async function freshMember() {
  const { user } = await quickUser(`${unique("target")}@matrix.example`);
  await db.user.update({ where: { id: user.id }, data: { companyId: world.companyId, memberRole: "TRADER", memberSince: new Date() } });
  return user.id;
}
/** An open invitation written straight to the database (the company's invitation mails are rate-limited). */
async function freshInvitation() {
  const invitation = await db.invitation.create({
    data: {
      profileId: world.companyId,
      email: `${unique("invited")}@matrix.example`,
      role: "VIEWER",
      tokenHash: randomBytes(16).toString("hex"),
      invitedById: world.ownerUserId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    },
  });
  return invitation.id;
}

/**
 * Everything a request could write, as one row: the contents of the company tables, and the counts
 * of those that change on their own (mails go out; a key's "last used" moves when it is used). A
 * lot's `version` is left out: it is the key of its kept ledger, and an edit that passes every access
 * check bumps it under the lot's row lock even when it then writes nothing (a stale If-Match).
 */
async function snapshot() {
  const hash = (table: string) => Prisma.raw(`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t."id"), '')) FROM "${table}" t)`);
  const [row] = await db.$queryRaw<Record<string, unknown>[]>`SELECT
    ${hash("User")} AS "users", ${hash("Profile")} AS "profiles", ${hash("Invitation")} AS "invitations",
    (SELECT md5(coalesce(string_agg(concat_ws(',', "id", "profileId", "lotNumber", "price", "createdAt"), '|' ORDER BY "id"), '')) FROM "Lot") AS "lots",
    ${hash("Container")} AS "containers", ${hash("Payment")} AS "payments", ${hash("ChangeLog")} AS "changeLog", ${hash("ChangeEvent")} AS "events",
    ${hash("WebhookEndpoint")} AS "endpoints", ${hash("WebhookDelivery")} AS "deliveries", ${hash("Enquiry")} AS "enquiries",
    ${hash("PasswordResetToken")} AS "resetTokens",
    (SELECT md5(coalesce(string_agg(concat_ws(',', "id", "name", "scope", "revokedAt"), '|' ORDER BY "id"), '')) FROM "ApiKey") AS "apiKeys",
    ${hash("Attachment")} AS "attachments",
    (SELECT count(*)::int FROM "OutgoingMail") AS "mails"`;
  return row;
}

/** A refusal's message as its code; anything unexpected is shown as it is, so the table's diff says what went wrong. */
function refusal(kind: string, message: string): string {
  const known: [string, string | RegExp][] = [
    ["owner", accessMessages.ownerOnly],
    ["house", accessMessages.houseOnly],
    ["trader", accessMessages.viewerCannotWrite],
    ["readOnly", accessMessages.readOnlyKey],
    ["keyOwner", accessMessages.keyCannotManage],
    ["person", accessMessages.personOnly],
    ["notYours", accessMessages.otherCompany],
    [
      "removed",
      /^You were removed from Matrix Metals by \S.* on \d\d\/\d\d\/\d{4}\. Ask an Owner of Matrix Metals to invite you again, or create your own business profile\.$/,
    ],
    ["otherSide", /^You already have a (Supplier|Buyer) profile\. (Supplier|Buyer) access is restricted$/],
    ["otherEmail", /^This invitation was sent to /],
  ];
  const found = known.find(([, pattern]) => (typeof pattern === "string" ? message === pattern : pattern?.test(message)));
  return found ? found[0] : `${kind}: ${message}`;
}

/** A mutation's outcome, from its answer (every mutation answers a union of its payload and errors). */
function mutationOutcome(answer: { status: number; data?: any; errors?: { message: string; extensions?: any }[] }): string {
  if (answer.errors?.some((error) => error.extensions?.code === "UNAUTHENTICATED") || answer.status === 401) return "401";
  if (answer.errors) return `errors: ${answer.errors.map((error) => error.message).join("; ")}`;
  const [result] = Object.values(answer.data) as { __typename: string; message?: string }[];
  if (result.__typename.endsWith("Payload")) return "ok";
  if (result.__typename === "NotFoundError") return "none";
  if (result.__typename === "InputError") return "input";
  if (result.__typename === "ConflictError") return "conflict";
  return refusal(result.__typename, result.message ?? "");
}

/** A REST answer's outcome; `ours` tells whether a 2xx read shows our company's data. */
function restOutcome({ status, body }: { status: number; body: any }, ours?: (body: any) => boolean): string {
  if (status >= 200 && status < 300) return ours ? (ours(body) ? "ours" : "none") : "ok";
  const message = body?.message ?? body?.error;
  if (status === 401) return "401";
  if (status === 404) return "none";
  if (status === 400) return "input";
  if (status === 412) return "conflict";
  if (status === 403) return refusal("403", message);
  return `${status}: ${message}`;
}

/**
 * One operation of the matrix: how a caller tries it (after `prepare` made what it needs, once per
 * attempt), and the outcome for each caller. `writes` marks the ones whose refusals must write nothing.
 */
interface Operation<Fixture = any> {
  expect: string;
  prepare?: () => Promise<Fixture>;
  attempt: (token: string | undefined, fixture: Fixture) => Promise<string>;
  writes: boolean;
}

/** Every mutation, by name: its input for an attempt (the document is the same for all). */
function mutation<Fixture>(
  name: string,
  expectOutcomes: string,
  input: (fixture: Fixture) => Record<string, unknown>,
  prepare?: () => Promise<Fixture>,
): [string, Operation<Fixture>] {
  const inputType = `${name[0].toUpperCase()}${name.slice(1)}Input`;
  const document = `mutation($input: ${inputType}!) { ${name}(input: $input) { __typename ... on Error { message } } }`;
  return [
    name,
    {
      expect: expectOutcomes,
      prepare,
      writes: true,
      attempt: async (token, fixture) => mutationOutcome(await client.gql(document, { input: input(fixture) }, token)),
    },
  ];
}

const takenProfile = () => ({
  name: "Omar",
  companyName: world.companyName,
  contact: "+971 50 123 4567",
  email: "x@matrix.example",
  address: "Sharjah",
});
/** Our container or payment as it is now: its id and current version (for If-Match). */
const current = (type: "Container" | "Payment") => async () => {
  const id = type === "Container" ? world.containerId : world.paymentId;
  return {
    id,
    version: (type === "Container"
      ? await db.container.findUniqueOrThrow({ where: { id } })
      : await db.payment.findUniqueOrThrow({ where: { id } })
    ).version,
  };
};

const MUTATIONS = Object.fromEntries<Operation>([
  mutation("signup", PUBLIC, () => ({
    name: "New Person",
    email: `${unique("signup")}@else.example`,
    phone: "0501234567",
    password: "secret123",
    confirmPassword: "secret123",
  })),
  mutation("login", PUBLIC, () => ({ email: "login@matrix.example", password: "secret123" })),
  mutation("requestPasswordReset", PUBLIC, () => ({ email: "nobody@else.example" })),
  mutation("resetPassword", BAD_TOKEN, () => ({ token: "not-a-reset-token", password: "secret456" })),
  mutation("sendEnquiry", PUBLIC, () => ({
    name: "Asker",
    email: "asker@else.example",
    phone: "0501234567",
    message: "How much for HMS?",
  })),
  // The company name is taken, so nobody creates a company: the members hold one already; the removed member gets as far as the name.
  mutation("createSupplierProfile", SUPPLIER_PROFILE, takenProfile),
  mutation("createBuyerProfile", BUYER_PROFILE, takenProfile),
  // An invitation sent to an address none of the callers has.
  mutation(
    "acceptInvitation",
    OTHERS_LINK,
    (token: string) => ({ token }),
    () => invitationToken("pending@matrix.example"),
  ),
  mutation("inviteMember", MANAGE_OWN, () => ({ email: `${unique("invitee")}@else.example`, role: "VIEWER" })),
  mutation("resendInvitation", MANAGE, () => ({ id: gid("Invitation", world.invitationId) })),
  mutation("invitationLink", MANAGE, () => ({ id: gid("Invitation", world.invitationId) })),
  mutation("cancelInvitation", MANAGE, (id: number) => ({ id: gid("Invitation", id) }), freshInvitation),
  mutation("changeMemberRole", MANAGE, (id: number) => ({ id: gid("Member", id), role: "VIEWER" }), freshMember),
  mutation("removeMember", MANAGE, (id: number) => ({ id: gid("Member", id) }), freshMember),
  mutation("createApiKey", MANAGE_OWN, () => ({ name: unique("key"), scope: "READ_WRITE" })),
  mutation(
    "revokeApiKey",
    MANAGE,
    (id: string) => ({ id }),
    async () =>
      (
        await asOwner(
          `mutation { createApiKey(input: { name: "Spare", scope: READ_ONLY }) { __typename ... on CreateApiKeyPayload { apiKey { id } } } }`,
        )
      ).apiKey.id,
  ),
  mutation("createWebhookEndpoint", MANAGE_OWN, () => ({ url: "http://localhost:9/hook", kinds: ["PAYMENT_CREATED"] })),
  mutation(
    "removeWebhookEndpoint",
    MANAGE,
    (id: string) => ({ id }),
    async () =>
      (
        await asOwner(
          `mutation { createWebhookEndpoint(input: { url: "http://localhost:9/spare", kinds: [LOT_CREATED] }) { __typename ... on CreateWebhookEndpointPayload { endpoint { id } } } }`,
        )
      ).endpoint.id,
  ),
  mutation("resendWebhookDelivery", MANAGE, () => ({ id: gid("WebhookDelivery", world.deliveryId) })),
  mutation("addLot", WRITE_OWN, () => ({ lotNumber: unique("ADD"), price: "120.00" })),
  mutation("addContainer", WRITE, () => ({
    lotId: gid("Lot", world.lotId),
    containerNo: "MSCU1234565",
    sealNo: "S2",
    material: "HMS",
    quantity: "500",
  })),
  mutation("updateContainer", WRITE, () => ({ id: gid("Container", world.containerId), quantity: String(1000 + serial++) })),
  mutation("addPayment", WRITE, () => ({ lotId: gid("Lot", world.lotId), amount: "5.00" })),
  // Issue 48: notes are a writer's; a new price and reopening a closed lot an Owner's (server/ledger/lotState.test.ts).
  // The house's desk (issue 46): its staff only; a House Admin for the staff itself.
  mutation("inviteStaff", HOUSE_ONLY, () => ({ email: `${unique("staff")}@else.example`, role: "HOUSE_STAFF" })),
  mutation("staffInvitationLink", HOUSE_ONLY, () => ({ id: gid("StaffInvitation", 1) })),
  mutation("cancelStaffInvitation", HOUSE_ONLY, () => ({ id: gid("StaffInvitation", 1) })),
  mutation("changeStaffRole", HOUSE_ONLY, () => ({ id: gid("StaffMember", world.ownerUserId), role: "HOUSE_ADMIN" })),
  mutation("removeStaff", HOUSE_ONLY, () => ({ id: gid("StaffMember", world.ownerUserId) })),
  // A link that is no staff invitation: refused as such to people (whatever their company), keys never accept.
  mutation("acceptStaffInvitation", BAD_STAFF_LINK, () => ({ token: "not-a-staff-invitation-token" })),
  mutation("takeEnquiry", HOUSE_ONLY, () => ({ id: gid("Enquiry", 1) })),
  mutation("replyToEnquiry", HOUSE_ONLY, () => ({ id: gid("Enquiry", 1), text: "Thank you for asking." })),
  mutation("closeEnquiry", HOUSE_ONLY, () => ({ id: gid("Enquiry", 1) })),
  mutation("reopenEnquiry", HOUSE_ONLY, () => ({ id: gid("Enquiry", 1) })),
  mutation("linkEnquiry", HOUSE_ONLY, () => ({ id: gid("Enquiry", 1), companyId: gid("BusinessProfile", world.companyId) })),
  mutation("updateLot", WRITE, () => ({ id: gid("Lot", world.lotId), notes: unique("Notes") })),
  mutation("updatePayment", WRITE, () => ({ id: gid("Payment", world.paymentId), amount: `${20 + serial++}.00` })),
  mutation(
    "voidEntry",
    WRITE,
    ({ id, version }: { id: number; version: number }) => ({ id: gid("Container", id), reason: "Entered twice", expectedVersion: version }),
    () => freshContainer(),
  ),
  attachFileMutation(),
  mutation("removeAttachment", WRITE, (id: number) => ({ id: gid("Attachment", id) }), freshAttachment),
  mutation("confirmEntry", AGREE_STEP, () => ({ id: gid("Container", world.containerId) })),
  mutation("disputeEntry", AGREE_STEP, () => ({ id: gid("Container", world.containerId), reason: "Our weighbridge", quantityKg: "900" })),
  mutation("acceptDispute", AGREE_STEP, () => ({ id: gid("Container", world.containerId) })),
  mutation("answerDispute", AGREE_STEP, () => ({ id: gid("Container", world.containerId), answer: "We weighed 1,000 kg" })),
  mutation("withdrawDispute", AGREE_STEP, () => ({ id: gid("Container", world.containerId) })),
  mutation("confirmWaitingEntries", AGREE_STEP, () => ({ lotId: gid("Lot", world.lotId), token: "not-the-preview-token" })),
  mutation("setAgreementDigest", OWN_ACCOUNT, () => ({ enabled: false })),
  mutation("markLotSeen", SEEN, () => ({ lotId: gid("Lot", world.lotId) })),
  mutation(
    "restoreEntry",
    WRITE,
    ({ id, version }: { id: number; version: number }) => ({ id: gid("Payment", id), expectedVersion: version }),
    () => voided(freshPayment(), "Payment"),
  ),
]);

/** A query field that reads the company: `viewer.profile.<field>`, or `node(id)` of one of our records. */
function profileRead(select: string, shows: (value: any) => boolean, expectOutcomes = READ): Operation {
  return {
    expect: expectOutcomes,
    writes: false,
    attempt: async (token) => {
      const answer = await client.gql(`{ viewer { profile { id ${select} } } }`, {}, token);
      if (answer.errors) return `errors: ${answer.errors.map((error) => error.message).join("; ")}`;
      const profile = answer.data.viewer?.profile;
      const field = select.split(/[({ ]/)[0];
      return profile?.id === gid("BusinessProfile", world.companyId) && shows(profile[field]) ? "ours" : "none";
    },
  };
}
function nodeRead(type: string, id: () => number, expectOutcomes = READ): Operation {
  return {
    expect: expectOutcomes,
    writes: false,
    attempt: async (token) => {
      const answer = await client.gql(`query($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }`, { id: gid(type, id()) }, token);
      if (answer.errors) return `errors: ${answer.errors.map((error) => error.message).join("; ")}`;
      const { node, nodes } = answer.data;
      if (Boolean(node) !== Boolean(nodes[0])) return "node and nodes disagree";
      return node ? "ours" : "none";
    },
  };
}
const nonEmpty = (list: unknown[]) => list.length > 0;

/**
 * The live feed, from just before our company's first event: a caller who reaches the company gets
 * that event replayed at once; a stream with nothing for the caller within a moment shows nothing of ours.
 */
const subscriptionRead: Operation = {
  expect: LIVE,
  writes: false,
  attempt: async (token) => {
    const init = subscriptionRequest(feedCursor(world.changeEventId - 1));
    const stream = new SseStream(await client.fetch("/graphql", { ...init, token }));
    try {
      if (stream.response.status === 401) return "401";
      const first = await stream.next(500).catch(() => null);
      const error = first?.errors?.[0];
      if (error) return error.extensions?.code === "UNAUTHENTICATED" ? "401" : refusal("error", error.message);
      return first?.data.companyChanges.lot.lotNumber === "OUR-1" ? "ours" : "none";
    } finally {
      stream.close();
    }
  },
};

const READS: Record<string, Operation> = {
  "viewer.profile.lots": profileRead("lots(first: 100) { totalCount }", (lots) => lots.totalCount > 0),
  "viewer.profile.lot": profileRead(`lot(lotNumber: "OUR-1") { ledger { closingBalance } }`, (lot) => lot !== null),
  "viewer.profile.statement": profileRead("statement { totals { amountAdded } lots { __typename } }", (statement) =>
    nonEmpty(statement.lots),
  ),
  "viewer.profile.lotsOverview": profileRead("lotsOverview(first: 10) { totalCount }", (overview) => overview.totalCount > 0),
  "viewer.profile.changes": profileRead("changes(first: 100) { edges { cursor } }", (changes) => nonEmpty(changes.edges)),
  "viewer.profile.members": profileRead("members { email role }", nonEmpty),
  "viewer.profile.invitations": profileRead("invitations { email }", nonEmpty, OWNER_READ),
  "viewer.profile.apiKeys": profileRead("apiKeys { prefix }", nonEmpty, OWNER_READ),
  "viewer.profile.webhookEndpoints": profileRead("webhookEndpoints { url recentDeliveries { id } }", nonEmpty, OWNER_READ),
  "node(Lot)": nodeRead("Lot", () => world.lotId),
  "node(Container)": nodeRead("Container", () => world.containerId),
  "node(Payment)": nodeRead("Payment", () => world.paymentId),
  "node(BusinessProfile)": nodeRead("BusinessProfile", () => world.companyId),
  "node(Member)": nodeRead("Member", () => world.memberId),
  "node(ChangeEvent)": nodeRead("ChangeEvent", () => world.changeEventId),
  "node(Invitation)": nodeRead("Invitation", () => world.invitationId, OWNER_READ),
  "node(ApiKey)": nodeRead("ApiKey", () => world.apiKeyId, OWNER_READ),
  "node(WebhookEndpoint)": nodeRead("WebhookEndpoint", () => world.endpointId, OWNER_READ),
  "node(WebhookDelivery)": nodeRead("WebhookDelivery", () => world.deliveryId, OWNER_READ),
  // The Owner's own account: a person is a node only to themself (an API key acts for the person who created it).
  "node(User)": nodeRead("User", () => world.ownerUserId, OWNER_ACCOUNT),
  "subscription companyChanges": subscriptionRead,
};

/** A REST path of docs/rest.md's tables as a caller sends it: `{...}` in the path is filled from the fixture. */
function rest(
  method: string,
  path: string,
  expectOutcomes: string,
  request: {
    prepare?: () => Promise<any>;
    body?: (fixture: any) => unknown;
    ifMatch?: (fixture: any) => string;
    /** For GETs: whether the answer shows our company's data. */
    ours?: (body: any) => boolean;
    /** Tells apart two rows of one path. */
    note?: string;
  } = {},
): [string, Operation] {
  return [
    `${method} ${path.replace(/\?.*/, "")}${request.note ? ` (${request.note})` : ""}`,
    {
      expect: expectOutcomes,
      prepare: request.prepare,
      writes: method !== "GET",
      attempt: async (token, fixture) => {
        const url = path.replace(/\{(\w+)\}/, (_, name) => String(name === "_id" ? fixture.id : fixture));
        const body = request.body?.(fixture);
        const response = await client.fetch(url, {
          method,
          headers: {
            ...(body === undefined ? {} : { "content-type": "application/json" }),
            ...(request.ifMatch ? { "if-match": request.ifMatch(fixture) } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          token,
        });
        const text = await response.text();
        return restOutcome(
          { status: response.status, body: text ? JSON.parse(text) : null },
          method === "GET" ? (request.ours ?? (() => true)) : undefined,
        );
      },
    },
  ];
}

const hasLot = (rows: { lotNumber: string }[]) => rows.some((row) => row.lotNumber === "OUR-1");
const ourProfile = (profile: { companyName: string }) => profile.companyName === world.companyName;
const containerBody = () => ({
  companyName: world.companyName,
  lotNumber: "OUR-1",
  containerNo: "MSCU1234565",
  sealNo: "S3",
  material: "HMS",
  quantity: 700,
  date: "2026-06-02",
});
const paymentBody = () => ({ companyName: world.companyName, lotNumber: "OUR-1", amount: 15, date: "2026-06-02" });
const etag = ({ version }: { version: number }) => `"v${version}"`;
/** A payment edited since the version the caller names. */
async function staleEntry() {
  const entry = await freshPayment();
  await asOwner(`mutation($input: UpdatePaymentInput!) { updatePayment(input: $input) { __typename ... on Error { message } } }`, {
    input: { id: gid("Payment", entry.id), amount: "11.00" },
  });
  return entry;
}

/** A tiny PDF, the file the attachment rows upload. */
const MATRIX_PDF = "%PDF-1.4\n%%EOF\n";
const pdfForm = (fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(fields.operations ? "0" : "file", new Blob([MATRIX_PDF], { type: "application/pdf" }), "matrix.pdf");
  return form;
};
/** An attachment of our container, attached by the Owner: its row id. */
async function freshAttachment(): Promise<number> {
  const response = await client.fetch(`/api/attachments/${gid("Container", world.containerId)}`, {
    method: "POST",
    body: pdfForm(),
    token: world.tokens.owner,
  });
  if (response.status !== 201) throw new Error(await response.text());
  return Number((await response.json())._id);
}

/** A photo of our container (it has a thumbnail), attached by the Owner: its row id. */
async function freshPhoto(): Promise<number> {
  const form = new FormData();
  // The smallest PNG: one transparent pixel.
  form.set(
    "file",
    new Blob([Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64")]),
    "pixel.png",
  );
  const response = await client.fetch(`/api/attachments/${gid("Container", world.containerId)}`, {
    method: "POST",
    body: form,
    token: world.tokens.owner,
  });
  if (response.status !== 201) throw new Error(await response.text());
  return Number((await response.json())._id);
}

/** attachFile goes as a multipart request (the GraphQL multipart request spec). */
function attachFileMutation(): [string, Operation] {
  const document = `mutation($input: AttachFileInput!) { attachFile(input: $input) { __typename ... on Error { message } } }`;
  return [
    "attachFile",
    {
      expect: WRITE,
      writes: true,
      attempt: async (token) => {
        const operations = JSON.stringify({
          query: document,
          variables: { input: { entryId: gid("Container", world.containerId), file: null } },
        });
        const response = await client.fetch("/graphql", {
          method: "POST",
          body: pdfForm({ operations, map: JSON.stringify({ 0: ["variables.input.file"] }) }),
          token,
          headers: { "x-graphql-yoga-csrf": "1" },
        });
        return mutationOutcome({ status: response.status, ...(await response.json()) });
      },
    },
  ];
}

/** A REST path of the attachments: a multipart upload, or a GET answering a file's bytes (not JSON). */
function restFile(
  method: "GET" | "POST",
  path: string,
  expectOutcomes: string,
  prepare: () => Promise<unknown>,
  upload = false,
): [string, Operation] {
  return [
    `${method} ${path.replace(/\?.*/, "")}`,
    {
      expect: expectOutcomes,
      prepare,
      writes: method !== "GET",
      attempt: async (token, fixture) => {
        const url = path.replace(/\{(\w+)\}/, () => String(fixture));
        const response = await client.fetch(url, { method, body: upload ? pdfForm() : undefined, token });
        const type = response.headers.get("content-type") ?? "";
        const body = type.includes("json") ? await response.json() : (await response.arrayBuffer(), null);
        return restOutcome({ status: response.status, body }, method === "GET" ? () => true : undefined);
      },
    },
  ];
}

const REST = Object.fromEntries<Operation>([
  rest("POST", "/api/contact", PUBLIC, {
    body: () => ({ name: "Asker", email: "asker@else.example", phone: "0501234567", tour: "", message: "A visit?" }),
  }),
  rest("POST", "/api/auth/signup", PUBLIC, {
    body: () => ({
      name: "New Person",
      email: `${unique("rest-signup")}@else.example`,
      phone: "0501234567",
      password: "secret123",
      confirmPassword: "secret123",
    }),
  }),
  rest("POST", "/api/auth/login", PUBLIC, { body: () => ({ email: "login@matrix.example", password: "secret123" }) }),
  rest("POST", "/api/auth/forgot-password", PUBLIC, { body: () => ({ email: "nobody@else.example" }) }),
  rest("POST", "/api/auth/reset-password/{token}", BAD_TOKEN, {
    prepare: async () => "not-a-reset-token",
    body: () => ({ password: "secret456" }),
  }),
  rest("GET", "/api/suppliers/my-profile", MY_PROFILE, { ours: ourProfile }),
  rest("GET", "/api/buyers/my-profile", NOT_MY_PROFILE, { ours: ourProfile }),
  rest("POST", "/api/suppliers/add", SUPPLIER_PROFILE, { body: takenProfile }),
  rest("POST", "/api/buyers/add", BUYER_PROFILE, { body: takenProfile }),
  rest("GET", "/api/lots/all", REST_READ, { ours: hasLot }),
  rest("POST", "/api/lots/add", REST_WRITE, { body: () => ({ companyName: world.companyName, lotNumber: unique("REST"), price: 130 }) }),
  rest("GET", "/api/lots/details/all", REST_READ, { ours: hasLot }),
  rest("POST", "/api/lots/details/add", REST_WRITE, { body: containerBody }),
  rest("PUT", "/api/lots/details/update/{_id}", REST_WRITE, { prepare: current("Container"), body: containerBody, ifMatch: etag }),
  rest("GET", "/api/lots/amounts/all", REST_READ, { ours: hasLot }),
  rest("POST", "/api/lots/amounts/add", REST_WRITE, { body: paymentBody }),
  rest("PUT", "/api/lots/amounts/update/{_id}", REST_WRITE, { prepare: current("Payment"), body: paymentBody, ifMatch: etag }),
  // An If-Match naming a version that is no longer current: refused as stale only once every access check has passed, and never showing another company the entry.
  rest("PUT", "/api/lots/amounts/update/{_id}", STALE_WRITE, {
    note: "stale If-Match",
    prepare: staleEntry,
    body: paymentBody,
    ifMatch: etag,
  }),
  rest("GET", "/api/lots/details/{_id}", REST_READ, { prepare: async () => ({ id: world.containerId }) }),
  rest("GET", "/api/lots/amounts/{_id}", REST_READ, { prepare: async () => ({ id: world.paymentId }) }),
  rest("GET", "/api/lots/details/{_id}/history", REST_READ, { prepare: async () => ({ id: world.containerId }) }),
  rest("GET", "/api/lots/amounts/{_id}/history", REST_READ, { prepare: async () => ({ id: world.paymentId }) }),
  rest("POST", "/api/lots/details/void/{_id}", REST_WRITE_BY_ID, {
    prepare: freshContainer,
    body: () => ({ reason: "Entered twice" }),
    ifMatch: etag,
  }),
  rest("POST", "/api/lots/amounts/void/{_id}", REST_WRITE_BY_ID, {
    prepare: freshPayment,
    body: () => ({ reason: "Entered twice" }),
    ifMatch: etag,
  }),
  rest("POST", "/api/lots/details/restore/{_id}", REST_WRITE_BY_ID, {
    prepare: () => voided(freshContainer(), "Container"),
    ifMatch: etag,
  }),
  rest("POST", "/api/lots/amounts/restore/{_id}", REST_WRITE_BY_ID, { prepare: () => voided(freshPayment(), "Payment"), ifMatch: etag }),
  // The house's desk (issue 46): its staff only.
  rest("GET", "/api/house/counterparties", HOUSE_ONLY),
  rest("GET", "/api/house/ageing", HOUSE_ONLY),
  restFile("GET", "/api/house/ageing?format=pdf", HOUSE_ONLY, async () => null),
  restFile("GET", "/api/house/counterparties/{companyId}/statement", HOUSE_ONLY, async () => world.companyId),
  restFile("POST", "/api/attachments/{entryId}", REST_WRITE_BY_ID, async () => gid("Container", world.containerId), true),
  restFile("GET", "/api/attachments/of/{entryId}", REST_READ, async () => gid("Container", world.containerId)),
  restFile("GET", "/api/attachments/photo-sheet/{containerId}", REST_READ, async () => gid("Container", world.containerId)),
  restFile("GET", "/api/attachments/{id}", REST_READ, freshAttachment),
  restFile("GET", "/api/attachments/{id}/thumbnail", REST_READ, freshPhoto),
  restFile("POST", "/api/attachments/{id}/remove", REST_WRITE_BY_ID, freshAttachment),
  // Issue 47, both sides agree: the steps on an entry our company recorded, its agreement, the bulk preview and confirmation, the agreed statement.
  rest("GET", "/api/entries/containers/{_id}/agreement", REST_READ, { prepare: async () => ({ id: world.containerId }) }),
  ...(["confirm", "dispute", "accept", "answer", "withdraw"] as const).map((step) =>
    rest("POST", `/api/entries/containers/{_id}/${step}`, AGREE_STEP, {
      prepare: async () => ({ id: world.containerId }),
      body: () => ({ reason: "Our weighbridge", quantity: 900, answer: "We weighed 1,000 kg" }),
    }),
  ),
  rest("GET", "/api/entries/waiting?lotNumber=OUR-1", REST_READ, { ours: (body) => typeof body.token === "string" }),
  rest("POST", "/api/entries/confirm-waiting", AGREE_STEP, { body: () => ({ lotNumber: "OUR-1", token: "not-the-preview-token" }) }),
  restFile("GET", "/api/entries/agreed-statement?lotNumber=OUR-1", REST_READ, async () => null),
  rest("GET", "/api/entries/balance?lotNumber=OUR-1", REST_READ, {
    ours: (body) => typeof body.agreedBalance === "number" && body.side === "COUNTERPARTY",
  }),
  rest("GET", "/api/changes", REST_READ, {
    ours: (body) => body.changes.some((change: { lot: { lotNumber: string } }) => change.lot.lotNumber === "OUR-1"),
  }),
]);

/** Each caller tries the operation (a fresh fixture each time); the outcomes by caller, and any refusal that wrote something. */
async function tryEveryCaller(operation: Operation) {
  const outcomes: Partial<Record<Caller, string>> = {};
  const wroteWhenRefused: string[] = [];
  for (const caller of CALLERS) {
    const fixture = await operation.prepare?.();
    const before = operation.writes ? await snapshot() : null;
    outcomes[caller] = await operation.attempt(world.tokens[caller], fixture);
    if (before && outcomes[caller] !== "ok") {
      const after = await snapshot();
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (changed.length > 0) wroteWhenRefused.push(`${caller} (${outcomes[caller]}) changed ${changed.join(", ")}`);
    }
  }
  return { outcomes, wroteWhenRefused };
}

const expectedOf = (row: string) =>
  Object.fromEntries(
    row
      .trim()
      .split(/\s+/)
      .map((outcome, i) => [CALLERS[i], outcome]),
  );

beforeAll(async () => {
  client = await TestClient.start();
  const owner = await companyOwner("owner@matrix.example", "suppliers", "Matrix Metals");
  const profile = await db.profile.findFirstOrThrow({ where: { userId: owner.user.id } });
  world = { tokens: { owner: owner.token }, companyId: profile.id, companyName: profile.companyName, ownerUserId: owner.user.id } as World;
  // One account with a real password, for the login rows.
  await client.signIn("login@matrix.example");

  const trader = await joined("trader@matrix.example", "TRADER");
  const viewer = await joined("viewer@matrix.example", "VIEWER");
  // The removed member was an Owner: removal takes everything away, whatever the role was.
  const removed = await joined("removed@matrix.example", "OWNER");
  const removedId = (await db.user.findUniqueOrThrow({ where: { email: "removed@matrix.example" } })).id;
  await asOwner(`mutation($id: ID!) { removeMember(input: { id: $id }) { __typename ... on Error { message } } }`, {
    id: gid("Member", removedId),
  });
  const rival = await companyOwner("owner@rival.example", "buyers", "Rival Scrap");

  const key = async (scope: string) =>
    await asOwner(
      `mutation($scope: ApiKeyScope!) { createApiKey(input: { name: "ERP", scope: $scope }) { __typename ... on CreateApiKeyPayload { secret apiKey { id } } } }`,
      { scope },
    );
  const readKey = await key("READ_ONLY");
  const writeKey = await key("READ_WRITE");
  const endpoint = await asOwner(
    `mutation { createWebhookEndpoint(input: { url: "http://localhost:9/hook", kinds: [LOT_CREATED, CONTAINER_CREATED, PAYMENT_CREATED] }) { __typename ... on CreateWebhookEndpointPayload { endpoint { id } } } }`,
  );
  world.tokens = {
    owner: owner.token,
    trader,
    viewer,
    removed,
    rival: rival.token,
    readKey: readKey.secret,
    writeKey: writeKey.secret,
    anonymous: undefined,
  };

  const lot = await asOwner(
    `mutation { addLot(input: { lotNumber: "OUR-1", price: "100.00" }) { __typename ... on AddLotPayload { lot { id } } } }`,
  );
  world.lotId = rowOf(lot.lot.id);
  world.containerId = (await freshContainer()).id;
  world.paymentId = (await freshPayment()).id;
  await asOwner(`mutation($input: InviteMemberInput!) { inviteMember(input: $input) { __typename ... on Error { message } } }`, {
    input: { email: "pending@matrix.example", role: "VIEWER" },
  });
  world.invitationId = (await db.invitation.findFirstOrThrow({ where: { email: "pending@matrix.example" } })).id;
  world.apiKeyId = (await db.apiKey.findFirstOrThrow({ where: { profileId: world.companyId } })).id;
  world.endpointId = rowOf(endpoint.endpoint.id);
  world.deliveryId = (await db.webhookDelivery.findFirstOrThrow({ where: { endpointId: world.endpointId } })).id;
  world.changeEventId = (await db.changeEvent.findFirstOrThrow({ where: { profileId: world.companyId } })).id;
  world.memberId = (await db.user.findUniqueOrThrow({ where: { email: "trader@matrix.example" } })).id;
});

describe("the role matrix", () => {
  test("has a row for every mutation of the schema and every REST path of docs/rest.md's tables", () => {
    expect(Object.keys(MUTATIONS).sort()).toEqual(Object.keys(schema.getMutationType()!.getFields()).sort());
    const restDoc = readFileSync(new URL("../../docs/rest.md", import.meta.url), "utf8");
    const table = restDoc.slice(0, restDoc.indexOf("## Failures"));
    const paths = table.split("\n").flatMap((line) => {
      const cell = /^\| (GET|POST|PUT) (.*?) \|/.exec(line);
      return cell ? [...cell[2].matchAll(/`([^`]+)`/g)].map((path) => `${cell[1]} ${path[1].replace(/\?.*/, "")}`) : [];
    });
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !(path in REST))).toEqual([]);
    for (const row of Object.values({ ...MUTATIONS, ...READS, ...REST })) {
      expect(
        row.expect
          .trim()
          .split(/\s+/)
          .filter((code) => !CODES.includes(code)),
      ).toEqual([]);
      expect(row.expect.trim().split(/\s+/)).toHaveLength(CALLERS.length);
    }
  });

  test("every refusal for want of a role names the role or access that would allow it", () => {
    expect(accessMessages.ownerOnly).toMatch(/\bOwner\b/);
    expect(accessMessages.viewerCannotWrite).toMatch(/\bTrader\b/);
    expect(accessMessages.readOnlyKey).toMatch(/read-write/);
    expect(accessMessages.keyCannotManage).toMatch(/\bOwner\b/);
  });

  describe.each([
    ["mutation", MUTATIONS],
    ["query", READS],
    ["REST", REST],
  ] as const)("%s", (_kind, operations) => {
    test.each(Object.keys(operations))("%s", async (name) => {
      const operation = operations[name];
      const { outcomes, wroteWhenRefused } = await tryEveryCaller(operation);
      expect(outcomes).toEqual(expectedOf(operation.expect));
      expect(wroteWhenRefused).toEqual([]);
    });
  });
});

const INVITE = `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { __typename ... on Error { message } } }`;
const ACCEPT = `mutation($token: String!) { acceptInvitation(input: { token: $token }) { __typename ... on Error { message } } }`;
const accept = async (link: string, token: string) => (await client.gql(ACCEPT, { token: link }, token)).data.acceptInvitation;
const companyOfUser = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email } })).companyId;

describe("invitation links", () => {
  test("a link works once, for its own address, and only for a person in no company; a refused use writes nothing", async () => {
    await asOwner(INVITE, { input: { email: "newcomer@else.example", role: "TRADER" } });
    const link = await invitationToken("newcomer@else.example");
    const stranger = (await quickUser("stranger@else.example")).token;
    const before = await snapshot();
    expect(await accept(link, stranger)).toEqual({
      __typename: "AccessDeniedError",
      message: memberMessages.invitationOtherEmail("newcomer@else.example"),
    });
    expect(await snapshot()).toEqual(before);

    const newcomer = (await quickUser("newcomer@else.example")).token;
    expect((await accept(link, newcomer)).__typename).toBe("AcceptInvitationPayload");
    const joinedOnce = await snapshot();
    expect(await accept(link, newcomer)).toEqual({ __typename: "InputError", message: memberMessages.invitationInvalid });
    expect(await accept(link, stranger)).toEqual({ __typename: "InputError", message: memberMessages.invitationInvalid });
    expect(await snapshot()).toEqual(joinedOnce);
    expect(await companyOfUser("newcomer@else.example")).toBe(world.companyId);
  });

  test("a person who belongs to a company cannot join another: they stay where they are", async () => {
    await asOwner(INVITE, { input: { email: "owner@rival.example", role: "VIEWER" } });
    const before = await snapshot();
    expect(await accept(await invitationToken("owner@rival.example"), world.tokens.rival!)).toEqual({
      __typename: "InputError",
      message: memberMessages.alreadyInCompany("Rival Scrap"),
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe("members' live updates", () => {
  const subscribe = async (token: string) => new SseStream(await client.fetch("/graphql", { ...subscriptionRequest(null), token }));
  const pay = (token: string) =>
    client.gql(
      `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`,
      { input: { lotId: gid("Lot", world.lotId), amount: "3.00" } },
      token,
    );
  const streams: SseStream[] = [];
  afterAll(() => streams.forEach((stream) => stream.close()));

  test("a Viewer's subscription reads the company's changes; another company's owner gets none of them; a removed member's stream ends", async () => {
    const leaver = await joined("leaver@matrix.example", "TRADER");
    const [viewer, leaving, rival] = await Promise.all([
      subscribe(world.tokens.viewer!),
      subscribe(leaver),
      subscribe(world.tokens.rival!),
    ]);
    streams.push(viewer, leaving, rival);
    expect([viewer, leaving, rival].map((stream) => stream.response.status)).toEqual([200, 200, 200]);

    expect((await pay(world.tokens.trader!)).data.addPayment.__typename).toBe("AddPaymentPayload");
    expect((await viewer.next())!.data.companyChanges).toMatchObject({ kind: "PAYMENT_CREATED", lot: { lotNumber: "OUR-1" } });
    expect((await leaving.next())!.data.companyChanges).toMatchObject({ kind: "PAYMENT_CREATED", lot: { lotNumber: "OUR-1" } });
    // The rival's stream skipped our payment: its first event is its own lot.
    await client.gql(`mutation { addLot(input: { lotNumber: "RIVAL-LIVE", price: "10" }) { __typename } }`, {}, world.tokens.rival);
    expect((await rival.next())!.data.companyChanges).toMatchObject({ kind: "LOT_CREATED", lot: { lotNumber: "RIVAL-LIVE" } });

    const id = gid("Member", (await db.user.findUniqueOrThrow({ where: { email: "leaver@matrix.example" } })).id);
    await asOwner(`mutation($id: ID!) { removeMember(input: { id: $id }) { __typename ... on Error { message } } }`, { id });
    expect((await leaving.next())?.errors?.[0]).toMatchObject({ message: "Your access to this company ended. Please login again." });
    expect(await leaving.next()).toBeNull();
    // The Viewer's stream goes on.
    await pay(world.tokens.owner!);
    expect((await viewer.next())!.data.companyChanges.kind).toBe("PAYMENT_CREATED");
  });
});

describe("changes of membership", () => {
  test("a role change applies to the member's next request", async () => {
    const member = await joined("changing@matrix.example", "TRADER");
    const id = gid("Member", (await db.user.findUniqueOrThrow({ where: { email: "changing@matrix.example" } })).id);
    const role = (to: string) =>
      asOwner(
        `mutation($id: ID!, $role: MemberRole!) { changeMemberRole(input: { id: $id, role: $role }) { __typename ... on Error { message } } }`,
        { id, role: to },
      );
    const write = MUTATIONS.addPayment;
    expect(await write.attempt(member, undefined)).toBe("ok");
    await role("VIEWER");
    expect(await write.attempt(member, undefined)).toBe("trader");
    await role("TRADER");
    expect(await write.attempt(member, undefined)).toBe("ok");
  });

  test("a key outlives its creator's membership, and reads only its own company even once that person belongs to another", async () => {
    const creator = await joined("keymaker@matrix.example", "OWNER");
    const created = await client.gql(
      `mutation { createApiKey(input: { name: "Left behind", scope: READ_ONLY }) { ... on CreateApiKeyPayload { secret } } }`,
      {},
      creator,
    );
    const key = created.data.createApiKey.secret as string;
    const creatorId = (await db.user.findUniqueOrThrow({ where: { email: "keymaker@matrix.example" } })).id;
    await asOwner(`mutation($id: ID!) { removeMember(input: { id: $id }) { __typename ... on Error { message } } }`, {
      id: gid("Member", creatorId),
    });
    // The first query of docs/integrators.md still answers the company.
    const first = await client.gql(`{ viewer { profile { companyName lots(first: 5) { totalCount } } } }`, {}, key);
    expect(first.data.viewer.profile).toEqual({ companyName: world.companyName, lots: { totalCount: expect.any(Number) } });
    expect((await client.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: gid("User", creatorId) }, key)).data.node).toBeNull();
    // The person joins the rival company, which has a lot of its own.
    await client.gql(INVITE, { input: { email: "keymaker@matrix.example", role: "OWNER" } }, world.tokens.rival);
    expect((await accept(await invitationToken("keymaker@matrix.example"), creator)).__typename).toBe("AcceptInvitationPayload");
    await client.gql(`mutation { addLot(input: { lotNumber: "RIVAL-SECRET", price: "10" }) { __typename } }`, {}, world.tokens.rival);

    const read = await client.gql(
      `{ viewer { profile { companyName viewerRole lots(first: 100) { edges { node { lotNumber } } }
      members { email } statement { lots { __typename } } changes(first: 100) { edges { node { lot { lotNumber } } } } } } }`,
      {},
      key,
    );
    expect(read.errors).toBeUndefined();
    const profile = read.data.viewer.profile;
    expect(profile.companyName).toBe(world.companyName);
    expect(profile.viewerRole).toBe("VIEWER");
    const lotNumbers = profile.lots.edges.map((edge: { node: { lotNumber: string } }) => edge.node.lotNumber);
    expect(lotNumbers).toContain("OUR-1");
    expect(lotNumbers).not.toContain("RIVAL-SECRET");
    expect(profile.members.map((member: { email: string }) => member.email)).not.toContain("owner@rival.example");
    expect(
      (await client.rest("GET", "/api/lots/all", undefined, key)).body.map((lot: { lotNumber: string }) => lot.lotNumber),
    ).not.toContain("RIVAL-SECRET");
    const user = await client.gql(
      `query($id: ID!) { node(id: $id) { ... on User { profile { companyName } } } }`,
      { id: gid("User", creatorId) },
      key,
    );
    expect(user.data.node).toBeNull();
  });
});

describe("Idempotency-Key replays", () => {
  /** The same request with the same key, as each caller sends it: who gets the kept answer, and what it holds. */
  const send = (token: string | undefined, key: string, query: string, variables: Record<string, unknown>) =>
    client
      .fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify({ query, variables }),
        token,
      })
      .then(async (response) => ({
        status: response.status,
        replayed: response.headers.get("idempotent-replayed") === "true",
        body: await response.json(),
      }));

  test("a kept answer is replayed only to a caller whose role may do as much as the one who sent it", async () => {
    const createKey = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on CreateApiKeyPayload { secret } } }`;
    const input = { name: "Weighbridge", scope: "READ_WRITE" };
    const first = await send(world.tokens.owner, "key-for-weighbridge", createKey, { input });
    const secret = first.body.data.createApiKey.secret;
    expect(secret).toMatch(/^grt_/);
    for (const caller of ["trader", "viewer", "writeKey", "readKey"] as const) {
      const again = await send(world.tokens[caller], "key-for-weighbridge", createKey, { input });
      expect({ caller, status: again.status, leaked: JSON.stringify(again.body).includes(secret) }).toEqual({
        caller,
        status: 403,
        leaked: false,
      });
      expect(again.body.message).toMatch(/\bOwner\b/);
    }
    expect((await send(world.tokens.owner, "key-for-weighbridge", createKey, { input })).body.data.createApiKey.secret).toBe(secret);

    // A Trader's payment is not a Viewer's: the Viewer is refused, not told it was done.
    const pay = `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`;
    const payment = { input: { lotId: gid("Lot", world.lotId), amount: "7.00" } };
    expect((await send(world.tokens.trader, "pay-7", pay, payment)).body.data.addPayment.__typename).toBe("AddPaymentPayload");
    const outcomes = await Promise.all(
      CALLERS.filter((caller) => caller !== "anonymous" && caller !== "removed" && caller !== "rival").map(async (caller) => {
        const again = await send(world.tokens[caller], "pay-7", pay, payment);
        return [caller, again.replayed ? "replayed" : again.status === 403 ? "refused" : `${again.status} ${JSON.stringify(again.body)}`];
      }),
    );
    expect(Object.fromEntries(outcomes)).toEqual({
      owner: "replayed",
      trader: "replayed",
      viewer: "refused",
      readKey: "refused",
      writeKey: "replayed",
    });
  });
});
