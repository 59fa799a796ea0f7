/**
 * How a ledger row, balance and range are written, on the screen and in the PDF statements alike,
 * so that both show the same figures. Every number is the server's (Decimal strings); this module
 * only formats them with the shared money and date modules and does no arithmetic.
 */
import { balanceLabel, formatMoney, formatTons } from "../../../shared/money.ts";
import { formatDateGB } from "../../../shared/dates.ts";

export { balanceLabel, formatMoney, formatTons, formatDateGB };

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

export interface LedgerRowData {
  readonly number: number;
  readonly date: string;
  readonly type: string;
  readonly containerNo?: string | null;
  readonly sealNo?: string | null;
  readonly material?: string | null;
  readonly quantityTons?: string | null;
  readonly pricePerTon?: string | null;
  readonly containerAmount?: string | null;
  readonly amountAdded?: string | null;
  readonly totalPaid: string;
  readonly balance: string;
}

export interface LedgerTotalsData {
  readonly quantityTons: string;
  readonly containerAmount: string;
  readonly amountAdded: string;
}

/** The figures every statement (one lot's ledger, or the company's) has. */
export interface StatementFigures {
  readonly from?: string | null;
  readonly to?: string | null;
  readonly openingBalance: string;
  readonly openingTotalPaid: string;
  readonly closingBalance: string;
  readonly closingTotalPaid: string;
  readonly totals: LedgerTotalsData;
}

export interface LedgerStatementData extends StatementFigures {
  readonly rows: readonly LedgerRowData[];
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

const orBlank = (value: string | null | undefined, format: (v: string) => string) => (value == null || value === "" ? "" : format(value));

/** The twelve cells of a row, in LEDGER_COLUMNS order. */
export function ledgerRowCells(row: LedgerRowData): string[] {
  return [
    String(row.number),
    formatDateGB(row.date),
    typeLabel(row.type),
    row.containerNo ?? "",
    row.sealNo ?? "",
    row.material ?? "",
    orBlank(row.quantityTons, formatTons),
    orBlank(row.pricePerTon, formatMoney),
    orBlank(row.containerAmount, formatMoney),
    orBlank(row.amountAdded, formatMoney),
    formatMoney(row.totalPaid),
    balanceLabel(row.balance),
  ];
}

/** The totals line under the rows: tons, container amounts and amounts added over the rows shown. */
export function totalsCells(totals: LedgerTotalsData): string[] {
  return ["", "", "Totals", "", "", "", formatTons(totals.quantityTons), "", formatMoney(totals.containerAmount), formatMoney(totals.amountAdded), "", ""];
}

/** "01/03/2026 to 31/03/2026", "From 01/03/2026", "Up to 31/03/2026" or "All dates". */
export function rangeLabel(from?: string | null, to?: string | null): string {
  if (from && to) return `${formatDateGB(from)} to ${formatDateGB(to)}`;
  if (from) return `From ${formatDateGB(from)}`;
  if (to) return `Up to ${formatDateGB(to)}`;
  return "All dates";
}

const COMPANY_TIME_ZONE = "Asia/Dubai";

/** An instant as en-GB date and time on the company's clock: "21/11/2026, 14:03". */
export function formatDateTimeGB(instant: string | Date, timeZone = COMPANY_TIME_ZONE): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
}
