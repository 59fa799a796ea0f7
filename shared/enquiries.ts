import { MAX_MESSAGE, messages, text, type FieldErrors } from "./validation.ts";

/** Where an enquiry stands on the desk. */
export type EnquiryStatus = "NEW" | "ANSWERED" | "CLOSED";

export const enquiryStatusLabel: Record<EnquiryStatus, string> = { NEW: "New", ANSWERED: "Answered", CLOSED: "Closed" };

/** The longest reply the desk sends (the contact form's own message bound). */
export const MAX_REPLY = MAX_MESSAGE;

/** Why a reply is refused (empty, or over MAX_REPLY characters), by field. */
export function validateReply(input: { text?: unknown }): FieldErrors {
  const reply = text(input.text);
  if (!reply) return { text: "Reply is required" };
  if (reply.length > MAX_REPLY) return { text: messages.tooLong("Reply", MAX_REPLY) };
  return {};
}

/**
 * The reply's subject: "Re: " and what the enquiry was about. The contact form has no subject field:
 * a product's "Enquire" button starts the message with "Enquiry about <product>: ", so that product;
 * else the message's first line, shortened; else "your enquiry".
 */
export function replySubject(message: string): string {
  const product = /^\s*Enquiry about ([^:\r\n]+):/.exec(message)?.[1]?.trim();
  const firstLine =
    product ||
    (message
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line.length > 0) ??
      "");
  const about = firstLine.length > 80 ? `${firstLine.slice(0, 77).trimEnd()}...` : firstLine;
  return `Re: ${about || "your enquiry"}`;
}

/** The reply's text: a greeting, the staff member's words, their name and the house's signature, then the enquiry quoted. */
export function replyText(
  reply: { enquirerName: string; text: string; staffName: string; enquiry: string; receivedAt: Date },
  site: { companyName: string; phone: string; salesEmail: string; address: string },
): string {
  const quoted = reply.enquiry
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  return (
    `Dear ${reply.enquirerName},\n\n${reply.text}\n\n` +
    `Kind regards,\n${reply.staffName}\n${site.companyName}\n${site.address}\n${site.phone} | ${site.salesEmail}\n\n` +
    `On ${reply.receivedAt.toISOString().slice(0, 10)} you wrote:\n${quoted}\n`
  );
}
