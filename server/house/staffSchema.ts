import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../builder.ts";
import { houseAdmins, people } from "../graphql/scopes.ts";
import { db } from "../db.ts";
import { mayAsHouse, requireHouse } from "../access/permissions.ts";
import { AccessDeniedError, InputError, NotFoundError, RateLimitError } from "../errors.ts";
import { GLOBAL_ID_DESCRIPTION, rowId } from "../rowIds.ts";
import { edgeFor } from "../graphql/edges.ts";
import { House, HouseRoleEnum } from "./house.ts";
import { InvitationStatusRef } from "../members/schema.ts";
import { invitationStatus } from "../members/members.ts";
import {
  acceptStaffInvitation,
  cancelStaffInvitation,
  changeStaffRole,
  freshStaffInvitationLink,
  inviteStaff,
  openStaffInvitations,
  removeStaff,
  staffInvitationByToken,
} from "./staff.ts";

/*
 * The house's staff in GraphQL: `House.staff` (every staff member reads it) and `House.staffInvitations`,
 * and the mutations that change them (House Admins only, as people: API keys and companies' members
 * reach none of it). Accepting a staff invitation is the invited person's.
 */

export const StaffMemberRef = builder.prismaNode("User", {
  variant: "StaffMember",
  id: { field: "id" },
  nullable: true,
  // A staff member, for a reader who is staff; anyone else's id (or any id for anyone else) answers null.
  findUnique: (id, { viewer }) => ({ id: mayAsHouse(viewer, "staff") ? rowId(id) : -1, houseRole: { not: null } }),
  description: "A person of Gulf Recycling Traders' own staff, with their role.",
  fields: (t) => ({
    name: t.exposeString("name", { description: "The person's full name." }),
    email: t.exposeString("email", { description: "Their sign-in e-mail address." }),
    role: t.field({
      type: HouseRoleEnum,
      description: "Their role among the staff.",
      select: { houseRole: true },
      resolve: (member) => member.houseRole ?? "HOUSE_STAFF",
    }),
    isViewer: t.boolean({
      description: "Whether this is the signed-in person.",
      resolve: (member, _args, { viewer }) => member.id === viewer?.id,
    }),
  }),
});

export const StaffInvitationRef = builder.prismaNode("StaffInvitation", {
  id: { field: "id" },
  nullable: true,
  // Only a House Admin reaches staff invitations.
  findUnique: (id, { viewer }) => ({ id: mayAsHouse(viewer, "admin") ? rowId(id) : -1 }),
  description: "An invitation, by e-mail, to join Gulf Recycling Traders' staff.",
  fields: (t) => ({
    email: t.exposeString("email", { description: "Only an account with this address (in no company) can accept it." }),
    role: t.expose("houseRole", { type: HouseRoleEnum, description: "The role they get on accepting." }),
    status: t.field({
      type: InvitationStatusRef,
      description: "Pending or expired (accepted and cancelled ones leave the list).",
      resolve: (invitation) => invitationStatus(invitation),
    }),
    sentAt: t.expose("createdAt", { type: "DateTime", description: "When it was sent (or last given a new link)." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "Its link stops working then." }),
    invitedBy: t.string({
      description: 'The House Admin who sent it, or "the server\'s command" for `npm run house -- add-admin`.',
      select: { invitedBy: { select: { name: true } } },
      resolve: (invitation) => invitation.invitedBy?.name ?? "the server's command",
    }),
  }),
});

const StaffInvitationEdge = builder.edgeObject({ name: "StaffInvitationEdge", type: StaffInvitationRef });

builder.objectFields(House, (t) => ({
  staff: t.prismaConnection({
    type: StaffMemberRef,
    cursor: "id",
    description: "The house's staff, in the order they joined. Every staff member reads it.",
    resolve: (query) => db.user.findMany({ ...query, where: { houseRole: { not: null } }, orderBy: { id: "asc" } }),
  }),
  staffInvitations: t.prismaConnection({
    type: StaffInvitationRef,
    cursor: "id",
    nullable: true,
    description:
      "Staff invitations not yet accepted or cancelled (expired ones included, to renew), newest first. House Admins only: anyone else is refused (null, with an error).",
    resolve: (query, _house, _args, { viewer }) => {
      requireHouse(viewer, "admin");
      return db.staffInvitation.findMany({ ...query, ...openStaffInvitations });
    },
  }),
}));

/** What a staff invitation's link shows before it is accepted. */
const StaffInvitationPreviewRef = builder
  .objectRef<NonNullable<Awaited<ReturnType<typeof staffInvitationByToken>>>>("StaffInvitationPreview")
  .implement({
    description: "A staff invitation as its link shows it: which role, for which address.",
    fields: (t) => ({
      email: t.exposeString("email", { description: "Only an account with this address can accept it." }),
      role: t.field({ type: HouseRoleEnum, description: "The role they get on accepting.", resolve: (invitation) => invitation.houseRole }),
      invitedBy: t.string({
        description: 'The House Admin who sent it, or "the server\'s command".',
        resolve: (invitation) => invitation.invitedBy?.name ?? "the server's command",
      }),
      status: t.field({
        type: InvitationStatusRef,
        description: "Whether the link can still be used.",
        resolve: (invitation) => invitation.status,
      }),
      expiresAt: t.field({ type: "DateTime", description: "When the link stops working.", resolve: (invitation) => invitation.expiresAt }),
    }),
  });

builder.queryField("staffInvitation", (t) =>
  t.field({
    type: StaffInvitationPreviewRef,
    nullable: true,
    args: { token: t.arg.string({ description: "The token at the end of the staff invitation link." }) },
    description: "The staff invitation a link names, or null for an unknown link. Open to anyone holding the link.",
    resolve: (_root, { token }) => staffInvitationByToken(token),
  }),
);

const inviteDescription =
  "Invites a person by e-mail to Gulf Recycling Traders' staff with a role (House Admins only). Inviting an open invitation's address again sends it a new link with the new role; the earlier link stops working.";

builder.relayMutationField(
  "inviteStaff",
  {
    description: inviteDescription,
    inputFields: (t) => ({
      email: t.string({ description: "The person's e-mail address: only an account with it, in no company, can accept." }),
      role: t.field({ type: HouseRoleEnum, description: "The role they get on accepting." }),
    }),
  },
  {
    description: inviteDescription,
    authScopes: houseAdmins,
    errors: { types: [InputError, AccessDeniedError, RateLimitError] },
    resolve: (_root, { input }, { viewer }) => inviteStaff(viewer, input),
  },
  {
    outputFields: (t) => ({
      invitation: t.prismaField({
        type: StaffInvitationRef,
        description: "The invitation sent.",
        resolve: (query, { invitation }) => db.staffInvitation.findUniqueOrThrow({ ...query, where: { id: invitation.id } }),
      }),
      invitationEdge: t.field({
        type: StaffInvitationEdge,
        description: "Its edge, for `House.staffInvitations`.",
        resolve: ({ invitation }) => edgeFor(invitation),
      }),
      link: t.exposeString("link", { description: "The link just mailed, shown this once (only its hash is kept)." }),
    }),
  },
);

builder.relayMutationField(
  "staffInvitationLink",
  {
    description:
      "A fresh link for an open staff invitation, to share by hand: no mail is sent, the earlier link stops working, the new one works 7 days (House Admins only).",
    inputFields: (t) => ({ id: t.globalID({ for: StaffInvitationRef, description: GLOBAL_ID_DESCRIPTION }) }),
  },
  {
    description:
      "A fresh link for an open staff invitation, to share by hand: no mail is sent, the earlier link stops working, the new one works 7 days (House Admins only).",
    authScopes: houseAdmins,
    errors: { types: [NotFoundError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => freshStaffInvitationLink(viewer, rowId(input.id.id)),
  },
  {
    outputFields: (t) => ({
      link: t.exposeString("link", { description: "The link, in this answer only: only its hash is kept." }),
      invitation: t.prismaField({
        type: StaffInvitationRef,
        description: "The invitation, with its new expiry.",
        resolve: (query, { invitation }) => db.staffInvitation.findUniqueOrThrow({ ...query, where: { id: invitation.id } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "cancelStaffInvitation",
  {
    description: "Cancels an open staff invitation: its link stops working (House Admins only).",
    inputFields: (t) => ({ id: t.globalID({ for: StaffInvitationRef, description: GLOBAL_ID_DESCRIPTION }) }),
  },
  {
    description: "Cancels an open staff invitation: its link stops working (House Admins only).",
    authScopes: houseAdmins,
    errors: { types: [NotFoundError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => cancelStaffInvitation(viewer, rowId(input.id.id)),
  },
  {
    outputFields: (t) => ({
      cancelledInvitationId: t.id({
        description: "The cancelled invitation's id, to drop it from lists.",
        resolve: (invitation) => encodeGlobalID("StaffInvitation", invitation.id),
      }),
    }),
  },
);

builder.relayMutationField(
  "changeStaffRole",
  {
    description:
      "Gives a staff member another role (House Admins only). The house always keeps at least one House Admin. Takes effect at once, on every server process.",
    inputFields: (t) => ({
      id: t.globalID({ for: StaffMemberRef, description: "The staff member." }),
      role: t.field({ type: HouseRoleEnum, description: "Their new role." }),
    }),
  },
  {
    description:
      "Gives a staff member another role (House Admins only). The house always keeps at least one House Admin. Takes effect at once, on every server process.",
    authScopes: houseAdmins,
    errors: { types: [InputError, NotFoundError, AccessDeniedError] },
    resolve: async (_root, { input }, { viewer }) => ({ member: await changeStaffRole(viewer, rowId(input.id.id), input.role) }),
  },
  {
    outputFields: (t) => ({
      staffMember: t.prismaField({
        type: StaffMemberRef,
        description: "The staff member with their new role.",
        resolve: (query, { member }) => db.user.findUniqueOrThrow({ ...query, where: { id: member.id } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "removeStaff",
  {
    description:
      "Removes a person from the staff: their sessions, API calls and open live streams stop reaching the desk at once, on every server process (House Admins only). The last House Admin cannot be removed. The person's account stays, in no company.",
    inputFields: (t) => ({ id: t.globalID({ for: StaffMemberRef, description: GLOBAL_ID_DESCRIPTION }) }),
  },
  {
    description:
      "Removes a person from the staff: their sessions, API calls and open live streams stop reaching the desk at once, on every server process (House Admins only). The last House Admin cannot be removed. The person's account stays, in no company.",
    authScopes: houseAdmins,
    errors: { types: [InputError, NotFoundError, AccessDeniedError] },
    resolve: async (_root, { input }, { viewer }) => ({ member: await removeStaff(viewer, rowId(input.id.id)) }),
  },
  {
    outputFields: (t) => ({
      removedStaffId: t.id({
        description: "The removed staff member's id, to drop them from lists.",
        resolve: ({ member }) => encodeGlobalID("StaffMember", member.id),
      }),
    }),
  },
);

builder.relayMutationField(
  "acceptStaffInvitation",
  {
    description:
      "Joins Gulf Recycling Traders' staff with the role a staff invitation gives. The link must be open and sent to the signed-in person's address, who belongs to no company.",
    inputFields: (t) => ({ token: t.string({ description: "The token at the end of the staff invitation link." }) }),
  },
  {
    description:
      "Joins Gulf Recycling Traders' staff with the role a staff invitation gives. The link must be open and sent to the signed-in person's address, who belongs to no company.",
    authScopes: people,
    errors: { types: [InputError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => acceptStaffInvitation(viewer, input.token),
  },
  {
    outputFields: (t) => ({
      viewer: t.prismaField({
        type: "User",
        description: "The person, now on the staff (`houseRole`).",
        resolve: (query, { userId }) => db.user.findUniqueOrThrow({ ...query, where: { id: userId } }),
      }),
    }),
  },
);
