/** What both the query fetch (environment.ts) and the live updates (subscribe.ts) share: the path and the error. */
export const GRAPHQL_PATH = "/graphql";

/**
 * Thrown when the request never produced GraphQL data (network down, server error, bad JSON, or a
 * request the server refused before running it). `fromServer`: a 4xx whose message is the server's own.
 */
/**
 * Why a screen's data could not be loaded, in words for the person in front of it: the server's own
 * refusal, the server failing, or no answer at all; anything else broke on the page itself.
 */
export function whyNotLoaded(error: unknown): string {
  if (error instanceof GraphQLRequestError) {
    if (error.fromServer) return `The server refused the request: ${error.message}`;
    if ((error.status ?? 0) >= 500) return `The server failed to answer (error ${error.status}). Try again in a moment.`;
    return `The server's answer could not be read (${error.message}). Try again.`;
  }
  // How fetch fails when no answer came at all, in Chromium, Firefox and Safari.
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
    return "The server did not answer. Check your connection and try again.";
  return "Something went wrong on this page. Try again.";
}

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly fromServer = false,
  ) {
    super(message);
    this.name = "GraphQLRequestError";
  }
}
