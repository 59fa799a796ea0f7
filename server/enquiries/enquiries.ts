import { db } from "../db.ts";
import { config } from "../config.ts";
import { assertValid } from "../errors.ts";
import { text, validateEnquiry } from "../../shared/validation.ts";
import { consumeRateLimit } from "../rateLimit.ts";
import { mailQueued } from "../mail/mailer.ts";

/** Stores the enquiry together with its mail to sales; the mail leaves from the outbox, so a mail failure never loses an enquiry. */
export async function sendEnquiry(input: Record<string, unknown>, clientAddress: string) {
  await consumeRateLimit("contact", clientAddress);
  assertValid(validateEnquiry(input));
  const name = text(input.name);
  const receivedAt = new Date();
  // The enquiry and its mail to sales are written together; the mail then leaves from the outbox.
  const enquiry = await db.enquiry.create({
    data: {
      name,
      email: text(input.email),
      phone: text(input.phone),
      message: text(input.message),
      // Kept as sent (not trimmed), bounded, without NUL characters (PostgreSQL text cannot hold them).
      tour: typeof input.tour === "string" ? input.tour.replace(/\0/g, "").slice(0, 200) : "",
      receivedAt,
      mail: {
        create: {
          to: config.site.salesEmail,
          subject: `Website enquiry from ${name}`,
          text:
            `Name: ${name}\nEmail: ${text(input.email)}\nPhone: ${text(input.phone)}\n` +
            `Received: ${receivedAt.toISOString()}\n\n${text(input.message)}\n`,
        },
      },
    },
    include: { mail: true },
  });
  mailQueued(enquiry.mail!);
  return enquiry;
}
