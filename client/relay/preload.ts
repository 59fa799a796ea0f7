import { loadQuery, type PreloadedQuery } from "react-relay/hooks";
import { getRequest, type GraphQLTaggedNode, type OperationType, type VariablesOf } from "relay-runtime";
import { environment as appEnvironment } from "./environment.ts";

const current = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Route loaders call this: it starts the route's query at navigation time (in parallel with the
 * route's lazily loaded code) and hands the reference to the page, which reads it with
 * usePreloadedQuery. The previous reference of the same query is released when a new one is
 * made, so revisiting a page does not pile up retained data.
 */
export function preloadQuery<T extends OperationType>(query: GraphQLTaggedNode, variables: VariablesOf<T>): PreloadedQuery<T> {
  const ref = loadQuery<T>(appEnvironment, query, variables, { fetchPolicy: "store-or-network" });
  const key = getRequest(query).params.name;
  const previous = current.get(key);
  current.set(key, ref as unknown as PreloadedQuery<OperationType>);
  if (previous && previous !== (ref as unknown)) previous.dispose();
  return ref;
}
