/**
 * How a ledger row, balance and range are written, on the screen and in the PDF statements alike,
 * so that both show the same figures. Every number is the server's (Decimal strings); this module
 * only formats them with the shared money and date modules and does no arithmetic. A row and the
 * totals are read through @inline fragments, so whoever shows them asks for exactly these fields.
 */
import { graphql, readInlineData } from "relay-runtime";
import type { ledgerFormat_figures$data, ledgerFormat_figures$key } from "../__generated__/ledgerFormat_figures.graphql.ts";
import type { ledgerFormat_row$key } from "../__generated__/ledgerFormat_row.graphql.ts";
import type { ledgerFormat_voided$key } from "../__generated__/ledgerFormat_voided.graphql.ts";
import { balanceLabel, formatMoney, formatTonsColumn } from "../../shared/money.ts";
import { formatDateGB } from "../../shared/dates.ts";

/** The table's columns (SPEC section 2); the screen adds Action after them. */
export const LEDGER_COLUMNS = [
  "#",
  "Date",
  "Type",
  "Container No",
  "Seal No",
  "Material",
  "Qty(MT)",
  "Price/Ton",
  "Container Amount",
  "Amount Added",
  "Total Paid",
  "Rem. Balance",
] as const;

/** "1500.000" kg as typed into a box: without trailing zeros (string work, no arithmetic). */
export function plainKg(kg: string): string {
  return kg.includes(".") ? kg.replace(/\.?0+$/, "") : kg;
}

export type RowKind = "container" | "advance" | "amount";

export function rowKind(type: string): RowKind {
  return type === "ADVANCE" ? "advance" : type === "AMOUNT" ? "amount" : "container";
}

const typeLabels: Record<RowKind, string> = { container: "Container", advance: "Advance", amount: "Amount" };

/** "Container", "Advance" or "Amount" (SPEC section 3). */
export function typeLabel(type: string): string {
  return typeLabels[rowKind(type)];
}

/** A figure a row may not have (a payment has no tons) is an empty cell. */
export const orBlank = (value: string | null | undefined, format: (v: string) => string) =>
  value == null || value === "" ? "" : format(value);

const rowFragment = graphql`
  fragment ledgerFormat_row on LedgerRow @inline {
    number
    date
    type
    containerNo
    sealNo
    material
    quantityTons
    pricePerTon
    containerAmount
    amountAdded
    totalPaid
    balance
  }
`;

/** The figures every statement has (one lot's ledger, or the company's): range, opening and closing balances, totals. */
const figuresFragment = graphql`
  fragment ledgerFormat_figures on Statement @inline {
    from
    to
    openingBalance
    openingTotalPaid
    closingBalance
    closingTotalPaid
    totals {
      quantityTons
      containerAmount
      amountAdded
    }
  }
`;

export const readFigures = (statement: ledgerFormat_figures$key) => readInlineData(figuresFragment, statement);

/** An empty table's text (SPEC section 2), and a filtered table's with no row in its dates. */
export const NO_TRANSACTIONS = "No transactions yet.";
export const NO_TRANSACTIONS_IN_RANGE = "No transactions in these dates.";
export const noTransactionsText = (from?: string | null, to?: string | null) => (from || to ? NO_TRANSACTIONS_IN_RANGE : NO_TRANSACTIONS);

/** The labels of the balance rows around a filtered table (dates as shown, unless a file writes them otherwise). */
export const openingBalanceLabel = (from?: string | null, date = formatDateGB) => `Opening balance${from ? ` (before ${date(from)})` : ""}`;
export const closingBalanceLabel = (to?: string | null, date = formatDateGB) => `Closing balance${to ? ` (end of ${date(to)})` : ""}`;

/** How a statement writes a row's cells: as the screen and the PDF show them, or for a spreadsheet. */
export interface CellWriters {
  date: (iso: string) => string;
  text: (typed: string) => string;
  tons: (tons: string) => string;
  money: (money: string) => string;
  balance: (balance: string) => string;
}

/** As the screen and the PDFs show them: tons always with 3 decimals, so that a column lines up (the CSV keeps them exact). */
export const shownWriters: CellWriters = {
  date: formatDateGB,
  text: (typed) => typed,
  tons: formatTonsColumn,
  money: formatMoney,
  balance: balanceLabel,
};

/** The twelve cells of a row, in LEDGER_COLUMNS order. */
export function ledgerRowCells(rowKey: ledgerFormat_row$key, write: CellWriters = shownWriters): string[] {
  const row = readInlineData(rowFragment, rowKey);
  return [
    String(row.number),
    write.date(row.date),
    typeLabel(row.type),
    write.text(row.containerNo ?? ""),
    write.text(row.sealNo ?? ""),
    write.text(row.material ?? ""),
    orBlank(row.quantityTons, write.tons),
    orBlank(row.pricePerTon, write.money),
    orBlank(row.containerAmount, write.money),
    orBlank(row.amountAdded, write.money),
    write.money(row.totalPaid),
    write.balance(row.balance),
  ];
}

/** The totals line under the rows: tons, container amounts and amounts added over the rows shown. */
export function totalsCells(totals: ledgerFormat_figures$data["totals"]): string[] {
  return [
    "",
    "",
    "Totals",
    "",
    "",
    "",
    formatTonsColumn(totals.quantityTons),
    "",
    formatMoney(totals.containerAmount),
    formatMoney(totals.amountAdded),
    "",
    "",
  ];
}

/** "01/03/2026 to 31/03/2026", "From 01/03/2026", "Up to 31/03/2026" or "All dates". */
export function rangeLabel(from?: string | null, to?: string | null): string {
  if (from && to) return `${formatDateGB(from)} to ${formatDateGB(to)}`;
  if (from) return `From ${formatDateGB(from)}`;
  if (to) return `Up to ${formatDateGB(to)}`;
  return "All dates";
}

/** A voided container or payment: what the lot screen lists and the statement's audit trail prints. */
const voidedFragment = graphql`
  fragment ledgerFormat_voided on LedgerEntry @inline {
    __typename
    ... on Container {
      date
      containerNo
      quantityTons
      amount
      voidReason
      voidedBy
      voidedAt
    }
    ... on Payment {
      date
      amount
      voidReason
      voidedBy
      voidedAt
    }
  }
`;

export interface VoidedEntry {
  date: string;
  /** "Container MSKU1234567, 20.500 MT, $2,803.58" or "Payment $1,500.25". */
  what: string;
  voidReason: string | null | undefined;
  voidedBy: string | null | undefined;
  voidedAt: string | null | undefined;
}

/** A voided entry as written on the screen and in the statement; null for an entry of a type this client does not know. */
export function readVoidedEntry(key: ledgerFormat_voided$key): VoidedEntry | null {
  const entry = readInlineData(voidedFragment, key);
  if (entry.__typename !== "Container" && entry.__typename !== "Payment") return null;
  const what =
    entry.__typename === "Container"
      ? `Container ${entry.containerNo}, ${formatTonsColumn(entry.quantityTons)} MT, ${formatMoney(entry.amount)}`
      : `Payment ${formatMoney(entry.amount)}`;
  return { date: entry.date, what, voidReason: entry.voidReason, voidedBy: entry.voidedBy, voidedAt: entry.voidedAt };
}
