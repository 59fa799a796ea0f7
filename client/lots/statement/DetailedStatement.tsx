import { useEffect, useId, useRef, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { DetailedStatementQuery } from "../../__generated__/DetailedStatementQuery.graphql.ts";
import { useMessageDialog } from "../../components/Dialog.tsx";
import { downloadCompanyStatement, PDF_FAILED } from "./download.ts";
import { useSiteInfo } from "../../site/siteInfo.ts";
import { CSV_FAILED, downloadCompanyCsv } from "./downloadCsv.ts";
import { saveFile } from "./saveFile.ts";
import {
  CANCELLED,
  StatementJobError,
  startStatementJob,
  workersAvailable,
  type RunningJob,
  type StatementFormat,
} from "./statementJob.ts";
import { getToken } from "../../auth/session.ts";
import { handleUnauthenticated, unauthenticatedMessage } from "../../auth/sessionExpiry.ts";
import { checkRange, DateRangeFields, type DateRangeValue } from "../entry/DateRange.tsx";
import { StatementColumnsChooser, useColumnChoice } from "./StatementColumnsChooser.tsx";
import { chosenColumns } from "./statementColumns.ts";

export const detailedStatementQuery = graphql`
  query DetailedStatementQuery($from: Date, $to: Date, $lotOffset: Int, $lotLimit: Int) {
    siteInfo {
      timeZone
    }
    viewer {
      id
      name
      profile {
        id
        companyName
        address
        gst
        statement(from: $from, to: $to, lotOffset: $lotOffset, lotLimit: $lotLimit) {
          # The worker asks for the statement in pages of lots: how many there are, and whether its pages fit together (equal states).
          state
          lotCount
          ...statementPdf_company
        }
      }
    }
  }
`;

/** The same, with each row's papers: asked only when a trader chose papers' columns (statementColumns.ts). */
export const detailedStatementPapersQuery = graphql`
  query DetailedStatementPapersQuery($from: Date, $to: Date, $lotOffset: Int, $lotLimit: Int) {
    siteInfo {
      timeZone
    }
    viewer {
      id
      name
      profile {
        id
        companyName
        address
        gst
        statement(from: $from, to: $to, lotOffset: $lotOffset, lotLimit: $lotLimit) {
          state
          lotCount
          ...statementPdf_company @arguments(papers: true)
        }
      }
    }
  }
`;

/** The statement's query for these columns: without papers unless some are chosen. */
export const statementQueryFor = (columns: readonly string[]) =>
  chosenColumns(columns).length > 0 ? detailedStatementPapersQuery : detailedStatementQuery;

/**
 * Filter Start Date, Filter End Date and Download Detailed PDF (All Lots): the company statement
 * for the range, fetched fresh from the server when asked for, written to Lot_{company}_Detailed.pdf
 * (or, with Download Detailed CSV (All Lots), to Lot_{company}_Detailed.csv).
 *
 * A company can have a thousand lots: the file is made in a worker (statementJob.ts) while the
 * page stays usable, with its progress on screen and a Cancel that stops it. Where workers do not
 * exist (the unit tests' jsdom), the page makes the file itself, with the same builders.
 */
export function DetailedStatement() {
  const environment = useRelayEnvironment();
  const dialog = useMessageDialog();
  const site = useSiteInfo();
  const id = useId();
  const [range, setRange] = useState<DateRangeValue>({ from: "", to: "" });
  const { from, to } = range;
  const [busy, setBusy] = useState<{ format: StatementFormat; percent: number | null } | null>(null);
  const job = useRef<RunningJob | null>(null);
  const rangeError = checkRange(from, to);
  const [columns, setColumns] = useColumnChoice();

  // Leaving the page ends a job still running: its file would arrive on another page.
  useEffect(() => () => job.current?.cancel(), []);

  async function loadStatement() {
    const data = await fetchQuery<DetailedStatementQuery>(
      environment,
      statementQueryFor(columns),
      { from: from || null, to: to || null },
      {
        fetchPolicy: "network-only",
      },
    ).toPromise();
    const profile = data?.viewer?.profile;
    if (!profile) throw new Error("No business profile for the statement");
    return {
      letterhead: site,
      companyName: profile.companyName,
      address: profile.address,
      trn: profile.gst,
      timeZone: data.siteInfo.timeZone,
      statement: profile.statement,
      generatedBy: data.viewer!.name,
      columns,
    };
  }

  /** Makes the file in a worker and saves it; resolves false when cancelled. */
  async function inWorker(format: StatementFormat): Promise<boolean> {
    const running = startStatementJob(
      { format, from: from || null, to: to || null, token: getToken(), letterhead: site, columns },
      (percent) => setBusy((state) => (state ? { ...state, percent } : state)),
    );
    job.current = running;
    try {
      const { file, fileName } = await running.done;
      saveFile(file, fileName);
      return true;
    } catch (error) {
      if (error instanceof Error && error.message === CANCELLED) return false;
      // An expired session: signed out and sent to /login, as for any other request.
      const expired =
        error instanceof StatementJobError && error.status !== undefined ? unauthenticatedMessage(error.status, error.body) : null;
      if (expired) await handleUnauthenticated(expired, async () => undefined);
      throw error;
    } finally {
      if (job.current === running) job.current = null;
    }
  }

  async function download(format: StatementFormat) {
    if (busy || rangeError) return;
    setBusy({ format, percent: null });
    try {
      if (workersAvailable()) await inWorker(format);
      else await (format === "PDF" ? downloadCompanyStatement(loadStatement) : downloadCompanyCsv(loadStatement));
    } catch (error) {
      console.error(`Detailed ${format} failed`, error);
      await dialog.show({ variant: "error", title: "Error!", text: format === "PDF" ? PDF_FAILED : CSV_FAILED });
    } finally {
      setBusy(null);
    }
  }

  const preparing = busy ? `Preparing ${busy.format}...${busy.percent === null ? "" : ` ${busy.percent}%`}` : "";

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
        {(["PDF", "CSV"] as const).map((format) => (
          <button
            key={format}
            type="button"
            className={format === "PDF" ? "btn" : "btn btn--outline"}
            onClick={() => download(format)}
            disabled={Boolean(busy) || Boolean(rangeError)}
            aria-busy={busy?.format === format || undefined}
          >
            Download Detailed {format} (All Lots)
          </button>
        ))}
      </div>
      <StatementColumnsChooser columns={columns} onChange={setColumns} />
      <div className="lots-progress">
        {/* Always in the page, so that screen readers hear what is put in it. */}
        <p role="status" className="lots-progress__text">
          {preparing}
        </p>
        {busy && (
          <>
            <progress max={100} value={busy.percent ?? undefined} aria-label={`Preparing ${busy.format}`} />
            {workersAvailable() && (
              <button type="button" className="btn btn--outline btn--small" onClick={() => job.current?.cancel()}>
                Cancel
              </button>
            )}
          </>
        )}
      </div>
      {dialog.element}
    </section>
  );
}
