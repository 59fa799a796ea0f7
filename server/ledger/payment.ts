import { builder } from "../builder.ts";
import { historyOrder } from "./ledgerAnswer.ts";
import { db, Prisma } from "../db.ts";
import type { Payment } from "../generated/prisma/client.ts";
import { heldBy, wholeRow } from "../graphql/loadedQuery.ts";
import { rowId } from "../rowIds.ts";
import { dateToCalendarDate } from "../../shared/dates.ts";
import { moneyString } from "../../shared/money.ts";
import { addPayment, updatePayment } from "./paymentWrites.ts";
import { edgeFor } from "../graphql/edges.ts";
import { EXPECTED_VERSION_DESCRIPTION, LotRef, entryChangeErrors, lotEntryWrite, writtenLotField, changeCursorField } from "./lot.ts";
import { ownLotRecord } from "../access/companyFilters.ts";
import { paymentMethodLabels, type PaymentMethod, type PaymentPaperField } from "../../shared/papers.ts";
import { describedEnum } from "../graphql/enums.ts";

const paperOf = (p: Payment, field: PaymentPaperField): string | null => (p.papers as Record<string, string>)[field] ?? null;

export const PaymentMethodEnum = describedEnum("PaymentMethod", "How a payment was made.", paymentMethodLabels);

export const PaymentRef = builder.prismaNode("Payment", {
  id: { field: "id" },
  // Not the viewer's: `node(id)` answers null, as for an id that does not exist.
  nullable: true,
  findUnique: (id, context) => ({ id: rowId(id), AND: ownLotRecord(context.viewer) }),
  description: "Money paid against a lot. The lot's first payment (by creation) is its Advance.",
  fields: (t) => ({
    lot: t.relation("lot", { description: "The lot it was paid against." }),
    amount: t.field({ type: "Decimal", description: "The amount, 2 decimals.", resolve: (p) => moneyString(p.amount) }),
    method: t.field({
      type: PaymentMethodEnum,
      nullable: true,
      description: "How it was paid, when recorded.",
      resolve: (p) => paperOf(p, "method") as PaymentMethod | null,
    }),
    reference: t.string({
      nullable: true,
      description: "The bank's reference, or the cheque's number.",
      resolve: (p) => paperOf(p, "reference"),
    }),
    chequeDueDate: t.field({
      type: "Date",
      nullable: true,
      description: "A post-dated cheque's due date (only then).",
      resolve: (p) => paperOf(p, "chequeDueDate"),
    }),
    note: t.string({ nullable: true, description: "A note (up to 500 characters).", resolve: (p) => paperOf(p, "note") }),
    date: t.field({ type: "Date", description: "The payment date (a calendar date).", resolve: (p) => dateToCalendarDate(p.date) }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was recorded." }),
    history: t.relation("changes", {
      description: "Its addition (who added it, when), then every edit, void and restore, oldest first.",
      query: { orderBy: [...historyOrder] },
    }),
  }),
});

const paymentRowHeld = wholeRow(Prisma.PaymentScalarFieldEnum);

/** A write's payment: the row the write returned when that holds what the payload asks for. */
const writtenPayment = (query: object, payment: Payment) =>
  heldBy(query, paymentRowHeld) ? payment : db.payment.findUniqueOrThrow({ ...query, where: { id: payment.id } });

export const PaymentEdge = builder.edgeObject({ name: "PaymentEdge", type: PaymentRef });
export const PaymentConnection = builder.connectionObject({ name: "PaymentConnection", type: PaymentRef }, PaymentEdge);

builder.prismaObjectFields("Lot", (t) => ({
  payments: t.relatedConnection(
    "payments",
    {
      cursor: "id",
      description: "The payments that count (voided ones are in `voidedEntries`), oldest first.",
      query: { where: { voidedAt: null }, orderBy: { id: "asc" } },
    },
    PaymentConnection,
  ),
}));

builder.relayMutationField(
  "addPayment",
  {
    inputFields: (t) => ({
      lotId: t.globalID({ for: LotRef, description: "The lot's global id." }),
      amount: t.field({ type: "Decimal", description: "More than 0, up to 2 decimals." }),
      date: t.field({ type: "Date", required: false, description: "Defaults to today in the company's time zone." }),
      method: t.field({ type: PaymentMethodEnum, required: false, description: "How it was paid. Optional." }),
      reference: t.string({ required: false, description: "The bank's reference or the cheque's number. Optional." }),
      chequeDueDate: t.field({
        type: "Date",
        required: false,
        description: "A post-dated cheque's due date: required with POST_DATED_CHEQUE, refused otherwise. Optional.",
      }),
      note: t.string({ required: false, description: "A note, up to 500 characters. Optional." }),
    }),
  },
  {
    description: "Records a payment against a lot. Honours `Idempotency-Key`; read-only API keys get AccessDeniedError.",
    ...lotEntryWrite,
    resolve: (_root, { input }, { viewer }) => addPayment(viewer, { id: rowId(input.lotId.id) }, input),
  },
  {
    outputFields: (t) => ({
      payment: t.prismaField({ type: "Payment", description: "The new payment.", resolve: (query, p) => writtenPayment(query, p) }),
      paymentEdge: t.field({
        type: PaymentEdge,
        description: "The new payment as an edge, to append to the lot's `payments`.",
        resolve: (p) => edgeFor(p),
      }),
      lot: writtenLotField(t),
      changeCursor: changeCursorField(t, (written) => written.lot),
    }),
  },
);

builder.relayMutationField(
  "updatePayment",
  {
    inputFields: (t) => ({
      id: t.globalID({ for: PaymentRef, description: "The payment's global id." }),
      amount: t.field({ type: "Decimal", required: false, description: "New amount; omitted, unchanged." }),
      date: t.field({ type: "Date", required: false, description: "New date; omitted, unchanged." }),
      method: t.field({
        type: PaymentMethodEnum,
        required: false,
        description: "How it was paid. Omitted, unchanged; null or blank, cleared.",
      }),
      reference: t.string({
        required: false,
        description: "The bank's reference or the cheque's number. Omitted, unchanged; null or blank, cleared.",
      }),
      chequeDueDate: t.field({
        type: "Date",
        required: false,
        description:
          "A post-dated cheque's due date: required with POST_DATED_CHEQUE, refused otherwise. Omitted, unchanged; null or blank, cleared.",
      }),
      note: t.string({ required: false, description: "A note, up to 500 characters. Omitted, unchanged; null or blank, cleared." }),
      expectedVersion: t.int({ required: false, description: EXPECTED_VERSION_DESCRIPTION }),
    }),
  },
  {
    description:
      "Edits a payment; the history keeps the old values. With `expectedVersion`, a stale edit gets ConflictError. Honours `Idempotency-Key`.",
    ...lotEntryWrite,
    errors: entryChangeErrors,
    resolve: (_root, { input }, { viewer }) => updatePayment(viewer, rowId(input.id.id), input, { expectedVersion: input.expectedVersion }),
  },
  {
    outputFields: (t) => ({
      payment: t.prismaField({
        type: "Payment",
        description: "The payment with its new values and history.",
        resolve: (query, p) => writtenPayment(query, p),
      }),
      lot: writtenLotField(t),
      changeCursor: changeCursorField(t, (written) => written.lot),
    }),
  },
);
