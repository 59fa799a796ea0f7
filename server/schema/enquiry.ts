import { builder } from "../builder.ts";
import { InputError, RateLimitError } from "../errors.ts";
import { sendEnquiry } from "../services/enquiries.ts";

builder.relayMutationField(
  "sendEnquiry",
  {
    inputFields: (t) => ({
      name: t.string({ description: "First and last name, joined." }),
      email: t.string(),
      phone: t.string(),
      message: t.string(),
      tour: t.string({ required: false, description: "Kept as sent; the website always sends an empty string." }),
    }),
  },
  {
    errors: { types: [InputError, RateLimitError] },
    resolve: (_root, { input }, context) => sendEnquiry(input, context.clientAddress),
  },
  {
    outputFields: (t) => ({
      receivedAt: t.field({ type: "DateTime", resolve: (enquiry) => enquiry.receivedAt }),
    }),
  },
);
