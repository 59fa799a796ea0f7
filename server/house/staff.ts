import { randomBytes } from "node:crypto";
import { db, isUniqueViolation, Prisma } from "../db.ts";
import { changingViewers } from "../auth/keptViewers.ts";
import { config } from "../config.ts";
import { isHouseAdmin, requirePerson, type Viewer } from "../access/caller.ts";
import { requireHouse } from "../access/permissions.ts";
import { AccessDeniedError, InputError, NotFoundError } from "../errors.ts";
import type { StaffInvitation, User } from "../generated/prisma/client.ts";
import type { HouseRole } from "../generated/prisma/enums.ts";
import { mailQueued } from "../mail/mailer.ts";
import { bucketTakesSql, invitationMailBuckets } from "../rateLimit.ts";
import { hashToken, invitationStatus } from "../members/members.ts";
import { houseRoleLabel, staffMessages } from "../../shared/house.ts";
import { INVITATION_TTL_MS } from "../../shared/members.ts";
import { isEmail, messages, normalizeEmail, text } from "../../shared/validation.ts";

/*
 * The house's staff: who they are and how one becomes one. Only two ways make anyone staff: the
 * server's `npm run house -- add-admin` command (scripts/house.ts, through `makeHouseAdmin`) and a
 * House Admin's invitation accepted by its addressee (`acceptStaffInvitation`). Staff never belong
 * to a company (the database's check "User_house_staff_in_no_company" holds it too). A change of a
 * staff member's role or a removal is one statement that keeps a House Admin; it goes through
 * `changingViewers`, and the "User" trigger tells every other process (auth/keptViewers.ts), so the
 * next request, REST call or live-stream check of that person sees it.
 */

const byId = (id: number) => (Number.isSafeInteger(id) ? id : -1);

/** The address a staff invitation's link opens (the client's desk join page). */
export const staffInvitationLink = (token: string) => `${config.publicUrl}/desk/join/${token}`;

/** Who sends a staff invitation: a House Admin, or the server's command (no person). */
export type StaffInviter = { id: number; name: string } | null;

function staffInvitationMail(invitedBy: StaffInviter, role: HouseRole, token: string) {
  const site = config.site.companyName;
  const by = invitedBy ? `${invitedBy.name.replace(/\s+/g, " ")}, a House Admin of ${site},` : `The server administrator of ${site}`;
  return {
    subject: `Invitation to the staff of ${site}`,
    text:
      `Hello,\n\n${by} invited you to join the staff of ${site} as ${houseRoleLabel[role]}, on the desk of the ${site} website.\n\n` +
      `Open this link within 7 days to accept:\n\n${staffInvitationLink(token)}\n\n` +
      `Sign in with this address, or sign up with it if you have no account yet. An account that belongs to a supplier's or buyer's company cannot accept. The link works once.\n` +
      `If you did not expect this mail, ignore it. ${site} never asks for your password by mail.\n`,
  };
}

export type StaffInvitationSent = { invitation: StaffInvitation; link: string };

/**
 * Sends (or sends again) the staff invitation of `email` with a new link, valid 7 days: an open
 * invitation of the address gets the new role, link and expiry (its old link stops working). One
 * statement: a token from each invitation-mail bucket (rateLimit.ts, the house counting as one
 * company), the invitation and its mail in the outbox, none of them unless every bucket allows.
 */
export async function sendStaffInvitation(invitedBy: StaffInviter, email: string, role: HouseRole): Promise<StaffInvitationSent> {
  const now = new Date();
  const { takes, allAllow, outcomes, refusal } = bucketTakesSql(invitationMailBuckets("house", invitedBy?.id ?? null, email), now);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const mail = staffInvitationMail(invitedBy, role, token);
  const [row] = await db.$queryRaw<(StaffInvitation & { mailId: number; buckets: string })[]>`
    WITH ${takes},
    "renewed" AS (
      UPDATE "StaffInvitation" SET "houseRole" = ${role}::"HouseRole", "tokenHash" = ${hashToken(token)}, "expiresAt" = ${expiresAt}::timestamp(3),
                                   "invitedById" = ${invitedBy?.id ?? null}::int, "createdAt" = ${now}::timestamp(3)
       WHERE "email" = ${email} AND "acceptedAt" IS NULL AND "cancelledAt" IS NULL AND ${allAllow}
      RETURNING *),
    "created" AS (
      INSERT INTO "StaffInvitation" ("email", "houseRole", "tokenHash", "invitedById", "createdAt", "expiresAt")
      SELECT ${email}, ${role}::"HouseRole", ${hashToken(token)}, ${invitedBy?.id ?? null}::int, ${now}::timestamp(3), ${expiresAt}::timestamp(3)
       WHERE NOT EXISTS (SELECT 1 FROM "renewed") AND ${allAllow}
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
  mailQueued({ id: mailId, to: invitation.email, ...mail });
  return { invitation, link: staffInvitationLink(token) };
}

/** The address as typed, checked and lower-cased; else an InputError on `email`. */
function addressOf(email: unknown): string {
  if (!text(email)) throw InputError.fromFields({ email: messages.emailRequired });
  if (!isEmail(email)) throw InputError.fromFields({ email: messages.emailInvalid });
  return normalizeEmail(email);
}

/**
 * Whether an address may be invited to the staff: not a member of a company (staff never belong to
 * one) and not staff already. Null when it may; else the reason.
 */
async function whyNotInvitable(email: string): Promise<string | null> {
  const account = await db.user.findUnique({ where: { email }, select: { companyId: true, houseRole: true } });
  if (account?.houseRole) return staffMessages.alreadyStaff(email);
  if (account?.companyId !== null && account?.companyId !== undefined) return staffMessages.inCompany(email);
  return null;
}

/** A House Admin invites an address to the staff with a role. */
export async function inviteStaff(viewer: Viewer | null, input: { email?: unknown; role: HouseRole }): Promise<StaffInvitationSent> {
  const admin = requireHouse(viewer, "admin");
  const email = addressOf(input.email);
  const why = await whyNotInvitable(email);
  if (why) throw InputError.fromFields({ email: why });
  try {
    return await sendStaffInvitation({ id: admin.id, name: admin.name }, email, input.role);
  } catch (error) {
    // Another House Admin invited the same address at the same instant: theirs stands.
    if (isUniqueViolation(error)) throw InputError.fromFields({ email: staffMessages.invitationSent(email) });
    throw error;
  }
}

const openInvitation = (invitationId: number) =>
  Prisma.sql`"id" = ${byId(invitationId)}::int AND "acceptedAt" IS NULL AND "cancelledAt" IS NULL`;

/** A fresh link for an open staff invitation (expired or not), valid 7 days, to share by hand: no mail; the earlier link stops working. */
export async function freshStaffInvitationLink(viewer: Viewer | null, invitationId: number): Promise<StaffInvitationSent> {
  const admin = requireHouse(viewer, "admin");
  const token = randomBytes(32).toString("base64url");
  const [invitation] = await db.$queryRaw<StaffInvitation[]>`
    UPDATE "StaffInvitation" SET "tokenHash" = ${hashToken(token)}, "expiresAt" = ${new Date(Date.now() + INVITATION_TTL_MS)}::timestamp(3), "invitedById" = ${admin.id}::int
     WHERE ${openInvitation(invitationId)} RETURNING *`;
  if (!invitation) throw new NotFoundError(staffMessages.invitationNotFound);
  return { invitation, link: staffInvitationLink(token) };
}

export async function cancelStaffInvitation(viewer: Viewer | null, invitationId: number): Promise<StaffInvitation> {
  requireHouse(viewer, "admin");
  const [invitation] = await db.$queryRaw<StaffInvitation[]>`
    UPDATE "StaffInvitation" SET "cancelledAt" = ${new Date()}::timestamp(3) WHERE ${openInvitation(invitationId)} RETURNING *`;
  if (!invitation) throw new NotFoundError(staffMessages.invitationNotFound);
  return invitation;
}

/** Another House Admin than `id` remains (their rows locked, so two admins demoting each other at once cannot both succeed). */
const otherAdminRemains = (id: number) => Prisma.sql`
  EXISTS (SELECT 1 FROM "User" o WHERE o."houseRole" = 'HOUSE_ADMIN' AND o."id" <> ${id}::int)`;

/**
 * A change of a staff member (role or removal), serialised among the staff: a transaction-level
 * advisory lock taken in the first statement, so the second (which reads the House Admins afresh)
 * sees every earlier change. A House Admin always remains. A member who is no House Admin after it
 * grants nothing: the open invitations they sent are cancelled with it.
 */
async function changeStaff(id: number, change: Prisma.Sql): Promise<User> {
  const [, [changed]] = await changingViewers(
    db.$transaction([
      db.$queryRaw`SELECT pg_advisory_xact_lock(${STAFF_LOCK}::bigint)::text`,
      db.$queryRaw<User[]>`
        WITH "member" AS (${change}),
        "cancelled" AS (
          UPDATE "StaffInvitation" i SET "cancelledAt" = ${new Date()}::timestamp(3)
            FROM "member" m
           WHERE i."invitedById" = m."id" AND i."acceptedAt" IS NULL AND i."cancelledAt" IS NULL AND m."houseRole" IS DISTINCT FROM 'HOUSE_ADMIN'
          RETURNING i."id")
        SELECT m.* FROM "member" m`,
    ]),
  );
  if (changed) return changed;
  const found = await db.user.findFirst({ where: { id, houseRole: { not: null } }, select: { id: true } });
  throw found ? new InputError(staffMessages.lastAdmin) : new NotFoundError(staffMessages.staffNotFound);
}

/** The advisory lock every change of the staff takes (an arbitrary constant of this module). */
const STAFF_LOCK = 460046;

/** A House Admin gives a staff member another role; the last House Admin stays one. */
export function changeStaffRole(viewer: Viewer | null, memberId: number, role: HouseRole): Promise<User> {
  requireHouse(viewer, "admin");
  return setStaffRole(byId(memberId), role);
}

/** A House Admin removes a staff member (themself included, unless they are the last House Admin): the person stays, in no company and no staff. */
export function removeStaff(viewer: Viewer | null, memberId: number): Promise<User> {
  requireHouse(viewer, "admin");
  return setStaffRole(byId(memberId), null);
}

/** The staff member's role set (null: no longer staff), keeping a House Admin. */
export function setStaffRole(id: number, role: HouseRole | null): Promise<User> {
  return changeStaff(
    id,
    Prisma.sql`
      UPDATE "User" SET "houseRole" = ${role}::"HouseRole", "updatedAt" = ${new Date()}::timestamp(3)
       WHERE "id" = ${id}::int AND "houseRole" IS NOT NULL AND (${role}::"HouseRole" = 'HOUSE_ADMIN' OR ${otherAdminRemains(id)})
      RETURNING *`,
  );
}

/** What a staff invitation's link shows before it is accepted. */
export async function staffInvitationByToken(token: string) {
  const invitation = await db.staffInvitation.findUnique({
    where: { tokenHash: hashToken(text(token)) },
    include: { invitedBy: { select: { name: true } } },
  });
  return invitation && { ...invitation, status: invitationStatus(invitation) };
}

/**
 * The person joins the staff with the invitation's role: the link must be open, sent to their
 * address, they in no company, and its sender (if a person) still a House Admin. One statement takes
 * the person's row and the link together: a link works once.
 */
export async function acceptStaffInvitation(viewer: Viewer | null, token: string): Promise<{ userId: number; houseRole: HouseRole }> {
  const user = requirePerson(viewer);
  const invitation = await staffInvitationByToken(token);
  if (!invitation || invitation.status !== "PENDING") throw new InputError(staffMessages.invitationInvalid);
  if (invitation.email !== user.email) throw new AccessDeniedError(staffMessages.invitationOtherEmail(invitation.email));
  if (user.profile || user.companyId !== null) throw new InputError(staffMessages.inCompany(user.email));
  const now = new Date();
  const [joined] = await changingViewers(db.$queryRaw<{ houseRole: HouseRole }[]>`
    WITH "me" AS (SELECT "id" FROM "User" WHERE "id" = ${user.id}::int AND "companyId" IS NULL FOR UPDATE),
    "invitation" AS (
      UPDATE "StaffInvitation" SET "acceptedAt" = ${now}::timestamp(3)
       WHERE "id" = ${invitation.id}::int AND "email" = ${user.email} AND "acceptedAt" IS NULL AND "cancelledAt" IS NULL
         AND "expiresAt" > ${now}::timestamp(3) AND EXISTS (SELECT 1 FROM "me")
         AND ("invitedById" IS NULL OR EXISTS (SELECT 1 FROM "User" s WHERE s."id" = "StaffInvitation"."invitedById" AND s."houseRole" = 'HOUSE_ADMIN' FOR SHARE))
      RETURNING "houseRole")
    UPDATE "User" u SET "houseRole" = CASE WHEN u."houseRole" = 'HOUSE_ADMIN' THEN u."houseRole" ELSE i."houseRole" END, "updatedAt" = ${now}::timestamp(3)
      FROM "invitation" i WHERE u."id" = ${user.id}::int
    RETURNING u."houseRole"`);
  if (!joined) throw new InputError(staffMessages.invitationInvalid);
  return { userId: user.id, houseRole: joined.houseRole };
}

/** The staff, House Admins first, then by name: for the desk's list and the command's. */
export const staffOrder = [{ houseRole: "asc" as const }, { name: "asc" as const }, { id: "asc" as const }];

/** Open staff invitations (expired ones included, to renew), newest first. */
export const openStaffInvitations = { where: { acceptedAt: null, cancelledAt: null }, orderBy: { id: "desc" as const } };

/*
 * The server's command (`npm run house`, scripts/house.ts): the same rules, without a signed-in House Admin.
 */

export type HouseCommandResult = { ok: boolean; message: string; link?: string };

/**
 * `add-admin <email>`: an account in no company becomes House Admin; an account in a company is
 * refused; an address without an account gets a House Admin invitation (mailed; its link returned).
 */
export async function makeHouseAdmin(rawEmail: string): Promise<HouseCommandResult> {
  if (!text(rawEmail) || !isEmail(rawEmail))
    return { ok: false, message: `Not an e-mail address: "${rawEmail}". Usage: npm run house -- add-admin someone@example.com` };
  const email = normalizeEmail(rawEmail);
  const account = await db.user.findUnique({ where: { email }, include: { profile: { select: { companyName: true } } } });
  if (account?.profile) return { ok: false, message: staffMessages.commandInCompany(email, account.profile.companyName) };
  if (account && isHouseAdmin(account))
    return { ok: true, message: `${email} (${account.name}) is already a House Admin: nothing changed.` };
  if (account) {
    const [made] = await changingViewers(db.$queryRaw<User[]>`
      UPDATE "User" SET "houseRole" = 'HOUSE_ADMIN', "updatedAt" = ${new Date()}::timestamp(3) WHERE "id" = ${account.id}::int AND "companyId" IS NULL RETURNING *`);
    if (!made) return { ok: false, message: staffMessages.commandInCompany(email, "a company") };
    return {
      ok: true,
      message: `${email} (${account.name}) is now a House Admin of ${config.site.companyName}. They open the desk at ${config.publicUrl}/desk once signed in.`,
    };
  }
  const { link } = await sendStaffInvitation(null, email, "HOUSE_ADMIN");
  return {
    ok: true,
    link,
    message: `${email} has no account yet: a House Admin invitation was mailed to it (through the outbox). They sign up from its link, valid 7 days:\n${link}`,
  };
}

/** `list`: the staff and the open invitations, as lines. */
export async function listHouseStaff(): Promise<HouseCommandResult> {
  const [staff, invitations] = await Promise.all([
    db.user.findMany({ where: { houseRole: { not: null } }, orderBy: staffOrder }),
    db.staffInvitation.findMany(openStaffInvitations),
  ]);
  const lines = staff.map((person) => `${houseRoleLabel[person.houseRole!].padEnd(12)} ${person.email}  (${person.name})`);
  const invited = invitations.map(
    (invitation) =>
      `${houseRoleLabel[invitation.houseRole].padEnd(12)} ${invitation.email}  (invited, ${invitationStatus(invitation).toLowerCase()} until ${invitation.expiresAt.toISOString()})`,
  );
  const message = [
    staff.length
      ? `${config.site.companyName}'s staff (${staff.length}):`
      : `${config.site.companyName} has no staff yet: npm run house -- add-admin someone@example.com`,
    ...lines,
    ...(invited.length ? ["Open invitations:", ...invited] : []),
  ].join("\n");
  return { ok: true, message };
}

/** `remove <email>`: the staff member is staff no more (never the last House Admin); an open invitation of the address is cancelled. */
export async function removeHouseStaff(rawEmail: string): Promise<HouseCommandResult> {
  const email = normalizeEmail(text(rawEmail));
  const account = await db.user.findUnique({ where: { email }, select: { id: true, houseRole: true } });
  const cancelled = await db.staffInvitation.updateMany({
    where: { email, acceptedAt: null, cancelledAt: null },
    data: { cancelledAt: new Date() },
  });
  if (!account?.houseRole) {
    return cancelled.count
      ? { ok: true, message: `${email} was invited, not staff: the invitation is cancelled.` }
      : { ok: false, message: staffMessages.notStaff(email) };
  }
  try {
    await setStaffRole(account.id, null);
  } catch (error) {
    if (error instanceof InputError || error instanceof NotFoundError) return { ok: false, message: error.message };
    throw error;
  }
  return { ok: true, message: `${email} is no longer staff of ${config.site.companyName}: their sessions stop reaching the desk at once.` };
}
