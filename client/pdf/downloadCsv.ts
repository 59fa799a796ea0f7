/**
 * Saving a statement as CSV: built in the browser from the data the page already has (one lot)
 * or fetches (all lots), handed to the browser as a file.
 */
import type { statementPdf_company$key } from "../__generated__/statementPdf_company.graphql.ts";
import type { statementPdf_ledger$key } from "../__generated__/statementPdf_ledger.graphql.ts";
import { detailedFileName, lotFileName } from "./fileNames.ts";
import { companyStatementCsv, lotStatementCsv } from "./statementCsv.ts";

export const CSV_FAILED = "Failed to generate CSV.";

function saveCsv(text: string, fileName: string): string {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let go of the data once the browser has surely taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

/** Saves one lot's ledger, for the range on screen, as Lot_{company}_{lot}.csv; returns the file name. */
export function downloadLotCsv({ companyName, lotNumber, statement }: { companyName: string; lotNumber: string; statement: statementPdf_ledger$key }): string {
  return saveCsv(lotStatementCsv(statement), lotFileName(companyName, lotNumber, "csv"));
}

/** Saves every lot's ledger as Lot_{company}_Detailed.csv; `load` fetches the company's statement first. */
export async function downloadCompanyCsv(load: () => Promise<{ companyName: string; statement: statementPdf_company$key }>): Promise<string> {
  const { companyName, statement } = await load();
  return saveCsv(companyStatementCsv(statement), detailedFileName(companyName, "csv"));
}
