import { beforeAll, describe, expect, test } from "vitest";
import { TestClient, fieldErrors, withoutViewerNotifications } from "../test/client.ts";
import { db } from "../db.ts";
import { memberMessages } from "../../shared/members.ts";
import { accessMessages } from "../access/caller.ts";
import { config } from "../config.ts";
import { formatDateGB, todayIn } from "../../shared/dates.ts";

let client: TestClient;
let owner: string;
let companyId: string;

const MEMBERS = `{ viewer { profile { id companyName viewerRole
  members { id name email role isViewer }
  invitations { id email role status invitedBy } } } }`;
const INVITE = `mutation($input: InviteMemberInput!) { inviteMember(input: $input) {
  __typename ... on InviteMemberPayload { invitation { id email role status expiresAt } invitationEdge { node { id } } company { invitations { email } } }
  ... on Error { message } ... on InputError { fieldErrors { field message } } } }`;
const ACCEPT = `mutation($token: String!) { acceptInvitation(input: { token: $token }) {
  __typename ... on AcceptInvitationPayload { viewer { name profile { companyName viewerRole } } } ... on Error { message } } }`;
const PREVIEW = `query($token: String!) { invitation(token: $token) { companyName email role invitedBy status } }`;
const CHANGE_ROLE = `mutation($id: ID!, $role: MemberRole!) { changeMemberRole(input: { id: $id, role: $role }) {
  __typename ... on ChangeMemberRolePayload { member { id role } } ... on Error { message } } }`;
const REMOVE = `mutation($id: ID!) { removeMember(input: { id: $id }) {
  __typename ... on RemoveMemberPayload { removedMemberId company { members { email } } } ... on Error { message } } }`;
const ADD_LOT = `mutation($lotNumber: String!) { addLot(input: { lotNumber: $lotNumber, price: "100" }) {
  __typename ... on AddLotPayload { lot { id } } ... on Error { message } } }`;
const ADD_PAYMENT = `mutation($lotId: ID!, $amount: Decimal!) { addPayment(input: { lotId: $lotId, amount: $amount }) {
  __typename ... on AddPaymentPayload { payment { id } } ... on Error { message } } }`;

/** The token of the latest invitation mail sent to the address (the outbox keeps it). */
async function invitationToken(email: string): Promise<string> {
  const mail = await db.outgoingMail.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  return /\/join\/([\w-]+)/.exec(mail.text)![1];
}

async function invite(email: string, role: string, token = owner) {
  return (await client.gql(INVITE, { input: { email, role } }, token)).data.inviteMember;
}

async function members(token: string) {
  return (await client.gql(MEMBERS, {}, token)).data.viewer.profile;
}

/** A person invited with that role who signed up and joined; their token. */
async function joined(email: string, role: string, name = "New Member") {
  expect((await invite(email, role)).__typename).toBe("InviteMemberPayload");
  const token = await client.signIn(email, "secret123", name);
  // Joining is seen at once by the process that made it, without the database's notification.
  await withoutViewerNotifications(async () => {
    const accepted = (await client.gql(ACCEPT, { token: await invitationToken(email) }, token)).data.acceptInvitation;
    expect(accepted.__typename).toBe("AcceptInvitationPayload");
    expect((await client.gql(`{ viewer { profile { companyName } } }`, {}, token)).data.viewer.profile).not.toBeNull();
  });
  return token;
}

/** As if the address's invitations had been mailed that many hours ago (a re-invite within the hour mails nothing). */
async function mailedHoursAgo(email: string, hours: number) {
  await db.invitation.updateMany({ where: { email }, data: { createdAt: new Date(Date.now() - hours * 3_600_000) } });
}

const memberId = async (email: string) => (await members(owner)).members.find((m: { email: string }) => m.email === email).id;

beforeAll(async () => {
  client = await TestClient.start();
  owner = await client.trader("supplier", "Team Metals", "owner@team.example");
  companyId = (await members(owner)).id;
});

describe("members and roles", () => {
  test("whoever created the profile is its Owner", async () => {
    const profile = await members(owner);
    expect(profile.viewerRole).toBe("OWNER");
    expect(profile.members).toEqual([
      { id: expect.any(String), name: "Test Trader", email: "owner@team.example", role: "OWNER", isViewer: true },
    ]);
  });

  test("an invitation is mailed with a single-use link that only its address can accept", async () => {
    const sent = await invite("Sara@Team.example", "TRADER");
    expect(sent).toMatchObject({
      __typename: "InviteMemberPayload",
      invitation: { email: "sara@team.example", role: "TRADER", status: "PENDING" },
    });
    expect(sent.company.invitations).toEqual([{ email: "sara@team.example" }]);
    const expires = new Date(sent.invitation.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(6.9 * 86_400_000);
    expect(expires).toBeLessThanOrEqual(7 * 86_400_000);
    const link = await invitationToken("sara@team.example");
    const mail = await db.outgoingMail.findFirstOrThrow({ where: { to: "sara@team.example" }, orderBy: { id: "desc" } });
    expect(mail.text).toContain('Company: "Team Metals"');
    expect(mail.text).toContain("as Trader");

    expect((await client.gql(PREVIEW, { token: link })).data.invitation).toEqual({
      companyName: "Team Metals",
      email: "sara@team.example",
      role: "TRADER",
      invitedBy: "Test Trader",
      status: "PENDING",
    });
    expect((await client.gql(PREVIEW, { token: "nonsense" })).data.invitation).toBeNull();

    // Another address cannot use it, even signed in.
    const stranger = await client.signIn("stranger@else.example");
    expect((await client.gql(ACCEPT, { token: link }, stranger)).data.acceptInvitation).toEqual({
      __typename: "AccessDeniedError",
      message: memberMessages.invitationOtherEmail("sara@team.example"),
    });

    const sara = await client.signIn("sara@team.example", "secret123", "Sara Khan");
    expect((await client.gql(ACCEPT, { token: link }, sara)).data.acceptInvitation).toEqual({
      __typename: "AcceptInvitationPayload",
      viewer: { name: "Sara Khan", profile: { companyName: "Team Metals", viewerRole: "TRADER" } },
    });
    // Used once: the same link again (by anyone) is refused, and the list no longer shows it.
    expect((await client.gql(ACCEPT, { token: link }, sara)).data.acceptInvitation.__typename).toBe("InputError");
    expect((await client.gql(PREVIEW, { token: link })).data.invitation.status).toBe("ACCEPTED");
    expect((await members(owner)).invitations).toEqual([]);
    expect((await members(owner)).members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ["owner@team.example", "OWNER"],
      ["sara@team.example", "TRADER"],
    ]);
  });

  test("the SPEC's REST paths answer a member as they answer the company", async () => {
    const trader = await joined("rest@team.example", "TRADER");
    const profile = await client.rest("GET", "/api/suppliers/my-profile", undefined, trader);
    expect(profile.status).toBe(200);
    expect(profile.body.companyName).toBe("Team Metals");
    // The buyer side is Access Denied by the company's role, as for its creator.
    expect((await client.rest("GET", "/api/buyers/my-profile", undefined, trader)).status).not.toBe(200);
    const lot = await client.rest("POST", "/api/lots/add", { companyName: "Team Metals", lotNumber: "REST-1", price: 120 }, trader);
    expect(lot.status).toBe(201);
    expect((await client.rest("GET", "/api/lots/all", undefined, owner)).body.map((l: { lotNumber: string }) => l.lotNumber)).toContain(
      "REST-1",
    );
  });

  test("a Trader writes lots and payments, attributed to them, but manages nothing", async () => {
    const trader = await joined("omar@team.example", "TRADER", "Omar Trader");
    const lot = (await client.gql(ADD_LOT, { lotNumber: "T-1" }, trader)).data.addLot;
    expect(lot.__typename).toBe("AddLotPayload");
    expect((await client.gql(ADD_PAYMENT, { lotId: lot.lot.id, amount: "250.50" }, trader)).data.addPayment.__typename).toBe(
      "AddPaymentPayload",
    );

    const feed = await client.gql(
      `{ viewer { profile { changes(first: 100) { edges { node { kind author { type name } } } } } } }`,
      {},
      owner,
    );
    expect(feed.errors).toBeUndefined();
    const authors = feed.data.viewer.profile.changes.edges.map((e: { node: { kind: string; author: { name: string } } }) => [
      e.node.kind,
      e.node.author.name,
    ]);
    expect(authors).toContainEqual(["PAYMENT_CREATED", "Omar Trader"]);

    expect(await invite("x@team.example", "VIEWER", trader)).toEqual({
      __typename: "AccessDeniedError",
      message: accessMessages.ownerOnly,
    });
    const key = await client.gql(
      `mutation { createApiKey(input: { name: "ERP", scope: READ_WRITE }) { __typename ... on Error { message } } }`,
      {},
      trader,
    );
    expect(key.data.createApiKey).toEqual({ __typename: "AccessDeniedError", message: accessMessages.ownerOnly });
    const lists = await client.gql(`{ viewer { profile { apiKeys { id } webhookEndpoints { id } invitations { id } } } }`, {}, trader);
    expect(lists.data.viewer.profile).toEqual({ apiKeys: [], webhookEndpoints: [], invitations: [] });
    expect(
      (await client.gql(CHANGE_ROLE, { id: await memberId("omar@team.example"), role: "OWNER" }, trader)).data.changeMemberRole.__typename,
    ).toBe("AccessDeniedError");
  });

  test("a Viewer reads and downloads statements but every write is refused, by GraphQL and REST", async () => {
    const viewer = await joined("vera@team.example", "VIEWER");
    const lot = (await client.gql(ADD_LOT, { lotNumber: "V-0" }, owner)).data.addLot.lot;
    expect((await client.gql(ADD_LOT, { lotNumber: "V-1" }, viewer)).data.addLot).toEqual({
      __typename: "AccessDeniedError",
      message: memberMessages.viewerCannotWrite,
    });
    expect((await client.gql(ADD_PAYMENT, { lotId: lot.id, amount: "1" }, viewer)).data.addPayment.__typename).toBe("AccessDeniedError");
    const rest = await client.rest("POST", "/api/lots/amounts/add", { companyName: "Team Metals", lotNumber: "V-0", amount: 5 }, viewer);
    expect(rest.status).toBe(403);
    expect(rest.body.message ?? rest.body.error).toBe(memberMessages.viewerCannotWrite);
    // Reading is allowed: the lots, a ledger, the all-lots statement.
    expect((await client.rest("GET", "/api/lots/all", undefined, viewer)).status).toBe(200);
    const read = await client.gql(
      `query($id: ID!) { node(id: $id) { ... on Lot { ledger { closingBalance } } } viewer { profile { statement { totals { amountAdded } } } } }`,
      { id: lot.id },
      viewer,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.node.ledger.closingBalance).toBeDefined();
  });

  test("an Owner changes roles; a company always keeps at least one Owner", async () => {
    const ownerId = await memberId("owner@team.example");
    expect((await client.gql(CHANGE_ROLE, { id: ownerId, role: "TRADER" }, owner)).data.changeMemberRole).toEqual({
      __typename: "InputError",
      message: memberMessages.lastOwner,
    });
    expect((await client.gql(REMOVE, { id: ownerId }, owner)).data.removeMember).toEqual({
      __typename: "InputError",
      message: memberMessages.lastOwner,
    });

    const second = await joined("second@team.example", "TRADER");
    const secondId = await memberId("second@team.example");
    expect((await client.gql(CHANGE_ROLE, { id: secondId, role: "OWNER" }, owner)).data.changeMemberRole).toEqual({
      __typename: "ChangeMemberRolePayload",
      member: { id: secondId, role: "OWNER" },
    });
    // Two Owners demoting each other at once: one of them stays Owner.
    const [a, b] = await Promise.all([
      client.gql(CHANGE_ROLE, { id: secondId, role: "VIEWER" }, owner),
      client.gql(CHANGE_ROLE, { id: ownerId, role: "VIEWER" }, second),
    ]);
    const outcomes = [a.data.changeMemberRole.__typename, b.data.changeMemberRole.__typename].sort();
    expect(outcomes).not.toEqual(["ChangeMemberRolePayload", "ChangeMemberRolePayload"]);
    const owners = await db.user.count({
      where: { companyId: Number(Buffer.from(companyId, "base64").toString().split(":")[1]), memberRole: "OWNER" },
    });
    expect(owners).toBeGreaterThanOrEqual(1);
    // Put things back for the next tests.
    const stillOwner = (await members(owner)).viewerRole === "OWNER" ? owner : second;
    await client.gql(CHANGE_ROLE, { id: ownerId, role: "OWNER" }, stillOwner);
    await client.gql(REMOVE, { id: secondId }, owner);
  });

  test("an Owner removed or demoted leaves no way back: the invitations they sent are cancelled, and accepting one needs its inviter still an Owner", async () => {
    const INVITATIONS = `{ viewer { profile { invitations { email } } } }`;
    const pendingEmails = async () =>
      (await client.gql(INVITATIONS, {}, owner)).data.viewer.profile.invitations.map((i: { email: string }) => i.email);
    for (const [change, spare] of [
      ["remove", "spare-r@team.example"],
      ["demote", "spare-d@team.example"],
    ]) {
      const rogue = await joined(`rogue-${change}@team.example`, "OWNER");
      expect((await invite(spare, "OWNER", rogue)).__typename).toBe("InviteMemberPayload");
      expect((await invite(`colleague-${change}@team.example`, "VIEWER", rogue)).__typename).toBe("InviteMemberPayload");
      const link = await invitationToken(spare);
      const id = await memberId(`rogue-${change}@team.example`);
      const changed =
        change === "remove"
          ? (
              await client.gql(
                `mutation($id: ID!) { removeMember(input: { id: $id }) { __typename ... on RemoveMemberPayload { cancelledInvitations } } }`,
                { id },
                owner,
              )
            ).data.removeMember
          : (
              await client.gql(
                `mutation($id: ID!) { changeMemberRole(input: { id: $id, role: VIEWER }) { __typename ... on ChangeMemberRolePayload { cancelledInvitations } } }`,
                { id },
                owner,
              )
            ).data.changeMemberRole;
      // The answer says how many of their invitations went, so the Members section can tell the Owner.
      expect(changed.cancelledInvitations).toBe(2);
      expect(await pendingEmails()).not.toContain(spare);
      expect((await client.gql(PREVIEW, { token: link })).data.invitation.status).toBe("CANCELLED");
      const invitee = await client.signIn(spare);
      expect((await client.gql(ACCEPT, { token: link }, invitee)).data.acceptInvitation).toEqual({
        __typename: "InputError",
        message: memberMessages.invitationInvalid,
      });
      expect((await client.gql(`{ viewer { profile { id } } }`, {}, invitee)).data.viewer.profile).toBeNull();
    }

    // An invitation whose inviter is no longer an Owner (left over from before, or racing the change) grants nothing.
    const inviter = await joined("inviter@team.example", "OWNER");
    expect((await invite("late-owner@team.example", "OWNER", inviter)).__typename).toBe("InviteMemberPayload");
    const link = await invitationToken("late-owner@team.example");
    await db.user.updateMany({ where: { email: "inviter@team.example" }, data: { memberRole: "TRADER" } });
    const late = await client.signIn("late-owner@team.example");
    expect((await client.gql(ACCEPT, { token: link }, late)).data.acceptInvitation).toEqual({
      __typename: "InputError",
      message: memberMessages.invitationInvalid,
    });

    // Promoting someone cancels nothing; the remaining Owner's own invitations stand.
    expect((await invite("kept@team.example", "VIEWER")).__typename).toBe("InviteMemberPayload");
    const promoted = await client.gql(
      `mutation($id: ID!) { changeMemberRole(input: { id: $id, role: OWNER }) { ... on ChangeMemberRolePayload { cancelledInvitations } } }`,
      { id: await memberId("inviter@team.example") },
      owner,
    );
    expect(promoted.data.changeMemberRole.cancelledInvitations).toBe(0);
    expect(await pendingEmails()).toContain("kept@team.example");
    await client.gql(REMOVE, { id: await memberId("inviter@team.example") }, owner);
  });

  test("a removed member's session stops reaching the company at once", async () => {
    const leaving = await joined("leaving@team.example", "TRADER");
    const lot = (await client.gql(ADD_LOT, { lotNumber: "L-1" }, leaving)).data.addLot.lot;
    const id = await memberId("leaving@team.example");
    // At once in this process, without waiting for the database's notification (auth/keptViewers.ts).
    await withoutViewerNotifications(async () => {
      const removed = (await client.gql(REMOVE, { id }, owner)).data.removeMember;
      expect(removed.__typename).toBe("RemoveMemberPayload");
      expect(removed.company.members.map((m: { email: string }) => m.email)).not.toContain("leaving@team.example");
      // The same token: no company any more.
      expect((await client.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: lot.id }, leaving)).data.node).toBeNull();
    });
    expect((await client.gql(MEMBERS, {}, leaving)).data.viewer.profile).toBeNull();
    expect((await client.gql(ADD_PAYMENT, { lotId: lot.id, amount: "1" }, leaving)).data.addPayment.__typename).toBe("AccessDeniedError");
    expect((await client.rest("GET", "/api/lots/all", undefined, leaving)).status).toBe(403);
    expect((await client.rest("GET", "/api/suppliers/my-profile", undefined, leaving)).status).toBe(404);
    // They can be invited back; removing someone twice finds nobody.
    expect((await client.gql(REMOVE, { id }, owner)).data.removeMember.__typename).toBe("NotFoundError");
  });

  test("a removed member is told who removed them from which company and when, until they join or create another", async () => {
    const REMOVAL = `{ viewer { profile { id } removedFromCompany { companyName removedBy removedOn } } }`;
    const removedFrom = async (token: string) => (await client.gql(REMOVAL, {}, token)).data.viewer;
    const [bilal, hana] = [await joined("bilal@team.example", "TRADER"), await joined("hana@team.example", "VIEWER")];
    for (const email of ["bilal@team.example", "hana@team.example"]) {
      expect((await client.gql(REMOVE, { id: await memberId(email) }, owner)).data.removeMember.__typename).toBe("RemoveMemberPayload");
    }
    // The Owner's name as they signed up (TestClient.signIn), the day on the company's clock.
    const removal = { companyName: "Team Metals", removedBy: "Test Trader", removedOn: todayIn(config.timeZone) };
    const told = memberMessages.removedFromCompany(removal);
    expect(told).toBe(
      `You were removed from Team Metals by Test Trader on ${formatDateGB(removal.removedOn)}. Ask an Owner of Team Metals to invite you again, or create your own business profile.`,
    );
    expect(await removedFrom(bilal)).toEqual({ profile: null, removedFromCompany: removal });

    // Every refusal that said "no profile" says what happened instead, on GraphQL and REST alike.
    expect((await client.gql(ADD_LOT, { lotNumber: "GONE-1" }, bilal)).data.addLot).toEqual({
      __typename: "AccessDeniedError",
      message: told,
    });
    expect(await client.rest("GET", "/api/lots/all", undefined, bilal)).toMatchObject({ status: 403, body: { message: told } });
    expect(await client.rest("POST", "/api/lots/add", { companyName: "Team Metals", lotNumber: "GONE-2", price: 1 }, bilal)).toMatchObject({
      status: 403,
      body: { message: told },
    });
    // The SPEC's "failure means no profile" stays a failure (404), now with the reason.
    expect(await client.rest("GET", "/api/suppliers/my-profile", undefined, bilal)).toMatchObject({ status: 404, body: { message: told } });

    // Someone who never belonged to a company is answered as before, and so is an Owner who left by themself.
    const newcomer = await client.signIn("newcomer@else.example");
    const leaver = await joined("leaver@team.example", "OWNER");
    expect((await client.gql(REMOVE, { id: await memberId("leaver@team.example") }, leaver)).data.removeMember.__typename).toBe(
      "RemoveMemberPayload",
    );
    for (const token of [newcomer, leaver]) {
      expect(await removedFrom(token)).toEqual({ profile: null, removedFromCompany: null });
      expect((await client.gql(ADD_LOT, { lotNumber: "NEW-1" }, token)).data.addLot.message).toBe(accessMessages.noProfile);
      expect((await client.rest("GET", "/api/suppliers/my-profile", undefined, token)).body.message).toBe("No supplier profile found");
    }

    // Invited back, or with a company of their own, the old removal is never mentioned again.
    await joined("bilal@team.example", "VIEWER");
    expect(await removedFrom(bilal)).toMatchObject({ profile: { id: companyId }, removedFromCompany: null });
    const own = await client.gql(
      `mutation($input: CreateBuyerProfileInput!) { createBuyerProfile(input: $input) { ... on CreateBuyerProfilePayload { viewer { profile { companyName } removedFromCompany { companyName } } } } }`,
      { input: { name: "Hana Ali", companyName: "Hana Tyres", contact: "0501234567", email: "hana@team.example", address: "Ajman" } },
      hana,
    );
    expect(own.data.createBuyerProfile.viewer).toEqual({ profile: { companyName: "Hana Tyres" }, removedFromCompany: null });
    expect(await removedFrom(hana)).toMatchObject({ profile: { id: expect.any(String) }, removedFromCompany: null });
  });

  test("another company's Owner reaches none of our members or invitations", async () => {
    const rival = await client.trader("buyer", "Rival Team", "owner@rival.example");
    const ours = await memberId("sara@team.example");
    expect((await client.gql(CHANGE_ROLE, { id: ours, role: "VIEWER" }, rival)).data.changeMemberRole.__typename).toBe("NotFoundError");
    expect((await client.gql(REMOVE, { id: ours }, rival)).data.removeMember.__typename).toBe("NotFoundError");
    expect((await client.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: ours }, rival)).data.node).toBeNull();
    const pending = await invite("pending@else.example", "VIEWER");
    const cancel = await client.gql(
      `mutation($id: ID!) { cancelInvitation(input: { id: $id }) { __typename } }`,
      { id: pending.invitation.id },
      rival,
    );
    expect(cancel.data.cancelInvitation.__typename).toBe("NotFoundError");
    // A person belongs to one company: the rival's owner cannot accept ours.
    await invite("owner@rival.example", "TRADER");
    const link = await invitationToken("owner@rival.example");
    expect((await client.gql(ACCEPT, { token: link }, rival)).data.acceptInvitation).toEqual({
      __typename: "InputError",
      message: memberMessages.alreadyInCompany("Rival Team"),
    });
  });

  test("inviting again or resending gives a new link; cancelled or expired links do not work", async () => {
    await invite("late@team.example", "VIEWER");
    const first = await invitationToken("late@team.example");
    await mailedHoursAgo("late@team.example", 2);
    const again = await invite("late@team.example", "TRADER");
    expect(again.invitation.role).toBe("TRADER");
    const second = await invitationToken("late@team.example");
    expect(second).not.toBe(first);
    expect((await client.gql(PREVIEW, { token: first })).data.invitation).toBeNull();
    expect((await members(owner)).invitations.filter((i: { email: string }) => i.email === "late@team.example")).toHaveLength(1);

    await db.invitation.updateMany({ where: { email: "late@team.example" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await client.signIn("late@team.example");
    expect((await client.gql(ACCEPT, { token: second }, late)).data.acceptInvitation).toEqual({
      __typename: "InputError",
      message: memberMessages.invitationInvalid,
    });
    await mailedHoursAgo("late@team.example", 2);
    const resent = await client.gql(
      `mutation($id: ID!) { resendInvitation(input: { id: $id }) { __typename ... on ResendInvitationPayload { invitation { status } } } }`,
      { id: again.invitation.id },
      owner,
    );
    expect(resent.data.resendInvitation).toEqual({ __typename: "ResendInvitationPayload", invitation: { status: "PENDING" } });
    const third = await invitationToken("late@team.example");
    const cancelled = await client.gql(
      `mutation($id: ID!) { cancelInvitation(input: { id: $id }) { __typename ... on CancelInvitationPayload { cancelledInvitationId } } }`,
      { id: again.invitation.id },
      owner,
    );
    expect(cancelled.data.cancelInvitation.cancelledInvitationId).toBe(again.invitation.id);
    expect((await client.gql(ACCEPT, { token: third }, late)).data.acceptInvitation.__typename).toBe("InputError");
  });

  test("bad input is refused with the field's message and nothing written", async () => {
    const before = await db.invitation.count();
    expect(fieldErrors((await invite("not-an-email", "TRADER")).fieldErrors).email).toBeDefined();
    expect(fieldErrors((await invite("owner@team.example", "TRADER")).fieldErrors).email).toBe(
      memberMessages.alreadyMember("owner@team.example"),
    );
    expect((await client.gql(INVITE, { input: { email: "a@b.example", role: "BOSS" } }, owner)).errors).toBeDefined();
    expect(await db.invitation.count()).toBe(before);
  });

  test("API keys act with their scope's role and never manage members", async () => {
    const created = await client.gql(
      `mutation { createApiKey(input: { name: "ERP", scope: READ_WRITE }) { ... on CreateApiKeyPayload { secret } } }`,
      {},
      owner,
    );
    const key = created.data.createApiKey.secret;
    expect((await members(key)).viewerRole).toBe("TRADER");
    expect((await invite("k@team.example", "VIEWER", key)).__typename).toBe("AccessDeniedError");

    // Its edits and voids name the key, not the person who created it (the Owner added the payment).
    const lot = (await client.gql(ADD_LOT, { lotNumber: "KEY-1" }, owner)).data.addLot.lot;
    const payment = (await client.gql(ADD_PAYMENT, { lotId: lot.id, amount: "10.00" }, owner)).data.addPayment.payment;
    await client.gql(`mutation($id: ID!) { updatePayment(input: { id: $id, amount: "12.00" }) { __typename } }`, { id: payment.id }, key);
    await client.gql(`mutation($id: ID!) { voidEntry(input: { id: $id, reason: "Twice" }) { __typename } }`, { id: payment.id }, key);
    const read = await client.gql(
      `query($id: ID!) { node(id: $id) { ... on Lot { voidedEntries { ... on Payment { voidedBy history { changedBy } } } } } }`,
      { id: lot.id },
      owner,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.node.voidedEntries).toEqual([
      {
        voidedBy: "ERP (API key)",
        history: [{ changedBy: "Test Trader" }, { changedBy: "ERP (API key)" }, { changedBy: "ERP (API key)" }],
      },
    ]);
    const direct = await client.gql(
      `query($id: ID!) { node(id: $id) { ... on Payment { voidedBy history { changedBy } } } }`,
      { id: payment.id },
      owner,
    );
    expect(direct.data.node).toEqual({
      voidedBy: "ERP (API key)",
      history: [{ changedBy: "Test Trader" }, { changedBy: "ERP (API key)" }, { changedBy: "ERP (API key)" }],
    });
  });
});

describe("invitation mails", () => {
  const REFUSED = `mutation($email: String!) { inviteMember(input: { email: $email, role: VIEWER }) { __typename ... on RateLimitError { retryAfterSeconds } } }`;

  test("a company sends at most 30 an hour, and so does an account in whichever company; the next is refused with a wait, and nothing is written", async () => {
    const busy = await client.trader("supplier", "Busy Inviters", "owner@busy.example");
    expect((await invite("p0@busy.example", "OWNER", busy)).__typename).toBe("InviteMemberPayload");
    for (let i = 1; i < 30; i++) expect((await invite(`p${i}@busy.example`, "VIEWER", busy)).__typename).toBe("InviteMemberPayload");
    const before = await db.invitation.count();
    expect((await client.gql(REFUSED, { email: "p30@busy.example" }, busy)).data.inviteMember).toEqual({
      __typename: "RateLimitError",
      retryAfterSeconds: expect.any(Number),
    });
    expect(await db.invitation.count()).toBe(before);

    // Another Owner of the company finds its 30 used; its first Owner, gone to a new company, finds their own used.
    const second = await client.signIn("p0@busy.example");
    expect((await client.gql(ACCEPT, { token: await invitationToken("p0@busy.example") }, second)).data.acceptInvitation.__typename).toBe(
      "AcceptInvitationPayload",
    );
    expect((await client.gql(REFUSED, { email: "p31@busy.example" }, second)).data.inviteMember.__typename).toBe("RateLimitError");
    const busyId = (await members(busy)).members.find((m: { email: string }) => m.email === "owner@busy.example").id;
    expect((await client.gql(REMOVE, { id: busyId }, busy)).data.removeMember.__typename).toBe("RemoveMemberPayload");
    const fresh = await client.rest(
      "POST",
      "/api/suppliers/add",
      {
        name: "Omar Haddad",
        companyName: "Busy Again",
        contact: "+971 50 123 4567",
        email: "owner@busy.example",
        address: "Sharjah",
        website: "",
        gst: "",
      },
      busy,
    );
    expect(fresh.status).toBe(201);
    expect((await client.gql(REFUSED, { email: "p32@busy.example" }, busy)).data.inviteMember.__typename).toBe("RateLimitError");
    expect(await db.invitation.count({ where: { email: { in: ["p30@busy.example", "p31@busy.example", "p32@busy.example"] } } })).toBe(0);
  });

  test("one address gets at most 3 invitation mails an hour from all companies together", async () => {
    const flooders = [];
    for (let i = 0; i < 3; i++) flooders.push(await client.trader("supplier", `Flood ${i}`, `flood${i}@spam.example`));
    const outcomes = [];
    for (const flooder of flooders)
      for (let n = 0; n < 3; n++)
        outcomes.push((await client.gql(REFUSED, { email: "victim@inbox.example" }, flooder)).data.inviteMember.__typename);
    // The first of each company goes while the address has room; a re-invite within the hour mails nothing anyway.
    expect(await db.outgoingMail.count({ where: { to: "victim@inbox.example" } })).toBe(3);
    const fourth = await client.trader("supplier", "Flood 3", "flood3@spam.example");
    expect((await client.gql(REFUSED, { email: "victim@inbox.example" }, fourth)).data.inviteMember.__typename).toBe("RateLimitError");
    expect(await db.outgoingMail.count({ where: { to: "victim@inbox.example" } })).toBe(3);
    expect(outcomes.filter((outcome) => outcome === "InviteMemberPayload")).toHaveLength(9);
  });

  test("a re-invite or resend within the hour sends no new mail and keeps the link; the payload says so", async () => {
    const INVITE_LINK = `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { ... on InviteMemberPayload { link invitation { id role } } } }`;
    const first = (await client.gql(INVITE_LINK, { input: { email: "twice@team.example", role: "VIEWER" } }, owner)).data.inviteMember;
    expect(first.link).toBe(`${config.publicUrl}/join/${await invitationToken("twice@team.example")}`);
    const again = (await client.gql(INVITE_LINK, { input: { email: "twice@team.example", role: "TRADER" } }, owner)).data.inviteMember;
    expect(again).toEqual({ link: null, invitation: { id: first.invitation.id, role: "TRADER" } });
    const resent = await client.gql(
      `mutation($id: ID!) { resendInvitation(input: { id: $id }) { ... on ResendInvitationPayload { link } } }`,
      { id: first.invitation.id },
      owner,
    );
    expect(resent.data.resendInvitation.link).toBeNull();
    expect(await db.outgoingMail.count({ where: { to: "twice@team.example" } })).toBe(1);
    // The mailed link still works, with the role as it is now.
    const token = await client.signIn("twice@team.example");
    const accepted = (await client.gql(ACCEPT, { token: first.link.split("/join/")[1] }, token)).data.acceptInvitation;
    expect(accepted.viewer.profile.viewerRole).toBe("TRADER");
  });

  test("an Owner gets a fresh link to share by hand: no mail, the earlier link stops working, the row keeps only its hash", async () => {
    const LINK = `mutation($id: ID!) { invitationLink(input: { id: $id }) { __typename ... on InvitationLinkPayload { link invitation { status } } ... on Error { message } } }`;
    const sent = await invite("whatsapp@team.example", "VIEWER");
    const mailed = await invitationToken("whatsapp@team.example");
    const fresh = (await client.gql(LINK, { id: sent.invitation.id }, owner)).data.invitationLink;
    expect(fresh).toEqual({
      __typename: "InvitationLinkPayload",
      link: expect.stringMatching(new RegExp(`^${config.publicUrl}/join/[\\w-]{43}$`)),
      invitation: { status: "PENDING" },
    });
    const token = fresh.link.split("/join/")[1];
    expect(await db.outgoingMail.count({ where: { to: "whatsapp@team.example" } })).toBe(1);
    expect((await client.gql(PREVIEW, { token: mailed })).data.invitation).toBeNull();
    expect((await db.invitation.findFirstOrThrow({ where: { email: "whatsapp@team.example" } })).tokenHash).not.toContain(token);
    // Owners only, own company only.
    const trader = await joined("linker@team.example", "TRADER");
    expect((await client.gql(LINK, { id: sent.invitation.id }, trader)).data.invitationLink.__typename).toBe("AccessDeniedError");
    const rival = await client.trader("buyer", "Link Rival", "owner@linkrival.example");
    expect((await client.gql(LINK, { id: sent.invitation.id }, rival)).data.invitationLink.__typename).toBe("NotFoundError");
    const person = await client.signIn("whatsapp@team.example");
    expect((await client.gql(ACCEPT, { token }, person)).data.acceptInvitation.__typename).toBe("AcceptInvitationPayload");
  });

  test("names the sender typed are quoted as theirs, never the subject or our own words", async () => {
    const lure = "account locked, verify at https://phish.example/login";
    const token = await client.signIn("lure@phish.example", "secret123", "Security Team");
    await client.rest(
      "POST",
      "/api/suppliers/add",
      {
        name: "Security Team",
        companyName: lure,
        contact: "+971 50 123 4567",
        email: "lure@phish.example",
        address: "Dubai",
        website: "",
        gst: "",
      },
      token,
    );
    expect((await invite("target@inbox.example", "VIEWER", token)).__typename).toBe("InviteMemberPayload");
    const mail = await db.outgoingMail.findFirstOrThrow({ where: { to: "target@inbox.example" } });
    expect(mail.subject).not.toContain("phish");
    expect(mail.text).toContain(
      `As given by the sender (written by them, not checked by ${config.site.companyName}):\n  Company: "${lure}"\n  Sent by: "Security Team"`,
    );
    expect(mail.text.split("\n").filter((line) => line.includes("phish"))).toEqual([`  Company: "${lure}"`]);
  });
});
