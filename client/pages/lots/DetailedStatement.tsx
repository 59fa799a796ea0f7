import { useId, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { DetailedStatementQuery } from "../../__generated__/DetailedStatementQuery.graphql.ts";
import { useMessageDialog } from "../../components/Dialog.tsx";
import { downloadCompanyStatement, PDF_FAILED } from "../../pdf/download.ts";
import { useSiteInfo } from "../../site/siteInfo.ts";
import { CSV_FAILED, downloadCompanyCsv } from "../../pdf/downloadCsv.ts";
import { checkRange, DateRangeFields, type DateRangeValue } from "./DateRange.tsx";

export const detailedStatementQuery = graphql`
  query DetailedStatementQuery($from: Date, $to: Date) {
    siteInfo {
      timeZone
    }
    viewer {
      id
      profile {
        id
        companyName
        address
        statement(from: $from, to: $to) {
          ...statementPdf_company
        }
      }
    }
  }
`;

/**
 * Filter Start Date, Filter End Date and Download Detailed PDF (All Lots): the company statement
 * for the range, fetched fresh from the server when asked for, written to Lot_{company}_Detailed.pdf
 * (or, with Download Detailed CSV (All Lots), to Lot_{company}_Detailed.csv).
 */
export function DetailedStatement() {
  const environment = useRelayEnvironment();
  const dialog = useMessageDialog();
  const site = useSiteInfo();
  const id = useId();
  const [range, setRange] = useState<DateRangeValue>({ from: "", to: "" });
  const { from, to } = range;
  const [busy, setBusy] = useState(false);
  const rangeError = checkRange(from, to);

  async function loadStatement() {
    const data = await fetchQuery<DetailedStatementQuery>(environment, detailedStatementQuery, { from: from || null, to: to || null }, {
      fetchPolicy: "network-only",
    }).toPromise();
    const profile = data?.viewer?.profile;
    if (!profile) throw new Error("No business profile for the statement");
    return { letterhead: site, companyName: profile.companyName, address: profile.address, timeZone: data.siteInfo.timeZone, statement: profile.statement };
  }

  async function download(format: "PDF" | "CSV") {
    if (busy || rangeError) return;
    setBusy(true);
    try {
      await (format === "PDF" ? downloadCompanyStatement(loadStatement) : downloadCompanyCsv(loadStatement));
    } catch (error) {
      console.error(`Detailed ${format} failed`, error);
      await dialog.show({ variant: "error", title: "Error!", text: format === "PDF" ? PDF_FAILED : CSV_FAILED });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="lots-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lots-card__title">
        Statement of all lots
      </h2>
      <div className="form-row">
        <DateRangeFields value={range} onChange={setRange} labels={{ from: "Filter Start Date", to: "Filter End Date" }} />
      </div>
      {rangeError ? (
        <p className="field-error" role="alert">
          {rangeError}
        </p>
      ) : (
        <p className="lots-muted lots-hint">Leave the dates empty for the whole history; the end date includes its whole day.</p>
      )}
      <div className="lots-downloads">
        <button type="button" className="btn" onClick={() => download("PDF")} disabled={busy || Boolean(rangeError)} aria-busy={busy || undefined}>
          Download Detailed PDF (All Lots)
        </button>
        <button type="button" className="btn btn--outline" onClick={() => download("CSV")} disabled={busy || Boolean(rangeError)} aria-busy={busy || undefined}>
          Download Detailed CSV (All Lots)
        </button>
      </div>
      {dialog.element}
    </section>
  );
}
