import { beforeAll, describe, expect, test } from "vitest";
import { TestClient } from "../test/client.ts";
import { db } from "../db.ts";
import { accessMessages } from "../access/caller.ts";
import { makeHouseAdmin, removeHouseStaff, listHouseStaff } from "./staff.ts";
import { runHouseCommand } from "./houseCommand.ts";
import { staffMessages } from "../../shared/house.ts";

let client: TestClient;
let admin: string;
let supplierOwner: string;

const STAFF = `{ house { role staff(first: 50) { edges { node { id name email role isViewer } } } } }`;
const INVITATIONS = `{ house { staffInvitations(first: 50) { edges { node { id email role status invitedBy } } } } }`;
const INVITE = `mutation($input: InviteStaffInput!) { inviteStaff(input: $input) {
  __typename ... on InviteStaffPayload { invitation { id email role status } invitationEdge { node { id } } link }
  ... on Error { message } ... on InputError { fieldErrors { field message } } } }`;
const ACCEPT = `mutation($token: String!) { acceptStaffInvitation(input: { token: $token }) {
  __typename ... on AcceptStaffInvitationPayload { viewer { houseRole } } ... on Error { message } } }`;
const CHANGE = `mutation($id: ID!, $role: HouseRole!) { changeStaffRole(input: { id: $id, role: $role }) {
  __typename ... on ChangeStaffRolePayload { staffMember { id role } } ... on Error { message } } }`;
const REMOVE = `mutation($id: ID!) { removeStaff(input: { id: $id }) { __typename ... on RemoveStaffPayload { removedStaffId } ... on Error { message } } }`;
const CANCEL = `mutation($id: ID!) { cancelStaffInvitation(input: { id: $id }) { __typename ... on CancelStaffInvitationPayload { cancelledInvitationId } ... on Error { message } } }`;

async function staffToken(email: string) {
  const mail = await db.outgoingMail.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  return /\/desk\/join\/([\w-]+)/.exec(mail.text)![1];
}

const staffList = async (token: string) =>
  (await client.gql(STAFF, {}, token)).data.house.staff.edges.map((e: { node: unknown }) => e.node);
const idOf = async (email: string) => (await staffList(admin)).find((m: { email: string }) => m.email === email).id;

/** Invited by the admin as `role`, signed up and accepted: their token. */
async function joined(email: string, role: string) {
  const sent = (await client.gql(INVITE, { input: { email, role } }, admin)).data.inviteStaff;
  expect(sent.__typename).toBe("InviteStaffPayload");
  const token = await client.signIn(email, "secret123", "Omar Staff");
  const accepted = (await client.gql(ACCEPT, { token: await staffToken(email) }, token)).data.acceptStaffInvitation;
  expect(accepted).toEqual({ __typename: "AcceptStaffInvitationPayload", viewer: { houseRole: role } });
  return token;
}

beforeAll(async () => {
  client = await TestClient.start();
  supplierOwner = await client.trader("supplier", "Desk Metals", "owner@deskmetals.example");
  // The command: an address without an account is invited, and signs up from the link.
  const made = await makeHouseAdmin("Aisha@GulfRecycling.example");
  expect(made.ok).toBe(true);
  expect(made.link).toMatch(/\/desk\/join\//);
  admin = await client.signIn("aisha@gulfrecycling.example", "secret123", "Aisha Rahman");
  expect(
    (await client.gql(ACCEPT, { token: await staffToken("aisha@gulfrecycling.example") }, admin)).data.acceptStaffInvitation.viewer
      .houseRole,
  ).toBe("HOUSE_ADMIN");
});

describe("the house's staff", () => {
  test("the command refuses a company's member, makes an account in no company House Admin, and never removes the last one", async () => {
    const refused = await makeHouseAdmin("owner@deskmetals.example");
    expect(refused).toEqual({ ok: false, message: staffMessages.commandInCompany("owner@deskmetals.example", "Desk Metals") });
    expect((await runHouseCommand(["remove", "aisha@gulfrecycling.example"])).message).toBe(staffMessages.lastAdmin);
    expect((await runHouseCommand(["frobnicate"])).ok).toBe(false);
    await client.signIn("second@gulfrecycling.example", "secret123", "Second Admin");
    expect((await makeHouseAdmin("second@gulfrecycling.example")).ok).toBe(true);
    expect((await listHouseStaff()).message).toContain("second@gulfrecycling.example");
    expect((await removeHouseStaff("second@gulfrecycling.example")).ok).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { email: "second@gulfrecycling.example" } })).houseRole).toBeNull();
  });

  test("a House Admin invites with a role; the invitation is mailed, listed, and can be cancelled", async () => {
    const sent = (await client.gql(INVITE, { input: { email: "later@gulfrecycling.example", role: "HOUSE_STAFF" } }, admin)).data
      .inviteStaff;
    expect(sent.invitation).toMatchObject({ email: "later@gulfrecycling.example", role: "HOUSE_STAFF", status: "PENDING" });
    const listed = (await client.gql(INVITATIONS, {}, admin)).data.house.staffInvitations.edges.map(
      (e: { node: { email: string } }) => e.node.email,
    );
    expect(listed).toContain("later@gulfrecycling.example");
    expect((await client.gql(CANCEL, { id: sent.invitation.id }, admin)).data.cancelStaffInvitation.__typename).toBe(
      "CancelStaffInvitationPayload",
    );
    const token = await client.signIn("later@gulfrecycling.example", "secret123", "Too Late");
    expect(
      (await client.gql(ACCEPT, { token: await staffToken("later@gulfrecycling.example") }, token)).data.acceptStaffInvitation.message,
    ).toBe(staffMessages.invitationInvalid);
    // A company's member cannot be invited, nor accept.
    const inCompany = (await client.gql(INVITE, { input: { email: "owner@deskmetals.example", role: "HOUSE_STAFF" } }, admin)).data
      .inviteStaff;
    expect(inCompany.fieldErrors).toEqual([{ field: "email", message: staffMessages.inCompany("owner@deskmetals.example") }]);
  });

  test("a company's member, an API key's caller and House Staff reach none of the admin's fields; House Staff read the list", async () => {
    const member = await client.gql(STAFF, {}, supplierOwner);
    expect(member.data).toBeNull();
    expect(member.errors![0].message).toBe(accessMessages.houseOnly);
    expect(
      (await client.gql(INVITE, { input: { email: "x@example.com", role: "HOUSE_ADMIN" } }, supplierOwner)).data.inviteStaff.message,
    ).toBe(accessMessages.houseOnly);
    expect((await client.rest("GET", "/api/house/staff", undefined, supplierOwner)).status).toBe(403);
    expect((await client.rest("GET", "/api/house/staff")).status).toBe(401);
    const staff = await joined("omar@gulfrecycling.example", "HOUSE_STAFF");
    expect((await staffList(staff)).map((m: { email: string }) => m.email)).toEqual([
      "aisha@gulfrecycling.example",
      "omar@gulfrecycling.example",
    ]);
    const invitations = await client.gql(INVITATIONS, {}, staff);
    expect(invitations.data.house.staffInvitations).toBeNull();
    expect(invitations.errors![0].message).toBe(accessMessages.houseAdminOnly);
    expect((await client.gql(INVITE, { input: { email: "y@example.com", role: "HOUSE_ADMIN" } }, staff)).data.inviteStaff.message).toBe(
      accessMessages.houseAdminOnly,
    );
    // Staff never join or create a company.
    const profile = await client.rest(
      "POST",
      "/api/suppliers/add",
      { companyName: "Omar Scrap", contact: "0501234567", address: "Dubai" },
      staff,
    );
    expect(profile.status).toBe(403);
  });

  test("the last House Admin is neither demoted nor removed; a role change and a removal take effect on the next GraphQL and REST request", async () => {
    const adminId = await idOf("aisha@gulfrecycling.example");
    expect((await client.gql(CHANGE, { id: adminId, role: "HOUSE_STAFF" }, admin)).data.changeStaffRole.message).toBe(
      staffMessages.lastAdmin,
    );
    expect((await client.gql(REMOVE, { id: adminId }, admin)).data.removeStaff.message).toBe(staffMessages.lastAdmin);

    const staff = await joined("noura@gulfrecycling.example", "HOUSE_STAFF");
    const id = await idOf("noura@gulfrecycling.example");
    expect((await client.gql(CHANGE, { id, role: "HOUSE_ADMIN" }, admin)).data.changeStaffRole.staffMember.role).toBe("HOUSE_ADMIN");
    expect((await client.gql(`{ house { role } }`, {}, staff)).data.house.role).toBe("HOUSE_ADMIN");
    expect((await client.rest("GET", "/api/house/staff", undefined, staff)).status).toBe(200);
    expect((await client.gql(REMOVE, { id }, admin)).data.removeStaff.__typename).toBe("RemoveStaffPayload");
    const after = await client.gql(`{ house { role } }`, {}, staff);
    expect(after.errors![0].message).toBe(accessMessages.houseOnly);
    expect((await client.rest("GET", "/api/house/staff", undefined, staff)).status).toBe(403);
  });
});
