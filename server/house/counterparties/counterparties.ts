import { builder } from "../../builder.ts";
import { describedEnum } from "../../graphql/enums.ts";
import { inputError } from "../../graphql/bounds.ts";
import { InputError } from "../../errors.ts";
import { House } from "../house.ts";
import { todayIn } from "../../../shared/dates.ts";
import { text } from "../../../shared/validation.ts";
import { ageingTotal, type AgeingCents } from "../../../shared/ageing.ts";
import { Fixed } from "../../../shared/money.ts";
import { AgreementFilterRef } from "../../ledger/lotsOverview.ts";
import {
  houseBook,
  overdueOf,
  selectCounterparties,
  type CounterpartyField,
  type CounterpartyFigures,
  type CounterpartyTotals,
  type Direction,
  type HouseBook,
  type Side,
} from "./counterpartiesRead.ts";

/** The day figures are aged to: the one asked for, else today in the UAE. */
export const asOfOr = (asOf: string | null | undefined) => asOf ?? todayIn();

const SideRef = describedEnum<Side>("CounterpartySide", "Whether a company sells material to the house or buys it.", {
  SUPPLIER: "A supplier: its lots' Due is what the house owes it (payables), its Amount Left an advance the house paid.",
  BUYER: "A buyer: its lots' Due is what it owes the house (receivables), its Amount Left its credit.",
});

const FieldRef = describedEnum<CounterpartyField>(
  "CounterpartiesField",
  "What the counterparties are sorted by (ties: company name, then when it was added).",
  {
    NAME: "The company name, in any letter case, numbers by value.",
    SIDE: "Buyers before suppliers (ascending).",
    BALANCE: "Paid minus container amounts over all lots: ascending puts the largest net amount due first.",
    DUE: "The sum of the lots' Due.",
    AMOUNT_LEFT: "The sum of the lots' Amount Left.",
    OLDEST_OVERDUE:
      "The date of the oldest container not paid in full among companies with an overdue amount (ascending: oldest first); companies with nothing overdue last.",
    LOTS: "How many lots.",
    CONTAINERS: "How many containers (voided ones not counted).",
    TONS: "Tons shipped.",
    CONTAINER_AMOUNT: "The sum of the container amounts.",
    PAID: "The total paid.",
  },
);

const DirectionRef = describedEnum<Direction>("CounterpartiesDirection", "Ascending or descending.", {
  ASC: "Smallest (or earliest, or A) first.",
  DESC: "Largest (or latest, or Z) first.",
});

const OrderRef = builder.inputType("CounterpartiesOrder", {
  description: "The counterparties' sort order.",
  fields: (t) => ({
    field: t.field({ type: FieldRef, description: "The column sorted by." }),
    direction: t.field({ type: DirectionRef, required: false, defaultValue: "ASC", description: "Ascending unless told." }),
  }),
});

const FilterRef = builder.inputType("CounterpartiesFilter", {
  description: "Which companies the list shows (`totalCount` counts them; the totals stay whole).",
  fields: (t) => ({
    search: t.string({
      required: false,
      description: "Only companies whose name, contact person or e-mail contains this text, any letter case.",
    }),
    side: t.field({ type: SideRef, required: false, description: "Only suppliers, or only buyers." }),
    openBalanceOnly: t.boolean({
      required: false,
      defaultValue: false,
      description: "Only companies with a Due or an Amount Left on some lot.",
    }),
    overdueOnly: t.boolean({
      required: false,
      defaultValue: false,
      description: "Only companies with an amount due for more than 30 days.",
    }),
    agreement: t.field({
      type: AgreementFilterRef,
      required: false,
      description:
        "Only companies with an entry the company recorded that waits for the house (or a dispute for the house to answer), or with a disputed entry; every one unless told.",
    }),
  }),
});

const money = (cents: bigint) => new Fixed(cents, 2).toFixed(2);

const AgeingRef = builder.objectRef<AgeingCents>("AgeingBuckets").implement({
  description: "An amount due split by age (oldest unpaid container first: docs/desk.md, Ageing).",
  fields: (t) => ({
    days0to30: t.field({ type: "Decimal", description: "Unpaid for 0 to 30 days.", resolve: (a) => money(a.days0to30) }),
    days31to60: t.field({ type: "Decimal", description: "Unpaid for 31 to 60 days.", resolve: (a) => money(a.days31to60) }),
    days61to90: t.field({ type: "Decimal", description: "Unpaid for 61 to 90 days.", resolve: (a) => money(a.days61to90) }),
    over90: t.field({ type: "Decimal", description: "Unpaid for more than 90 days.", resolve: (a) => money(a.over90) }),
    total: t.field({ type: "Decimal", description: "Every bucket: the Due.", resolve: (a) => money(ageingTotal(a)) }),
  }),
});

export const CounterpartyRef = builder.objectRef<CounterpartyFigures>("Counterparty").implement({
  description:
    "A supplier or buyer company with its figures over all its lots (voided entries left out), in the house's words: " +
    "for a supplier, Due is what the house owes it and Amount Left an advance not yet covered by material; for a buyer, Due is what it owes the house and Amount Left its credit.",
  fields: (t) => ({
    companyId: t.exposeInt("companyId", { description: "The company's id (its lots overview: /desk/companies/<id>)." }),
    side: t.expose("side", { type: SideRef, description: "Supplier or buyer." }),
    companyName: t.exposeString("companyName", { description: "The company name." }),
    contactName: t.exposeString("contactName", { description: "The contact person." }),
    email: t.exposeString("email", { description: "The company's e-mail." }),
    phone: t.exposeString("phone", { description: "The company's contact number." }),
    lotCount: t.exposeInt("lotCount", { description: "How many lots." }),
    containerCount: t.exposeInt("containerCount", { description: "How many containers over all lots." }),
    quantityTons: t.field({ type: "Decimal", description: "Tons shipped, 3 places.", resolve: (c) => c.quantityTons.toFixed(3) }),
    containerAmount: t.field({
      type: "Decimal",
      description: "The sum of the container amounts (each rounded half-up to the cent).",
      resolve: (c) => c.containerAmount.toFixed(2),
    }),
    totalPaid: t.field({ type: "Decimal", description: "The sum of the payments.", resolve: (c) => c.totalPaid.toFixed(2) }),
    balance: t.field({
      type: "Decimal",
      description: "Total paid minus container amount over all lots (negative: due on balance).",
      resolve: (c) => c.balance.toFixed(2),
    }),
    due: t.field({
      type: "Decimal",
      description: "The sum of its lots' Due (a supplier: the house owes it; a buyer: it owes the house).",
      resolve: (c) => c.due.toFixed(2),
    }),
    amountLeft: t.field({
      type: "Decimal",
      description: "The sum of its lots' Amount Left (a supplier's advance; a buyer's credit).",
      resolve: (c) => c.amountLeft.toFixed(2),
    }),
    overdue: t.field({
      type: "Decimal",
      description: "The part of the Due unpaid for more than 30 days.",
      resolve: (c) => money(overdueOf(c)),
    }),
    oldestUnpaidDate: t.field({
      type: "Date",
      nullable: true,
      description: "The date of its oldest container not paid in full; null when nothing is due.",
      resolve: (c) => c.oldestUnpaidDate,
    }),
    ageing: t.field({ type: AgeingRef, description: "The Due by age.", resolve: (c) => c.ageing }),
    waitingForHouse: t.int({
      description:
        "Its entries (voided ones too) whose next step is the house's: recorded by the company, or a dispute for the house to answer (issue 47).",
      resolve: (c) => c.agreement.waitingForHouse,
    }),
    waitingForCounterparty: t.int({
      description: "Its entries whose next step is the company's.",
      resolve: (c) => c.agreement.waitingForCounterparty,
    }),
    disputed: t.int({ description: "Its entries disputed.", resolve: (c) => c.agreement.disputed }),
  }),
});

const TotalsRef = builder.objectRef<CounterpartyTotals & { asOf: string }>("CounterpartyTotals").implement({
  description: "Every counterparty's figures summed (whatever the filter).",
  fields: (t) => ({
    asOf: t.field({ type: "Date", description: "The day the amounts are aged to.", resolve: (x) => x.asOf }),
    counterpartyCount: t.exposeInt("counterpartyCount", { description: "How many companies." }),
    supplierCount: t.exposeInt("supplierCount", { description: "How many suppliers." }),
    buyerCount: t.exposeInt("buyerCount", { description: "How many buyers." }),
    payables: t.field({
      type: "Decimal",
      description: "What the house owes its suppliers: their lots' Due.",
      resolve: (x) => x.payables.toFixed(2),
    }),
    receivables: t.field({
      type: "Decimal",
      description: "What the buyers owe the house: their lots' Due.",
      resolve: (x) => x.receivables.toFixed(2),
    }),
    advancesOutstanding: t.field({
      type: "Decimal",
      description: "Advances paid to suppliers not yet covered by material: their lots' Amount Left.",
      resolve: (x) => x.advancesOutstanding.toFixed(2),
    }),
    customerCredit: t.field({
      type: "Decimal",
      description: "Buyers' credit: their lots' Amount Left.",
      resolve: (x) => x.customerCredit.toFixed(2),
    }),
    payablesAgeing: t.field({ type: AgeingRef, description: "The payables by age.", resolve: (x) => x.payablesAgeing }),
    receivablesAgeing: t.field({ type: AgeingRef, description: "The receivables by age.", resolve: (x) => x.receivablesAgeing }),
  }),
});

const totalsWithDate = (book: HouseBook) => ({ ...book.totals, asOf: book.asOf });

const CURSOR = /^Counterparty:(\d{1,10})$/;
const cursorOf = (c: CounterpartyFigures) => Buffer.from(`Counterparty:${c.companyId}`, "utf8").toString("base64");
/** The place of the company a cursor names in the list as sorted now; refused when it is not ours or has left the list. */
function placeOf(cursor: string | null | undefined, list: CounterpartyFigures[], argument: string): number | null {
  if (cursor == null) return null;
  const match = /^[A-Za-z0-9+/]+={0,2}$/.test(cursor) ? CURSOR.exec(Buffer.from(cursor, "base64").toString("utf8")) : null;
  if (!match) throw inputError(`"${argument}" of House.counterparties is not a cursor this list gave out`);
  const at = list.findIndex((c) => c.companyId === Number(match[1]));
  if (at === -1)
    throw inputError(`"${argument}" of House.counterparties names a company no longer in this list: ask again from the first page`);
  return at;
}

interface ConnectionShape {
  totalCount: number;
  totals: ReturnType<typeof totalsWithDate>;
}

builder.objectFields(House, (t) => ({
  counterparties: t.connection(
    {
      type: CounterpartyRef,
      description:
        "Every supplier and buyer company with its lots' figures, Due, Amount Left and ageing, sorted, searched, filtered and paged, with the totals. " +
        "A cursor is a company's place in the order asked for.",
      extensions: { checksOwnCursors: true },
      args: {
        orderBy: t.arg({ type: OrderRef, required: false, description: "Sort order; company name ascending unless told." }),
        filter: t.arg({ type: FilterRef, required: false, description: "Which companies; every one unless told." }),
        asOf: t.arg({ type: "Date", required: false, description: "The day amounts are aged to; today (UAE) unless told." }),
      },
      resolve: async (_house, args, context) => {
        if (args.last != null && args.before == null) throw new InputError("counterparties: `last` needs `before`");
        const book = await houseBook(asOfOr(args.asOf), context);
        const list = selectCounterparties(book, {
          orderBy: { field: args.orderBy?.field ?? "NAME", direction: args.orderBy?.direction ?? "ASC" },
          search: text(args.filter?.search),
          side: args.filter?.side ?? null,
          openBalanceOnly: args.filter?.openBalanceOnly ?? false,
          overdueOnly: args.filter?.overdueOnly ?? false,
          agreement: args.filter?.agreement ?? null,
        });
        const after = placeOf(args.after, list, "after");
        const before = placeOf(args.before, list, "before");
        let from = after === null ? 0 : after + 1;
        let to = Math.max(before ?? list.length, from);
        const first = args.first ?? (args.last == null ? 20 : null);
        if (first != null) to = Math.min(to, from + first);
        else if (args.last != null) from = Math.max(from, to - args.last);
        const edges = list.slice(from, to).map((node) => ({ cursor: cursorOf(node), node }));
        return {
          totalCount: list.length,
          totals: totalsWithDate(book),
          edges,
          pageInfo: {
            hasNextPage: to < list.length,
            hasPreviousPage: from > 0,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
    },
    {
      name: "CounterpartyConnection",
      description: "A page of the counterparties, with how many match and every counterparty's totals.",
      fields: (c) => ({
        totalCount: c.int({
          description: "How many companies match the filter (all pages).",
          resolve: (connection) => (connection as unknown as ConnectionShape).totalCount,
        }),
        totals: c.field({
          type: TotalsRef,
          description: "Every counterparty's totals, whatever the filter.",
          resolve: (connection) => (connection as unknown as ConnectionShape).totals,
        }),
      }),
    },
    { name: "CounterpartyEdge", description: "One counterparty and its place." },
  ),
  counterparty: t.field({
    type: CounterpartyRef,
    nullable: true,
    description: "One company's figures and ageing by its id; null when there is no such company.",
    args: {
      companyId: t.arg.int({ required: true, description: "The company's id." }),
      asOf: t.arg({ type: "Date", required: false, description: "The day amounts are aged to; today (UAE) unless told." }),
    },
    resolve: async (_house, args, context) =>
      (await houseBook(asOfOr(args.asOf), context)).counterparties.find((c) => c.companyId === args.companyId) ?? null,
  }),
  counterpartyTotals: t.field({
    type: TotalsRef,
    description:
      "Every counterparty's figures summed: payables, receivables, advances outstanding, customer credit, and the ageing of payables and receivables apart.",
    args: { asOf: t.arg({ type: "Date", required: false, description: "The day amounts are aged to; today (UAE) unless told." }) },
    resolve: async (_house, args, context) => totalsWithDate(await houseBook(asOfOr(args.asOf), context)),
  }),
}));
