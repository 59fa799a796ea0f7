/**
 * Each statement row's state between the two sides (issue 47: "the lot and company PDFs mark each
 * entry's state"): "Confirmed", "Disputed" with the other side's figure, or "Waiting for <side>",
 * the side by name in the CSV (Gulf Recycling Traders, or the company), in a word in the PDF's narrow
 * column ("house", "company", named once under the table). One column after the SPEC's and the
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
 * `companyName` null: the sides in a word, "house" and "company", for a narrow column (the PDF's,
 * which names them once under its table: stateLegend).
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
  if (companyName === null) return `Waiting for ${waiting === "HOUSE" ? "house" : "company"}`;
  return `Waiting for ${sideName(waiting, companyName || "the company")}`;
}

/** What the PDF's short marks stand for, under its table. */
export const stateLegend = (companyName: string) => [
  "State: Confirmed by the other side; Disputed, with the other side's figure (net kg, amount or date) when it gave one.",
  `Waiting for house: for ${HOUSE_NAME} to confirm or dispute; waiting for company: for ${companyName}.`,
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
