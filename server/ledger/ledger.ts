import { builder } from "../builder.ts";
import { companyReaders } from "../graphql/scopes.ts";
import { describedEnum } from "../graphql/enums.ts";
import { queryFromInfo } from "@pothos/plugin-prisma";
import { LotRef } from "./lot.ts";
import { ContainerRef } from "./container.ts";
import { PaymentRef } from "./payment.ts";
import type { LedgerRowType as RowType } from "../../shared/ledger.ts";
import { selects } from "../graphql/selection.ts";
import { requestStates } from "./statementAnswers.ts";
import { companyToRead } from "../access/permissions.ts";
import { InputError } from "../errors.ts";
import { parseCalendarDate } from "../../shared/dates.ts";
import { dateRangeError } from "../../shared/validation.ts";
import type { DateRange } from "../../shared/ledger.ts";
import { lotLedger } from "./ledgerCache.ts";
import {
  rowContainer,
  rowEntries,
  rowPayment,
  type RowEntries,
  type LedgerRowValue,
  type LedgerTotalsValue,
  type LotLedger,
  type StatementValue,
} from "./ledgerAnswer.ts";
import { companyFigures, companyLedger, lotsOfPage, parseLotPage, type CompanyLedger } from "./companyFigures.ts";

// Every figure arrives as its wire string (ledgerAnswer.ts): the fields only pass them on.

/** Checks a statement's date range: both ends optional, `to` including its whole day. */
function parseRange(range: { from?: unknown; to?: unknown }): DateRange {
  const problem = dateRangeError(range.from, range.to);
  if (problem) throw new InputError(problem);
  return { from: parseCalendarDate(range.from), to: parseCalendarDate(range.to) };
}

const LedgerRowTypeRef = describedEnum<RowType>(
  "LedgerRowType",
  "Container rows cost money; the first payment of a lot (by creation) is its Advance, later ones are Amounts.",
  {
    CONTAINER: "A container shipped: adds its amount to the balance.",
    ADVANCE: "The lot's first payment.",
    AMOUNT: "A later payment.",
  },
);

type PlannedQuery = Parameters<typeof rowEntries>[0];

/**
 * A planned entry query as the ledger's own read answers it: the read's history names each author
 * whole (access/caller.ts authorNameSql: the house's staff with the house's name before theirs), so the
 * author's `houseRole`, which a Prisma read selects only to build that name, is not asked of it.
 * The query itself, when it runs, still selects it.
 */
function authorNamedWhole(query: PlannedQuery): PlannedQuery {
  const fieldsKey = query.select ? "select" : "include";
  const changes = (query[fieldsKey] as Record<string, unknown> | undefined)?.changes as Record<string, unknown> | undefined;
  if (!changes) return query;
  const changesKey = changes.select ? "select" : "include";
  const user = (changes[changesKey] as Record<string, unknown> | undefined)?.user as { select?: Record<string, unknown> } | undefined;
  if (!user?.select || !("houseRole" in user.select)) return query;
  const { houseRole: _named, ...author } = user.select;
  const byName = { ...changes, [changesKey]: { ...(changes[changesKey] as object), user: { ...user, select: author } } };
  return { ...query, [fieldsKey]: { ...(query[fieldsKey] as object), changes: byName } };
}

/**
 * A row as `LedgerStatement.rows` hands it on: with how its container and payment are answered,
 * when the query asks for either (the only time those fields resolve).
 */
type RowOfAnswer = LedgerRowValue & { entries?: RowEntries };

export const LedgerRowRef = builder.objectRef<RowOfAnswer>("LedgerRow").implement({
  description: "One line of a lot's statement, with the running figures after it.",
  fields: (t) => ({
    number: t.exposeInt("number", {
      description: "1-based position in the lot's whole ledger: a date range shows its rows with the numbers they have unfiltered.",
    }),
    date: t.expose("date", { type: "Date", description: "The container's or payment's date." }),
    type: t.expose("type", { type: LedgerRowTypeRef, description: "Container, Advance or Amount." }),
    containerNo: t.exposeString("containerNo", { nullable: true, description: "The container number (container rows only)." }),
    sealNo: t.exposeString("sealNo", { nullable: true, description: "The seal number (container rows only)." }),
    material: t.exposeString("material", { nullable: true, description: "The material (container rows only)." }),
    quantityTons: t.expose("quantityTons", { type: "Decimal", nullable: true, description: "Quantity in metric tons (kg / 1000, exact)." }),
    pricePerTon: t.expose("pricePerTon", {
      type: "Decimal",
      nullable: true,
      description: "The container's price per ton (container rows only).",
    }),
    containerAmount: t.expose("containerAmount", {
      type: "Decimal",
      nullable: true,
      description: "Price per ton x tons, rounded half-up to 2 places.",
    }),
    amountAdded: t.expose("amountAdded", { type: "Decimal", nullable: true, description: "The payment's amount (payment rows only)." }),
    totalPaid: t.expose("totalPaid", { type: "Decimal", description: "All payments of the lot up to and including this row." }),
    balance: t.expose("balance", {
      type: "Decimal",
      description: "Remaining balance: payments minus container amounts so far (negative = due).",
    }),
    // From the ledger's own read when it holds what the query asks for (history included), else queried.
    container: t.field({
      type: ContainerRef,
      nullable: true,
      description: "The container of a container row.",
      resolve: (row) => rowContainer(row, row.entries!.container),
    }),
    payment: t.field({
      type: PaymentRef,
      nullable: true,
      description: "The payment of a payment row.",
      resolve: (row) => rowPayment(row, row.entries!.payment),
    }),
  }),
});

const LedgerTotalsRef = builder.objectRef<LedgerTotalsValue>("LedgerTotals").implement({
  description: "Sums over the rows shown.",
  fields: (t) => ({
    quantityTons: t.expose("quantityTons", { type: "Decimal", description: "Tons of all container rows shown." }),
    containerAmount: t.expose("containerAmount", { type: "Decimal", description: "Container amounts of the rows shown." }),
    amountAdded: t.expose("amountAdded", { type: "Decimal", description: "Payments of the rows shown." }),
  }),
});

const StatementRef = builder.interfaceRef<StatementValue>("Statement").implement({
  description: "Opening and closing figures of a statement over an optional date range (`to` includes its whole day).",
  fields: (t) => ({
    from: t.expose("from", { type: "Date", nullable: true, description: "The first day included, or null for no lower bound." }),
    to: t.expose("to", { type: "Date", nullable: true, description: "The last day included (all of it), or null for no upper bound." }),
    openingBalance: t.expose("openingBalance", { type: "Decimal", description: "The balance before `from` (0 without it)." }),
    openingTotalPaid: t.expose("openingTotalPaid", { type: "Decimal", description: "Payments before `from` (0 without it)." }),
    closingBalance: t.expose("closingBalance", { type: "Decimal", description: "The balance after the last row shown." }),
    closingTotalPaid: t.expose("closingTotalPaid", { type: "Decimal", description: "Payments up to the last row shown." }),
    totals: t.expose("totals", { type: LedgerTotalsRef, description: "Sums over the rows shown." }),
  }),
});

export const LedgerStatementRef = builder.objectRef<LotLedger>("LedgerStatement").implement({
  description: "A lot's ledger; figures inside the range continue from the opening balance.",
  interfaces: [StatementRef],
  isTypeOf: (value) => "rows" in (value as object),
  fields: (t) => ({
    rows: t.field({
      type: [LedgerRowRef],
      description: "The rows, by date.",
      resolve: async (statement, _args, context, info) => {
        // A company statement asked without rows has none: read the lot's (kept per version) if asked after all.
        const rows = statement.rows ?? (await lotLedger(statement.lot!, { from: statement.from, to: statement.to })).rows!;
        // Rows asked without their container or payment go as they are: a detailed statement's 70,000 are not copied.
        if (!selects(info, ["container"]) && !selects(info, ["payment"])) return rows;
        // The Prisma queries of the rows' `container` and `payment` selections, planned here once for
        // every row: as prismaFields of the row, Pothos planned them again for each of a 1,000-row
        // ledger's rows, which cost more than computing the ledger. The mappings their fields below
        // (history) answer from are recorded under this field, for every row of it.
        const container = queryFromInfo({ context, info, typeName: "Container", path: ["container"] });
        const payment = queryFromInfo({ context, info, typeName: "Payment", path: ["payment"] });
        // Whether the read holds them is asked of the queries as the read names authors (see authorNamedWhole).
        const held = rowEntries(authorNamedWhole(container), authorNamedWhole(payment));
        const entries: RowEntries = {
          container: { query: container, held: held.container.held },
          payment: { query: payment, held: held.payment.held },
        };
        return rows.map((row) => ({ ...row, entries }));
      },
    }),
  }),
});

export const CompanyLotStatementRef = builder.objectRef<CompanyLedger["lots"][number]>("CompanyLotStatement").implement({
  description: "One lot in the company statement.",
  fields: (t) => ({
    // The whole row as the statement read it; a relation asked below it is loaded by the Lot's own
    // fields. Not a prismaField: planning a Prisma query per lot cost more than the statement's SQL.
    lot: t.expose("lot", { type: LotRef, description: "The lot." }),
    statement: t.expose("statement", { type: LedgerStatementRef, description: "Its statement for the range." }),
  }),
});

export const CompanyStatementRef = builder.objectRef<CompanyLedger>("CompanyStatement").implement({
  description: "Every lot of the company for the same range, with grand totals: the detailed (all lots) statement.",
  interfaces: [StatementRef],
  isTypeOf: (value) => "lots" in (value as object),
  fields: (t) => ({
    lots: t.expose("lots", {
      type: [CompanyLotStatementRef],
      description: "Each lot (by id; the page `lotOffset` and `lotLimit` ask for) with its own statement for the range.",
    }),
    lotCount: t.exposeInt("lotCount", {
      description: "How many lots the company has: every one counts in the figures, whatever page of them `lots` holds.",
    }),
    state: t.string({
      description:
        "Where the company's lots stood when this statement was read. Every lot added and every write to a lot changes it, and it never comes back: pages of one statement (`lotOffset`, `lotLimit`) fit together when their states are equal.",
      resolve: ({ state }) => `${state.lots}.${state.versions}`,
    }),
  }),
});

/** The optional date range both statements take. */
const rangeArgs = builder.args((t) => ({
  from: t.field({ type: "Date", required: false, description: "The first day to include (YYYY-MM-DD); omitted, from the beginning." }),
  to: t.field({ type: "Date", required: false, description: "The last day to include, all of it (YYYY-MM-DD); omitted, up to today." }),
}));

builder.prismaObjectField("Lot", "ledger", (t) =>
  t.field({
    type: LedgerStatementRef,
    args: rangeArgs,
    description: "Containers and payments merged by date with running totals; `to` includes its whole day.",
    select: { version: true },
    resolve: (lot, args) => lotLedger(lot, parseRange(args)),
  }),
);

builder.prismaObjectField("Profile", "statement", (t) =>
  t.field({
    authScopes: companyReaders,
    type: CompanyStatementRef,
    args: {
      ...rangeArgs,
      lotOffset: t.arg.int({ required: false, description: "How many of the company's lots (by id) `lots` skips; omitted, none." }),
      lotLimit: t.arg.int({
        required: false,
        description: "At most this many lots in `lots`; omitted, every lot after `lotOffset`. The figures are always of all the lots.",
      }),
    },
    description: "All lots of the company with grand totals (the detailed statement).",
    // Rows are read only when the query asks for them (the detailed PDF and CSV), for the page's lots; figures alone come from one aggregate statement.
    resolve: (profile, args, context, info) => {
      const range = parseRange(args);
      const page = parseLotPage(args);
      const readable = companyToRead(context.viewer, profile.id);
      const rows = ["lots", "statement", "rows"];
      // The rows' containers and payments are answered from the read's records: only then is it read whole (history, papers).
      return selects(info, rows)
        ? companyLedger(readable, range, page, { records: selects(info, [...rows, "container"]) || selects(info, [...rows, "payment"]) })
        : companyFigures(readable, range, requestStates.get(context)).then((statement) => lotsOfPage(statement, page));
    },
  }),
);
