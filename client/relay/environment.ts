import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from "relay-runtime";
import { getToken } from "../auth/session.ts";
import { handleUnauthenticated, unauthenticatedMessage } from "../auth/sessionExpiry.ts";
import { graphQLRequest, takeEarlyResponse } from "./earlyQuery.ts";
import { isPublicRequest } from "./publicRequest.ts";
import { subscribeGraphQL } from "./subscribe.ts";
import { GRAPHQL_PATH, GraphQLRequestError } from "./requestError.ts";
import { multipartBody, sendMultipart, UPLOAD_PROGRESS, type UploadProgress } from "./upload.ts";

/** Re-exported: what fetchGraphQL throws is part of its contract. */
export { GraphQLRequestError };

/** Whether a JSON body is a GraphQL answer with data (errors beside it are Relay's to report). */
const hasData = (json: unknown): json is GraphQLResponse =>
  typeof json === "object" && json !== null && (json as { data?: unknown }).data != null;

/** The message of a body's first GraphQL error, if it has any. */
function firstErrorMessage(json: unknown): string | undefined {
  const errors = (json as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors[0] as { message?: string } | undefined)?.message : undefined;
}

export const fetchGraphQL: FetchFunction = async (request, variables, cacheConfig, uploadables) => {
  const token = isPublicRequest(cacheConfig) ? null : getToken();
  // A mutation with files goes as a multipart request (upload.ts), reporting its progress to whoever committed it.
  const onProgress = cacheConfig.metadata?.[UPLOAD_PROGRESS] as UploadProgress | undefined;
  const response = await (uploadables
    ? sendMultipart(multipartBody(request, variables, uploadables), token, onProgress)
    : // The screen's entry script may have sent this very query already (earlyQuery.ts).
      (takeEarlyResponse(request, variables, token) ?? fetch(GRAPHQL_PATH, graphQLRequest(request, variables, token))));
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new GraphQLRequestError(`The server answered ${response.status} without GraphQL data.`, response.status);
  }
  // An expired or rejected token: sign out cleanly and go to /login with the server's message.
  const expired = token ? unauthenticatedMessage(response.status, json) : null;
  if (expired) {
    return handleUnauthenticated(expired, () => fetchGraphQL(request, variables, cacheConfig, uploadables) as Promise<GraphQLResponse>);
  }
  if (!hasData(json)) {
    const first = firstErrorMessage(json);
    throw new GraphQLRequestError(
      first ?? `The server answered ${response.status} without GraphQL data.`,
      response.status,
      first !== undefined && response.status >= 400 && response.status < 500,
    );
  }
  return json;
};

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}

/** The one environment of the running app (tests build their own with relay-test-utils). */
export const environment = createEnvironment();
