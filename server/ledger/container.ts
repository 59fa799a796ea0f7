import { builder } from "../builder.ts";
import { db, Prisma } from "../db.ts";
import type { Container } from "../generated/prisma/client.ts";
import { heldBy, wholeRow } from "../graphql/loadedQuery.ts";
import { rowId } from "../graphql/ids.ts";
import { dateToCalendarDate } from "../../shared/dates.ts";
import { containerAmount } from "../../shared/ledger.ts";
import { kgToTons, moneyString } from "../../shared/money.ts";
import { addContainer, updateContainer } from "./lotWrites.ts";
import { edgeFor } from "../graphql/edges.ts";
import { EXPECTED_VERSION_DESCRIPTION, LotRef, entryChangeErrors, lotEntryWrite, writtenLotField } from "./lot.ts";
import { ownLotRecord } from "../access.ts";

export const ContainerRef = builder.prismaNode("Container", {
  id: { field: "id" },
  // Not the viewer's: `node(id)` answers null, as for an id that does not exist.
  nullable: true,
  findUnique: (id, context) => ({ id: rowId(id), AND: ownLotRecord(context.viewer) }),
  description: "A container shipped against a lot, priced at the lot's price per ton when it was added.",
  fields: (t) => ({
    lot: t.relation("lot"),
    containerNo: t.exposeString("containerNo"),
    sealNo: t.exposeString("sealNo"),
    material: t.exposeString("material"),
    quantityKg: t.field({ type: "Decimal", resolve: (c) => c.quantityKg.toFixed(3) }),
    quantityTons: t.field({ type: "Decimal", resolve: (c) => kgToTons(c.quantityKg).toString() }),
    pricePerTon: t.field({ type: "Decimal", resolve: (c) => moneyString(c.pricePerTon) }),
    amount: t.field({
      type: "Decimal",
      description: "Price per ton x tons, rounded half-up to 2 places: the container amount of the ledger.",
      resolve: (c) => containerAmount(c.quantityKg, c.pricePerTon).toFixed(2),
    }),
    date: t.field({ type: "Date", resolve: (c) => dateToCalendarDate(c.date) }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    history: t.relation("changes", { description: "Every edit, oldest first.", query: { orderBy: { id: "asc" } } }),
  }),
});

const containerRowHeld = wholeRow(Prisma.ContainerScalarFieldEnum);

/** A write's container: the row the write returned when that holds what the payload asks for. */
const writtenContainer = (query: object, container: Container) =>
  heldBy(query, containerRowHeld) ? container : db.container.findUniqueOrThrow({ ...query, where: { id: container.id } });

export const ContainerEdge = builder.edgeObject({ name: "ContainerEdge", type: ContainerRef });
export const ContainerConnection = builder.connectionObject({ name: "ContainerConnection", type: ContainerRef }, ContainerEdge);

builder.prismaObjectFields("Lot", (t) => ({
  containers: t.relatedConnection("containers", { cursor: "id", description: "The containers that count (voided ones are in `voidedEntries`), oldest first.", query: { where: { voidedAt: null }, orderBy: { id: "asc" } } }, ContainerConnection),
}));

builder.relayMutationField(
  "addContainer",
  {
    inputFields: (t) => ({
      lotId: t.globalID({ for: LotRef }),
      containerNo: t.string(),
      sealNo: t.string(),
      material: t.string(),
      quantity: t.field({ type: "Decimal", description: "Kilograms, 0 or more, up to 3 decimals." }),
      date: t.field({ type: "Date", required: false, description: "Defaults to today in the company's time zone." }),
    }),
  },
  {
    ...lotEntryWrite,
    resolve: (_root, { input }, { viewer }) => addContainer(viewer, { id: rowId(input.lotId.id) }, input),
  },
  {
    outputFields: (t) => ({
      container: t.prismaField({ type: "Container", resolve: (query, c) => writtenContainer(query, c) }),
      containerEdge: t.field({ type: ContainerEdge, resolve: (c) => edgeFor(c) }),
      lot: writtenLotField(t),
    }),
  },
);

builder.relayMutationField(
  "updateContainer",
  {
    inputFields: (t) => ({
      id: t.globalID({ for: ContainerRef }),
      containerNo: t.string({ required: false }),
      sealNo: t.string({ required: false }),
      material: t.string({ required: false }),
      quantity: t.field({ type: "Decimal", required: false }),
      date: t.field({ type: "Date", required: false }),
      expectedVersion: t.int({ required: false, description: EXPECTED_VERSION_DESCRIPTION }),
    }),
  },
  {
    ...lotEntryWrite,
    errors: entryChangeErrors,
    resolve: (_root, { input }, { viewer }) => updateContainer(viewer, rowId(input.id.id), input, { expectedVersion: input.expectedVersion }),
  },
  {
    outputFields: (t) => ({
      container: t.prismaField({ type: "Container", resolve: (query, c) => writtenContainer(query, c) }),
      lot: writtenLotField(t),
    }),
  },
);
