import { createHash, randomBytes } from "node:crypto";
import { db, isUniqueViolation, Prisma } from "../db.ts";
import { changingViewers } from "../auth/keptViewers.ts";
import { config } from "../config.ts";
import { type Viewer } from "../access/caller.ts";
import { companyToManage, requireJoinable } from "../access/permissions.ts";
import { managedCompanyRecord, managedCompanyRecordSql, managedMember } from "../access/companyFilters.ts";
import { AccessDeniedError, InputError, NotFoundError } from "../errors.ts";
import type { Invitation, Profile, User } from "../generated/prisma/client.ts";
import { mailQueued } from "../mail/mailer.ts";
import { announceChanges } from "../events/changeNotifier.ts";
import { bucketTakesSql, invitationMailBuckets } from "../rateLimit.ts";
import { INVITATION_TTL_MS, memberMessages, memberRoleLabel, memberRoleSummary, type MemberRole } from "../../shared/members.ts";
import { isEmail, messages, normalizeEmail, text } from "../../shared/validation.ts";

/*
 * A company's members: Owners invite people by e-mail (a single-use link, valid 7 days), change
 * their roles and remove them. Every rule that can race (one Owner at least, one company per
 * person, one use per link) is decided inside the statement that writes, never by a read before it.
 */

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const byId = (id: number) => (Number.isSafeInteger(id) ? id : -1);

/** The address an invitation link opens (the client's join page). */
export const invitationLink = (token: string) => `${config.publicUrl}/join/${token}`;

/**
 * The invitation mail. The company's and the sender's names were typed by whoever signed up, so
 * they are never the subject and never read as our words: quoted, and marked as the sender's.
 */
function invitationMail(invitedBy: string, companyName: string, role: MemberRole, token: string) {
  const quoted = (name: string) => `"${name.replace(/\s+/g, " ")}"`;
  return {
    subject: `Invitation to a company's team on ${config.site.companyName}`,
    text:
      `Hello,\n\nA member of a company on the ${config.site.companyName} website invited you to join its team as ${memberRoleLabel[role]} ` +
      `(${memberRoleSummary[role].toLowerCase()}).\n\n` +
      `As given by the sender (written by them, not checked by ${config.site.companyName}):\n  Company: ${quoted(companyName)}\n  Sent by: ${quoted(invitedBy)}\n\n` +
      `Open this link within 7 days to accept:\n\n${invitationLink(token)}\n\n` +
      `Sign in with this address, or sign up with it if you have no account yet. The link works once.\n` +
      `If you did not expect this mail, ignore it. ${config.site.companyName} never asks for your password by mail.\n`,
  };
}

/** An open invitation mailed less than this long ago is not mailed again: inviting or resending keeps its link and sends nothing. */
export const REMAIL_AFTER_MS = 60 * 60 * 1000;

/** What inviting or resending did: `link` is the new link when one was mailed (shown this once), null when none was. */
export type InvitationSent = { invitation: Invitation; link: string | null };

/**
 * Sends an invitation with a new link (an earlier link of the same invitation stops working), valid
 * 7 days from now; `open` is the address's open invitation in the company, if any. One statement:
 * a token from each invitation-mail bucket (rateLimit.ts), the invitation and its mail in the
 * outbox (none of them unless every bucket allows). An open invitation mailed within the hour is
 * not mailed again (only its role follows). Null when the open invitation was closed meanwhile.
 */
async function sendInvitation(
  owner: Viewer,
  company: { id: number; companyName: string },
  email: string,
  role: MemberRole,
  open: Invitation | null,
): Promise<InvitationSent | null> {
  const now = new Date();
  if (open && now.getTime() - open.createdAt.getTime() < REMAIL_AFTER_MS) {
    const [kept] = await db.$queryRaw<Invitation[]>`
      UPDATE "Invitation" SET "role" = ${role}::"MemberRole"
       WHERE "id" = ${open.id}::int AND "acceptedAt" IS NULL AND "cancelledAt" IS NULL RETURNING *`;
    return kept ? { invitation: kept, link: null } : null;
  }
  const companyId = company.id;
  const { takes, allAllow, outcomes, refusal } = bucketTakesSql(invitationMailBuckets(companyId, owner.id, email), now);
  const where = open ? Prisma.sql`"id" = ${open.id}::int` : Prisma.sql`"email" = ${email}`;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const mail = invitationMail(owner.name, company.companyName, role, token);
  const [row] = await db.$queryRaw<(Invitation & { mailId: number; buckets: string })[]>`
    WITH ${takes},
    "renewed" AS (
      UPDATE "Invitation" SET "role" = ${role}::"MemberRole", "tokenHash" = ${hashToken(token)}, "expiresAt" = ${expiresAt}::timestamp(3),
                              "invitedById" = ${owner.id}::int, "createdAt" = ${now}::timestamp(3)
       WHERE ${managedCompanyRecordSql(owner)} AND "acceptedAt" IS NULL AND "cancelledAt" IS NULL AND ${where} AND ${allAllow}
      RETURNING *),
    "created" AS (
      INSERT INTO "Invitation" ("profileId", "email", "role", "tokenHash", "invitedById", "createdAt", "expiresAt")
      SELECT ${companyId}::int, ${email}, ${role}::"MemberRole", ${hashToken(token)}, ${owner.id}::int, ${now}::timestamp(3), ${expiresAt}::timestamp(3)
       WHERE ${!open}::boolean AND NOT EXISTS (SELECT 1 FROM "renewed") AND ${allAllow}
      RETURNING *),
    "invitation" AS (SELECT * FROM "renewed" UNION ALL SELECT * FROM "created"),
    "mail" AS (
      INSERT INTO "OutgoingMail" ("to", "subject", "text", "createdAt", "nextAttemptAt")
      SELECT "email", ${mail.subject}, ${mail.text}, ${now}::timestamp(3), ${now}::timestamp(3) FROM "invitation"
      RETURNING *)
    SELECT ${outcomes} AS "buckets", i.*, m."id" AS "mailId"
      FROM (SELECT 1) one LEFT JOIN "invitation" i ON true LEFT JOIN "mail" m ON true`;
  const { mailId, buckets: taken, ...invitation } = row;
  const refused = refusal(taken);
  if (refused) throw refused;
  if (invitation.id === null) return null;
  mailQueued({ id: mailId, to: invitation.email, ...mail });
  return { invitation, link: invitationLink(token) };
}

export async function inviteMember(viewer: Viewer | null, input: { email?: unknown; role: MemberRole }) {
  const { user, company } = companyToManage(viewer);
  if (!text(input.email)) throw InputError.fromFields({ email: messages.emailRequired });
  if (!isEmail(input.email)) throw InputError.fromFields({ email: messages.emailInvalid });
  const email = normalizeEmail(input.email);
  const member = await db.user.findFirst({ where: { email, ...managedMember(user) }, select: { id: true } });
  if (member) throw InputError.fromFields({ email: memberMessages.alreadyMember(email) });
  const open = await db.invitation.findFirst({ where: { email, ...managedCompanyRecord(user), acceptedAt: null, cancelledAt: null } });
  try {
    const sent = await sendInvitation(user, company, email, input.role, open);
    // An open invitation closed meanwhile (accepted or cancelled): nothing was sent.
    if (!sent) throw new NotFoundError(memberMessages.invitationNotFound);
    return { ...sent, company };
  } catch (error) {
    // Another Owner invited the same address at the same instant: theirs stands.
    if (isUniqueViolation(error)) throw InputError.fromFields({ email: memberMessages.invitationSent(email) });
    throw error;
  }
}

/** A new link for an open invitation (expired or not), valid 7 days from now, mailed unless it was within the hour; the old link stops working. */
export async function resendInvitation(viewer: Viewer | null, invitationId: number) {
  const { user, company } = companyToManage(viewer);
  const open = await db.invitation.findFirst({
    where: { id: byId(invitationId), ...managedCompanyRecord(user), acceptedAt: null, cancelledAt: null },
  });
  if (!open) throw new NotFoundError(memberMessages.invitationNotFound);
  const sent = await sendInvitation(user, company, open.email, open.role, open);
  if (!sent) throw new NotFoundError(memberMessages.invitationNotFound);
  return { ...sent, company };
}

/**
 * A fresh link for an open invitation, for its Owner to share by hand (WhatsApp): the token is
 * rotated (the earlier link, mailed or copied, stops working) and no mail is sent. The link is in
 * this answer only; the row keeps its hash. An expired invitation is opened again for 7 days.
 */
export async function freshInvitationLink(viewer: Viewer | null, invitationId: number) {
  const { user, company } = companyToManage(viewer);
  const token = randomBytes(32).toString("base64url");
  const [invitation] = await db.$queryRaw<Invitation[]>`
    UPDATE "Invitation" SET "tokenHash" = ${hashToken(token)}, "expiresAt" = ${new Date(Date.now() + INVITATION_TTL_MS)}::timestamp(3), "invitedById" = ${user.id}::int
     WHERE "id" = ${byId(invitationId)}::int AND ${managedCompanyRecordSql(user)} AND "acceptedAt" IS NULL AND "cancelledAt" IS NULL
    RETURNING *`;
  if (!invitation) throw new NotFoundError(memberMessages.invitationNotFound);
  return { invitation, link: invitationLink(token), company };
}

export async function cancelInvitation(viewer: Viewer | null, invitationId: number) {
  const { user, company } = companyToManage(viewer);
  const [invitation] = await db.$queryRaw<Invitation[]>`
    UPDATE "Invitation" SET "cancelledAt" = ${new Date()}::timestamp(3)
     WHERE "id" = ${byId(invitationId)}::int AND ${managedCompanyRecordSql(user)} AND "acceptedAt" IS NULL AND "cancelledAt" IS NULL
    RETURNING *`;
  if (!invitation) throw new NotFoundError(memberMessages.invitationNotFound);
  return { invitation, company };
}

/**
 * A change of a member (role or removal), serialised per company: the company's row is locked in
 * the first statement, so the second (which reads the Owners afresh) sees every earlier change, and
 * two Owners demoting each other at once cannot leave the company without one. A member who is no
 * Owner after it can grant nothing: the open invitations they sent are cancelled in the same
 * transaction (an Owner removed could otherwise come back through one sent to another address).
 */
async function changeMember(viewer: Viewer | null, memberId: number, change: (company: Profile, owner: Viewer) => Prisma.Sql) {
  const { user, company } = companyToManage(viewer);
  const id = byId(memberId);
  const [, [changed]] = await changingViewers(
    db.$transaction([
      db.$queryRaw`SELECT "id" FROM "Profile" WHERE "id" = ${company.id}::int FOR UPDATE`,
      db.$queryRaw<(User & { cancelledInvitations: number })[]>`
      WITH "member" AS (${change(company, user)}),
      "cancelled" AS (
        UPDATE "Invitation" i SET "cancelledAt" = ${new Date()}::timestamp(3)
          FROM "member" m
         WHERE i."invitedById" = m."id" AND ${managedCompanyRecordSql(user, "i")} AND i."acceptedAt" IS NULL AND i."cancelledAt" IS NULL
           AND (m."companyId" IS DISTINCT FROM ${company.id}::int OR m."memberRole" IS DISTINCT FROM 'OWNER')
        RETURNING i."id")
      SELECT m.*, (SELECT count(*) FROM "cancelled")::int AS "cancelledInvitations" FROM "member" m`,
    ]),
  );
  if (changed) {
    const { cancelledInvitations, ...member } = changed;
    return { member, company, cancelledInvitations };
  }
  const found = await db.user.findFirst({ where: { id, ...managedMember(user) }, select: { id: true } });
  throw found ? new InputError(memberMessages.lastOwner) : new NotFoundError(memberMessages.memberNotFound);
}

/**
 * In an acceptance, whether the invitation's sender may still grant what it carries: they are an
 * Owner of its company. Locks their row (FOR SHARE), so a removal or demotion racing it waits or wins.
 */
const inviterMayGrant = Prisma.sql`
  EXISTS (SELECT 1 FROM "User" s WHERE s."id" = "Invitation"."invitedById" AND s."companyId" = "Invitation"."profileId" AND s."memberRole" = 'OWNER' FOR SHARE)`;

/** The member stays an Owner, or another Owner remains. */
const ownerRemains = (companyId: number, memberId: number) => Prisma.sql`
  EXISTS (SELECT 1 FROM "User" o WHERE o."companyId" = ${companyId}::int AND o."memberRole" = 'OWNER' AND o."id" <> ${memberId}::int)`;

export function changeMemberRole(viewer: Viewer | null, memberId: number, role: MemberRole) {
  const id = byId(memberId);
  return changeMember(
    viewer,
    id,
    (company) => Prisma.sql`
    UPDATE "User" SET "memberRole" = ${role}::"MemberRole", "updatedAt" = ${new Date()}::timestamp(3)
     WHERE "id" = ${id}::int AND "companyId" = ${company.id}::int AND (${role}::"MemberRole" = 'OWNER' OR ${ownerRemains(company.id, id)})
    RETURNING *`,
  );
}

/**
 * The member leaves the company. Their sessions stop reaching it at once in every process (each
 * forgets the people it keeps on the change: auth/keptViewers.ts); open live streams are woken to see it.
 * Their row keeps the company's name, the Owner's and the time, so that what they are refused from
 * now on tells them they were removed rather than that they have no profile; an Owner who leaves
 * (removes themself) knows already.
 */
export async function removeMember(viewer: Viewer | null, memberId: number) {
  const id = byId(memberId);
  const now = new Date();
  const removed = await changeMember(
    viewer,
    id,
    (company, owner) => Prisma.sql`
    UPDATE "User" SET "companyId" = NULL, "memberRole" = NULL, "memberSince" = NULL, "updatedAt" = ${now}::timestamp(3)
                      ${owner.id === id ? Prisma.empty : Prisma.sql`, "removedFrom" = ${company.companyName}, "removedBy" = ${owner.name}, "removedAt" = ${now}::timestamp(3)`}
     WHERE "id" = ${id}::int AND "companyId" = ${company.id}::int AND ("memberRole" <> 'OWNER' OR ${ownerRemains(company.id, id)})
    RETURNING *`,
  );
  announceChanges(removed.company.id);
  return removed;
}

/** Set beside a person's new membership (joining or creating a company): an old removal is no longer news. */
export const forgetRemoval = Prisma.sql`"removedFrom" = NULL, "removedBy" = NULL, "removedAt" = NULL`;

export type InvitationStatus = "PENDING" | "ACCEPTED" | "EXPIRED" | "CANCELLED";

export const invitationStatus = (
  invitation: Pick<Invitation, "acceptedAt" | "cancelledAt" | "expiresAt">,
  now = new Date(),
): InvitationStatus =>
  invitation.acceptedAt ? "ACCEPTED" : invitation.cancelledAt ? "CANCELLED" : invitation.expiresAt <= now ? "EXPIRED" : "PENDING";

/** What a link's page shows before it is accepted: the company, the role, the address (the token is the secret). */
export async function invitationByToken(token: string) {
  const invitation = await db.invitation.findUnique({
    where: { tokenHash: hashToken(text(token)) },
    include: { profile: { select: { companyName: true } }, invitedBy: { select: { name: true } } },
  });
  return invitation && { ...invitation, status: invitationStatus(invitation) };
}

/**
 * Joins the invitation's company with its role: the link must be open, sent to the caller's address,
 * and the caller in no company. One statement takes the caller's row and the link together, so a
 * link works once, and a person never ends up in two companies.
 */
export async function acceptInvitation(viewer: Viewer | null, token: string) {
  const user = requireJoinable(viewer);
  const invitation = await invitationByToken(token);
  if (!invitation || invitation.status !== "PENDING") throw new InputError(memberMessages.invitationInvalid);
  if (invitation.email !== user.email) throw new AccessDeniedError(memberMessages.invitationOtherEmail(invitation.email));
  if (user.profile) throw new InputError(memberMessages.alreadyInCompany(user.profile.companyName));
  const now = new Date();
  const [joined] = await changingViewers(db.$queryRaw<{ companyId: number }[]>`
    WITH "me" AS (SELECT "id" FROM "User" WHERE "id" = ${user.id}::int AND "companyId" IS NULL FOR UPDATE),
    "invitation" AS (
      UPDATE "Invitation" SET "acceptedAt" = ${now}::timestamp(3)
       WHERE "id" = ${invitation.id}::int AND "email" = ${user.email} AND "acceptedAt" IS NULL AND "cancelledAt" IS NULL
         AND "expiresAt" > ${now}::timestamp(3) AND EXISTS (SELECT 1 FROM "me")
         AND ${inviterMayGrant}
      RETURNING "profileId", "role")
    UPDATE "User" u SET "companyId" = i."profileId", "memberRole" = i."role", "memberSince" = ${now}::timestamp(3), "updatedAt" = ${now}::timestamp(3),
                        ${forgetRemoval}
      FROM "invitation" i WHERE u."id" = ${user.id}::int
    RETURNING u."companyId"`);
  if (!joined) throw new InputError(memberMessages.invitationInvalid);
  return { userId: user.id, companyId: joined.companyId };
}
