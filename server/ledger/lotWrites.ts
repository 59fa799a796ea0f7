import { db, Prisma, rawRows } from "../db.ts";
import { config } from "../config.ts";
import type { Viewer } from "../context.ts";
import type { Container, Lot, Payment, Profile } from "../generated/prisma/client.ts";
import type { ChangeKind, LotState } from "../generated/prisma/enums.ts";
import { ConflictError, InputError, NotFoundError, assertValid } from "../errors.ts";
import { calendarDateToDate, parseCalendarDate, todayIn } from "../../shared/dates.ts";
import { parseDecimal } from "../../shared/money.ts";
import { containerNumberText, text, validateContainer, validatePayment, voidReasonProblem } from "../../shared/validation.ts";
import {
  accessMessages,
  authorName,
  authorNameSql,
  companyOf,
  ledgerReader,
  entryWriter,
  lotOfCompanyKeySql,
  lotOfCompanySql,
  ownCompanyRecord,
  ownLotRecord,
  sideOf,
  writableLotSql,
  writerSideSql,
  writesOwnCompanyOnly,
} from "../access.ts";
import { eventsSql } from "../events/events.ts";
import { announceChanges } from "../events/changeNotifier.ts";
import { wholeRow } from "../graphql/loadedQuery.ts";
import { keepAddedEntry, type AddedEntry } from "./ledgerRead.ts";
import { recordWrittenRowSql, rowWrittenBefore } from "../integrations/idempotency.ts";
import {
  chequeProblem,
  containerPaperFields,
  paperMessages,
  papersEdit,
  papersProblems,
  paymentPaperFields,
  weightsProblem,
  type PapersEdit,
} from "../../shared/papers.ts";

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
const withCompanyName = { profile: { select: { companyName: true } } } as const;
export type LotOfCompany = Lot & { profile: { companyName: string } };
/** The lots of the company with key `companyKey` only; every lot the caller reads when null. */
const ofCompanyKeyed = (companyKey: string | null) => (companyKey === null ? {} : { profile: { companyKey } });

/** The caller's lots (the house's staff: every company's, or `companyKey`'s), oldest first. */
export function listLots(viewer: Viewer | null, companyKey: string | null = null): Promise<LotOfCompany[]> {
  ledgerReader(viewer);
  return db.lot.findMany({
    where: { ...ownCompanyRecord(viewer), ...ofCompanyKeyed(companyKey) },
    include: withCompanyName,
    orderBy: { id: "asc" },
  });
}

/** The caller's containers of every lot that count (not voided), oldest first, each with its lot. */
export function listContainers(viewer: Viewer | null, companyKey: string | null = null): Promise<(Container & { lot: LotOfCompany })[]> {
  ledgerReader(viewer);
  return db.container.findMany({
    where: { lot: { ...ownCompanyRecord(viewer), ...ofCompanyKeyed(companyKey) }, voidedAt: null },
    include: { lot: { include: withCompanyName } },
    orderBy: { id: "asc" },
  });
}

/** The caller's payments of every lot that count (not voided), oldest first, each with its lot. */
export function listPayments(viewer: Viewer | null, companyKey: string | null = null): Promise<(Payment & { lot: LotOfCompany })[]> {
  ledgerReader(viewer);
  return db.payment.findMany({
    where: { lot: { ...ownCompanyRecord(viewer), ...ofCompanyKeyed(companyKey) }, voidedAt: null },
    include: { lot: { include: withCompanyName } },
    orderBy: { id: "asc" },
  });
}

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
  /** An added entry as the lot's kept ledger takes it in (ledgerRead.ts); none for an edit. */
  added?: (answer: Record<string, unknown>) => AddedEntry;
  /** An edit, void or restore: why it wrote nothing when its entry was not written (see `whyNotWritten`). */
  missed?: (companyId: number) => Promise<never>;
}

/**
 * A write to one of the caller's lots as ONE SQL statement, atomic on its own. Its first CTE locks
 * the lot's row: writes to one lot run one at a time, so concurrent payments all land and the
 * ledger stays consistent. That statement also checks that the lot is the caller's (and, with
 * `lotNumber`, that it is that lot) and bumps its version, which retires every cached ledger of the
 * lot in every process (ledgerRead.ts). Then the entry is written, an edit's changed
 * fields go to the change history (an addition's every field, with no old values: change.ts), and the change-feed event ("changed" -> "event", changeFeed.ts)
 * and its webhook deliveries ("event" -> "queued", webhooks/queue.ts) follow (none when an edit
 * changed nothing). Another company's lot, or none, is not found: nothing is written.
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
  const [answer] = await rawRows<Record<string, unknown>>(Prisma.sql`
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
    SELECT l."id" AS "lot_id", l."profileId" AS "lot_profileId", l."lotNumber" AS "lot_lotNumber", l."price"::text AS "lot_price", l."createdAt" AS "lot_createdAt", l."version" AS "lot_version", l."state"::text AS "lot_state", l."notes" AS "lot_notes",
           EXISTS (SELECT 1 FROM "misplaced") AS "misplaced", (SELECT "id" FROM "event") AS "event_id", h."id" AS "history_id", h."newValues" AS "history_newValues", ${entry.columns}
      FROM (SELECT 1) AS "one" LEFT JOIN "locked" l ON true LEFT JOIN "written" w ON true LEFT JOIN "history" h ON true`);
  announceChanges(company.id);
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

const dateOrToday = (value: unknown) => parseCalendarDate(value) ?? todayIn(config.timeZone);

interface ContainerInput {
  containerNo?: unknown;
  sealNo?: unknown;
  material?: unknown;
  quantity?: unknown;
  date?: unknown;
  /** Its papers (shared/papers.ts): absent, unchanged; null or blank, cleared. */
  [paper: string]: unknown;
}

interface PaymentInput {
  amount?: unknown;
  date?: unknown;
  [paper: string]: unknown;
}

/** A papers edit as SQL: the fields set merged over `papers`, the cleared ones removed. */
const papersSql = (papers: Prisma.Sql, edit: PapersEdit) =>
  Prisma.sql`((${papers} || ${JSON.stringify(edit.set)}::jsonb) - ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(edit.cleared)}::jsonb)))`;

/** The editable values of a container or payment as plain strings, from SQL: what the change history and the change feed record. */
const containerValuesSql = (alias: string) => {
  const a = Prisma.raw(alias);
  return Prisma.sql`(jsonb_build_object('date', to_char(${a}."date", 'YYYY-MM-DD'), 'containerNo', ${a}."containerNo", 'sealNo', ${a}."sealNo", 'material', ${a}."material", 'quantity', ${a}."quantityKg"::text) || ${a}."papers")`;
};
const paymentValuesSql = (alias: string) => {
  const a = Prisma.raw(alias);
  return Prisma.sql`(jsonb_build_object('date', to_char(${a}."date", 'YYYY-MM-DD'), 'amount', ${a}."amount"::text) || ${a}."papers")`;
};

const voidColumns = Prisma.sql`w."version", w."agreement"::text AS "agreement", w."voidedAt", w."voidReason", w."voidedById", w."voidedByApiKeyId"`;
const voidFields = (answer: Record<string, unknown>) => ({
  version: answer.version as number,
  agreement: JSON.parse(answer.agreement as string),
  voidedAt: answer.voidedAt as Date | null,
  voidReason: answer.voidReason as string | null,
  voidedById: answer.voidedById as number | null,
  voidedByApiKeyId: answer.voidedByApiKeyId as number | null,
});
const containerColumns = Prisma.sql`w."id", w."lotId", w."containerNo", w."sealNo", w."material", w."quantityKg"::text AS "quantityKg", w."pricePerTon"::text AS "pricePerTon", w."papers"::text AS "papers", to_char(w."date", 'YYYY-MM-DD') AS "date", w."createdAt", ${voidColumns}`;
const paymentColumns = Prisma.sql`w."id", w."lotId", w."amount"::text AS "amount", w."papers"::text AS "papers", to_char(w."date", 'YYYY-MM-DD') AS "date", w."createdAt", ${voidColumns}`;

const containerRow = (answer: Record<string, unknown>): Container => ({
  id: answer.id as number,
  lotId: answer.lotId as number,
  containerNo: answer.containerNo as string,
  sealNo: answer.sealNo as string,
  material: answer.material as string,
  quantityKg: new Prisma.Decimal(answer.quantityKg as string),
  pricePerTon: new Prisma.Decimal(answer.pricePerTon as string),
  papers: JSON.parse(answer.papers as string),
  date: calendarDateToDate(answer.date as string),
  createdAt: answer.createdAt as Date,
  ...voidFields(answer),
});

const paymentRow = (answer: Record<string, unknown>): Payment => ({
  id: answer.id as number,
  lotId: answer.lotId as number,
  amount: new Prisma.Decimal(answer.amount as string),
  papers: JSON.parse(answer.papers as string),
  date: calendarDateToDate(answer.date as string),
  createdAt: answer.createdAt as Date,
  ...voidFields(answer),
});

export const containerKind: EntryKind<Container> = {
  table: "Container",
  noun: "container",
  subject: "containerId",
  values: containerValuesSql,
  columns: containerColumns,
  row: containerRow,
  notFound: lotMessages.containerNotFound,
  kinds: { updated: "CONTAINER_UPDATED", voided: "CONTAINER_VOIDED", restored: "CONTAINER_RESTORED" },
};

export const paymentKind: EntryKind<Payment> = {
  table: "Payment",
  noun: "payment",
  subject: "paymentId",
  values: paymentValuesSql,
  columns: paymentColumns,
  row: paymentRow,
  notFound: lotMessages.paymentNotFound,
  kinds: { updated: "PAYMENT_UPDATED", voided: "PAYMENT_VOIDED", restored: "PAYMENT_RESTORED" },
};

/** The lot to add to: by id (GraphQL) or by number (REST). */
export function addContainer(viewer: Viewer | null, lot: { id: number } | { lotNumber: string }, input: ContainerInput) {
  entryWriter(viewer);
  assertValid({ ...validateContainer(input), ...papersProblems(input, containerPaperFields) });
  const papers = papersEdit(input, containerPaperFields).set;
  const quantity = parseDecimal(input.quantity, 3)!.toFixed(3);
  const weights = weightsProblem(papers, quantity);
  if (weights) throw InputError.fromFields({ grossKg: weights });
  const now = new Date();
  return writeToOwnedLot(
    viewer,
    lot,
    lotMessages.lotNotFound,
    {
      kind: "CONTAINER_CREATED",
      subject: "containerId",
      written: Prisma.sql`
      INSERT INTO "Container" ("lotId", "containerNo", "sealNo", "material", "quantityKg", "pricePerTon", "papers", "date", "createdAt", "agreement")
      SELECT "id", ${containerNumberText(input.containerNo)}, ${text(input.sealNo)}, ${text(input.material)}, ${quantity}::numeric,
             COALESCE(${papers.ownPricePerTon ?? null}::numeric, "price"), ${JSON.stringify(papers)}::jsonb, ${dateOrToday(input.date)}::date, ${now}::timestamp(3), ${recordedBySql(viewer)}
        FROM "locked"
      RETURNING *, NULL::jsonb AS "before", ${containerValuesSql('"Container"')} AS "after"`,
      columns: containerColumns,
      row: containerRow,
      added: (answer) => ({ ...(answer as Omit<AddedEntry & { kind: "C" }, "kind">), kind: "C" }),
    },
    now,
  );
}

/** A new entry's agreement (issue 47): recorded by the writer's side, waiting for the other. */
const recordedBySql = (viewer: Viewer | null) => Prisma.sql`jsonb_build_object('state', 'RECORDED', 'recordedBy', ${sideOf(viewer)}::text)`;

/** An edit sends only what it changes: an absent field (NULL) leaves its column as it is. */
const edited = <T>(value: unknown, convert: (value: unknown) => T): T | null => (value === undefined ? null : convert(value));

/** A container or payment: where it lives and how its values read, for edits, voids and restores. */
export interface EntryKind<Row> {
  table: "Container" | "Payment";
  noun: "container" | "payment";
  subject: "containerId" | "paymentId";
  values: (alias: string) => Prisma.Sql;
  columns: Prisma.Sql;
  row: (answer: Record<string, unknown>) => Row;
  notFound: string;
  kinds: { updated: ChangeKind; voided: ChangeKind; restored: ChangeKind };
}

/** Whether the entry counts, as its history and the change feed record it (field "status"). */
const statusSql = (alias: string) =>
  Prisma.sql`jsonb_build_object('status', CASE WHEN ${Prisma.raw(alias)}."voidedAt" IS NULL THEN 'counted' ELSE 'voided: ' || ${Prisma.raw(alias)}."voidReason" END)`;

/**
 * An edit's, void's or restore's "written" CTE: the entry's row locked (after the lot's: it reads
 * "locked") and read as it is now, then updated from it, so "before" is exactly what it replaced.
 * `expectedVersion`, when given, must be the entry's version: otherwise nothing is written (see
 * `whyNotWritten`). Every change bumps the entry's version.
 */
export function changeEntrySql<Row>(
  viewer: Viewer | null,
  kind: EntryKind<Row>,
  id: number,
  set: Prisma.Sql,
  when: Prisma.Sql,
  expectedVersion: number | null | undefined,
) {
  const t = Prisma.raw(`"${kind.table}"`);
  const values = (alias: string) => Prisma.sql`(${kind.values(alias)} || ${statusSql(alias)})`;
  // Values that change ask the other side again (issue 47: the trigger "entry_values_changed" decides).
  return Prisma.sql`
    UPDATE ${t} SET ${set}, "version" = "old"."version" + 1, "agreement" = "old"."agreement" || ${writerSideSql(viewer)}
      FROM (SELECT e.* FROM "locked" l JOIN ${t} e ON e."lotId" = l."id" AND e."id" = ${byId(id)}::int FOR UPDATE OF e) AS "old"
     WHERE ${t}."id" = "old"."id" AND ${when} AND (${expectedVersion ?? null}::int IS NULL OR "old"."version" = ${expectedVersion ?? null}::int)
    RETURNING ${t}.*, ${values('"old"')} AS "before", ${values(`"${kind.table}"`)} AS "after"`;
}

export const entryMessages = {
  voided: (noun: string) => `This ${noun} is voided: restore it before editing it.`,
  alreadyVoided: (noun: string) => `This ${noun} is already voided.`,
  notVoided: (noun: string) => `This ${noun} is not voided: there is nothing to restore.`,
  /** Read by API callers too: it says what happened; the screens word their own notice. */
  conflict: (noun: string, by: string | null, version: number) =>
    `${by ?? "Someone"} changed this ${noun} after the version you sent (now version ${version}); nothing was written.`,
  /** A version above the entry's own: no change of anyone's came between, the caller's version is wrong. */
  neverVersion: (noun: string, sent: number, version: number) =>
    `This ${noun} has no version ${sent}: its version is ${version}; nothing was written.`,
  badVersion: "expectedVersion must be a version this entry was given (a whole number from 1)",
};

/** The entry as it is now, and the latest change to it (who, when), in the caller's company. */
async function currentEntry<Row>(kind: EntryKind<Row>, id: number, companyId: number) {
  const t = Prisma.raw(`"${kind.table}"`);
  const subject = Prisma.raw(`"${kind.subject}"`);
  const [current] = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT ${kind.columns}, ev."occurredAt" AS "changedAt", COALESCE(k."name", ${authorNameSql("u")}) AS "changedBy"
      FROM ${t} w JOIN "Lot" l ON l."id" = w."lotId" AND ${lotOfCompanySql("l", companyId)}
      LEFT JOIN LATERAL (SELECT * FROM "ChangeEvent" e WHERE e.${subject} = w."id" ORDER BY e."id" DESC LIMIT 1) ev ON true
      LEFT JOIN "User" u ON u."id" = ev."userId" LEFT JOIN "ApiKey" k ON k."id" = ev."apiKeyId"
     WHERE w."id" = ${byId(id)}::int`;
  return current;
}

/**
 * Why an edit, void or restore of the caller's entry wrote nothing: it never had the version sent
 * (InputError: versions only grow), another changed it since the version the editor saw
 * (ConflictError, with its values now and who changed it when), it is voided (or, for a void or
 * restore, already in the state asked for), or it is gone.
 */
export async function whyNotWritten<Row>(
  kind: EntryKind<Row>,
  id: number,
  companyId: number,
  expectedVersion: number | null | undefined,
  refusal: (voided: boolean, current: Record<string, unknown>) => string | null,
): Promise<never> {
  const current = await currentEntry(kind, id, companyId);
  if (!current) throw new NotFoundError(kind.notFound);
  const version = current.version as number;
  if (expectedVersion != null && expectedVersion > version)
    throw new InputError(entryMessages.neverVersion(kind.noun, expectedVersion, version));
  if (expectedVersion != null && version !== expectedVersion) {
    throw new ConflictError(entryMessages.conflict(kind.noun, current.changedBy as string | null, version), {
      typename: kind.table,
      entry: kind.row(current) as Container | Payment,
      changedBy: current.changedBy as string | null,
      changedAt: current.changedAt as Date | null,
    });
  }
  const refused = refusal(current.voidedAt !== null, current);
  if (refused) throw new InputError(refused);
  throw new NotFoundError(kind.notFound);
}

export function checkedVersion(expectedVersion: unknown): number | null {
  if (expectedVersion === undefined || expectedVersion === null) return null;
  if (!Number.isSafeInteger(expectedVersion) || (expectedVersion as number) < 1) throw new InputError(entryMessages.badVersion);
  return expectedVersion as number;
}

/** An edit of an entry that counts: only what it changes. */
/**
 * `check`: a condition on the edited row's new values (as `"old"` plus the edit: see
 * updateContainer's weights); when it fails nothing is written and `checkFailed` is the refusal.
 */
function editEntry<Row>(
  viewer: Viewer | null,
  kind: EntryKind<Row>,
  id: number,
  set: Prisma.Sql,
  options: EntryWriteOptions,
  check?: { sql: Prisma.Sql; failed: () => InputError },
) {
  const expectedVersion = checkedVersion(options.expectedVersion);
  const when = check ? Prisma.sql`"old"."voidedAt" IS NULL AND ${check.sql}` : Prisma.sql`"old"."voidedAt" IS NULL`;
  return writeToOwnedLot(
    viewer,
    { [kind.subject]: id, lotNumber: options.lotNumber, companyKey: options.companyKey } as LotTarget,
    kind.notFound,
    {
      kind: kind.kinds.updated,
      subject: kind.subject,
      written: changeEntrySql(viewer, kind, id, set, when, expectedVersion),
      columns: kind.columns,
      row: kind.row,
      missed: async (companyId) => {
        try {
          return await whyNotWritten(kind, id, companyId, expectedVersion, (voided) => (voided ? entryMessages.voided(kind.noun) : null));
        } catch (error) {
          // Found, counted and at the version sent: what stopped it was the check.
          if (check && error instanceof NotFoundError && (await currentEntry(kind, id, companyId))) throw check.failed();
          throw error;
        }
      },
    },
    new Date(),
  );
}

/** Options of an edit, void or restore: the version the editor saw, and (REST) the lot number it repeats. */
export interface EntryWriteOptions {
  expectedVersion?: unknown;
  lotNumber?: string;
  /** REST's companyName, as a key (access.ts restCompanyKey): the entry must be that company's. */
  companyKey?: string;
}

/**
 * Voids an entry (it stays on record, in its history and the statements' audit trail, but counts
 * in no balance) or restores a voided one. Voids and restores need a write access like edits.
 */
function setVoided<Row>(
  viewer: Viewer | null,
  kind: EntryKind<Row>,
  id: number,
  voided: { reason: unknown } | null,
  options: EntryWriteOptions,
) {
  entryWriter(viewer);
  const reason = voided ? text(voided.reason) : null;
  const reasonProblem = reason === null ? undefined : voidReasonProblem(reason);
  if (reasonProblem) throw InputError.fromFields({ reason: reasonProblem });
  const expectedVersion = checkedVersion(options.expectedVersion);
  const now = new Date();
  const set = voided
    ? Prisma.sql`"voidedAt" = ${now}::timestamp(3), "voidReason" = ${reason}, "voidedById" = ${viewer!.id}::int, "voidedByApiKeyId" = ${viewer!.apiKey?.id ?? null}::int`
    : Prisma.sql`"voidedAt" = NULL, "voidReason" = NULL, "voidedById" = NULL, "voidedByApiKeyId" = NULL`;
  return writeToOwnedLot(
    viewer,
    { [kind.subject]: id, lotNumber: options.lotNumber, companyKey: options.companyKey } as LotTarget,
    kind.notFound,
    {
      kind: voided ? kind.kinds.voided : kind.kinds.restored,
      subject: kind.subject,
      written: changeEntrySql(
        viewer,
        kind,
        id,
        set,
        voided ? Prisma.sql`"old"."voidedAt" IS NULL` : Prisma.sql`"old"."voidedAt" IS NOT NULL`,
        expectedVersion,
      ),
      columns: kind.columns,
      row: kind.row,
      missed: (companyId) =>
        whyNotWritten(kind, id, companyId, expectedVersion, (isVoided) =>
          voided && isVoided ? entryMessages.alreadyVoided(kind.noun) : !voided && !isVoided ? entryMessages.notVoided(kind.noun) : null,
        ),
    },
    now,
  );
}

/** `lotNumber`, when given, must be the entry's lot (REST repeats it): otherwise the entry is not found. */
export function updateContainer(viewer: Viewer | null, containerId: number, input: ContainerInput, options: EntryWriteOptions = {}) {
  entryWriter(viewer);
  assertValid({ ...validateContainer(input, { partial: true }), ...papersProblems(input, containerPaperFields) });
  const quantity = edited(input.quantity, (kg) => parseDecimal(kg, 3)!.toFixed(3));
  const edit = papersEdit(input, containerPaperFields);
  const papers = papersSql(Prisma.sql`"old"."papers"`, edit);
  const newQuantity = Prisma.sql`COALESCE(${quantity}::numeric, "old"."quantityKg")`;
  // Its own price when given; the lot's again when cleared; otherwise as it was.
  const price =
    edit.set.ownPricePerTon !== undefined
      ? Prisma.sql`${edit.set.ownPricePerTon}::numeric`
      : edit.cleared.includes("ownPricePerTon")
        ? Prisma.sql`(SELECT "price" FROM "locked")`
        : Prisma.sql`"old"."pricePerTon"`;
  const set = Prisma.sql`
    "containerNo" = COALESCE(${edited(input.containerNo, containerNumberText)}, "old"."containerNo"),
    "sealNo" = COALESCE(${edited(input.sealNo, text)}, "old"."sealNo"),
    "material" = COALESCE(${edited(input.material, text)}, "old"."material"),
    "quantityKg" = ${newQuantity},
    "pricePerTon" = ${price},
    "papers" = ${papers},
    "date" = COALESCE(${parseCalendarDate(input.date)}::date, "old"."date")`;
  const touchesWeights = quantity !== null || ["grossKg", "tareKg"].some((field) => input[field] !== undefined);
  if (!touchesWeights) return editEntry(viewer, containerKind, containerId, set, options);
  // All three given: refused here with the figures. Otherwise the row's others decide, in the write's own statement.
  if (quantity !== null && edit.set.grossKg !== undefined && edit.set.tareKg !== undefined) {
    const weights = weightsProblem(edit.set, quantity);
    if (weights) throw InputError.fromFields({ grossKg: weights });
  }
  const gross = Prisma.sql`(${papers} ->> 'grossKg')::numeric`;
  const tare = Prisma.sql`(${papers} ->> 'tareKg')::numeric`;
  const agree = Prisma.sql`(${gross} IS NULL OR ${tare} IS NULL OR (${tare} <= ${gross} AND ${gross} - ${tare} = ${newQuantity}))`;
  return editEntry(viewer, containerKind, containerId, set, options, {
    sql: agree,
    failed: () => InputError.fromFields({ grossKg: paperMessages.weightsRefused }),
  });
}

export const voidContainer = (viewer: Viewer | null, containerId: number, input: { reason?: unknown }, options: EntryWriteOptions = {}) =>
  setVoided(viewer, containerKind, containerId, { reason: input.reason }, options);
export const restoreContainer = (viewer: Viewer | null, containerId: number, options: EntryWriteOptions = {}) =>
  setVoided(viewer, containerKind, containerId, null, options);

export function addPayment(viewer: Viewer | null, lot: { id: number } | { lotNumber: string }, input: PaymentInput) {
  entryWriter(viewer);
  assertValid({ ...validatePayment(input), ...papersProblems(input, paymentPaperFields) });
  const papers = papersEdit(input, paymentPaperFields).set;
  assertValid(chequeProblem(papers));
  const now = new Date();
  return writeToOwnedLot(
    viewer,
    lot,
    lotMessages.lotNotFound,
    {
      kind: "PAYMENT_CREATED",
      subject: "paymentId",
      written: Prisma.sql`
      INSERT INTO "Payment" ("lotId", "amount", "papers", "date", "createdAt", "agreement")
      SELECT "id", ${parseDecimal(input.amount, 2)!.toFixed(2)}::numeric, ${JSON.stringify(papers)}::jsonb, ${dateOrToday(input.date)}::date, ${now}::timestamp(3), ${recordedBySql(viewer)} FROM "locked"
      RETURNING *, NULL::jsonb AS "before", ${paymentValuesSql('"Payment"')} AS "after"`,
      columns: paymentColumns,
      row: paymentRow,
      added: (answer) => ({ ...(answer as Omit<AddedEntry & { kind: "P" }, "kind">), kind: "P" }),
    },
    now,
  );
}

export function updatePayment(viewer: Viewer | null, paymentId: number, input: PaymentInput, options: EntryWriteOptions = {}) {
  entryWriter(viewer);
  assertValid({ ...validatePayment(input, { partial: true }), ...papersProblems(input, paymentPaperFields) });
  const amount = edited(input.amount, (value) => parseDecimal(value, 2)!.toFixed(2));
  const edit = papersEdit(input, paymentPaperFields);
  const papers = papersSql(Prisma.sql`"old"."papers"`, edit);
  const set = Prisma.sql`
    "amount" = COALESCE(${amount}::numeric, "old"."amount"),
    "papers" = ${papers},
    "date" = COALESCE(${parseCalendarDate(input.date)}::date, "old"."date")`;
  if (!["method", "chequeDueDate"].some((field) => input[field] !== undefined))
    return editEntry(viewer, paymentKind, paymentId, set, options);
  // Both given: refused here. Otherwise the payment's other decides, in the write's own statement.
  if (input.method !== undefined && input.chequeDueDate !== undefined) assertValid(chequeProblem(edit.set));
  const method = Prisma.sql`(${papers} ->> 'method')`;
  const due = Prisma.sql`(${papers} ->> 'chequeDueDate')`;
  const agree = Prisma.sql`((${method} IS NOT DISTINCT FROM 'POST_DATED_CHEQUE') = (${due} IS NOT NULL))`;
  return editEntry(viewer, paymentKind, paymentId, set, options, {
    sql: agree,
    failed: () => InputError.fromFields({ chequeDueDate: paperMessages.chequeRefused }),
  });
}

export const voidPayment = (viewer: Viewer | null, paymentId: number, input: { reason?: unknown }, options: EntryWriteOptions = {}) =>
  setVoided(viewer, paymentKind, paymentId, { reason: input.reason }, options);
export const restorePayment = (viewer: Viewer | null, paymentId: number, options: EntryWriteOptions = {}) =>
  setVoided(viewer, paymentKind, paymentId, null, options);
