import { builder } from "../builder.ts";
import { InputError, RateLimitError } from "../errors.ts";
import { sendEnquiry } from "./enquiries.ts";

builder.relayMutationField(
  "sendEnquiry",
  {
    inputFields: (t) => ({
      name: t.string({ description: "First and last name, joined." }),
      email: t.string({ description: "Where the sales team answers." }),
      phone: t.string({ description: "A phone number to call back." }),
      message: t.string({ description: "The enquiry." }),
      tour: t.string({ required: false, description: "Kept as sent; the website always sends an empty string." }),
    }),
  },
  {
    description: "Sends the contact form to the sales team.",
    errors: { types: [InputError, RateLimitError] },
    resolve: (_root, { input }, context) => sendEnquiry(input, context.clientAddress),
  },
  {
    outputFields: (t) => ({
      receivedAt: t.field({ type: "DateTime", description: "When the enquiry was stored.", resolve: (enquiry) => enquiry.receivedAt }),
    }),
  },
);
