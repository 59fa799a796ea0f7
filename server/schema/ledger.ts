import { builder } from "../builder.ts";
import { db } from "../db.ts";
import type { LedgerTotals, LedgerRowType as RowType } from "../domain/ledger.ts";
import { moneyString } from "../domain/money.ts";
import type { CompanyLedger, LedgerRowValue, LotLedger } from "../services/lots.ts";
import type { DecimalInput } from "../domain/money.ts";

const money = (value: DecimalInput) => moneyString(value);
const moneyOrNull = (value: DecimalInput | null) => (value === null ? null : moneyString(value));

const LedgerRowType = builder.enumType("LedgerRowType", {
  description: "Container rows cost money; the first payment of a lot (by creation) is its Advance, later ones are Amounts.",
  values: { CONTAINER: { value: "CONTAINER" }, ADVANCE: { value: "ADVANCE" }, AMOUNT: { value: "AMOUNT" } } as const satisfies Record<RowType, unknown>,
});

const LedgerRow = builder.objectRef<LedgerRowValue>("LedgerRow").implement({
  description: "One line of a lot's statement, with the running figures after it.",
  fields: (t) => ({
    number: t.exposeInt("number", { description: "1-based position among the rows shown." }),
    date: t.field({ type: "Date", resolve: (row) => row.date }),
    type: t.field({ type: LedgerRowType, resolve: (row) => row.type }),
    containerNo: t.exposeString("containerNo", { nullable: true }),
    sealNo: t.exposeString("sealNo", { nullable: true }),
    material: t.exposeString("material", { nullable: true }),
    quantityTons: t.field({
      type: "Decimal",
      nullable: true,
      description: "Quantity in metric tons (kg / 1000, exact).",
      resolve: (row) => row.quantityTons?.toString() ?? null,
    }),
    pricePerTon: t.field({ type: "Decimal", nullable: true, resolve: (row) => moneyOrNull(row.pricePerTon) }),
    containerAmount: t.field({
      type: "Decimal",
      nullable: true,
      description: "Price per ton x tons, rounded half-up to 2 places.",
      resolve: (row) => moneyOrNull(row.containerAmount),
    }),
    amountAdded: t.field({ type: "Decimal", nullable: true, resolve: (row) => moneyOrNull(row.amountAdded) }),
    totalPaid: t.field({ type: "Decimal", resolve: (row) => money(row.totalPaid) }),
    balance: t.field({
      type: "Decimal",
      description: "Remaining balance: payments minus container amounts so far (negative = due).",
      resolve: (row) => money(row.balance),
    }),
    container: t.prismaField({ type: "Container", nullable: true, resolve: (_query, row) => row.container?.record ?? null }),
    payment: t.prismaField({ type: "Payment", nullable: true, resolve: (_query, row) => row.payment?.record ?? null }),
  }),
});

const LedgerTotalsRef = builder.objectRef<LedgerTotals>("LedgerTotals").implement({
  description: "Sums over the rows shown.",
  fields: (t) => ({
    quantityTons: t.field({ type: "Decimal", resolve: (totals) => totals.quantityTons.toString() }),
    containerAmount: t.field({ type: "Decimal", resolve: (totals) => money(totals.containerAmount) }),
    amountAdded: t.field({ type: "Decimal", resolve: (totals) => money(totals.amountAdded) }),
  }),
});

type Balances = Pick<LotLedger, "from" | "to" | "openingBalance" | "openingTotalPaid" | "closingBalance" | "closingTotalPaid" | "totals">;

const Statement = builder.interfaceRef<Balances>("Statement").implement({
  description: "Opening and closing figures of a statement over an optional date range (`to` includes its whole day).",
  fields: (t) => ({
    from: t.field({ type: "Date", nullable: true, resolve: (s) => s.from }),
    to: t.field({ type: "Date", nullable: true, resolve: (s) => s.to }),
    openingBalance: t.field({ type: "Decimal", description: "The balance before `from` (0 without it).", resolve: (s) => money(s.openingBalance) }),
    openingTotalPaid: t.field({ type: "Decimal", resolve: (s) => money(s.openingTotalPaid) }),
    closingBalance: t.field({ type: "Decimal", description: "The balance after the last row shown.", resolve: (s) => money(s.closingBalance) }),
    closingTotalPaid: t.field({ type: "Decimal", resolve: (s) => money(s.closingTotalPaid) }),
    totals: t.field({ type: LedgerTotalsRef, resolve: (s) => s.totals }),
  }),
});

export const LedgerStatement = builder.objectRef<LotLedger>("LedgerStatement").implement({
  description: "A lot's ledger; figures inside the range continue from the opening balance.",
  interfaces: [Statement],
  isTypeOf: (value) => "rows" in (value as object),
  fields: (t) => ({ rows: t.field({ type: [LedgerRow], resolve: (s) => s.rows }) }),
});

const CompanyLotStatement = builder.objectRef<CompanyLedger["lots"][number]>("CompanyLotStatement").implement({
  fields: (t) => ({
    // Loaded with the client's selection (companyName needs the profile); Prisma batches these look-ups.
    lot: t.prismaField({ type: "Lot", resolve: (query, entry) => db.lot.findUniqueOrThrow({ ...query, where: { id: entry.lot.id } }) }),
    statement: t.field({ type: LedgerStatement, resolve: (entry) => entry.statement }),
  }),
});

export const CompanyStatement = builder.objectRef<CompanyLedger>("CompanyStatement").implement({
  description: "Every lot of the company for the same range, with grand totals: the detailed (all lots) statement.",
  interfaces: [Statement],
  isTypeOf: (value) => "lots" in (value as object),
  fields: (t) => ({ lots: t.field({ type: [CompanyLotStatement], resolve: (s) => s.lots }) }),
});
