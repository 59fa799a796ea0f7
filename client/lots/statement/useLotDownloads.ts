import { useMessageDialog } from "../../components/Dialog.tsx";
import { useSiteInfo } from "../../site/siteInfo.ts";
import { downloadLotStatement, PDF_FAILED } from "./download.ts";
import { CSV_FAILED, downloadLotCsv } from "./downloadCsv.ts";
import type { LotStatementInput } from "./statementPdf.ts";

/**
 * The lot's Download PDF and Download CSV: the statement of the range on screen, with the columns
 * chosen, under the site's letterhead. A failure is said in a dialog (`dialog`, to be rendered).
 */
export function useLotDownloads(input: Omit<LotStatementInput, "letterhead">) {
  const site = useSiteInfo();
  const dialog = useMessageDialog();

  async function downloadPdf() {
    try {
      await downloadLotStatement({ letterhead: site, ...input });
    } catch (error) {
      console.error("Lot PDF failed", error);
      await dialog.show({ variant: "error", title: "Error!", text: PDF_FAILED });
    }
  }

  async function downloadCsv() {
    try {
      const { companyName, lot, statement, columns } = input;
      downloadLotCsv({ companyName, lotNumber: lot.lotNumber, statement, columns });
    } catch (error) {
      console.error("Lot CSV failed", error);
      await dialog.show({ variant: "error", title: "Error!", text: CSV_FAILED });
    }
  }

  return { downloadPdf, downloadCsv, dialog: dialog.element };
}
