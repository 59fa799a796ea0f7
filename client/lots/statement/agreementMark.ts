/**
 * Each statement row's state between the two sides (issue 47: "the lot and company PDFs mark each
 * entry's state"): "Confirmed", "Disputed" with the other side's figure, or "Waiting for <side>",
 * the side by name in the CSV (Gulf Recycling Traders, or the company), in the PDF's narrow column
 * "Awaiting house" or "Awaiting company" on one line (the sides named once under the table). One column after the SPEC's and the
 * chosen papers, in the PDF and the CSV alike: the SPEC's columns stay as they are.
 */
import { sideName, type EntrySide } from "../../../shared/agreement.ts";
import { HOUSE_NAME } from "../../../shared/authors.ts";
import type { PaperColumn, PaperWriters, RowPapers } from "./statementColumns.ts";

/** A row's agreement as the statements' queries read it (LedgerRow.agreement). */
export interface RowAgreement {
  readonly state: string;
  readonly waitingFor?: string | null;
  readonly disputedQuantityKg?: string | null;
  readonly disputedAmount?: string | null;
  readonly disputedDate?: string | null;
}

/** How a file writes the other figure of a dispute: its weights, amounts and dates. */
export interface MarkWriters {
  kg: (kg: string) => string;
  money: (money: string) => string;
  date: (iso: string) => string;
}

export const STATE_HEADER = "State";

/**
 * A row's mark; blank for a row without an agreement (none is: every row is a container or a payment).
 * `companyName` null: "Awaiting house" or "Awaiting company", unbroken (MARK_SPACE), for a narrow
 * column (the PDF's, which names the sides once under its table: stateLegend).
 */
export function agreementMark(agreement: RowAgreement | null | undefined, companyName: string | null, write: MarkWriters): string {
  if (!agreement) return "";
  if (agreement.state === "CONFIRMED") return "Confirmed";
  if (agreement.state === "DISPUTED") {
    const figure = [
      agreement.disputedQuantityKg ? `${write.kg(agreement.disputedQuantityKg)} kg` : null,
      agreement.disputedAmount ? write.money(agreement.disputedAmount) : null,
      agreement.disputedDate ? write.date(agreement.disputedDate) : null,
    ].filter((part): part is string => part !== null);
    if (figure.length === 0) return "Disputed";
    return companyName === null ? `Disputed: ${figure.join(", ")}` : `Disputed (other figure: ${figure.join(", ")})`;
  }
  const waiting = agreement.waitingFor === "HOUSE" || agreement.waitingFor === "COUNTERPARTY" ? (agreement.waitingFor as EntrySide) : null;
  if (!waiting) return "Recorded";
  if (companyName === null) return `Awaiting${MARK_SPACE}${waiting === "HOUSE" ? "house" : "company"}`;
  return `Waiting for ${sideName(waiting, companyName || "the company")}`;
}

/**
 * Between the words of a short mark: a no-break space, which neither jsPDF's line breaker (it breaks
 * at spaces) nor the table's layout (tableLayout.ts) breaks at, so "Awaiting company" keeps to one
 * line of the narrow column (a row as tall as its figures) where "Waiting for house" took three.
 */
export const MARK_SPACE = "\u00a0";

/** What the PDF's short marks stand for, under its table. */
export const stateLegend = (companyName: string) => [
  "State: Confirmed by the other side; Disputed, with the other side's figure (net kg, amount or date) when it gave one.",
  `Awaiting house: for ${HOUSE_NAME} to confirm or dispute; awaiting company: for ${companyName}.`,
];

/** A row as the statements read it, with its agreement. */
export type MarkedRow = RowPapers & { readonly agreement?: RowAgreement | null };

/**
 * The state as a column of the statement's table, after the chosen papers (statementColumns.ts): a
 * text column, blank in the opening, totals and closing rows as the papers are.
 */
export function stateColumn(companyName: string | null, write: MarkWriters): PaperColumn {
  return {
    key: "state",
    header: STATE_HEADER,
    group: "container",
    figure: false,
    value: (row: MarkedRow, _papers: PaperWriters) => agreementMark(row.agreement, companyName, write),
  };
}
