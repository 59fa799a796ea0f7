/**
 * Saving a statement: the page calls these; jsPDF arrives with the builder
 * module, loaded by dynamic import() only when a PDF is asked for.
 */
import type { CompanyStatementInput, LotStatementInput } from "./statementPdf.ts";

export const PDF_FAILED = "Failed to generate PDF.";

const loadBuilder = () => import("./statementPdf.ts");

/** Builds and saves one lot's statement; resolves with the file name. Rejects when it could not be made. */
export async function downloadLotStatement(input: LotStatementInput): Promise<string> {
  const { buildLotStatementPdf } = await loadBuilder();
  const { doc, fileName } = await buildLotStatementPdf(input);
  doc.save(fileName);
  return fileName;
}

/** Builds and saves the detailed statement of all lots; `load` fetches the company's statement first. */
export async function downloadCompanyStatement(load: () => Promise<Omit<CompanyStatementInput, "generatedAt">>): Promise<string> {
  const [{ buildCompanyStatementPdf }, input] = await Promise.all([loadBuilder(), load()]);
  const { doc, fileName } = await buildCompanyStatementPdf(input);
  doc.save(fileName);
  return fileName;
}
