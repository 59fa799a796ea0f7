import { builder } from "../builder.ts";
import { companyReaders } from "../graphql/scopes.ts";
import { describedEnum } from "../graphql/enums.ts";
import { db } from "../db.ts";
import { InputError } from "../errors.ts";
import { companyToRead, sideOf } from "../access/permissions.ts";
import { boundsMessages, inputError } from "../graphql/bounds.ts";
import { heldBy } from "../graphql/loadedQuery.ts";
import { lotHeld } from "./companyFigures.ts";
import {
  lotsOverview,
  type AgreementFilter,
  type LotOverviewValue,
  type OverviewField,
  type OverviewPosition,
  type OverviewTotalsValue,
  type SortDirection,
} from "./lotsOverviewRead.ts";
import { text } from "../../shared/validation.ts";

const OverviewFieldRef = describedEnum<OverviewField>(
  "LotsOverviewField",
  "What the lots overview is sorted by (ties: the order the lots were added).",
  {
    LOT_NUMBER: "The lot number, in any letter case, the numbers in it by value (L-9 before L-10).",
    CREATED: "When the lot was added.",
    PRICE: "The price per ton.",
    CONTAINERS: "How many containers (voided ones not counted).",
    BALANCE: "The balance: ascending puts the largest amount due first.",
    LAST_ENTRY: "The latest container or payment date; lots without entries come last.",
    PAID: "The total paid.",
    CONTAINER_AMOUNT: "The sum of the container amounts.",
    TONS: "The tons shipped.",
  },
);

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

/** Issue 47's filter, on the lots overview and the house's counterparties. */
export const AgreementFilterRef = describedEnum<AgreementFilter>(
  "AgreementFilter",
  "Where entries stand between the two sides (issue 47), to filter a list on.",
  {
    WAITING_FOR_US:
      "Only those with an entry whose next step is the caller's side's: a company's members and keys, entries the house recorded (or a dispute to answer); the house's staff, entries the company recorded.",
    DISPUTED: "Only those with a disputed entry.",
  },
);

const OverviewFilterRef = builder.inputType("LotsOverviewFilter", {
  description: "Which lots the overview lists (`totalCount` counts them; the company totals stay whole).",
  fields: (t) => ({
    search: t.string({ required: false, description: "Only lots whose number contains this text, in any letter case; blank, every lot." }),
    openBalanceOnly: t.boolean({
      required: false,
      defaultValue: false,
      description: "Only lots whose balance is not zero (an amount left or due).",
    }),
    agreement: t.field({
      type: AgreementFilterRef,
      required: false,
      description:
        "Only lots with an entry waiting for the caller's side, or with a disputed entry (voided entries too); every lot unless told.",
    }),
  }),
});

const LotFiguresRef = builder.objectRef<LotOverviewValue>("LotFigures").implement({
  description: "One lot with its figures over its whole ledger (voided entries left out): what the lot's ledger closes at.",
  fields: (t) => ({
    lot: t.prismaField({
      type: "Lot",
      description: "The lot (open it with its number).",
      resolve: (query, figures) =>
        heldBy(query, lotHeld) ? figures.lot : db.lot.findUniqueOrThrow({ ...query, where: { id: figures.lot.id } }),
    }),
    containerCount: t.exposeInt("containerCount", { description: "How many containers." }),
    quantityTons: t.expose("quantityTons", { type: "Decimal", description: "Tons shipped, rounded half-up to 3 places." }),
    containerAmount: t.expose("containerAmount", {
      type: "Decimal",
      description: "The sum of the container amounts (each rounded half-up to the cent).",
    }),
    totalPaid: t.expose("totalPaid", { type: "Decimal", description: "The sum of the payments." }),
    balance: t.expose("balance", {
      type: "Decimal",
      description: "Total paid minus container amount: zero or more is the Amount Left, negative is Due.",
    }),
    lastEntryDate: t.expose("lastEntryDate", {
      type: "Date",
      nullable: true,
      description: "The latest container or payment date; null without entries.",
    }),
    waitingForYou: t.exposeInt("waitingForYou", {
      description:
        "Its entries (voided ones too) whose next step is the caller's side's: to confirm or dispute, or a dispute to accept, answer or withdraw.",
    }),
    waitingForOtherSide: t.exposeInt("waitingForOtherSide", { description: "Its entries whose next step is the other side's." }),
    disputed: t.exposeInt("disputed", { description: "Its entries disputed." }),
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

type Order = { field: OverviewField; direction: SortDirection };

const CURSOR = /^LotsOverview:([A-Z_]+):(ASC|DESC):(\d{1,10}):(z|i-?\d{1,30}|s[^]{0,200})$/;

/** A lot's position in the list sorted by `order`, as a cursor: the order, the lot's id and its sort key. */
function cursorOf(order: Order, { key, id }: OverviewPosition): string {
  const keyText = key === null ? "z" : typeof key === "bigint" ? `i${key}` : `s${key}`;
  return Buffer.from(`LotsOverview:${order.field}:${order.direction}:${id}:${keyText}`, "utf8").toString("base64");
}

/** The position an `after`/`before` cursor stands for; refused when it is not ours, or was given out for another order. */
function positionOf(cursor: string | null | undefined, order: Order, argument: string): OverviewPosition | null {
  if (cursor === null || cursor === undefined) return null;
  const match = /^[A-Za-z0-9+/]+={0,2}$/.test(cursor) ? CURSOR.exec(Buffer.from(cursor, "base64").toString("utf8")) : null;
  if (!match) throw inputError(boundsMessages.badCursor(argument, "BusinessProfile.lotsOverview"));
  const [, field, direction, id, keyText] = match;
  if (field !== order.field || direction !== order.direction)
    throw inputError(`"${argument}" of BusinessProfile.lotsOverview was given out for another order: ask again from the first page`);
  const key = keyText === "z" ? null : keyText[0] === "i" ? BigInt(keyText.slice(1)) : keyText.slice(1);
  return { key, id: Number(id) };
}

builder.prismaObjectFields("Profile", (t) => ({
  lotsOverview: t.connection(
    {
      authScopes: companyReaders,
      type: LotFiguresRef,
      description:
        "Every lot of the company with its figures (containers, tons, container amount, paid, balance, last entry), " +
        "sorted, filtered and paged, with the company's totals. A cursor is a lot's place in the order asked for (its sort key and id): " +
        "the next page starts after that lot's place, so lots that change or leave the list meanwhile neither hide nor repeat others.",
      // Checked here (positionOf), with the order they were given out for.
      extensions: { checksOwnCursors: true },
      args: {
        orderBy: t.arg({ type: OverviewOrderRef, required: false, description: "Sort order; lot number ascending unless told." }),
        filter: t.arg({ type: OverviewFilterRef, required: false, description: "Which lots; every lot unless told." }),
      },
      resolve: async (profile, args, { viewer }) => {
        const order: Order = { field: args.orderBy?.field ?? "LOT_NUMBER", direction: args.orderBy?.direction ?? "ASC" };
        if (args.last != null && args.before == null) throw new InputError("lotsOverview: `last` needs `before`");
        const readable = companyToRead(viewer, profile.id);
        const page = await lotsOverview({
          profileId: readable,
          orderBy: order,
          search: text(args.filter?.search),
          openBalanceOnly: args.filter?.openBalanceOnly ?? false,
          agreement: args.filter?.agreement ?? null,
          side: sideOf(viewer),
          after: positionOf(args.after, order, "after"),
          before: positionOf(args.before, order, "before"),
          // Pothos' default page size when neither is given.
          first: args.first ?? (args.last == null ? 20 : null),
          last: args.last ?? null,
        });
        const edges = page.lots.map(({ value, position }) => ({ cursor: cursorOf(order, position), node: value }));
        return {
          totalCount: page.matchCount,
          totals: page.totals,
          edges,
          pageInfo: {
            hasNextPage: page.hasNextPage,
            hasPreviousPage: page.hasPreviousPage,
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
        totalCount: c.int({
          description: "How many lots match the filter (all pages).",
          resolve: (connection) => (connection as unknown as OverviewConnectionShape).totalCount,
        }),
        totals: c.field({
          type: OverviewTotalsRef,
          description: "The whole company's figures.",
          resolve: (connection) => (connection as unknown as OverviewConnectionShape).totals,
        }),
      }),
    },
    { name: "LotsOverviewEdge", description: "One lot of the overview and its position." },
  ),
}));
