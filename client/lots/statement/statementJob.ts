/**
 * The detailed statement (all lots) as a file, made off the main thread: a company of a thousand
 * lots is 70,000 rows, whose fetching, reading and writing would freeze the page for seconds.
 * statementWorker.ts fetches the statement itself (the answer never passes through the page's
 * Relay store) and builds the PDF or CSV with the same pure builders the page and the tests use;
 * the page only shows its progress, saves the file it hands back, and can end it with Cancel.
 */
import type { Letterhead } from "../../../shared/pdf/letterhead.ts";

export type StatementFormat = "PDF" | "CSV";

/** What the page asks the worker for. */
export interface StatementJobRequest {
  format: StatementFormat;
  /** The date range (YYYY-MM-DD), null for open. */
  from: string | null;
  to: string | null;
  /** The signed-in user's token (the worker has no local storage). */
  token: string | null;
  letterhead: Letterhead | null;
  /** The papers' columns chosen for the file (statementColumns.ts), after the SPEC's. */
  columns: readonly string[];
}

/** What the worker answers: progress as it goes, then the file or the reason there is none. */
export type StatementJobMessage =
  | { type: "progress"; percent: number | null }
  | { type: "done"; file: Blob; fileName: string }
  | { type: "error"; message: string; status?: number; body?: unknown };

/** A job that could not finish; `status` and `body` are the server's when it refused the request. */
export class StatementJobError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "StatementJobError";
  }
}

/**
 * Thrown by buildCompanyStatementPdf (statementPdf.ts) when a later page of lots has Arabic letters and the file was
 * begun in Helvetica, which has none: build it again with `arabicFont`.
 */
export class NeedsArabicFont extends Error {
  constructor() {
    super("A later page of the statement has Arabic letters: it is to be written in Noto Sans Arabic");
  }
}

/**
 * Share of the progress bar for each stage: the answer's arrival and reading, then each lot
 * written; the rest is the file's compression. A percent of null means "working, share unknown".
 */
export const FETCHED_PERCENT = 10;
export const LOTS_DONE_PERCENT = 90;

export const lotsPercent = (done: number, total: number) =>
  Math.floor(FETCHED_PERCENT + ((LOTS_DONE_PERCENT - FETCHED_PERCENT) * done) / Math.max(1, total));

/** One request of the worker's statement: `statement(lotOffset, lotLimit)`. */
export interface StatementPage {
  lotOffset: number;
  lotLimit: number;
}

/**
 * The requests of the worker's statement of `lotCount` lots, in order (the first is asked before
 * the count is known): 100 lots first (a statement of up to 100 lots is one request; smaller first
 * pages cost requests and won nothing measured), then 200 while the lots already in are written;
 * each is asked before the one before it is written. The server holds one page's rows at a time
 * (1,000 lots: about 65 MB at its peak in pages, 165 MB in one answer).
 */
export function statementPages(lotCount: number): StatementPage[] {
  const FIRST_LOTS = 100;
  const LOTS = 200;
  const pages = [{ lotOffset: 0, lotLimit: FIRST_LOTS }];
  for (let lotOffset = FIRST_LOTS; lotOffset < lotCount; lotOffset += LOTS) pages.push({ lotOffset, lotLimit: LOTS });
  return pages;
}

export interface RunningJob {
  /** The saved file's name; rejects with StatementJobError, or with CANCELLED after cancel(). */
  done: Promise<{ file: Blob; fileName: string }>;
  /** Stops the worker at once: nothing is downloaded. */
  cancel(): void;
}

export const CANCELLED = "cancelled";

/** Whether this page can run the job in a worker (jsdom, used by the unit tests, cannot). */
export const workersAvailable = () => typeof Worker !== "undefined";

/** Starts the job in a new worker; `onProgress` hears each step. */
export function startStatementJob(request: StatementJobRequest, onProgress: (percent: number | null) => void): RunningJob {
  const worker = new Worker(new URL("./statementWorker.ts", import.meta.url), { type: "module", name: "statement" });
  let settle: { resolve(v: { file: Blob; fileName: string }): void; reject(e: unknown): void };
  const done = new Promise<{ file: Blob; fileName: string }>((resolve, reject) => (settle = { resolve, reject }));
  const finish = () => worker.terminate();
  worker.onmessage = ({ data }: MessageEvent<StatementJobMessage>) => {
    if (data.type === "progress") return onProgress(data.percent);
    finish();
    if (data.type === "done") settle.resolve({ file: data.file, fileName: data.fileName });
    else settle.reject(new StatementJobError(data.message, data.status, data.body));
  };
  worker.onerror = (event) => {
    finish();
    settle.reject(new StatementJobError(event.message || "The statement worker failed to start."));
  };
  worker.postMessage(request);
  return {
    done,
    cancel() {
      finish();
      settle.reject(new Error(CANCELLED));
    },
  };
}
