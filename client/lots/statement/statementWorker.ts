/**
 * The detailed statement's worker (see statementJob.ts): fetches the company's statement for the
 * range with the page's own query (DetailedStatementQuery, or DetailedStatementPapersQuery when papers' columns are chosen), in pages of lots written as they come,
 * reads each as it came (plainInlineData, no Relay store), builds the PDF or the CSV with the same builders as
 * the page, and hands back the file.
 * No DOM here: jsPDF and the builders need none.
 */
import type { ConcreteRequest } from "relay-runtime";
import detailedStatementQuery, { type DetailedStatementQuery } from "../../__generated__/DetailedStatementQuery.graphql.ts";
import detailedStatementPapersQuery from "../../__generated__/DetailedStatementPapersQuery.graphql.ts";
import {
  FETCHED_PERCENT,
  LOTS_DONE_PERCENT,
  lotsPercent,
  NeedsArabicFont,
  statementPages,
  type StatementJobMessage,
  type StatementJobRequest,
  type StatementPage,
} from "./statementJob.ts";
import { detailedFileName } from "./fileNames.ts";
import { plainInlineData } from "./plainInlineData.ts";
import { chosenColumns } from "./statementColumns.ts";

/** The worker's side of postMessage (the DOM library types `self` as a window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<StatementJobRequest>) => void) | null;
  postMessage(message: StatementJobMessage): void;
};
const post = (message: StatementJobMessage) => scope.postMessage(message);

/** A refused or failed request, with the server's status and answer for the page to judge (an expired session). */
class RequestFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The query's answer (its `data`), or RequestFailed with the server's status and answer. */
async function ask(query: ConcreteRequest, token: string | null, variables: Record<string, unknown>): Promise<unknown> {
  const response = await fetch("/graphql", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/graphql-response+json, application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: query.params.text, operationName: query.params.name, variables }),
  });
  const body = await (response.json() as Promise<unknown>).catch(() => null);
  if (!body || typeof body !== "object" || (body as { data?: unknown }).data == null) {
    const first = (body as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message;
    throw new RequestFailed(first ?? `The server answered ${response.status} without GraphQL data.`, response.status, body);
  }
  return (body as { data: unknown }).data;
}

/** How many times a statement is begun at most when its lots keep changing while its pages come. */
const STATEMENT_ATTEMPTS = 3;

/** A page read at another state of the company's lots than the first: the pages do not fit together. */
class StatementChanged extends Error {
  constructor() {
    super("The company's lots changed while the statement was being read");
  }
}

/** Rows' papers are asked only for a file that prints some. */
const papersAsked = (request: StatementJobRequest) => chosenColumns(request.columns).length > 0;

/**
 * One page of the statement's lots, read from the answer as it came (plainInlineData), not
 * through a Relay store: 70,000 rows normalised into records and read back out cost the worker's
 * thread as long as their writing took (issue 45).
 */
async function fetchPage(request: StatementJobRequest, page: StatementPage) {
  const query = papersAsked(request) ? detailedStatementPapersQuery : detailedStatementQuery;
  const answer = await ask(query, request.token, { from: request.from, to: request.to, ...page });
  const data = plainInlineData<DetailedStatementQuery["response"]>(query, answer);
  const profile = data?.viewer?.profile;
  if (!profile) throw new Error("No business profile for the statement");
  return { data, profile };
}
type Page = Awaited<ReturnType<typeof fetchPage>>;

/**
 * The statement's pages after `first`, each asked as soon as the one before it is in, so that the
 * server reads the next while the lots in are written. Pages fit together only when read at the
 * same state of the lots: one that was not ends them with StatementChanged.
 */
function laterPages(request: StatementJobRequest, first: Page): AsyncIterable<Page["profile"]["statement"]> {
  const { lotCount, state } = first.profile.statement;
  const pages = statementPages(lotCount);
  const ask = (page: number) => {
    if (page === pages.length) return null;
    const answer = fetchPage(request, pages[page]);
    answer.catch(() => undefined); // seen when awaited; a build that stopped before then has no use for it
    return answer;
  };
  let next = ask(1);
  return (async function* () {
    for (let page = 2; next; page++) {
      const { profile } = await next;
      next = ask(page);
      if (profile.statement.state !== state) throw new StatementChanged();
      yield profile.statement;
    }
  })();
}

async function build(request: StatementJobRequest, arabicFont: boolean): Promise<StatementJobMessage> {
  post({ type: "progress", percent: 0 });
  const [first, builders] = await Promise.all([
    fetchPage(request, statementPages(0)[0]),
    request.format === "PDF" ? import("./statementPdf.ts") : import("./statementCsv.ts"),
  ]);
  const { data, profile } = first;
  const morePages = laterPages(request, first);
  post({ type: "progress", percent: FETCHED_PERCENT });
  if (request.format === "CSV") {
    const { companyStatementCsv } = builders as typeof import("./statementCsv.ts");
    const pages = [];
    for await (const page of morePages) pages.push(page);
    const file = new Blob([companyStatementCsv(profile.statement, pages, chosenColumns(request.columns), profile.companyName)], {
      type: "text/csv;charset=utf-8",
    });
    return { type: "done", file, fileName: detailedFileName(profile.companyName, "csv") };
  }
  const { buildCompanyStatementPdf } = builders as typeof import("./statementPdf.ts");
  let shown = FETCHED_PERCENT;
  const { doc, fileName } = await buildCompanyStatementPdf({
    letterhead: request.letterhead,
    companyName: profile.companyName,
    address: profile.address,
    trn: profile.gst,
    timeZone: data.siteInfo.timeZone,
    statement: profile.statement,
    morePages,
    arabicFont,
    columns: request.columns,
    generatedBy: data.viewer?.name,
    onProgress: (done, total) => {
      // One message per percent, not per lot.
      const percent = lotsPercent(done, total);
      if (percent > shown) post({ type: "progress", percent: (shown = percent) });
    },
  });
  post({ type: "progress", percent: LOTS_DONE_PERCENT });
  return { type: "done", file: doc.output("blob"), fileName };
}

/**
 * The file; started again when the company's lots changed while its pages came, and in Noto Sans
 * Arabic when a later page was found to have Arabic letters (the pages are not kept to be written again).
 */
async function buildOfOneState(request: StatementJobRequest): Promise<StatementJobMessage> {
  let arabicFont = false;
  let attempts = 0;
  for (;;) {
    try {
      return await build(request, arabicFont);
    } catch (error) {
      if (error instanceof NeedsArabicFont && !arabicFont) arabicFont = true;
      else if (!(error instanceof StatementChanged) || ++attempts === STATEMENT_ATTEMPTS) throw error;
    }
  }
}

scope.onmessage = ({ data }) => {
  buildOfOneState(data).then(post, (error: unknown) => {
    const failed = error instanceof RequestFailed ? error : null;
    post({ type: "error", message: error instanceof Error ? error.message : String(error), status: failed?.status, body: failed?.body });
  });
};
