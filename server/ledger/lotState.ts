import { builder } from "../builder.ts";
import { lotWriters } from "../graphql/scopes.ts";
import { db } from "../db.ts";
import { AccessDeniedError, InputError, NotFoundError } from "../errors.ts";
import { rowId } from "../rowIds.ts";
import { describedEnum } from "../graphql/enums.ts";
import { containerAmount } from "../../shared/ledger.ts";
import { Fixed, parseDecimal } from "../../shared/money.ts";
import { validateLot } from "../../shared/validation.ts";
import { updateLot } from "./lotRecordWrites.ts";
import { LotRef, changeCursorField, lotOfWrite } from "./lot.ts";

/** Issue 48: a lot's state, notes and price, beside the SPEC's lot. */
export const LotStateEnum = describedEnum("LotState", "Where a lot stands.", {
  OPEN: "Open: containers and payments are being recorded.",
  SHIPPED: "Shipped: still open to entries.",
  CLOSED: "Closed: read-only (no entry added, edited, voided or restored) until an Owner reopens it.",
});

interface PricePreview {
  containers: number;
  currentTotal: string;
  newTotal: string;
}

const PricePreviewRef = builder.objectRef<PricePreview>("LotPricePreview").implement({
  description: "What a new price would do to a lot's containers that use the lot's price (those that count).",
  fields: (t) => ({
    containers: t.exposeInt("containers", {
      description: "How many counted containers use the lot's price (their own price, if any, stays).",
    }),
    currentTotal: t.field({
      type: "Decimal",
      description: "The lot's container amount now (every counted container).",
      resolve: (p) => p.currentTotal,
    }),
    newTotal: t.field({
      type: "Decimal",
      description: "The lot's container amount at the new price: each container rounded half-up to the cent, as its row would show it.",
      resolve: (p) => p.newTotal,
    }),
  }),
});

builder.prismaObjectFields("Lot", (t) => ({
  state: t.field({ type: LotStateEnum, description: "Open, shipped or closed.", resolve: (lot) => lot.state }),
  notes: t.exposeString("notes", { description: "The trader's notes (empty when none)." }),
  version: t.exposeInt("version", { description: "Bumped by every write to the lot or its entries: `updateLot`'s `expectedVersion`." }),
  priceChangePreview: t.field({
    type: PricePreviewRef,
    description: "What `updateLot` with this price would change, before it is saved: how many containers, and the new container total.",
    args: { price: t.arg({ type: "Decimal", description: "The new price per ton." }) },
    resolve: async (lot, { price }) => {
      const problem = validateLot({ lotNumber: "x", price }).price;
      if (problem) throw new InputError(problem);
      const newPrice = parseDecimal(price, 2)!;
      const containers = await db.container.findMany({
        where: { lotId: lot.id, voidedAt: null },
        select: { quantityKg: true, pricePerTon: true, papers: true },
      });
      let currentTotal = Fixed.zero(2);
      let newTotal = Fixed.zero(2);
      let repriced = 0;
      for (const c of containers) {
        const usesLotPrice = (c.papers as Record<string, string>).ownPricePerTon === undefined;
        if (usesLotPrice) repriced += 1;
        currentTotal = currentTotal.plus(containerAmount(c.quantityKg, c.pricePerTon));
        newTotal = newTotal.plus(containerAmount(c.quantityKg, usesLotPrice ? newPrice.toFixed(2) : c.pricePerTon));
      }
      return { containers: repriced, currentTotal: currentTotal.toFixed(2), newTotal: newTotal.toFixed(2) };
    },
  }),
}));

builder.relayMutationField(
  "updateLot",
  {
    inputFields: (t) => ({
      id: t.globalID({ for: LotRef, description: "The lot's global id." }),
      state: t.field({
        type: LotStateEnum,
        required: false,
        description: "New state; omitted, unchanged. Reopening a closed lot is an Owner's.",
      }),
      price: t.field({
        type: "Decimal",
        required: false,
        description: "New price per ton (an Owner's): every container using the lot's price is repriced. Omitted, unchanged.",
      }),
      notes: t.string({ required: false, description: "New notes, up to 2000 characters; omitted, unchanged." }),
      expectedVersion: t.int({
        required: false,
        description: "The lot's `version` the editor saw: when it changed since, nothing is written (InputError).",
      }),
    }),
  },
  {
    description:
      "Changes a lot's state, price or notes (issue 48), recorded in the change feed (LOT_UPDATED) and webhooks (lot.updated). " +
      "A closed lot changes only by being reopened, by an Owner. Honours `Idempotency-Key`.",
    authScopes: lotWriters,
    errors: { types: [InputError, NotFoundError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => updateLot(viewer, rowId(input.id.id), input),
  },
  {
    outputFields: (t) => ({
      lot: t.prismaField({
        type: "Lot",
        description: "The lot with its new values and fresh ledger.",
        resolve: (query, lot) => lotOfWrite(query, lot),
      }),
      changeCursor: changeCursorField(t, (lot) => lot),
    }),
  },
);
