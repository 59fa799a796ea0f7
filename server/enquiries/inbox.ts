import { db, Prisma } from "../db.ts";
import { config } from "../config.ts";
import { assertValid, NotFoundError } from "../errors.ts";
import { type Viewer } from "../access/caller.ts";
import { requireHouse } from "../access/permissions.ts";
import { bucketTakesSql, type Bucket } from "../rateLimit.ts";
import { mailQueued } from "../mail/mailer.ts";
import { text } from "../../shared/validation.ts";
import { replySubject, replyText, validateReply, type EnquiryStatus } from "../../shared/enquiries.ts";

/*
 * The desk's enquiries inbox: Gulf Recycling Traders' staff take, answer (by e-mail through the
 * outbox), close and reopen the contact form's enquiries, and link them to a counterparty. Every
 * function checks the caller through requireHouse first; each write is one statement or one transaction.
 */

export interface EnquiryFilter {
  status?: EnquiryStatus | null;
  search?: string | null;
}

/** The enquiries matching the desk's filter: a status, and words found in the name, e-mail or message. */
export function enquiryWhere({ status, search }: EnquiryFilter): Prisma.EnquiryWhereInput {
  const words = text(search ?? "").slice(0, 200);
  return {
    ...(status ? { status } : {}),
    ...(words
      ? { OR: (["name", "email", "message"] as const).map((field) => ({ [field]: { contains: words, mode: "insensitive" as const } })) }
      : {}),
  };
}

export const newEnquiryCount = () => db.enquiry.count({ where: { status: "NEW" } });

/** Reply mails, an hour: 60 per staff member, 10 to one enquirer's address. */
export const replyMailBuckets = (staffId: number, email: string): [string, Bucket][] => [
  [`enquiry-reply-by:${staffId}`, { capacity: 60, windowSeconds: 60 * 60 }],
  [`enquiry-reply-to:${email.toLowerCase()}`, { capacity: 10, windowSeconds: 60 * 60 }],
];

/** Changes one enquiry (refused as 404 when it does not exist); `status`, when given, is computed by the statement. */
async function update(viewer: Viewer | null, id: number, data: Prisma.EnquiryUncheckedUpdateInput, status?: Prisma.Sql) {
  requireHouse(viewer, "staff");
  const [enquiry] = status
    ? await db.$queryRaw<{ id: number }[]>`UPDATE "Enquiry" SET "status" = ${status} WHERE "id" = ${id}::int RETURNING "id"`
    : await db.enquiry.updateManyAndReturn({ where: { id }, data, select: { id: true } });
  if (!enquiry) throw new NotFoundError("No such enquiry.");
  return enquiry;
}

/** "Take it": the caller becomes the staff member in charge of the enquiry. */
export const takeEnquiry = (viewer: Viewer | null, id: number) => update(viewer, id, { takenById: requireHouse(viewer, "staff").id });

export const closeEnquiry = (viewer: Viewer | null, id: number) => update(viewer, id, { status: "CLOSED" });

/** Reopens a closed enquiry: Answered again if it has replies, else New. */
export const reopenEnquiry = (viewer: Viewer | null, id: number) =>
  update(
    viewer,
    id,
    {},
    Prisma.sql`CASE WHEN EXISTS (SELECT 1 FROM "EnquiryReply" r WHERE r."enquiryId" = ${id}::int) THEN 'ANSWERED' ELSE 'NEW' END::"EnquiryStatus"`,
  );

/** Links the enquiry to a counterparty (a supplier or buyer company), or unlinks it with null. */
export async function linkEnquiry(viewer: Viewer | null, id: number, counterpartyId: number | null) {
  requireHouse(viewer, "staff");
  if (counterpartyId !== null && !(await db.profile.findUnique({ where: { id: counterpartyId }, select: { id: true } }))) {
    throw new NotFoundError("No such company.");
  }
  return update(viewer, id, { profileId: counterpartyId });
}

/**
 * Answers the enquirer by e-mail: the reply and its mail are written together with the enquiry's new
 * status (Answered; taken by the caller if nobody had taken it), then the mail leaves from the outbox.
 */
export async function replyToEnquiry(viewer: Viewer | null, id: number, input: { text?: unknown }) {
  const staff = requireHouse(viewer, "staff");
  assertValid(validateReply(input));
  const enquiry = await db.enquiry.findUnique({ where: { id } });
  if (!enquiry) throw new NotFoundError("No such enquiry.");
  const now = new Date();
  const { takes, allAllow, outcomes, refusal } = bucketTakesSql(replyMailBuckets(staff.id, enquiry.email), now);
  const subject = replySubject(enquiry.message);
  const body = replyText(
    { enquirerName: enquiry.name, text: text(input.text), staffName: staff.name, enquiry: enquiry.message, receivedAt: enquiry.receivedAt },
    config.site,
  );
  // One statement: the tokens, the mail, the reply kept with the enquiry, and its new status.
  const [row] = await db.$queryRaw<{ buckets: string; replyId: number | null; mailId: number | null }[]>`
    WITH ${takes},
    "mail" AS (
      INSERT INTO "OutgoingMail" ("to", "subject", "text", "createdAt", "nextAttemptAt")
      SELECT ${enquiry.email}, ${subject}, ${body}, ${now}::timestamp(3), ${now}::timestamp(3) WHERE ${allAllow}
      RETURNING "id"),
    "reply" AS (
      INSERT INTO "EnquiryReply" ("enquiryId", "authorId", "authorName", "text", "sentAt", "mailId")
      SELECT ${id}::int, ${staff.id}::int, ${staff.name}, ${text(input.text)}, ${now}::timestamp(3), m."id" FROM "mail" m
      RETURNING "id"),
    "answered" AS (
      UPDATE "Enquiry" SET "status" = 'ANSWERED', "takenById" = COALESCE("takenById", ${staff.id}::int)
       WHERE "id" = ${id}::int AND EXISTS (SELECT 1 FROM "reply")
      RETURNING "id")
    SELECT ${outcomes} AS "buckets", r."id" AS "replyId", m."id" AS "mailId"
      FROM (SELECT 1) one LEFT JOIN "reply" r ON true LEFT JOIN "mail" m ON true`;
  const refused = refusal(row.buckets);
  if (refused) throw refused;
  // Every bucket allowed it: the mail and the reply were written.
  mailQueued({ id: row.mailId!, to: enquiry.email, subject, text: body });
  return { reply: { id: row.replyId! }, enquiry: { id } };
}
