import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../builder.ts";
import { companyManagers, joiners, noRowsListed } from "../graphql/scopes.ts";
import { describedEnum } from "../graphql/enums.ts";
import { db } from "../db.ts";
import { AccessDeniedError, InputError, NotFoundError, RateLimitError } from "../errors.ts";
import { GLOBAL_ID_DESCRIPTION, rowId } from "../rowIds.ts";
import { removalOf, roleOf } from "../access/caller.ts";
import { isOwnCompany } from "../access/permissions.ts";
import { managedCompanyRecord, membershipIn, ownMember } from "../access/companyFilters.ts";
import { edgeFor } from "../graphql/edges.ts";
import {
  acceptInvitation,
  cancelInvitation,
  changeMemberRole,
  freshInvitationLink,
  invitationByToken,
  invitationStatus,
  inviteMember,
  removeMember,
  resendInvitation,
} from "./members.ts";
import { memberRoleSummary, type CompanyRemoval } from "../../shared/members.ts";

export const MemberRoleRef = describedEnum("MemberRole", "What a member may do in the company.", {
  OWNER: `${memberRoleSummary.OWNER}.`,
  TRADER: `${memberRoleSummary.TRADER}.`,
  VIEWER: `${memberRoleSummary.VIEWER}.`,
});

export const InvitationStatusRef = describedEnum("InvitationStatus", "Where an invitation stands.", {
  PENDING: "Sent; its link works until it expires.",
  ACCEPTED: "Used: the person joined.",
  EXPIRED: "Not used within 7 days; it can be resent.",
  CANCELLED: "Cancelled by an Owner.",
});

export const MemberRef = builder.prismaNode("User", {
  variant: "Member",
  id: { field: "id" },
  nullable: true,
  // A fellow member of the viewer's company (the viewer included); anyone else's id answers null.
  findUnique: (id, context) => ({ id: rowId(id), AND: ownMember(context.viewer) }),
  description: "A person who belongs to the company, with their role.",
  fields: (t) => ({
    name: t.exposeString("name", { description: "The person's full name." }),
    email: t.exposeString("email", { description: "Their sign-in e-mail address." }),
    role: t.field({
      type: MemberRoleRef,
      description: "What they may do in the company.",
      select: { memberRole: true },
      resolve: (member) => member.memberRole ?? "VIEWER",
    }),
    memberSince: t.expose("memberSince", { type: "DateTime", nullable: true, description: "When they joined (or created the company)." }),
    isViewer: t.boolean({
      description: "Whether this member is the signed-in person.",
      resolve: (member, _args, { viewer }) => member.id === viewer?.id,
    }),
  }),
});

export const InvitationRef = builder.prismaNode("Invitation", {
  id: { field: "id" },
  nullable: true,
  // Only an Owner of the company reaches its invitations.
  findUnique: (id, context) => ({ id: rowId(id), AND: managedCompanyRecord(context.viewer) }),
  description: "An invitation of a person, by e-mail, to join the company.",
  fields: (t) => ({
    email: t.exposeString("email", { description: "Only an account with this address can accept it." }),
    role: t.expose("role", { type: MemberRoleRef, description: "The role they get on joining." }),
    status: t.field({
      type: InvitationStatusRef,
      description: "Pending or expired (accepted and cancelled ones leave the list).",
      resolve: (invitation) => invitationStatus(invitation),
    }),
    sentAt: t.expose("createdAt", { type: "DateTime", description: "When it was sent (or last resent)." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "Its link stops working then." }),
    invitedBy: t.string({
      description: "The Owner who sent it.",
      select: { invitedBy: { select: { name: true } } },
      resolve: (invitation) => invitation.invitedBy.name,
    }),
  }),
});

const InvitationEdge = builder.edgeObject({ name: "InvitationEdge", type: InvitationRef });

builder.prismaObjectFields("Profile", (t) => ({
  members: t.relation("members", {
    authScopes: { company: "read" },
    unauthorizedResolver: noRowsListed,
    type: MemberRef,
    description: "The company's members, earliest first. Empty unless the viewer is one of them.",
    query: (_args, { viewer }) => ({ where: ownMember(viewer), orderBy: [{ memberSince: "asc" as const }, { id: "asc" as const }] }),
  }),
  invitations: t.relation("invitations", {
    authScopes: companyManagers,
    unauthorizedResolver: noRowsListed,
    description:
      "Invitations not yet accepted or cancelled (expired ones included, to resend), newest first. Empty unless the viewer is an Owner.",
    query: (_args, { viewer }) => ({
      where: { acceptedAt: null, cancelledAt: null, ...managedCompanyRecord(viewer) },
      orderBy: { id: "desc" },
    }),
  }),
  viewerRole: t.field({
    type: MemberRoleRef,
    nullable: true,
    description: "The viewer's role in the company (an API key's scope as a role: read-write Trader, read-only Viewer).",
    // The request's viewer holds the role, unless they joined during this request (acceptInvitation's payload).
    resolve: async (profile, _args, { viewer }) =>
      !viewer || isOwnCompany(viewer, profile.id)
        ? roleOf(viewer)
        : ((await db.user.findFirst({ where: membershipIn(viewer, profile.id), select: { memberRole: true } }))?.memberRole ?? null),
  }),
}));

const CompanyRemovalRef = builder.objectRef<CompanyRemoval>("CompanyRemoval").implement({
  description: "How a person came to belong to no company: an Owner removed them. Nothing else about that company.",
  fields: (t) => ({
    companyName: t.exposeString("companyName", { description: "The company they were removed from, as it was named then." }),
    removedBy: t.exposeString("removedBy", { description: "The Owner who removed them, as they were named then." }),
    removedOn: t.expose("removedOn", { type: "Date", description: "The day, on the company's clock (`siteInfo.timeZone`)." }),
  }),
});

builder.prismaObjectField("User", "removedFromCompany", (t) =>
  t.field({
    type: CompanyRemovalRef,
    nullable: true,
    description:
      "Set while the person belongs to no company because an Owner removed them from theirs; null once they join or create one, and for API keys.",
    select: { removedFrom: true, removedBy: true, removedAt: true },
    // A key acts for its company, which it still reaches: its creator's removal is not the caller's.
    resolve: (user, _args, { viewer }) => (viewer?.apiKey ? null : removalOf(user)),
  }),
);

/** What an invitation's link shows before it is accepted. */
const InvitationPreviewRef = builder.objectRef<NonNullable<Awaited<ReturnType<typeof invitationByToken>>>>("InvitationPreview").implement({
  description: "An invitation as its link shows it: which company, which role, for which address.",
  fields: (t) => ({
    companyName: t.string({ description: "The company to join.", resolve: (invitation) => invitation.profile.companyName }),
    email: t.exposeString("email", { description: "Only an account with this address can accept it." }),
    role: t.field({ type: MemberRoleRef, description: "The role they get on joining.", resolve: (invitation) => invitation.role }),
    invitedBy: t.string({ description: "The Owner who sent it.", resolve: (invitation) => invitation.invitedBy.name }),
    status: t.field({
      type: InvitationStatusRef,
      description: "Whether the link can still be used.",
      resolve: (invitation) => invitation.status,
    }),
    expiresAt: t.field({ type: "DateTime", description: "When the link stops working.", resolve: (invitation) => invitation.expiresAt }),
  }),
});

builder.queryField("invitation", (t) =>
  t.field({
    type: InvitationPreviewRef,
    nullable: true,
    args: { token: t.arg.string({ description: "The token at the end of the invitation link." }) },
    description: "The invitation a link names, or null for an unknown link. Open to anyone holding the link.",
    resolve: (_root, { token }) => invitationByToken(token),
  }),
);

builder.relayMutationField(
  "inviteMember",
  {
    description:
      "Invites a person by e-mail to join the company (Owners only). Inviting an address again sends it a new link, unless its invitation was mailed less than an hour ago (then no mail goes; its role follows).",
    inputFields: (t) => ({
      email: t.string({ description: "The person's e-mail address: only an account with it can accept." }),
      role: t.field({ type: MemberRoleRef, description: "The role they get on joining." }),
    }),
  },
  {
    description:
      "Invites a person by e-mail to join the company (Owners only). Inviting an address again sends it a new link, unless its invitation was mailed less than an hour ago (then no mail goes; its role follows).",
    authScopes: companyManagers,
    errors: { types: [InputError, AccessDeniedError, RateLimitError] },
    resolve: (_root, { input }, { viewer }) => inviteMember(viewer, input),
  },
  {
    outputFields: (t) => ({
      invitation: t.prismaField({
        type: "Invitation",
        description: "The invitation sent.",
        resolve: (query, { invitation }) => db.invitation.findUniqueOrThrow({ ...query, where: { id: invitation.id } }),
      }),
      invitationEdge: t.field({
        type: InvitationEdge,
        description: "Its edge, for the company's invitations list.",
        resolve: ({ invitation }) => edgeFor(invitation),
      }),
      link: t.string({
        nullable: true,
        description:
          "The link just mailed, shown this once (only its hash is kept): null when no mail went because the invitation was mailed less than an hour ago (its earlier link still works; `invitationLink` gives a fresh one).",
        resolve: ({ link }) => link,
      }),
      company: t.prismaField({
        type: "Profile",
        description: "The company, whose invitations changed.",
        resolve: (query, { company }) => db.profile.findUniqueOrThrow({ ...query, where: { id: company.id } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "resendInvitation",
  {
    description:
      "Sends an open invitation again with a new link, valid 7 days from now; the earlier link stops working (Owners only). One mailed less than an hour ago is not mailed again.",
    inputFields: (t) => ({ id: t.globalID({ for: InvitationRef, description: GLOBAL_ID_DESCRIPTION }) }),
  },
  {
    description:
      "Sends an open invitation again with a new link, valid 7 days from now; the earlier link stops working (Owners only). One mailed less than an hour ago is not mailed again.",
    authScopes: companyManagers,
    errors: { types: [NotFoundError, AccessDeniedError, RateLimitError] },
    resolve: (_root, { input }, { viewer }) => resendInvitation(viewer, rowId(input.id.id)),
  },
  {
    outputFields: (t) => ({
      invitation: t.prismaField({
        type: "Invitation",
        description: "The invitation, with its new expiry.",
        resolve: (query, { invitation }) => db.invitation.findUniqueOrThrow({ ...query, where: { id: invitation.id } }),
      }),
      link: t.string({
        nullable: true,
        description:
          "The link just mailed, shown this once (only its hash is kept): null when no mail went because the invitation was mailed less than an hour ago (its earlier link still works; `invitationLink` gives a fresh one).",
        resolve: ({ link }) => link,
      }),
    }),
  },
);

builder.relayMutationField(
  "invitationLink",
  {
    description:
      "A fresh link for an open invitation, to share by hand (e.g. WhatsApp): no mail is sent, the earlier link stops working, the new one works 7 days (Owners only).",
    inputFields: (t) => ({ id: t.globalID({ for: InvitationRef, description: GLOBAL_ID_DESCRIPTION }) }),
  },
  {
    description:
      "A fresh link for an open invitation, to share by hand (e.g. WhatsApp): no mail is sent, the earlier link stops working, the new one works 7 days (Owners only).",
    authScopes: companyManagers,
    errors: { types: [NotFoundError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => freshInvitationLink(viewer, rowId(input.id.id)),
  },
  {
    outputFields: (t) => ({
      link: t.exposeString("link", { description: "The link, in this answer only: only its hash is kept." }),
      invitation: t.prismaField({
        type: "Invitation",
        description: "The invitation, with its new expiry.",
        resolve: (query, { invitation }) => db.invitation.findUniqueOrThrow({ ...query, where: { id: invitation.id } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "cancelInvitation",
  {
    description: "Cancels an open invitation: its link stops working (Owners only).",
    inputFields: (t) => ({ id: t.globalID({ for: InvitationRef, description: GLOBAL_ID_DESCRIPTION }) }),
  },
  {
    description: "Cancels an open invitation: its link stops working (Owners only).",
    authScopes: companyManagers,
    errors: { types: [NotFoundError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => cancelInvitation(viewer, rowId(input.id.id)),
  },
  {
    outputFields: (t) => ({
      cancelledInvitationId: t.id({
        description: "The cancelled invitation's id, to drop it from lists.",
        resolve: ({ invitation }) => encodeGlobalID("Invitation", invitation.id),
      }),
      company: t.prismaField({
        type: "Profile",
        description: "The company, whose invitations changed.",
        resolve: (query, { company }) => db.profile.findUniqueOrThrow({ ...query, where: { id: company.id } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "changeMemberRole",
  {
    description: "Gives a member another role (Owners only). A company always keeps at least one Owner.",
    inputFields: (t) => ({
      id: t.globalID({ for: MemberRef, description: "The member." }),
      role: t.field({ type: MemberRoleRef, description: "Their new role." }),
    }),
  },
  {
    description: "Gives a member another role (Owners only). A company always keeps at least one Owner.",
    authScopes: companyManagers,
    errors: { types: [InputError, NotFoundError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => changeMemberRole(viewer, rowId(input.id.id), input.role),
  },
  {
    outputFields: (t) => ({
      member: t.prismaField({
        type: MemberRef,
        description: "The member with their new role.",
        resolve: (query, { member }) => db.user.findUniqueOrThrow({ ...query, where: { id: member.id } }),
      }),
      company: t.prismaField({
        type: "Profile",
        description: "The company, whose members and invitations changed.",
        resolve: (query, { company }) => db.profile.findUniqueOrThrow({ ...query, where: { id: company.id } }),
      }),
      cancelledInvitations: t.int({
        description:
          "How many open invitations the member had sent and which were cancelled with this change: a member who is no Owner any more grants nothing.",
        resolve: ({ cancelledInvitations }) => cancelledInvitations,
      }),
    }),
  },
);

builder.relayMutationField(
  "removeMember",
  {
    description:
      "Removes a member from the company: their sessions stop reaching it at once (Owners only). A company always keeps at least one Owner.",
    inputFields: (t) => ({ id: t.globalID({ for: MemberRef, description: GLOBAL_ID_DESCRIPTION }) }),
  },
  {
    description:
      "Removes a member from the company: their sessions stop reaching it at once (Owners only). A company always keeps at least one Owner.",
    authScopes: companyManagers,
    errors: { types: [InputError, NotFoundError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => removeMember(viewer, rowId(input.id.id)),
  },
  {
    outputFields: (t) => ({
      removedMemberId: t.id({
        description: "The removed member's id, to drop them from lists.",
        resolve: ({ member }) => encodeGlobalID("Member", member.id),
      }),
      cancelledInvitations: t.int({
        description:
          "How many open invitations the member had sent and which were cancelled with this change: a member who is no Owner any more grants nothing.",
        resolve: ({ cancelledInvitations }) => cancelledInvitations,
      }),
      company: t.prismaField({
        type: "Profile",
        description: "The company, whose members changed.",
        resolve: (query, { company }) => db.profile.findUniqueOrThrow({ ...query, where: { id: company.id } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "acceptInvitation",
  {
    description: "Joins the company an invitation names, with its role. The link must be open and sent to the signed-in person's address.",
    inputFields: (t) => ({ token: t.string({ description: "The token at the end of the invitation link." }) }),
  },
  {
    description: "Joins the company an invitation names, with its role. The link must be open and sent to the signed-in person's address.",
    authScopes: joiners,
    errors: { types: [InputError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => acceptInvitation(viewer, input.token),
  },
  {
    outputFields: (t) => ({
      viewer: t.prismaField({
        type: "User",
        description: "The person, now a member with the company's profile.",
        resolve: (query, { userId }) => db.user.findUniqueOrThrow({ ...query, where: { id: userId } }),
      }),
    }),
  },
);
