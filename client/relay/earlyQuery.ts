/**
 * A screen's query sent before the app's code has arrived (issue 23: the lot screen on a phone).
 * A small entry script of the screen's own, which the server adds to that screen's page
 * (shared/routeScripts.ts), starts it as soon as the page is parsed; the Relay network layer
 * (environment.ts) then takes its answer instead of asking again. Without this the query would
 * leave only once React, the router, Relay and the page's code had loaded and run, seconds later
 * on a slow phone.
 *
 * Only the app's first query may take it, and only when it is the same operation with the same
 * variables and the same bearer token: any other first request drops it. So it is never served
 * after a sign-out or to another user, and never later than the start of the app it was sent for.
 * Free of Relay at run time: it loads before Relay does.
 */
import { getToken } from "../auth/session.ts";
import { GRAPHQL_PATH } from "./requestError.ts";

/** What a request needs of a compiled operation (Relay's RequestParameters). */
export interface Operation {
  readonly name: string;
  readonly text: string | null | undefined;
}

type Variables = Readonly<Record<string, unknown>>;

/** The POST the Relay network layer sends for `operation`: JSON, with the bearer token when there is one. */
export function graphQLRequest(operation: Operation, variables: Variables, token: string | null): RequestInit {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/graphql-response+json, application/json",
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { method: "POST", headers, body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }) };
}

/** Which request an answer is for: the operation, its variables (in any key order) and the token. */
const requestKey = (operation: Operation, variables: Variables, token: string) =>
  JSON.stringify([
    operation.name,
    Object.keys(variables)
      .sort()
      .map((name) => [name, variables[name]]),
    token,
  ]);

let early: { key: string; response: Promise<Response> } | null = null;

/** Sends `operation` now, for the app's first query to take; a visitor without a session sends nothing. */
export function startEarlyQuery(operation: Operation, variables: Variables): void {
  const token = getToken();
  if (!token) return;
  // Ahead of the app's scripts, which the page asked for at the same time: the answer is what the screen waits for longest.
  const response = fetch(GRAPHQL_PATH, { ...graphQLRequest(operation, variables, token), priority: "high" });
  // A failure is the taker's to handle; until it is taken it is not an unhandled rejection.
  response.catch(() => {});
  early = { key: requestKey(operation, variables, token), response };
}

/**
 * The early answer, if this request (the app's first) is the one it was sent for; it is dropped
 * either way, so it answers one request at most.
 */
export function takeEarlyResponse(operation: Operation, variables: Variables, token: string | null): Promise<Response> | null {
  const taken = early;
  early = null;
  return taken && token && taken.key === requestKey(operation, variables, token) ? taken.response : null;
}
