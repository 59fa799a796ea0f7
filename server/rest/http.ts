import { AppError, InputError, RateLimitError, UnsupportedMediaTypeError } from "../errors.ts";
import { clientAddress, viewerFromRequest, type ServerContext, type Viewer } from "../context.ts";
import { decodePathPart } from "../url.ts";
import { shapeBody, type BodyShape } from "./bodyShape.ts";

export interface RestRequest {
  request: Request;
  params: Record<string, string>;
  clientAddress: string;
  /** The caller from the bearer token, or null without one (a bad token has already answered 401). */
  viewer: Viewer | null;
  /** The JSON object body, its fields checked against `shape`; throws a 400 InputError when it is not one. */
  body: (shape: BodyShape) => Promise<Record<string, unknown>>;
}

export interface Route {
  method: "GET" | "POST" | "PUT";
  path: string;
  /** Set on the update paths, whose failures SPEC section 8 reads from an `error` field (and on the voids and restores beside them). */
  errorField?: "error";
  /**
   * Set on paths whose body may be left out (a restore): none (no Content-Type), or an empty or
   * blank one sent as JSON, reads as `{}`. Elsewhere an empty body is malformed: an update sent without its
   * body would otherwise be carried out as one that changes nothing, and bump the entry's version.
   */
  optionalBody?: boolean;
  handle(request: RestRequest): Promise<Response>;
}

export const json = (body: unknown, status = 200) => Response.json(body, { status });

export const restMessages = {
  jsonOnly: "The request body must be JSON, sent with Content-Type: application/json",
  bodyCutOff: "The request body ended before it was complete",
};

/**
 * The JSON object body. Its size is already bounded for every route by the app's body limit (app.ts).
 * Only application/json: a plain HTML form (text/plain, urlencoded, multipart) on any site can post
 * those content types without a CORS preflight, so accepting them would let other sites act for a visitor.
 */
async function readJsonObject(request: Request, optional = false): Promise<Record<string, unknown>> {
  if (optional && !request.headers.has("content-type")) return {};
  const mediaType = request.headers.get("content-type")?.split(";")[0].trim().toLowerCase();
  if (mediaType !== "application/json") throw new UnsupportedMediaTypeError(restMessages.jsonOnly);
  let text: string;
  try {
    text = await request.text();
  } catch {
    // The client went away or was cut off (a 408 for a silent body) before the body was complete.
    throw new InputError(restMessages.bodyCutOff);
  }
  if (optional && text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InputError("Malformed JSON body");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new InputError("The request body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

function errorResponse(error: unknown, route?: Route): Response {
  if (!(error instanceof AppError)) {
    console.error("[rest] unexpected error:", error);
    return json({ [route?.errorField ?? "message"]: "Something went wrong. Please try again." }, 500);
  }
  const body: Record<string, unknown> = { [route?.errorField ?? "message"]: error.message };
  if (error instanceof InputError && Object.keys(error.fieldErrors).length > 0) body.errors = error.fieldErrors;
  const response = json(body, error.status);
  if (error instanceof RateLimitError) response.headers.set("retry-after", String(error.retryAfterSeconds));
  return response;
}

function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = pathname.replace(/\/+$/, "").split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(":")) {
      if (!got[i]) return null;
      params[want[i].slice(1)] = decodePathPart(got[i]);
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

export async function dispatch(routes: Route[], request: Request, url: URL, server: ServerContext): Promise<Response> {
  const matching = routes.flatMap((route) => {
    const params = matchPath(route.path, url.pathname);
    return params ? [{ route, params }] : [];
  });
  if (matching.length === 0) return json({ message: `No such API path: ${url.pathname}` }, 404);
  const found = matching.find(({ route }) => route.method === request.method);
  if (!found) {
    return new Response(JSON.stringify({ message: `Method ${request.method} is not allowed here` }), {
      status: 405,
      headers: { "content-type": "application/json", allow: matching.map(({ route }) => route.method).join(", ") },
    });
  }
  try {
    const viewer = await viewerFromRequest(request);
    return await found.route.handle({
      request,
      params: found.params,
      clientAddress: clientAddress(request, server),
      viewer,
      body: async (shape) => shapeBody(await readJsonObject(request, found.route.optionalBody), shape),
    });
  } catch (error) {
    return errorResponse(error, found.route);
  }
}

/**
 * `attachment; filename="..."` (or `inline`) with an ASCII fallback (`asciiFallback`, else the name with
 * what is not ASCII as "_") and the exact name in RFC 5987's filename*, which browsers prefer.
 */
export function contentDisposition(fileName: string, inline: boolean, asciiFallback?: string): string {
  const ascii = (asciiFallback ?? fileName).replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
