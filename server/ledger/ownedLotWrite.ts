import { db, Prisma, rawRows, utcTimestamp } from "../db.ts";
import { config } from "../config.ts";
import type { Viewer } from "../context.ts";
import type { Container, Lot, Payment, Profile } from "../generated/prisma/client.ts";
import type { ChangeKind, LotState } from "../generated/prisma/enums.ts";
import { InputError, NotFoundError } from "../errors.ts";
import { parseCalendarDate, todayIn } from "../../shared/dates.ts";
import { accessMessages, authorName } from "../access/caller.ts";
import { companyOf, ledgerReader, sideOf, writesOwnCompanyOnly } from "../access/permissions.ts";
import { lotOfCompanyKeySql, lotOfCompanySql, ownLotRecord, writableLotSql } from "../access/companyFilters.ts";
import { eventsSql } from "../events/events.ts";
import { announceChanges } from "../events/changeNotifier.ts";
import { wholeRow } from "../graphql/loadedQuery.ts";
import { keepAddedEntry, type AddedEntry } from "./ledgerCache.ts";
import { recordWrittenRowSql, rowWrittenBefore } from "../integrations/idempotency.ts";

/**
 * The one statement every write to a lot's containers and payments goes through (`writeToOwnedLot`:
 * the lot locked, its company checked, the entry written with its history, the change-feed event and
 * the webhook deliveries), with what every entry's row shares. The kinds' own SQL is in
 * containerWrites.ts and paymentWrites.ts; edits, voids and restores of either in entryChanges.ts.
 */

export const lotMessages = {
  noProfile: accessMessages.noProfile,
  lotNotFound: "Lot not found",
  containerNotFound: "Container not found",
  paymentNotFound: "Payment not found",
  /** REST repeats an entry's lot number in an update: it may not name another lot. */
  otherLot: "lotNumber must be the lot this record belongs to",
  /** The house's staff write to any company's lot: a number several companies use needs the company. */
  lotOfSeveral: (lotNumber: string) => `Several companies have a lot ${lotNumber}: name the company (companyName)`,
  /** Issue 48: a closed lot is read-only. */
  closed: (lotNumber: string) =>
    `Lot ${lotNumber} is closed: its entries cannot be added, edited, voided or restored until an Owner reopens it.`,
  closedLot: (lotNumber: string) => `Lot ${lotNumber} is closed: only an Owner may reopen it, and nothing else of it changes until then.`,
  notesTooLong: "Notes must be at most 2000 characters",
  stateInvalid: "State must be OPEN, SHIPPED or CLOSED",
  lotConflict: (version: number) => `This lot changed after the version you sent (now version ${version}); nothing was written.`,
  nothingToChange: "Send a state, a price or notes to change",
};

/** A lot with its company's name (REST names it in every record). */
export const withCompanyName = { profile: { select: { companyName: true } } } as const;
export type LotOfCompany = Lot & { profile: { companyName: string } };

/** One of the caller's containers or payments (voided ones too), with its lot. */
export function readEntry(viewer: Viewer | null, kind: "container", id: number): Promise<Container & { lot: LotOfCompany }>;
export function readEntry(viewer: Viewer | null, kind: "payment", id: number): Promise<Payment & { lot: LotOfCompany }>;
export async function readEntry(viewer: Viewer | null, kind: "container" | "payment", id: number) {
  ledgerReader(viewer);
  const where = { id: byId(id), ...ownLotRecord(viewer) };
  const include = { lot: { include: withCompanyName } };
  const found = kind === "container" ? await db.container.findFirst({ where, include }) : await db.payment.findFirst({ where, include });
  if (!found) throw new NotFoundError(kind === "container" ? lotMessages.containerNotFound : lotMessages.paymentNotFound);
  return found;
}

/**
 * Which lot a write goes to: by its id or number, or the lot holding a container or payment (and,
 * with `lotNumber`, only if it is that lot: REST repeats it).
 */
export type LotTarget =
  | { id: number }
  | { lotNumber: string; companyKey?: string }
  | { containerId: number; lotNumber?: string; companyKey?: string }
  | { paymentId: number; lotNumber?: string; companyKey?: string };

/**
 * For an edit that repeats its lot's number (REST): the entry when it is the company's but in
 * another lot, so the same statement tells "not yours or gone" from "not that lot".
 */
function misplacedEntry(target: LotTarget, profileId: number): Prisma.Sql {
  if (!("containerId" in target || "paymentId" in target) || target.lotNumber === undefined) return Prisma.sql`SELECT 1 WHERE false`;
  const [table, id] = "containerId" in target ? ['"Container"', target.containerId] : ['"Payment"', target.paymentId];
  return Prisma.sql`
    SELECT 1 FROM ${Prisma.raw(table)} e JOIN "Lot" x ON x."id" = e."lotId"
     WHERE e."id" = ${byId(id)}::int AND ${lotOfCompanySql("x", profileId)} AND NOT EXISTS (SELECT 1 FROM "locked")`;
}

function lotCondition(target: LotTarget): Prisma.Sql {
  if ("id" in target) return Prisma.sql`"id" = ${byId(target.id)}::int`;
  const conditions: Prisma.Sql[] = [];
  if ("containerId" in target || "paymentId" in target) {
    const [table, id] = "containerId" in target ? ['"Container"', target.containerId] : ['"Payment"', target.paymentId];
    conditions.push(Prisma.sql`"id" = (SELECT "lotId" FROM ${Prisma.raw(table)} WHERE "id" = ${byId(id)}::int)`);
  }
  if (target.lotNumber !== undefined) conditions.push(Prisma.sql`"lotNumber" = ${target.lotNumber}`);
  if (target.companyKey !== undefined) conditions.push(lotOfCompanyKeySql(target.companyKey));
  return Prisma.join(conditions, " AND ");
}

/** A container or payment write: the CTE `"written"` (reading `"locked"`), and how its row comes back. */
export interface EntryWrite<Row> {
  kind: ChangeKind;
  /** "containerId" or "paymentId": the column naming it in the change history and the feed. */
  subject: "containerId" | "paymentId";
  /**
   * INSERT or UPDATE ... RETURNING the entry's row, "before" (its values before the edit as JSON,
   * null for an insert) and "after" (its values after it).
   */
  written: Prisma.Sql;
  /** The entry's columns in the statement's answer, read from the alias `w`. */
  columns: Prisma.Sql;
  row: (answer: Record<string, unknown>) => Row;
  /** An added entry as the lot's kept ledger takes it in (ledgerCache.ts); none for an edit. */
  added?: (answer: Record<string, unknown>) => AddedEntry;
  /** An edit, void or restore: why it wrote nothing when its entry was not written (see `whyNotWritten`). */
  missed?: (companyId: number) => Promise<never>;
}

/**
 * A write to one of the caller's lots as ONE SQL statement, atomic on its own. Its first CTE locks
 * the lot's row: writes to one lot run one at a time, so concurrent payments all land and the
 * ledger stays consistent. That statement also checks that the lot is the caller's (and, with
 * `lotNumber`, that it is that lot) and bumps its version, which retires every cached ledger of the
 * lot in every process (ledgerCache.ts). Then the entry is written, an edit's changed
 * fields go to the change history (an addition's every field, with no old values: change.ts), and the
 * change-feed event and its webhook deliveries follow ("changed" -> "event" -> "queued":
 * events/events.ts `eventsSql`; none when an edit changed nothing). Another company's lot, or none, is not found: nothing is written.
 * Returns the entry and the locked lot with its company, which the write's payload returns as the parent.
 */
export async function writeToOwnedLot<Row>(
  viewer: Viewer | null,
  target: LotTarget,
  notFound: string,
  entry: EntryWrite<Row>,
  now: Date,
): Promise<Row & { lot: LockedLot }> {
  const company = writesOwnCompanyOnly(viewer) ? companyOf(viewer) : await companyOfLot(viewer, target, notFound);
  const writtenBefore = rowWrittenBefore();
  if (writtenBefore !== null) {
    // This request's write committed in a process that died before keeping its answer: answer from that row.
    const found =
      entry.subject === "containerId"
        ? await readEntry(viewer, "container", writtenBefore)
        : await readEntry(viewer, "payment", writtenBefore);
    return { ...(found as unknown as Row), lot: { ...found.lot, profile: company } };
  }
  const subject = Prisma.raw(`"${entry.subject}"`);
  const [{ answer: json }] = await rawRows<{ answer: string }>(Prisma.sql`
    WITH "locked" AS (
      UPDATE "Lot" SET "version" = "version" + 1 WHERE ${lotCondition(target)} AND ${lotOfCompanySql('"Lot"', company.id)} AND "state" <> 'CLOSED'
      RETURNING *),
    "written" AS (${entry.written}),
    ${recordWrittenRowSql()},
    "diff" AS (
      SELECT w."id", w."lotId", w."before", w."after",
             (SELECT jsonb_object_agg(o."key", COALESCE(w."before" -> o."key", 'null'::jsonb))
                FROM (SELECT jsonb_object_keys(w."after") UNION SELECT jsonb_object_keys(w."before")) AS o("key")
               WHERE w."before" IS NOT NULL AND w."before" -> o."key" IS DISTINCT FROM w."after" -> o."key") AS "oldValues",
             (SELECT jsonb_object_agg(n."key", COALESCE(w."after" -> n."key", 'null'::jsonb))
                FROM (SELECT jsonb_object_keys(w."after") UNION SELECT jsonb_object_keys(COALESCE(w."before", '{}'::jsonb))) AS n("key")
               WHERE w."before" IS NULL OR w."after" -> n."key" IS DISTINCT FROM w."before" -> n."key") AS "newValues"
        FROM "written" w),
    "history" AS (
      INSERT INTO "ChangeLog" (${subject}, "userId", "apiKeyId", "changedAt", "oldValues", "newValues")
      SELECT "id", ${viewer!.id}::int, ${viewer!.apiKey?.id ?? null}::int, ${now}::timestamp(3), COALESCE("oldValues", '{}'::jsonb), "newValues"
        FROM "diff" WHERE "oldValues" IS NOT NULL OR "before" IS NULL
      RETURNING "id", "newValues"::text AS "newValues"),
    "changed" AS (
      SELECT "lotId", ${entry.subject === "containerId" ? Prisma.sql`"id"` : Prisma.sql`NULL::int`} AS "containerId",
             ${entry.subject === "paymentId" ? Prisma.sql`"id"` : Prisma.sql`NULL::int`} AS "paymentId", "after" AS "values"
        FROM "diff" WHERE "newValues" IS NOT NULL),
    ${eventsSql(viewer!, entry.kind, now, company.id)},
    "misplaced" AS (${misplacedEntry(target, company.id)})
    SELECT row_to_json("a")::text AS "answer" FROM (
    SELECT l."id" AS "lot_id", l."profileId" AS "lot_profileId", l."lotNumber" AS "lot_lotNumber", l."price"::text AS "lot_price", l."createdAt" AS "lot_createdAt", l."version" AS "lot_version", l."state"::text AS "lot_state", l."notes" AS "lot_notes",
           EXISTS (SELECT 1 FROM "misplaced") AS "misplaced", (SELECT "id" FROM "event") AS "event_id", h."id" AS "history_id", h."newValues" AS "history_newValues", ${entry.columns}
      FROM (SELECT 1) AS "one" LEFT JOIN "locked" l ON true LEFT JOIN "written" w ON true LEFT JOIN "history" h ON true) AS "a"`);
  announceChanges(company.id);
  const answer = answerRow(json);
  if (answer.misplaced) throw new InputError(lotMessages.otherLot);
  // No lot (not the caller's, or none, or closed), or no entry in it (an edit of an entry deleted meanwhile).
  if (answer.lot_id === null) {
    const [closed] = await rawRows<{ lotNumber: string }>(
      Prisma.sql`SELECT "lotNumber" FROM "Lot" WHERE ${lotCondition(target)} AND ${lotOfCompanySql('"Lot"', company.id)} AND "state" = 'CLOSED'`,
    );
    if (closed) throw new InputError(lotMessages.closed(closed.lotNumber));
    throw new NotFoundError(notFound);
  }
  if (answer.id === null) {
    if (entry.missed) await entry.missed(company.id);
    throw new NotFoundError(notFound);
  }
  const lot = lockedLotOf(answer, "lot_", company, answer.event_id);
  if (entry.added) {
    const addition = {
      id: answer.history_id as number,
      userId: viewer!.id,
      changedBy: authorName(viewer!),
      apiKeyId: viewer!.apiKey?.id ?? null,
      changedByKey: viewer!.apiKey?.name ?? null,
      changedAt: now,
      newValues: answer.history_newValues as string,
    };
    keepAddedEntry(lot, entry.added(answer), addition);
  }
  return { ...entry.row(answer), lot };
}

/** The answer's timestamp columns (without a zone: UTC wall times, as rawRows reads them). */
const answerTimestamps = ["lot_createdAt", "createdAt", "voidedAt"];

/**
 * The one row of a write's statement, which PostgreSQL sends as one JSON text, with the columns
 * typed as `rawRows` types them (the timestamps as Dates; the decimals come as text already). As
 * some 25 columns, describing and parsing them cost the driver more per write than this text does.
 */
function answerRow(json: string): Record<string, unknown> {
  const row = JSON.parse(json) as Record<string, unknown>;
  for (const column of answerTimestamps) if (typeof row[column] === "string") row[column] = utcTimestamp(row[column]);
  return row;
}

/**
 * A lot as a write locked it, with its company and (`changeEventId`) the change-feed event the write
 * appended: none when it changed nothing, or when an idempotent retry answered from an earlier write.
 */
export type LockedLot = Lot & { profile: Profile; changeEventId?: number | null };

/**
 * The lot a write's statement answered, in columns named `prefix` + the lot's field (decimals, the
 * state and dates as the statement sent them), with its company and the event it appended.
 */
export function lockedLotOf(answer: Record<string, unknown>, prefix: string, company: Profile, eventId: unknown): LockedLot {
  const column = (field: keyof Lot) => answer[prefix + field];
  return {
    id: column("id") as number,
    profileId: column("profileId") as number,
    lotNumber: column("lotNumber") as string,
    price: new Prisma.Decimal(column("price") as string),
    createdAt: column("createdAt") as Date,
    version: column("version") as number,
    state: column("state") as LotState,
    notes: column("notes") as string,
    profile: company,
    changeEventId: (eventId as number | null) ?? null,
  };
}

/**
 * The company a write by the house's staff goes to: the target lot's (they write to any company's
 * lot). A lot number alone names a lot only when one company has it. No such lot: not found.
 */
async function companyOfLot(viewer: Viewer | null, target: LotTarget, notFound: string): Promise<Profile> {
  const companies = await db.$queryRaw<Profile[]>`
    SELECT p.* FROM "Profile" p WHERE p."id" IN (SELECT "profileId" FROM "Lot" WHERE ${lotCondition(target)} AND ${writableLotSql(viewer)}) LIMIT 2`;
  if (companies.length === 0) throw new NotFoundError(notFound);
  if (companies.length > 1)
    throw InputError.fromFields({ companyName: lotMessages.lotOfSeveral((target as { lotNumber: string }).lotNumber) });
  return companies[0];
}

/** What a write's payload holds of its lot (see loadedQuery.ts): the whole row and its company's. */
export const lockedLotHeld = wholeRow(Prisma.LotScalarFieldEnum, { profile: wholeRow(Prisma.ProfileScalarFieldEnum) });

export const byId = (id: number) => (Number.isSafeInteger(id) ? id : -1);

export const dateOrToday = (value: unknown) => parseCalendarDate(value) ?? todayIn(config.timeZone);

export const voidColumns = Prisma.sql`w."version", w."agreement"::text AS "agreement", w."voidedAt", w."voidReason", w."voidedById", w."voidedByApiKeyId"`;
export const voidFields = (answer: Record<string, unknown>) => ({
  version: answer.version as number,
  agreement: JSON.parse(answer.agreement as string) as Prisma.JsonValue,
  voidedAt: answer.voidedAt as Date | null,
  voidReason: answer.voidReason as string | null,
  voidedById: answer.voidedById as number | null,
  voidedByApiKeyId: answer.voidedByApiKeyId as number | null,
});

/** A new entry's agreement (issue 47): recorded by the writer's side, waiting for the other. */
export const recordedBySql = (viewer: Viewer | null) =>
  Prisma.sql`jsonb_build_object('state', 'RECORDED', 'recordedBy', ${sideOf(viewer)}::text)`;
