import { db, Prisma } from "../db.ts";
import { Fixed } from "../../shared/money.ts";
import type { LedgerRow, LedgerTotals, LotStatement, WireValues } from "../../shared/ledger.ts";
import { heldBy, wholeRow } from "../graphql/loadedQuery.ts";
import type { LedgerContainerEntry, LedgerPaymentEntry, LotRead } from "./lotRead.ts";
import { agreementAnswer, type AgreementAnswer } from "./agreementAnswer.ts";

/**
 * A ledger as GraphQL sends it: the domain's statement (shared/ledger.ts) turned into strings once,
 * and each row's container or payment answered from the lot's read when it holds what the query asks.
 */

/**
 * An entry's history: its addition first (who added it, when, with its first values), then every
 * edit, void and restore. By time, then id: additions recorded before issue 44 were copied in from
 * the change feed after the edits already kept.
 */
export const historyOrder = [{ changedAt: "asc" }, { id: "asc" }] as const;

/** What a row's `container` or `payment` can be answered from without a query (see loadedQuery.ts). */
const named = { allScalars: false, scalars: new Set(["name"]) };
const changesHeld = { ...wholeRow(Prisma.ChangeLogScalarFieldEnum, { user: named, apiKey: named }), orderBy: [...historyOrder] };
export const containerHeld = wholeRow(Prisma.ContainerScalarFieldEnum, { changes: changesHeld });
export const paymentHeld = wholeRow(Prisma.PaymentScalarFieldEnum, { changes: changesHeld });

/** One row as GraphQL sends it (shared/ledger.ts's row, its figures as text: money with 2 places, tons in their shortest exact form). */
export type LedgerRowValue = Omit<WireValues<LedgerRow>, "container" | "payment"> & {
  containerId: number | null;
  paymentId: number | null;
  /** Its container's or payment's agreement (issue 47), as GraphQL sends it. */
  agreement: AgreementAnswer;
  /** The read the row came from: its container or payment record, when a query selects it. */
  read: LotRead;
};

export type LedgerTotalsValue = WireValues<LedgerTotals>;

export interface StatementValue {
  from: string | null;
  to: string | null;
  openingBalance: string;
  openingTotalPaid: string;
  closingBalance: string;
  closingTotalPaid: string;
  totals: LedgerTotalsValue;
}

export interface LotLedger extends StatementValue {
  /** Null in a company statement asked without rows: `lotLedger(lot, range)` reads them if asked after all. */
  rows: LedgerRowValue[] | null;
  lot?: { id: number; version: number };
}

/**
 * How the rows of one answer give their `container` and `payment`: the queries Pothos planned for
 * those selections (once for all the rows, see ledger.ts), and whether the ledger's own read holds
 * all each asks for (then it answers without a query).
 */
export interface RowEntries {
  container: { query: PlannedQuery; held: boolean };
  payment: { query: PlannedQuery; held: boolean };
}
type PlannedQuery = { include?: unknown; select?: unknown };

export function rowEntries(container: PlannedQuery, payment: PlannedQuery): RowEntries {
  return {
    container: { query: container, held: heldBy(container, containerHeld) },
    payment: { query: payment, held: heldBy(payment, paymentHeld) },
  };
}

/** The row's container as Prisma would return it for the planned query: from the read when it holds all of it. */
export function rowContainer(row: LedgerRowValue, { query, held }: RowEntries["container"]) {
  if (row.containerId === null) return null;
  if (held) return row.read.recordsOf().containers.get(row.containerId) ?? null;
  return Promise.resolve(db.container.findUnique({ ...query, where: { id: row.containerId } } as Prisma.ContainerFindUniqueArgs));
}

export function rowPayment(row: LedgerRowValue, { query, held }: RowEntries["payment"]) {
  if (row.paymentId === null) return null;
  if (held) return row.read.recordsOf().payments.get(row.paymentId) ?? null;
  return Promise.resolve(db.payment.findUnique({ ...query, where: { id: row.paymentId } } as Prisma.PaymentFindUniqueArgs));
}

const moneyText = (value: Fixed | null) => (value === null ? null : value.toFixed(2));

/**
 * Money (2 places) as text, the previous call's text again when the amount is the same: a lot's rows mostly
 * repeat their price and the total paid (a container's row), and 70,000 rows need not write them anew.
 */
function repeatedMoneyText() {
  let units: bigint | null = null;
  let text = "";
  return (value: Fixed) => (value.units === units ? text : ((units = value.units), (text = value.toFixed(2))));
}

export function statementValue(s: Omit<LotStatement, "rows">): StatementValue {
  return {
    from: s.from,
    to: s.to,
    openingBalance: s.openingBalance.toFixed(2),
    openingTotalPaid: s.openingTotalPaid.toFixed(2),
    closingBalance: s.closingBalance.toFixed(2),
    closingTotalPaid: s.closingTotalPaid.toFixed(2),
    totals: {
      quantityTons: s.totals.quantityTons.toString(),
      containerAmount: s.totals.containerAmount.toFixed(2),
      amountAdded: s.totals.amountAdded.toFixed(2),
    },
  };
}

export function lotLedgerValue(
  read: LotRead,
  s: LotStatement<LedgerContainerEntry, LedgerPaymentEntry>,
): LotLedger & { rows: LedgerRowValue[] } {
  const priceText = repeatedMoneyText();
  const paidText = repeatedMoneyText();
  return {
    ...statementValue(s),
    rows: s.rows.map((row) => ({
      number: row.number,
      date: row.date,
      type: row.type,
      containerNo: row.containerNo,
      sealNo: row.sealNo,
      material: row.material,
      quantityTons: row.quantityTons?.toString() ?? null,
      pricePerTon: row.pricePerTon === null ? null : priceText(row.pricePerTon),
      containerAmount: moneyText(row.containerAmount),
      amountAdded: moneyText(row.amountAdded),
      totalPaid: paidText(row.totalPaid),
      balance: row.balance.toFixed(2),
      containerId: row.container?.id ?? null,
      paymentId: row.payment?.id ?? null,
      agreement: agreementAnswer(row.container?.agreement ?? row.payment?.agreement ?? null),
      read,
    })),
  };
}
