import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { getOperationAST, OperationTypeNode, parse } from "graphql";
import type { Plugin } from "graphql-yoga";
import { db, Prisma } from "../db.ts";
import { viewerFromRequest, type ServerContext, type Viewer } from "../context.ts";
import { roleOf } from "../access/caller.ts";
import { mayBeGivenAnswerOf } from "../access/permissions.ts";
import { memberRoleLabel, type MemberRole } from "../../shared/members.ts";

/**
 * Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field", as Stripe uses it) on every
 * write: REST POST and PUT under /api, and GraphQL mutations. The first request with a key is
 * carried out and its answer kept for a day; a repeat with the same body gets that answer again
 * and writes nothing; the same key with another body is refused. The claim is one row in the
 * database, so two requests at once (on any process) produce one write: the second waits for the
 * first one's answer.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
const REPLAYED_HEADER = "idempotent-replayed";
export const KEEP_MS = 24 * 60 * 60 * 1000;
/**
 * A claim without an answer after this long belongs to a process that died mid-request (transactions
 * time out after 30 s). IDEMPOTENCY_ABANDONED_MS shortens it for the crash test.
 */
const ABANDONED_MS = Number(process.env.IDEMPOTENCY_ABANDONED_MS ?? 2 * 60 * 1000);
/** Test-only: the process dies between a write's commit and keeping its answer (idempotency.crash.test.ts). */
const dieBeforeKeepingAnswer = process.env.IDEMPOTENCY_TEST_DIE_BEFORE_ANSWER === "1";
/** How long a repeat waits for the first request's answer before answering 409. */
const WAIT_MS = 30_000;
const POLL_MS = 25;

export const idempotencyMessages = {
  invalidKey: "Idempotency-Key must be 1 to 255 visible ASCII characters",
  needsCaller: "Idempotency-Key needs an Authorization header: keys are kept per company",
  otherRequest: "This Idempotency-Key was already used with a different request. Use a new key for a new request.",
  inProgress: "A request with this Idempotency-Key is still being processed. Retry later.",
  otherRole: (role: MemberRole) =>
    `This Idempotency-Key was used by a caller with the ${memberRoleLabel[role]} role: only a caller who may do as much (an ${memberRoleLabel.OWNER}${role === "OWNER" ? ", signed in" : ` or a ${memberRoleLabel[role]}`}) is given its answer. Use a new key for your own request.`,
};

/** The same JSON with keys in any order is the same request. */
function canonical(text: string): string {
  const sortKeys = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sortKeys)
      : value !== null && typeof value === "object"
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
          )
        : value;
  try {
    return JSON.stringify(sortKeys(JSON.parse(text)));
  } catch {
    return text;
  }
}

export function requestFingerprint(method: string, url: URL, body: string): string {
  return createHash("sha256")
    .update(`${method} ${url.pathname.replace(/\/+$/, "")}${url.search}\n${canonical(body)}`)
    .digest("hex");
}

function isGraphQLMutation(body: string): boolean {
  try {
    const { query, operationName } = JSON.parse(body) as { query?: unknown; operationName?: unknown };
    if (typeof query !== "string") return false;
    const operation = getOperationAST(parse(query), typeof operationName === "string" ? operationName : undefined);
    return operation?.operation === OperationTypeNode.MUTATION;
  } catch {
    return false; // yoga answers the malformed request itself
  }
}

/** Keys are per company (or per user before the user has a company). */
const scopeOf = (viewer: Viewer) => (viewer.profile ? `company:${viewer.profile.id}` : `user:${viewer.id}`);

type Claim = { scope: string; key: string };

/**
 * The request being carried out under a key, for its write (ledger/ownedLotWrite.ts): the write's own
 * statement records the row it wrote on the claim, in the same transaction; and a request that took
 * over the claim of a process that died after such a write finds that row here and writes nothing.
 */
interface IdempotentWrite {
  claim: Claim | null;
  /** The row the dead process's write left (its answer was never kept): the retry answers from it. */
  writtenBefore: number | null;
}
const currentWrite = new AsyncLocalStorage<IdempotentWrite>();

/** The CTE a write's statement adds: the claim records the row `"written"` returned (nothing without a key). */
export function recordWrittenRowSql(): Prisma.Sql {
  const claim = currentWrite.getStore()?.claim;
  if (!claim) return Prisma.sql`"kept" AS (SELECT 1)`;
  return Prisma.sql`"kept" AS (
    UPDATE "IdempotentRequest" SET "writtenId" = (SELECT "id" FROM "written" LIMIT 1)
     WHERE "scope" = ${claim.scope} AND "key" = ${claim.key} AND EXISTS (SELECT 1 FROM "written") RETURNING 1)`;
}

/** The row an earlier attempt of this request wrote before its process died, or null (then write). */
export function rowWrittenBefore(): number | null {
  return currentWrite.getStore()?.writtenBefore ?? null;
}

/** Takes the key, or takes it over when its last use expired or was abandoned. Owned: with the row an abandoned attempt wrote, if any. */
async function claim({ scope, key }: Claim, requestHash: string, viewer: Viewer): Promise<{ writtenId: number | null } | null> {
  const now = new Date();
  const rows = await db.$queryRaw<{ writtenId: number | null }[]>`
    INSERT INTO "IdempotentRequest" ("scope", "key", "requestHash", "callerRole", "createdAt")
    VALUES (${scope}, ${key}, ${requestHash}, ${roleOf(viewer)}::"MemberRole", ${now})
    ON CONFLICT ("scope", "key") DO UPDATE
      SET "requestHash" = EXCLUDED."requestHash", "callerRole" = EXCLUDED."callerRole", "status" = NULL, "contentType" = NULL, "body" = NULL, "createdAt" = EXCLUDED."createdAt",
          -- An expired use is forgotten; an abandoned one (the same request: its hash was checked) keeps what it wrote.
          "writtenId" = CASE WHEN "IdempotentRequest"."createdAt" < ${new Date(now.getTime() - KEEP_MS)} THEN NULL ELSE "IdempotentRequest"."writtenId" END
      WHERE "IdempotentRequest"."createdAt" < ${new Date(now.getTime() - KEEP_MS)}
         OR ("IdempotentRequest"."status" IS NULL AND "IdempotentRequest"."createdAt" < ${new Date(now.getTime() - ABANDONED_MS)}
             AND ("IdempotentRequest"."writtenId" IS NULL OR "IdempotentRequest"."requestHash" = EXCLUDED."requestHash"))
    RETURNING "writtenId"`;
  return rows[0] ?? null;
}

const errorResponse = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers });

/** The answer for a key someone else holds: its stored answer, a refusal, or (once it is free again) null to claim it. */
async function answerFor(target: Claim, requestHash: string, viewer: Viewer): Promise<Response | null> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const held = await db.idempotentRequest.findUnique({ where: { scope_key: target } });
    if (!held) return null; // the first request failed (5xx) and let go: this one may try
    if (held.requestHash !== requestHash) return errorResponse(422, idempotencyMessages.otherRequest);
    // Its answer is the sender's: a caller who may do less is refused (and nothing is carried out).
    if (held.callerRole && !mayBeGivenAnswerOf(viewer, held.callerRole))
      return errorResponse(403, idempotencyMessages.otherRole(held.callerRole));
    if (held.status !== null) {
      return new Response(held.body, {
        status: held.status,
        headers: { "content-type": held.contentType ?? "application/json", [REPLAYED_HEADER]: "true" },
      });
    }
    if (Date.now() > deadline) return errorResponse(409, idempotencyMessages.inProgress, { "retry-after": "1" });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export function idempotentWrites(): Plugin<Record<string, unknown>, ServerContext> {
  const claims = new WeakMap<Request, Claim>();
  return {
    // A request with a key runs with its own record, which its claim fills in for the write. Only
    // such a request: on Node 20 an AsyncLocalStorage once run hooks every promise the process
    // makes, and the requests without a key (nearly all) paid for it (issue 45: 3% of a write's
    // samples were in those hooks; getStore() gives them no record, so no claim).
    instrumentation: {
      request: ({ request }, wrapped) =>
        request.headers.has(IDEMPOTENCY_HEADER) ? currentWrite.run({ claim: null, writtenBefore: null }, wrapped) : wrapped(),
    },
    async onRequest(payload) {
      const { request, url, fetchAPI } = payload;
      const key = request.headers.get(IDEMPOTENCY_HEADER);
      if (key === null) return;
      const isRest =
        (url.pathname === "/api" || url.pathname.startsWith("/api/")) && (request.method === "POST" || request.method === "PUT");
      const isGraphQL = url.pathname === "/graphql" && request.method === "POST";
      if (!isRest && !isGraphQL) return;
      // A file upload is not buffered to be kept and replayed (attachments/upload.ts streams it).
      if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) return;
      if (!/^[\x21-\x7e]{1,255}$/.test(key)) return payload.endResponse(errorResponse(400, idempotencyMessages.invalidKey));
      // Read the body once here and hand on a copy the rest of the app can read again.
      const body = await request.text();
      const buffered = new fetchAPI.Request(request.url, { method: request.method, headers: request.headers, body });
      payload.setRequest(buffered);
      if (isGraphQL && !isGraphQLMutation(body)) return;
      const viewer = await viewerFromRequest(buffered).catch(() => undefined);
      if (viewer === undefined) return; // a bad credential: the route answers 401 as always
      if (viewer === null) return payload.endResponse(errorResponse(400, idempotencyMessages.needsCaller));
      const target = { scope: scopeOf(viewer), key };
      const requestHash = requestFingerprint(request.method, url, body);
      for (;;) {
        const owned = await claim(target, requestHash, viewer);
        if (owned) {
          claims.set(buffered, target);
          const write = currentWrite.getStore();
          if (write) Object.assign(write, { claim: target, writtenBefore: owned.writtenId });
          return;
        }
        const answer = await answerFor(target, requestHash, viewer);
        if (answer) return payload.endResponse(answer);
      }
    },
    async onResponse({ request, response }) {
      const target = claims.get(request);
      if (!target) return;
      claims.delete(request);
      if (response.status >= 500) {
        // Nothing was written (the write's transaction rolled back): let a retry carry it out.
        await db.idempotentRequest.deleteMany({ where: target });
        return;
      }
      if (dieBeforeKeepingAnswer) process.kill(process.pid, "SIGKILL");
      await db.idempotentRequest.update({
        where: { scope_key: target },
        data: { status: response.status, contentType: response.headers.get("content-type"), body: await response.clone().text() },
      });
    },
  };
}

/** Forgets answers older than a day (claims past that are taken over anyway; this keeps the table small). */
export function forgetExpiredIdempotencyKeys(now = new Date()) {
  return db.idempotentRequest.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - KEEP_MS) } } });
}
