import { cursorToOffset, offsetToCursor } from "@pothos/plugin-relay";
import { builder } from "../builder.ts";
import { describedEnum } from "../graphql/enums.ts";
import { db } from "../db.ts";
import { InputError } from "../errors.ts";
import { MAX_PAGE_SIZE } from "../graphql/bounds.ts";
import { heldBy } from "../graphql/loadedQuery.ts";
import { lotHeld } from "./ledgerRead.ts";
import { lotsOverview, type LotOverviewValue, type OverviewField, type OverviewTotalsValue, type SortDirection } from "./lotsOverviewRead.ts";
import { text } from "../../shared/validation.ts";

const OverviewFieldRef = describedEnum<OverviewField>("LotsOverviewField", "What the lots overview is sorted by (ties: the order the lots were added).", {
  LOT_NUMBER: "The lot number, as text.",
  CREATED: "When the lot was added.",
  PRICE: "The price per ton.",
  CONTAINERS: "How many containers (voided ones not counted).",
  BALANCE: "The balance: ascending puts the largest amount due first.",
  LAST_ENTRY: "The latest container or payment date; lots without entries come last.",
  PAID: "The total paid.",
  CONTAINER_AMOUNT: "The sum of the container amounts.",
  TONS: "The tons shipped.",
});

const SortDirectionRef = describedEnum<SortDirection>("SortDirection", "Ascending or descending.", {
  ASC: "Smallest (or earliest, or A) first.",
  DESC: "Largest (or latest, or Z) first.",
});

const OverviewOrderRef = builder.inputType("LotsOverviewOrder", {
  description: "The overview's sort order.",
  fields: (t) => ({
    field: t.field({ type: OverviewFieldRef, description: "The column sorted by." }),
    direction: t.field({ type: SortDirectionRef, required: false, defaultValue: "ASC", description: "Ascending unless told." }),
  }),
});

const OverviewFilterRef = builder.inputType("LotsOverviewFilter", {
  description: "Which lots the overview lists (`totalCount` counts them; the company totals stay whole).",
  fields: (t) => ({
    search: t.string({ required: false, description: "Only lots whose number contains this text, in any letter case; blank, every lot." }),
    openBalanceOnly: t.boolean({ required: false, defaultValue: false, description: "Only lots whose balance is not zero (an amount left or due)." }),
  }),
});

const LotFiguresRef = builder.objectRef<LotOverviewValue>("LotFigures").implement({
  description: "One lot with its figures over its whole ledger (voided entries left out): what the lot's ledger closes at.",
  fields: (t) => ({
    lot: t.prismaField({
      type: "Lot",
      description: "The lot (open it with its number).",
      resolve: (query, figures) => (heldBy(query, lotHeld) ? figures.lot : db.lot.findUniqueOrThrow({ ...query, where: { id: figures.lot.id } })),
    }),
    containerCount: t.exposeInt("containerCount", { description: "How many containers." }),
    quantityTons: t.expose("quantityTons", { type: "Decimal", description: "Tons shipped, rounded half-up to 3 places." }),
    containerAmount: t.expose("containerAmount", { type: "Decimal", description: "The sum of the container amounts (each rounded half-up to the cent)." }),
    totalPaid: t.expose("totalPaid", { type: "Decimal", description: "The sum of the payments." }),
    balance: t.expose("balance", { type: "Decimal", description: "Total paid minus container amount: zero or more is the Amount Left, negative is Due." }),
    lastEntryDate: t.expose("lastEntryDate", { type: "Date", nullable: true, description: "The latest container or payment date; null without entries." }),
  }),
});

const OverviewTotalsRef = builder.objectRef<OverviewTotalsValue>("LotsOverviewTotals").implement({
  description: "The whole company's figures: every lot, whatever the filter.",
  fields: (t) => ({
    lotCount: t.exposeInt("lotCount", { description: "How many lots the company has." }),
    containerCount: t.exposeInt("containerCount", { description: "How many containers over all lots." }),
    quantityTons: t.expose("quantityTons", { type: "Decimal", description: "Tons shipped over all lots, rounded half-up to 3 places." }),
    containerAmount: t.expose("containerAmount", { type: "Decimal", description: "Container amounts over all lots." }),
    totalPaid: t.expose("totalPaid", { type: "Decimal", description: "Payments over all lots." }),
    balance: t.expose("balance", { type: "Decimal", description: "Total paid minus container amount over all lots (negative = due)." }),
  }),
});

interface OverviewConnectionShape {
  totalCount: number;
  totals: OverviewTotalsValue;
}

/** An `after`/`before` this connection gave out: a position in the sorted, filtered list. */
function offsetOf(cursor: string | null | undefined): number | null {
  if (cursor === null || cursor === undefined) return null;
  try {
    const offset = cursorToOffset(cursor);
    if (Number.isSafeInteger(offset) && offset >= 0) return offset;
  } catch {
    // Refused below with a clear message.
  }
  throw new InputError("Invalid cursor for lotsOverview: pass a cursor this connection returned");
}

builder.prismaObjectFields("Profile", (t) => ({
  lotsOverview: t.connection(
    {
      type: LotFiguresRef,
      description:
        "Every lot of the company with its figures (containers, tons, container amount, paid, balance, last entry), " +
        "sorted, filtered and paged by the database, with the company's totals. Cursors are positions in the sorted, filtered list.",
      // Positions, not row ids: graphql/bounds.ts checks `after`/`before` as offset cursors.
      extensions: { offsetCursors: true },
      args: {
        orderBy: t.arg({ type: OverviewOrderRef, required: false, description: "Sort order; lot number ascending unless told." }),
        filter: t.arg({ type: OverviewFilterRef, required: false, description: "Which lots; every lot unless told." }),
      },
      resolve: async (profile, args) => {
        const after = offsetOf(args.after);
        const before = offsetOf(args.before);
        if (args.last != null && before === null) throw new InputError("lotsOverview: `last` needs `before`");
        const start = after === null ? 0 : after + 1;
        let end = before ?? Number.POSITIVE_INFINITY;
        if (args.first != null) end = Math.min(end, start + args.first);
        const from = args.last != null ? Math.max(start, end - args.last) : start;
        const size = Number.isFinite(end) ? Math.max(end - from, 0) : 20; // Pothos' default page size
        const page = await lotsOverview({
          profileId: profile.id,
          orderBy: { field: args.orderBy?.field ?? "LOT_NUMBER", direction: args.orderBy?.direction ?? "ASC" },
          search: text(args.filter?.search),
          openBalanceOnly: args.filter?.openBalanceOnly ?? false,
          offset: from,
          limit: Math.min(size, MAX_PAGE_SIZE),
        });
        const edges = page.lots.map((node, i) => ({ cursor: offsetToCursor(from + i), node }));
        return {
          totalCount: page.matchCount,
          totals: page.totals,
          edges,
          pageInfo: {
            hasNextPage: from + edges.length < page.matchCount,
            hasPreviousPage: from > 0,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
    },
    {
      name: "LotsOverviewConnection",
      description: "A page of the lots overview, with how many lots match and the company's totals.",
      fields: (c) => ({
        totalCount: c.int({ description: "How many lots match the filter (all pages).", resolve: (connection) => (connection as unknown as OverviewConnectionShape).totalCount }),
        totals: c.field({ type: OverviewTotalsRef, description: "The whole company's figures.", resolve: (connection) => (connection as unknown as OverviewConnectionShape).totals }),
      }),
    },
    { name: "LotsOverviewEdge", description: "One lot of the overview and its position." },
  ),
}));
