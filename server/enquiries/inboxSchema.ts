import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../builder.ts";
import { houseStaff } from "../graphql/scopes.ts";
import { db } from "../db.ts";
import { describedEnum } from "../graphql/enums.ts";
import { GLOBAL_ID_DESCRIPTION, rowId } from "../rowIds.ts";
import { AccessDeniedError, InputError, NotFoundError, RateLimitError } from "../errors.ts";
import { mayAsHouse } from "../access/permissions.ts";
import { House } from "../house/house.ts";
import { RoleRef } from "../profiles/schema.ts";
import { enquiryStatusLabel } from "../../shared/enquiries.ts";
import { closeEnquiry, enquiryWhere, linkEnquiry, newEnquiryCount, reopenEnquiry, replyToEnquiry, takeEnquiry } from "./inbox.ts";

/* The desk's enquiries inbox: GraphQL types, House fields and mutations (rules in inbox.ts). */

export const EnquiryStatusRef = describedEnum("EnquiryStatus", "Where an enquiry stands on the desk.", {
  NEW: `${enquiryStatusLabel.NEW}: nobody has answered it yet.`,
  ANSWERED: `${enquiryStatusLabel.ANSWERED}: a staff member replied by e-mail.`,
  CLOSED: `${enquiryStatusLabel.CLOSED}: nothing more to do (it can be reopened).`,
});

const DeliveryStateRef = describedEnum("MailDeliveryState", "Where a mail stands in the outbox.", {
  QUEUED: "Waiting in the outbox to be sent.",
  SENT: "Delivered to the mail server.",
  FAILED: "Could not be delivered.",
});

interface CounterpartyShape {
  id: number;
  companyName: string;
  role: "SUPPLIER" | "BUYER";
}

const EnquiryCounterparty = builder.objectRef<CounterpartyShape>("EnquiryCounterparty").implement({
  description: "A supplier or buyer company an enquiry is linked to (or may be linked to).",
  fields: (t) => ({
    id: t.id({
      description: "The company's BusinessProfile global id (pass it to `linkEnquiry`).",
      resolve: ({ id }) => encodeGlobalID("BusinessProfile", id),
    }),
    companyId: t.int({ description: "The company's id (as `House.counterparty(companyId:)` takes it).", resolve: ({ id }) => id }),
    companyName: t.exposeString("companyName", { description: "The company's name." }),
    role: t.field({ type: RoleRef, description: "Supplier or buyer.", resolve: ({ role }) => role }),
  }),
});

const counterpartySelect = { id: true, companyName: true, role: true } as const;

builder.prismaObject("EnquiryReply", {
  description: "A staff member's answer to an enquiry, sent to the enquirer by e-mail.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The reply's number." }),
    authorName: t.exposeString("authorName", { description: "The staff member who sent it, as named then." }),
    text: t.exposeString("text", { description: "What they wrote (the mail adds a greeting, their name and the signature)." }),
    sentAt: t.expose("sentAt", { type: "DateTime", description: "When it was written to the outbox." }),
    subject: t.string({
      nullable: true,
      description: "The mail's subject (null once the outbox has forgotten the mail).",
      select: { mail: { select: { subject: true } } },
      resolve: (reply) => reply.mail?.subject ?? null,
    }),
    mailState: t.field({
      type: DeliveryStateRef,
      nullable: true,
      description: "Whether the mail has left the outbox (null once the outbox has forgotten the mail, after MAIL_KEPT_DAYS).",
      select: { mail: { select: { state: true } } },
      resolve: (reply) => reply.mail?.state ?? null,
    }),
  }),
});

export const EnquiryRef = builder.prismaNode("Enquiry", {
  id: { field: "id" },
  nullable: true,
  // Only the house's staff reach an enquiry; anyone else's node(id:) answers null.
  findUnique: (id, { viewer }) => ({ id: mayAsHouse(viewer, "staff") ? rowId(id) : 0 }),
  description: "A contact-form enquiry, on the house's desk.",
  fields: (t) => ({
    name: t.exposeString("name", { description: "The enquirer's name." }),
    email: t.exposeString("email", { description: "The enquirer's e-mail address (replies go there)." }),
    phone: t.exposeString("phone", { description: "The enquirer's phone number." }),
    message: t.exposeString("message", { description: "What they wrote." }),
    tour: t.exposeString("tour", { description: "The form's tour field, as sent." }),
    receivedAt: t.expose("receivedAt", { type: "DateTime", description: "When it arrived." }),
    status: t.expose("status", { type: EnquiryStatusRef, description: "New, answered or closed." }),
    takenBy: t.string({
      nullable: true,
      description: "The staff member who took it (their name), or null.",
      select: { takenBy: { select: { name: true } } },
      resolve: (enquiry) => enquiry.takenBy?.name ?? null,
    }),
    takenByViewer: t.boolean({
      description: "Whether the reader took it.",
      select: { takenById: true },
      resolve: (enquiry, _args, { viewer }) => enquiry.takenById !== null && enquiry.takenById === viewer?.id,
    }),
    counterparty: t.field({
      type: EnquiryCounterparty,
      nullable: true,
      description: "The supplier or buyer company it is linked to, or null.",
      select: { profile: { select: counterpartySelect } },
      resolve: (enquiry) => enquiry.profile,
    }),
    replies: t.relation("replies", { description: "The replies sent, oldest first.", query: { orderBy: { id: "asc" } } }),
  }),
});

builder.objectFields(House, (t) => ({
  enquiries: t.prismaConnection({
    type: "Enquiry",
    cursor: "id",
    description:
      "The contact form's enquiries, newest first; `status` keeps one status, `search` finds words in the name, e-mail or message.",
    args: {
      status: t.arg({ type: EnquiryStatusRef, required: false, description: "Only enquiries with this status." }),
      search: t.arg.string({ required: false, description: "Words found in the enquirer's name, e-mail or message (any case)." }),
    },
    resolve: (query, _house, args) => db.enquiry.findMany({ ...query, where: enquiryWhere(args), orderBy: { id: "desc" } }),
  }),
  newEnquiryCount: t.int({ description: "How many enquiries are new (the desk header's count).", resolve: () => newEnquiryCount() }),
  counterpartyChoices: t.field({
    type: [EnquiryCounterparty],
    description: "Up to 10 supplier or buyer companies whose name contains `search`, by name: the choices for linking an enquiry.",
    args: { search: t.arg.string({ description: "Part of the company's name." }) },
    resolve: (_house, { search }) =>
      db.profile.findMany({
        where: { companyName: { contains: search.trim().slice(0, 200), mode: "insensitive" } },
        select: counterpartySelect,
        orderBy: [{ companyName: "asc" }, { id: "asc" }],
        take: 10,
      }),
  }),
}));

const enquiryErrors = [AccessDeniedError, NotFoundError];
/** The count of new enquiries after the change: the desk header updates from the payload, without a reload. */
const newEnquiryCountField = (t: any) =>
  t.int({ description: "How many enquiries are new after this change (`House.newEnquiryCount`).", resolve: () => newEnquiryCount() });
const enquiryId = (t: any) => ({ id: t.globalID({ for: EnquiryRef, description: GLOBAL_ID_DESCRIPTION }) });
const enquiryOutput = (description: string) => ({
  outputFields: (t: any) => ({
    enquiry: t.prismaField({
      type: "Enquiry",
      description,
      resolve: (query: object, { enquiry }: { enquiry: { id: number } }) =>
        db.enquiry.findUniqueOrThrow({ ...query, where: { id: enquiry.id } }),
    }),
    newEnquiryCount: newEnquiryCountField(t),
  }),
});

function enquiryMutation(name: string, description: string, run: (viewer: any, id: number) => Promise<{ id: number }>, after: string) {
  builder.relayMutationField(
    name,
    { description, inputFields: enquiryId },
    {
      description,
      authScopes: houseStaff,
      errors: { types: enquiryErrors },
      resolve: async (_root, { input }, { viewer }) => ({ enquiry: await run(viewer, rowId((input as any).id.id)) }),
    },
    enquiryOutput(after) as any,
  );
}

enquiryMutation(
  "takeEnquiry",
  "Takes an enquiry: the caller becomes the staff member in charge of it (House staff only).",
  takeEnquiry,
  "The enquiry, taken by the caller.",
);
enquiryMutation("closeEnquiry", "Closes an enquiry: nothing more to do (House staff only).", closeEnquiry, "The enquiry, closed.");
enquiryMutation(
  "reopenEnquiry",
  "Reopens a closed enquiry: Answered if it has replies, else New (House staff only).",
  reopenEnquiry,
  "The enquiry, reopened.",
);

builder.relayMutationField(
  "replyToEnquiry",
  {
    description:
      "Answers an enquiry by e-mail to the enquirer (through the outbox), signed with the caller's name and the house's signature; the enquiry becomes Answered (House staff only).",
    inputFields: (t) => ({
      id: t.globalID({ for: EnquiryRef, description: GLOBAL_ID_DESCRIPTION }),
      text: t.string({ description: "The reply (1 to 5000 characters)." }),
    }),
  },
  {
    description:
      "Answers an enquiry by e-mail to the enquirer (through the outbox), signed with the caller's name and the house's signature; the enquiry becomes Answered (House staff only).",
    authScopes: houseStaff,
    errors: { types: [...enquiryErrors, InputError, RateLimitError] },
    resolve: (_root, { input }, { viewer }) => replyToEnquiry(viewer, rowId(input.id.id), input),
  },
  {
    outputFields: (t) => ({
      enquiry: t.prismaField({
        type: "Enquiry",
        description: "The enquiry, answered, with the reply in its thread.",
        resolve: (query, { enquiry }) => db.enquiry.findUniqueOrThrow({ ...query, where: { id: enquiry.id } }),
      }),
      reply: t.prismaField({
        type: "EnquiryReply",
        description: "The reply sent.",
        resolve: (query, { reply }) => db.enquiryReply.findUniqueOrThrow({ ...query, where: { id: reply.id } }),
      }),
      newEnquiryCount: newEnquiryCountField(t),
    }),
  },
);

builder.relayMutationField(
  "linkEnquiry",
  {
    description: "Links an enquiry to a supplier or buyer company, or unlinks it with a null `companyId` (House staff only).",
    inputFields: (t) => ({
      id: t.globalID({ for: EnquiryRef, description: GLOBAL_ID_DESCRIPTION }),
      companyId: t.id({
        required: false,
        description: "The company's BusinessProfile global id (from `House.counterpartyChoices`), or null to unlink.",
      }),
    }),
  },
  {
    description: "Links an enquiry to a supplier or buyer company, or unlinks it with a null `companyId` (House staff only).",
    authScopes: houseStaff,
    errors: { types: enquiryErrors },
    resolve: async (_root, { input }, { viewer }) => {
      let companyId: number | null = null;
      if (input.companyId != null) {
        let decoded: { typename: string; id: string } | null = null;
        try {
          decoded = decodeGlobalID(String(input.companyId));
        } catch {
          decoded = null;
        }
        companyId = decoded?.typename === "BusinessProfile" ? rowId(decoded.id) : 0;
      }
      return { enquiry: await linkEnquiry(viewer, rowId(input.id.id), companyId) };
    },
  },
  enquiryOutput("The enquiry, with its counterparty.") as any,
);
