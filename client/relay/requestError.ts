/** What both the query fetch (environment.ts) and the live updates (subscribe.ts) share: the path and the error. */
export const GRAPHQL_PATH = "/graphql";

/**
 * Thrown when the request never produced GraphQL data (network down, server error, bad JSON, or a
 * request the server refused before running it). `fromServer`: a 4xx whose message is the server's own.
 */
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
