import { builder } from "../builder.ts";
import { historyOrder } from "./ledgerAnswer.ts";
import { db, Prisma } from "../db.ts";
import type { Container } from "../generated/prisma/client.ts";
import { heldBy, wholeRow } from "../graphql/loadedQuery.ts";
import { rowId } from "../rowIds.ts";
import { dateToCalendarDate } from "../../shared/dates.ts";
import { containerAmount } from "../../shared/ledger.ts";
import { kgToTons, moneyString } from "../../shared/money.ts";
import { addContainer, updateContainer } from "./containerWrites.ts";
import { edgeFor } from "../graphql/edges.ts";
import { EXPECTED_VERSION_DESCRIPTION, LotRef, entryChangeErrors, lotEntryWrite, writtenLotField, changeCursorField } from "./lot.ts";
import { ownLotRecord } from "../access/companyFilters.ts";
import { paperLabels, type ContainerPaperField } from "../../shared/papers.ts";

/** A container's papers (shared/papers.ts), each null when not set. */
const paperOf = (c: Container, field: ContainerPaperField): string | null => (c.papers as Record<string, string>)[field] ?? null;
const paperDescriptions: Record<ContainerPaperField, string> = {
  bookingNo: "The shipping line's booking number.",
  billOfLadingNo: "The bill of lading number.",
  vessel: "The vessel's name.",
  voyage: "The voyage number.",
  portOfLoading: "The port of loading (e.g. Jebel Ali).",
  portOfDischarge: "The port of discharge.",
  grossKg: "Gross weight in kg, 3 decimals. With `tareKg`, gross - tare is the net weight: `quantityKg`, exactly.",
  tareKg: "Tare weight in kg, 3 decimals.",
  weighbridgeTicket: "The weighbridge ticket number.",
  ownPricePerTon:
    "Its own price per ton, when it differs from the lot's: then `pricePerTon` is this, and a change of the lot's price leaves it alone. Null: it uses the lot's price.",
};

export const ContainerRef = builder.prismaNode("Container", {
  id: { field: "id" },
  // Not the viewer's: `node(id)` answers null, as for an id that does not exist.
  nullable: true,
  findUnique: (id, context) => ({ id: rowId(id), AND: ownLotRecord(context.viewer) }),
  description: "A container shipped against a lot, priced at the lot's price per ton when it was added.",
  fields: (t) => ({
    lot: t.relation("lot", { description: "The lot it was shipped against." }),
    containerNo: t.exposeString("containerNo", { description: "The container number." }),
    sealNo: t.exposeString("sealNo", { description: "The seal number." }),
    material: t.exposeString("material", { description: "What it carries (e.g. tyre wire, HMS)." }),
    quantityKg: t.field({ type: "Decimal", description: "Net weight in kilograms, 3 decimals.", resolve: (c) => c.quantityKg.toFixed(3) }),
    quantityTons: t.field({
      type: "Decimal",
      description: "Net weight in metric tons (kg / 1000, exact).",
      resolve: (c) => kgToTons(c.quantityKg).toString(),
    }),
    pricePerTon: t.field({
      type: "Decimal",
      description: "The lot's price per ton when the container was added.",
      resolve: (c) => moneyString(c.pricePerTon),
    }),
    amount: t.field({
      type: "Decimal",
      description: "Price per ton x tons, rounded half-up to 2 places: the container amount of the ledger.",
      resolve: (c) => containerAmount(c.quantityKg, c.pricePerTon).toFixed(2),
    }),
    bookingNo: t.string({ nullable: true, description: paperDescriptions.bookingNo, resolve: (c) => paperOf(c, "bookingNo") }),
    billOfLadingNo: t.string({
      nullable: true,
      description: paperDescriptions.billOfLadingNo,
      resolve: (c) => paperOf(c, "billOfLadingNo"),
    }),
    vessel: t.string({ nullable: true, description: paperDescriptions.vessel, resolve: (c) => paperOf(c, "vessel") }),
    voyage: t.string({ nullable: true, description: paperDescriptions.voyage, resolve: (c) => paperOf(c, "voyage") }),
    portOfLoading: t.string({ nullable: true, description: paperDescriptions.portOfLoading, resolve: (c) => paperOf(c, "portOfLoading") }),
    portOfDischarge: t.string({
      nullable: true,
      description: paperDescriptions.portOfDischarge,
      resolve: (c) => paperOf(c, "portOfDischarge"),
    }),
    grossKg: t.field({ type: "Decimal", nullable: true, description: paperDescriptions.grossKg, resolve: (c) => paperOf(c, "grossKg") }),
    tareKg: t.field({ type: "Decimal", nullable: true, description: paperDescriptions.tareKg, resolve: (c) => paperOf(c, "tareKg") }),
    weighbridgeTicket: t.string({
      nullable: true,
      description: paperDescriptions.weighbridgeTicket,
      resolve: (c) => paperOf(c, "weighbridgeTicket"),
    }),
    ownPricePerTon: t.field({
      type: "Decimal",
      nullable: true,
      description: paperDescriptions.ownPricePerTon,
      resolve: (c) => paperOf(c, "ownPricePerTon"),
    }),
    usesLotPrice: t.boolean({
      description: "Whether its price per ton is the lot's (it has no own price): a change of the lot's price changes it.",
      resolve: (c) => paperOf(c, "ownPricePerTon") === null,
    }),
    date: t.field({ type: "Date", description: "The shipping date (a calendar date).", resolve: (c) => dateToCalendarDate(c.date) }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was recorded." }),
    history: t.relation("changes", {
      description: "Its addition (who added it, when), then every edit, void and restore, oldest first.",
      query: { orderBy: [...historyOrder] },
    }),
  }),
});

const containerRowHeld = wholeRow(Prisma.ContainerScalarFieldEnum);

/** A write's container: the row the write returned when that holds what the payload asks for. */
const writtenContainer = (query: object, container: Container) =>
  heldBy(query, containerRowHeld) ? container : db.container.findUniqueOrThrow({ ...query, where: { id: container.id } });

export const ContainerEdge = builder.edgeObject({ name: "ContainerEdge", type: ContainerRef });
export const ContainerConnection = builder.connectionObject({ name: "ContainerConnection", type: ContainerRef }, ContainerEdge);

builder.prismaObjectFields("Lot", (t) => ({
  containers: t.relatedConnection(
    "containers",
    {
      cursor: "id",
      description: "The containers that count (voided ones are in `voidedEntries`), oldest first.",
      query: { where: { voidedAt: null }, orderBy: { id: "asc" } },
    },
    ContainerConnection,
  ),
}));

builder.relayMutationField(
  "addContainer",
  {
    inputFields: (t) => ({
      lotId: t.globalID({ for: LotRef, description: "The lot's global id." }),
      containerNo: t.string({ description: "The container number." }),
      sealNo: t.string({ description: "The seal number." }),
      material: t.string({ description: "What it carries." }),
      quantity: t.field({ type: "Decimal", description: "Kilograms, 0 or more, up to 3 decimals." }),
      date: t.field({ type: "Date", required: false, description: "Defaults to today in the company's time zone." }),
      bookingNo: t.string({ required: false, description: `${paperLabels.bookingNo}. Optional.` }),
      billOfLadingNo: t.string({ required: false, description: `${paperLabels.billOfLadingNo}. Optional.` }),
      vessel: t.string({ required: false, description: `${paperLabels.vessel}. Optional.` }),
      voyage: t.string({ required: false, description: `${paperLabels.voyage}. Optional.` }),
      portOfLoading: t.string({ required: false, description: `${paperLabels.portOfLoading}. Optional.` }),
      portOfDischarge: t.string({ required: false, description: `${paperLabels.portOfDischarge}. Optional.` }),
      grossKg: t.field({ type: "Decimal", required: false, description: `${paperLabels.grossKg}. Optional.` }),
      tareKg: t.field({ type: "Decimal", required: false, description: `${paperLabels.tareKg}. Optional.` }),
      weighbridgeTicket: t.string({ required: false, description: `${paperLabels.weighbridgeTicket}. Optional.` }),
      ownPricePerTon: t.field({ type: "Decimal", required: false, description: `${paperLabels.ownPricePerTon}. Optional.` }),
    }),
  },
  {
    description: "Adds a container to a lot. Honours `Idempotency-Key`; read-only API keys get AccessDeniedError.",
    ...lotEntryWrite,
    resolve: (_root, { input }, { viewer }) => addContainer(viewer, { id: rowId(input.lotId.id) }, input),
  },
  {
    outputFields: (t) => ({
      container: t.prismaField({ type: "Container", description: "The new container.", resolve: (query, c) => writtenContainer(query, c) }),
      containerEdge: t.field({
        type: ContainerEdge,
        description: "The new container as an edge, to append to the lot's `containers`.",
        resolve: (c) => edgeFor(c),
      }),
      lot: writtenLotField(t),
      changeCursor: changeCursorField(t, (written) => written.lot),
    }),
  },
);

builder.relayMutationField(
  "updateContainer",
  {
    inputFields: (t) => ({
      id: t.globalID({ for: ContainerRef, description: "The container's global id." }),
      containerNo: t.string({ required: false, description: "New container number; omitted, unchanged." }),
      sealNo: t.string({ required: false, description: "New seal number; omitted, unchanged." }),
      material: t.string({ required: false, description: "New material; omitted, unchanged." }),
      quantity: t.field({ type: "Decimal", required: false, description: "New weight in kg; omitted, unchanged." }),
      date: t.field({ type: "Date", required: false, description: "New date; omitted, unchanged." }),
      bookingNo: t.string({ required: false, description: `${paperLabels.bookingNo}. Omitted, unchanged; null or blank, cleared.` }),
      billOfLadingNo: t.string({
        required: false,
        description: `${paperLabels.billOfLadingNo}. Omitted, unchanged; null or blank, cleared.`,
      }),
      vessel: t.string({ required: false, description: `${paperLabels.vessel}. Omitted, unchanged; null or blank, cleared.` }),
      voyage: t.string({ required: false, description: `${paperLabels.voyage}. Omitted, unchanged; null or blank, cleared.` }),
      portOfLoading: t.string({
        required: false,
        description: `${paperLabels.portOfLoading}. Omitted, unchanged; null or blank, cleared.`,
      }),
      portOfDischarge: t.string({
        required: false,
        description: `${paperLabels.portOfDischarge}. Omitted, unchanged; null or blank, cleared.`,
      }),
      grossKg: t.field({
        type: "Decimal",
        required: false,
        description: `${paperLabels.grossKg}. Omitted, unchanged; null or blank, cleared.`,
      }),
      tareKg: t.field({
        type: "Decimal",
        required: false,
        description: `${paperLabels.tareKg}. Omitted, unchanged; null or blank, cleared.`,
      }),
      weighbridgeTicket: t.string({
        required: false,
        description: `${paperLabels.weighbridgeTicket}. Omitted, unchanged; null or blank, cleared.`,
      }),
      ownPricePerTon: t.field({
        type: "Decimal",
        required: false,
        description: `${paperLabels.ownPricePerTon}. Omitted, unchanged; null or blank, cleared.`,
      }),
      expectedVersion: t.int({ required: false, description: EXPECTED_VERSION_DESCRIPTION }),
    }),
  },
  {
    description:
      "Edits a container; the history keeps the old values. With `expectedVersion`, a stale edit gets ConflictError. Honours `Idempotency-Key`.",
    ...lotEntryWrite,
    errors: entryChangeErrors,
    resolve: (_root, { input }, { viewer }) =>
      updateContainer(viewer, rowId(input.id.id), input, { expectedVersion: input.expectedVersion }),
  },
  {
    outputFields: (t) => ({
      container: t.prismaField({
        type: "Container",
        description: "The container with its new values and history.",
        resolve: (query, c) => writtenContainer(query, c),
      }),
      lot: writtenLotField(t),
      changeCursor: changeCursorField(t, (written) => written.lot),
    }),
  },
);
