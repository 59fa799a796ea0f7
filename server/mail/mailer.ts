import nodemailer from "nodemailer";
import { config } from "../config.ts";
import { db } from "../db.ts";
import { runInBackground } from "../background.ts";
import type { DeliveryState } from "../generated/prisma/enums.ts";
import type { OutgoingMail } from "../generated/prisma/client.ts";

/** Delivery attempts before a mail is FAILED; the waits between them grow. */
export const MAX_ATTEMPTS = 5;
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
/** How often the outbox looks for mails due (again): retries, and mails queued before a restart. */
const OUTBOX_POLL_MS = 30_000;
/** A process delivering a mail holds it this long, so another process does not send it twice. */
const CLAIM_MS = 60_000;

/** How long the outbox keeps a mail after writing it: long enough to see what was sent and retry; then it is deleted. */
export const MAIL_KEPT_DAYS = 30;

/** What a sent mail's link keeps in place of its token: the mail is the token's only copy, and it has left. */
export const REMOVED_ONCE_SENT = "(removed-once-sent)";

/** The mail without the tokens of its links (invitations, password resets), as the outbox keeps it once sent or given up. */
const withoutTokens = (text: string) => text.replace(/(\/(?:join|reset-password)\/)[A-Za-z0-9_-]+/g, `$1${REMOVED_ONCE_SENT}`);

/** One transport per SMTP_URL: a changed setting (tests change it) gets a fresh one instead of the stale cached one. */
let transport: { url: string; transporter: nodemailer.Transporter } | null = null;

function transportFor(url: string): nodemailer.Transporter {
  if (transport?.url !== url) {
    // Bounded waits: a dead mail host must not hold a delivery for minutes.
    const transporter = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    transport = { url, transporter };
  }
  return transport.transporter;
}

/**
 * A mail is written to the outbox with the rows it belongs to, in their statement; it leaves from
 * there off the request path (deliverDueMail). Without SMTP_URL the mail stays queued in the outbox
 * and is printed to the log, so a local user can still follow a reset link.
 */
/** For a mail just written to the outbox (an enquiry, a reset link): log it, or start its delivery. */
export function mailQueued(mail: Pick<OutgoingMail, "id" | "to" | "subject" | "text">): void {
  if (!config.smtpUrl) {
    console.info(`[mail] SMTP_URL is not set; kept in the outbox (#${mail.id}) for ${mail.to}: ${mail.subject}\n${mail.text}`);
  } else {
    mailsChecked();
  }
}

/**
 * Looks at the outbox after the answer, whether or not a mail was just queued: a request that may or
 * may not have queued one (forgot-password) leaves the same work behind it either way.
 */
export function mailsChecked(): void {
  if (config.smtpUrl) runInBackground("mail", deliverDueMail);
}

/** Delivers every queued mail that is due, one by one. Safe to run in several processes at once. */
export async function deliverDueMail(): Promise<void> {
  const smtpUrl = config.smtpUrl;
  if (!smtpUrl) return;
  const due = await db.outgoingMail.findMany({
    where: { state: "QUEUED", nextAttemptAt: { lte: new Date() } },
    orderBy: { id: "asc" },
    take: 50,
  });
  for (const mail of due) await deliver(mail, smtpUrl);
}

async function deliver(mail: OutgoingMail, smtpUrl: string) {
  // The claim: only the process that moves nextAttemptAt on from the value it read delivers the mail.
  const claimed = await db.outgoingMail.updateMany({
    where: { id: mail.id, state: "QUEUED", nextAttemptAt: mail.nextAttemptAt },
    data: { nextAttemptAt: new Date(Date.now() + CLAIM_MS), attempts: { increment: 1 } },
  });
  if (claimed.count !== 1) return;
  const attempts = mail.attempts + 1;
  try {
    await transportFor(smtpUrl).sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
    await record(mail.id, "SENT", { sentAt: new Date(), error: null, text: withoutTokens(mail.text) });
  } catch (error) {
    // A 5xx answer (unknown mailbox, refused) will not change on a retry; anything else may.
    const permanent = Number((error as { responseCode?: number }).responseCode) >= 500;
    const failed = permanent || attempts >= MAX_ATTEMPTS;
    console.error(
      `[mail] delivery of #${mail.id} to ${mail.to} failed (attempt ${attempts}${failed ? ", giving up" : ", will retry"}):`,
      error,
    );
    const message = String(error).slice(0, 1000);
    if (failed) await record(mail.id, "FAILED", { error: message, text: withoutTokens(mail.text) });
    else
      await db.outgoingMail.update({
        where: { id: mail.id },
        data: { error: message, nextAttemptAt: new Date(Date.now() + RETRY_DELAYS_MS[attempts - 1]) },
      });
  }
}

/** The mail's final state, mirrored on the enquiry it carries (if any). */
async function record(id: number, state: DeliveryState, data: { sentAt?: Date; error: string | null; text: string }) {
  await db.$transaction([
    db.outgoingMail.update({ where: { id }, data: { state, ...data } }),
    db.enquiry.updateMany({ where: { mailId: id }, data: { deliveryState: state } }),
  ]);
}

/** Deletes mail written more than MAIL_KEPT_DAYS ago, whatever its state (an enquiry keeps its own row and delivery state). */
export function forgetOldMail(now = new Date()) {
  return db.outgoingMail.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - MAIL_KEPT_DAYS * 86_400_000) } } });
}

let polling: NodeJS.Timeout | null = null;

/** Delivers what is due now and then every OUTBOX_POLL_MS, without keeping the process alive. */
export function startOutbox(): void {
  if (polling) return;
  runInBackground("mail", deliverDueMail);
  polling = setInterval(() => runInBackground("mail", deliverDueMail), OUTBOX_POLL_MS).unref();
}
