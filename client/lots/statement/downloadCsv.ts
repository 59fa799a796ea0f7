/**
 * Saving a statement as CSV: built in the browser from the data the page already has (one lot)
 * or fetches (all lots), handed to the browser as a file.
 */
import type { statementPdf_company$key } from "../../__generated__/statementPdf_company.graphql.ts";
import type { statementPdf_ledger$key } from "../../__generated__/statementPdf_ledger.graphql.ts";
import { detailedFileName, lotFileName } from "./fileNames.ts";
import { companyStatementCsv, lotStatementCsv } from "./statementCsv.ts";
import { saveFile } from "./saveFile.ts";
import { chosenColumns } from "./statementColumns.ts";

export const CSV_FAILED = "Failed to generate CSV.";

const saveCsv = (text: string, fileName: string) => saveFile(new Blob([text], { type: "text/csv;charset=utf-8" }), fileName);

/** Saves one lot's ledger, for the range on screen, as Lot_{company}_{lot}.csv; returns the file name. */
export function downloadLotCsv({
  companyName,
  lotNumber,
  statement,
  columns = [],
}: {
  companyName: string;
  lotNumber: string;
  statement: statementPdf_ledger$key;
  columns?: readonly string[];
}): string {
  return saveCsv(lotStatementCsv(statement, chosenColumns(columns), companyName), lotFileName(companyName, lotNumber, "csv"));
}

/** Saves every lot's ledger as Lot_{company}_Detailed.csv; `load` fetches the company's statement first. */
export async function downloadCompanyCsv(
  load: () => Promise<{ companyName: string; statement: statementPdf_company$key; columns?: readonly string[] }>,
): Promise<string> {
  const { companyName, statement, columns = [] } = await load();
  return saveCsv(companyStatementCsv(statement, [], chosenColumns(columns), companyName), detailedFileName(companyName, "csv"));
}
