import { db, Prisma } from "../db.ts";
import { config } from "../config.ts";
import { assertValid, NotFoundError } from "../errors.ts";
import { requireHouse, type Viewer } from "../access.ts";
import { takeToken, type Bucket } from "../rate-limit.ts";
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

async function existing(id: number) {
  const enquiry = await db.enquiry.findUnique({ where: { id }, select: { id: true } });
  if (!enquiry) throw new NotFoundError("No such enquiry.");
  return enquiry;
}

/** Changes one enquiry (the update refused as 404 when it does not exist). */
async function update(viewer: Viewer | null, id: number, data: Prisma.EnquiryUncheckedUpdateInput) {
  requireHouse(viewer, "staff");
  const [enquiry] = await db.enquiry.updateManyAndReturn({ where: { id }, data });
  if (!enquiry) throw new NotFoundError("No such enquiry.");
  return enquiry;
}

/** "Take it": the caller becomes the staff member in charge of the enquiry. */
export const takeEnquiry = (viewer: Viewer | null, id: number) => update(viewer, id, { takenById: requireHouse(viewer, "staff").id });

export const closeEnquiry = (viewer: Viewer | null, id: number) => update(viewer, id, { status: "CLOSED" });

/** Reopens a closed enquiry: Answered again if it has replies, else New. */
export async function reopenEnquiry(viewer: Viewer | null, id: number) {
  requireHouse(viewer, "staff");
  await existing(id);
  const replies = await db.enquiryReply.count({ where: { enquiryId: id } });
  return update(viewer, id, { status: replies > 0 ? "ANSWERED" : "NEW" });
}

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
  for (const [key, bucket] of replyMailBuckets(staff.id, enquiry.email)) await takeToken(key, bucket);
  const staffName = staff.name;
  const subject = replySubject(enquiry.message);
  const body = replyText({ enquirerName: enquiry.name, text: text(input.text), staffName, enquiry: enquiry.message, receivedAt: enquiry.receivedAt }, config.site);
  const [reply, updated] = await db.$transaction([
    db.enquiryReply.create({
      data: { enquiry: { connect: { id } }, author: { connect: { id: staff.id } }, authorName: staffName, text: text(input.text), mail: { create: { to: enquiry.email, subject, text: body } } },
      include: { mail: true },
    }),
    db.enquiry.update({ where: { id }, data: { status: "ANSWERED", takenById: enquiry.takenById ?? staff.id } }),
  ]);
  mailQueued(reply.mail!);
  return { reply, enquiry: updated };
}
