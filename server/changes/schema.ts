import { builder } from "../builder.ts";
import { companyReaders } from "../graphql/scopes.ts";
import { describedEnum } from "../graphql/enums.ts";
import { changeAuthor, readChangeFeed, type FeedEvent } from "./changeFeed.ts";
import { feedCursor } from "../events/events.ts";
import { db, type Prisma } from "../db.ts";
import { ContainerRef } from "../ledger/container.ts";
import { rowId } from "../rowIds.ts";
import { authorSelect } from "../access/caller.ts";
import { companyToRead } from "../access/permissions.ts";
import { ownCompanyRecord } from "../access/companyFilters.ts";
import { LotRef } from "../ledger/lot.ts";
import { PaymentRef } from "../ledger/payment.ts";

export const ChangeKind = describedEnum("ChangeKind", "What a change-feed event records.", {
  LOT_CREATED: "A lot was added.",
  LOT_UPDATED: "A lot's state, price or notes changed (a new price reprices its containers that use the lot's price).",
  CONTAINER_CREATED: "A container was added to a lot.",
  CONTAINER_UPDATED: "A container's values were edited.",
  PAYMENT_CREATED: "A payment was recorded against a lot.",
  PAYMENT_UPDATED: "A payment's amount or date was edited.",
  CONTAINER_VOIDED: "A container was voided: it stays on record but counts in no balance.",
  CONTAINER_RESTORED: "A voided container was restored: it counts again.",
  PAYMENT_VOIDED: "A payment was voided: it stays on record but counts in no balance.",
  PAYMENT_RESTORED: "A voided payment was restored: it counts again.",
  ATTACHMENT_ADDED:
    "A photo or document was attached to the lot, container or payment (the event's node); its values name the file: attachmentId, fileName, contentType, byteSize.",
  ATTACHMENT_REMOVED:
    "A photo or document was removed from the lot, container or payment (the event's node); kept on record, no longer served. Its values name the file as ATTACHMENT_ADDED's do.",
  ENTRY_CONFIRMED:
    "The other side of the trade confirmed the container or payment (the event's node) as recorded. Its values: `agreement` (a sentence) and `agreementState`.",
  ENTRY_DISPUTED:
    "The other side disputed the container or payment, with a reason and perhaps its own figure (values: `agreement`, `agreementState`, `reason`, and `quantity`, `amount` or `date`).",
  DISPUTE_ACCEPTED:
    "The side that recorded the entry accepted the other side's figure: the entry is corrected and confirmed (its values as after an edit, with `agreement`).",
  DISPUTE_ANSWERED: "The side that recorded the entry answered a dispute (values: `agreement`, `answer`).",
  DISPUTE_WITHDRAWN: "A dispute was withdrawn: the entry is recorded again, waiting for the other side.",
});

type ChangeEventRow = Prisma.ChangeEventGetPayload<object>;

/** An event's lot, container and payment: as the feed's read included them, else read now (an event found by its id). */
function subjectsOf(event: ChangeEventRow | FeedEvent) {
  if ("lot" in event && event.lot) return { lot: event.lot, container: event.container, payment: event.payment };
  return {
    lot: db.lot.findUniqueOrThrow({ where: { id: event.lotId } }),
    container: event.containerId ? db.container.findUnique({ where: { id: event.containerId } }) : null,
    payment: event.paymentId ? db.payment.findUnique({ where: { id: event.paymentId } }) : null,
  };
}

const ChangeSubject = builder.unionType("ChangeSubject", {
  description: "The lot, container or payment an event is about (as it is now).",
  types: [LotRef, ContainerRef, PaymentRef],
  resolveType: (node) => ("containerNo" in node ? ContainerRef : "amount" in node ? PaymentRef : LotRef),
});

const AuthorType = describedEnum("ChangeAuthorType", "Who made a change.", {
  PERSON: "A person signed in on the website or with a session token.",
  API_KEY: "An integrator's API key.",
});

const ChangeAuthor = builder.objectRef<{ type: "PERSON" | "API_KEY"; name: string; keyPrefix: string | null }>("ChangeAuthor").implement({
  description: "The person or API key behind a change.",
  fields: (t) => ({
    type: t.field({ type: AuthorType, description: "A person or an API key.", resolve: (author) => author.type }),
    name: t.exposeString("name", { description: "The person's name, or the API key's name." }),
    keyPrefix: t.exposeString("keyPrefix", { nullable: true, description: "The API key's prefix (null for a person)." }),
  }),
});

const FieldValue = builder.objectRef<{ field: string; value: string }>("ChangeFieldValue").implement({
  description: "One value of the node as the change left it.",
  fields: (t) => ({
    field: t.exposeString("field", { description: "The field's name, as on the node (quantity in kg)." }),
    value: t.exposeString("value", { description: "The value as text: decimals and dates as the API writes them." }),
  }),
});

export const ChangeEventRef = builder.prismaNode("ChangeEvent", {
  id: { field: "id" },
  nullable: true,
  findUnique: (id, context) => ({ id: rowId(id), AND: ownCompanyRecord(context.viewer) }),
  description: "One creation or edit of a lot, container or payment, in the company's change feed.",
  fields: (t) => ({
    kind: t.expose("kind", { type: ChangeKind, description: "What happened." }),
    occurredAt: t.expose("occurredAt", { type: "DateTime", description: "When the change was committed." }),
    cursor: t.string({
      description: "This event's position: pass it as `after` to read what follows.",
      resolve: (event) => feedCursor(event.id),
    }),
    // The feed's read brings the rows (readChangeFeed): a live stream resolves each event on its own,
    // and a query per event per stream is what stalled writes under 200 streams (issue 43).
    lot: t.field({ type: LotRef, description: "The lot the change belongs to.", resolve: (event) => subjectsOf(event).lot }),
    node: t.field({
      type: ChangeSubject,
      description: "The lot, container or payment changed, with its current values.",
      resolve: async (event) => {
        const { lot, container, payment } = subjectsOf(event);
        return (await container) ?? (await payment) ?? (await lot);
      },
    }),
    values: t.field({
      type: [FieldValue],
      description: "The node's values right after this change (later edits do not alter them).",
      select: { values: true },
      resolve: (event) => Object.entries(event.values as Record<string, string>).map(([field, value]) => ({ field, value })),
    }),
    author: t.field({
      type: ChangeAuthor,
      description: "Who made the change.",
      select: { user: authorSelect, apiKey: { select: { name: true, prefix: true } } },
      resolve: changeAuthor,
    }),
  }),
});

const ChangeEventEdge = builder.edgeObject({ name: "ChangeEventEdge", type: ChangeEventRef });
const ChangeEventConnection = builder.connectionObject({ name: "ChangeEventConnection", type: ChangeEventRef }, ChangeEventEdge);

builder.prismaObjectFields("Profile", (t) => ({
  changes: t.field({
    authScopes: companyReaders,
    type: ChangeEventConnection,
    description:
      "The change feed: every creation and edit of the company's lots, containers and payments, in commit order. " +
      "Store `pageInfo.endCursor` and pass it as `after` next time to read only what is new; it never skips or repeats an event. " +
      "With nothing new, `endCursor` is the `after` you sent.",
    args: {
      after: t.arg.string({ required: false, description: "A cursor from this feed; omitted, the feed starts at the beginning." }),
      first: t.arg.int({
        required: false,
        description: "Page size, 1 to 100 here, the most any GraphQL list gives (default 100); GET /api/changes takes up to 500.",
      }),
    },
    resolve: async (profile, { after, first }, { viewer }) => {
      const page = await readChangeFeed(companyToRead(viewer, profile.id), after, first);
      return {
        edges: page.events.map((event) => ({ cursor: feedCursor(event.id), node: event })),
        pageInfo: {
          hasNextPage: page.hasNextPage,
          hasPreviousPage: Boolean(after),
          startCursor: page.events.length > 0 ? feedCursor(page.events[0].id) : null,
          endCursor: page.endCursor,
        },
      };
    },
  }),
}));
