import { db } from "../db.ts";
import { config } from "../config.ts";
import { assertValid } from "../errors.ts";
import { text, validateEnquiry } from "../../shared/validation.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import { sendMail } from "../mail/mailer.ts";

/** Stores the enquiry before anything else, so none is lost when mail fails; then mails it to sales. */
export async function sendEnquiry(input: Record<string, unknown>, clientAddress: string) {
  await consumeRateLimit("contact", clientAddress);
  assertValid(validateEnquiry(input));
  const enquiry = await db.enquiry.create({
    data: {
      name: text(input.name),
      email: text(input.email),
      phone: text(input.phone),
      message: text(input.message),
      // Kept as sent (not trimmed), bounded, without NUL characters (PostgreSQL text cannot hold them).
      tour: typeof input.tour === "string" ? input.tour.replace(/\0/g, "").slice(0, 200) : "",
    },
  });
  const mail = await sendMail({
    to: config.site.salesEmail,
    subject: `Website enquiry from ${enquiry.name}`,
    text:
      `Name: ${enquiry.name}\nEmail: ${enquiry.email}\nPhone: ${enquiry.phone}\n` +
      `Received: ${enquiry.receivedAt.toISOString()}\n\n${enquiry.message}\n`,
  });
  return db.enquiry.update({ where: { id: enquiry.id }, data: { mailId: mail.id, deliveryState: mail.state } });
}
