/**
 * The detailed statement's worker (see statementJob.ts): fetches the company's statement for the
 * range with the page's own query (DetailedStatementQuery), reads it through a Relay store of its
 * own, builds the PDF or the CSV with the same builders as the page, and hands back the file.
 * No DOM here: jsPDF, Relay and the builders need none.
 */
import { Environment, Network, RecordSource, Store, fetchQuery, type FetchFunction } from "relay-runtime";
import detailedStatementQuery, { type DetailedStatementQuery } from "../../__generated__/DetailedStatementQuery.graphql.ts";
import { FETCHED_PERCENT, LOTS_DONE_PERCENT, lotsPercent, type StatementJobMessage, type StatementJobRequest } from "./statementJob.ts";
import { detailedFileName } from "./fileNames.ts";

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

function network(token: string | null): FetchFunction {
  return async (request, variables) => {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/graphql-response+json, application/json",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: request.text, operationName: request.name, variables }),
    });
    const body = await response.json().catch(() => null);
    if (!body || typeof body !== "object" || (body as { data?: unknown }).data == null) {
      const first = (body as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message;
      throw new RequestFailed(first ?? `The server answered ${response.status} without GraphQL data.`, response.status, body);
    }
    return body;
  };
}

/**
 * The statement's data. The Relay store it is read through is dropped with this function: its
 * records of every row would otherwise stay alive, for the garbage collector to go through again
 * and again while the file is written.
 */
function fetchStatement(request: StatementJobRequest) {
  const environment = new Environment({ network: Network.create(network(request.token)), store: new Store(new RecordSource()) });
  return fetchQuery<DetailedStatementQuery>(environment, detailedStatementQuery, { from: request.from, to: request.to }).toPromise();
}

async function build(request: StatementJobRequest): Promise<StatementJobMessage> {
  post({ type: "progress", percent: 0 });
  const [data, builders] = await Promise.all([
    fetchStatement(request),
    request.format === "PDF" ? import("./statementPdf.ts") : import("./statementCsv.ts"),
  ]);
  const profile = data?.viewer?.profile;
  if (!profile) throw new Error("No business profile for the statement");
  post({ type: "progress", percent: FETCHED_PERCENT });
  if (request.format === "CSV") {
    const { companyStatementCsv } = builders as typeof import("./statementCsv.ts");
    const file = new Blob([companyStatementCsv(profile.statement)], { type: "text/csv;charset=utf-8" });
    return { type: "done", file, fileName: detailedFileName(profile.companyName, "csv") };
  }
  const { buildCompanyStatementPdf } = builders as typeof import("./statementPdf.ts");
  let shown = FETCHED_PERCENT;
  const { doc, fileName } = await buildCompanyStatementPdf({
    letterhead: request.letterhead,
    companyName: profile.companyName,
    address: profile.address,
    timeZone: data.siteInfo.timeZone,
    statement: profile.statement,
    onProgress: (done, total) => {
      // One message per percent, not per lot.
      const percent = lotsPercent(done, total);
      if (percent > shown) post({ type: "progress", percent: (shown = percent) });
    },
  });
  post({ type: "progress", percent: LOTS_DONE_PERCENT });
  return { type: "done", file: doc.output("blob"), fileName };
}

scope.onmessage = ({ data }) => {
  build(data).then(post, (error: unknown) => {
    const failed = error instanceof RequestFailed ? error : null;
    post({ type: "error", message: error instanceof Error ? error.message : String(error), status: failed?.status, body: failed?.body });
  });
};
