import nodemailer from "nodemailer";
import { config } from "../config.ts";
import { db } from "../db.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** One transport per SMTP_URL: a changed setting (tests change it) gets a fresh one instead of the stale cached one. */
let transport: { url: string; transporter: nodemailer.Transporter } | null = null;

function transportFor(url: string): nodemailer.Transporter {
  if (transport?.url !== url) {
    // Bounded waits: a dead mail host must not hold an enquiry or reset request for minutes.
    const transporter = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    transport = { url, transporter };
  }
  return transport.transporter;
}

/**
 * Records the mail in the outbox first, then delivers it through SMTP when SMTP_URL is set.
 * Without SMTP the mail stays queued in the outbox and is printed to the log, so a local user
 * can still follow a reset link. Delivery failures are recorded on the mail, never thrown.
 */
export async function sendMail(message: MailMessage) {
  const mail = await db.outgoingMail.create({ data: message });
  if (!config.smtpUrl) {
    console.info(`[mail] SMTP_URL is not set; kept in the outbox (#${mail.id}) for ${message.to}: ${message.subject}\n${message.text}`);
    return mail;
  }
  try {
    await transportFor(config.smtpUrl).sendMail({ from: config.mailFrom, ...message });
    return await db.outgoingMail.update({ where: { id: mail.id }, data: { state: "SENT", sentAt: new Date() } });
  } catch (error) {
    console.error(`[mail] delivery of #${mail.id} to ${message.to} failed:`, error);
    return await db.outgoingMail.update({ where: { id: mail.id }, data: { state: "FAILED", error: String(error).slice(0, 1000) } });
  }
}
