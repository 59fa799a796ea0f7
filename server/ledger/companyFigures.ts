import { Prisma, rawRows } from "../db.ts";
import type { Lot } from "../generated/prisma/client.ts";
import { lotOfCompanySql } from "../access/companyFilters.ts";
import { Fixed } from "../../shared/money.ts";
import { InputError } from "../errors.ts";
import { config } from "../config.ts";
import { keepRecent } from "../keepRecent.ts";
import { lotStatement, type DateRange, type LotStatement } from "../../shared/ledger.ts";
import { wholeRow } from "../graphql/loadedQuery.ts";
import { readEntries, readStatementEntries } from "./ledgerSql.ts";
import { LotRead, readsByLot, statementReadsByLot, type VoidedRecord } from "./lotRead.ts";
import { lotLedgerValue, statementValue, type LotLedger, type StatementValue } from "./ledgerAnswer.ts";

/**
 * A company's statement: every lot's figures summed in SQL (the statements, the lots overview, the
 * house's counterparties and ageing share these sums), kept per lot version so what a read costs
 * grows with the lots written to, not with the lots nor their rows; and the detailed statement,
 * the figures with the rows of a page of lots (ledgerSql.ts reads those).
 */

/** The one condition that keeps voided containers and payments out of every balance, total and figure. */
export const counted = Prisma.sql`"voidedAt" IS NULL`;

export interface CompanyLedger extends StatementValue {
  /** `voided`: the lot's voided entries, when the statement read its rows (from the same read). */
  lots: Array<{ lot: Lot; statement: LotLedger; voided?: VoidedRecord[] }>;
  /** How many lots the company has: all of them count in the figures, whatever page of them `lots` holds. */
  lotCount: number;
  /** The state of the company's lots the statement was read at (`lots` and the figures alike). */
  state: CompanyState;
}

/** Which of a company's lots (by id) a statement lists: `offset` of them skipped, then at most `limit` (null: all the rest). */
export interface LotPage {
  offset: number;
  limit: number | null;
}

/** The page's lots of a statement read for all of them. */
export const lotsOfPage = (statement: CompanyLedger, { offset, limit }: LotPage): CompanyLedger =>
  offset === 0 && limit === null
    ? statement
    : { ...statement, lots: statement.lots.slice(offset, limit === null ? undefined : offset + limit) };

/** How many times the rows are read again when a lot changed between the figures and its rows. */
const ROW_READS = 3;

/**
 * The company statement with the rows of the page's lots: the detailed statement (PDF, CSV). The
 * figures of every lot and the grand totals are `companyFigures`'s; the page's lots are read with
 * their rows and computed from them. Two statements, so a write between them shows as a lot whose
 * rows are of another version than its figures: then both are read again. What the answer says
 * is thus of one state (`state`), and pages whose states are equal fit together. Without `records`
 * (the query asks for no row's container or payment) the lots are read without their entries'
 * history (readStatementEntries).
 */
export async function companyLedger(
  profileId: number,
  range: DateRange,
  page: LotPage,
  { records = true }: { records?: boolean } = {},
): Promise<CompanyLedger> {
  const read = async (ids: Prisma.Sql) =>
    records ? readsByLot(await readEntries(ids)) : statementReadsByLot(await readStatementEntries(ids));
  for (let attempt = 1; ; attempt++) {
    const figures = lotsOfPage(await companyFigures(profileId, range), page);
    const lots = figures.lots.map(({ lot }) => lot);
    const byLot =
      lots.length === 0 ? new Map<number, LotRead>() : await read(Prisma.sql`SELECT unnest(${lots.map((lot) => lot.id)}::int[])`);
    const reads = lots.map((lot) => byLot.get(lot.id) ?? new LotRead(lot.id, records));
    if (reads.some((lotRead, i) => lotRead.version !== lots[i].version)) {
      if (attempt < ROW_READS) continue;
      throw new Error(`The lots of company ${profileId} changed under ${ROW_READS} reads of the statement in a row`);
    }
    return {
      ...figures,
      lots: lots.map((lot, i) => ({
        lot,
        statement: lotLedgerValue(reads[i], lotStatement(reads[i], range)),
        voided: reads[i].voidedRecords(),
      })),
    };
  }
}

interface LotRow {
  id: number;
  profileId: number;
  lotNumber: string;
  price: string;
  createdAt: Date;
  version: number;
  state: "OPEN" | "SHIPPED" | "CLOSED";
  notes: string;
}

/** Whole cents before `from` (each container's amount rounded half-up to the cent, as its row shows it) and grams and cents in range, as text. */
interface LotSumsRow {
  id: number;
  version: number;
  containersBefore: string;
  paidBefore: string;
  gramsIn: string;
  containersIn: string;
  paidIn: string;
  containerCountIn: number;
  /** The latest container or payment date within the range, YYYY-MM-DD; null without any. */
  lastDateIn: string | null;
}

/**
 * A container's tons in grams and its amount in whole cents, rounded half-up as its row shows it, over
 * the columns of "Container": the one rule of every figure summed in SQL (the statements, the lots
 * overview, the house's counterparties and ageing).
 */
export const containerGramsSql = Prisma.sql`"quantityKg" * 1000`;
export const containerCentsSql = Prisma.sql`div("quantityKg" * 1000 * ("pricePerTon" * 100) + 500000, 1000000)`;
/** A payment's amount in whole cents. */
export const paymentCentsSql = Prisma.sql`"amount" * 100`;

/**
 * Whose step is next on an entry (issue 47), over its "agreement" column (`alias`."agreement"): 'HOUSE',
 * 'COUNTERPARTY' or NULL once confirmed. shared/agreement.ts `waitingFor` in SQL, with `parseAgreement`'s
 * reading of what is missing (a state other than confirmed or disputed is recorded; a recorder other
 * than the house is the counterparty): a recorded entry and an answered dispute wait for the side that
 * did not record it, a dispute not yet answered for the side that did.
 */
export function waitingForSql(alias: string): Prisma.Sql {
  const a = Prisma.raw(`${alias}."agreement"`);
  const recorder = Prisma.sql`(CASE WHEN ${a} ->> 'recordedBy' = 'HOUSE' THEN 'HOUSE' ELSE 'COUNTERPARTY' END)`;
  const other = Prisma.sql`(CASE WHEN ${a} ->> 'recordedBy' = 'HOUSE' THEN 'COUNTERPARTY' ELSE 'HOUSE' END)`;
  return Prisma.sql`(CASE WHEN ${a} ->> 'state' = 'CONFIRMED' THEN NULL
    WHEN ${a} ->> 'state' = 'DISPUTED' AND COALESCE(${a} ->> 'answer', '') = '' THEN ${recorder} ELSE ${other} END)`;
}

/**
 * One lot's entries (voided ones too: a void waits for the other side as well) counted by where they
 * stand, as a LATERAL subquery (`alias`, "a" unless told) to join to the lot (its id: `lotId`), read through the entries'
 * lot index, only where `when` holds: how many wait for the house, for the counterparty, and are disputed.
 */
export function agreementCountsSql(lotId: Prisma.Sql, when: Prisma.Sql, alias = "a"): Prisma.Sql {
  return Prisma.sql`
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE "waitingFor" = 'HOUSE') AS "waitingForHouse",
             count(*) FILTER (WHERE "waitingFor" = 'COUNTERPARTY') AS "waitingForCounterparty",
             count(*) FILTER (WHERE "state" = 'DISPUTED') AS "disputed"
        FROM (SELECT ${waitingForSql("e")} AS "waitingFor", e."agreement" ->> 'state' AS "state" FROM "Container" e WHERE e."lotId" = ${lotId} AND ${when}
              UNION ALL
              SELECT ${waitingForSql("e")}, e."agreement" ->> 'state' FROM "Payment" e WHERE e."lotId" = ${lotId} AND ${when}) x) ${Prisma.raw(`"${alias}"`)} ON true`;
}

/** A lot's entries by where they stand (agreementCountsSql). */
export interface LotAgreementCounts {
  waitingForHouse: number;
  waitingForCounterparty: number;
  disputed: number;
}

/** One lot's figures over one range. */
type LotFigures = Omit<LotStatement, "rows">;

/**
 * The sums of one lot's counted containers and payments (its id: `lotId`) before `from` and within
 * the range, as two LATERAL subqueries to join to the lot: `c` (count, grams, cents, each
 * container's amount rounded half-up to the cent as its row shows it, last date) and `p` (cents,
 * last date), read through the entries' lot index. Only where `when` holds: elsewhere they read
 * nothing (and their columns are not to be used).
 */
function lotSumsSql(lotId: Prisma.Sql, when: Prisma.Sql, from: string | null, to: string | null): Prisma.Sql {
  const before = Prisma.sql`${from}::date IS NOT NULL AND "date" < ${from}::date`;
  const within = Prisma.sql`(${from}::date IS NULL OR "date" >= ${from}::date) AND (${to}::date IS NULL OR "date" <= ${to}::date)`;
  return Prisma.sql`
    LEFT JOIN LATERAL (
      SELECT COALESCE(sum("cents") FILTER (WHERE ${before}), 0) AS "before",
             count(*) FILTER (WHERE ${within}) AS "count",
             COALESCE(sum("grams") FILTER (WHERE ${within}), 0) AS "grams",
             COALESCE(sum("cents") FILTER (WHERE ${within}), 0) AS "within",
             max("date") FILTER (WHERE ${within}) AS "lastDate"
        FROM (SELECT "date", ${containerGramsSql} AS "grams", ${containerCentsSql} AS "cents"
                FROM "Container" WHERE "lotId" = ${lotId} AND ${counted} AND ${when}) e) c ON true
    LEFT JOIN LATERAL (
      SELECT COALESCE(sum(${paymentCentsSql}) FILTER (WHERE ${before}), 0) AS "before",
             COALESCE(sum(${paymentCentsSql}) FILTER (WHERE ${within}), 0) AS "within",
             max("date") FILTER (WHERE ${within}) AS "lastDate"
        FROM "Payment" WHERE "lotId" = ${lotId} AND ${counted} AND ${when}) p ON true`;
}

function lotFigures(sums: LotSumsRow, from: string | null, to: string | null): LotFigures {
  const cents = (text: string) => new Fixed(BigInt(text), 2);
  const openingTotalPaid = cents(sums.paidBefore);
  const openingBalance = openingTotalPaid.minus(cents(sums.containersBefore));
  const paidIn = cents(sums.paidIn);
  const containersIn = cents(sums.containersIn);
  return {
    from,
    to,
    openingBalance,
    openingTotalPaid,
    closingBalance: openingBalance.plus(paidIn).minus(containersIn),
    closingTotalPaid: openingTotalPaid.plus(paidIn),
    totals: { quantityTons: new Fixed(BigInt(sums.gramsIn), 6), containerAmount: containersIn, amountAdded: paidIn },
  };
}

/**
 * Figures kept per lot, range and version of the lot: every write bumps the version in its own
 * transaction (ownedLotWrite.ts), so figures kept for the version a request reads are exact, in
 * every process. Kept with them: the lot as the statement returns it and its figures as wire strings.
 */
export interface KeptLot {
  version: number;
  figures: LotFigures;
  /** Containers within the range, and the latest entry date within it (the lots overview shows them). */
  containerCount: number;
  lastEntryDate: string | null;
  /** The lot's entries by where they stand between the two sides (issue 47): all of them, whatever the range. */
  agreement: LotAgreementCounts;
  entry: CompanyLedger["lots"][number];
}
const keptFigures = new Map<string, KeptLot>();

/**
 * What a company's lots are as a whole: how many, and the sum of their versions. Lots are only ever
 * added and every write to a lot bumps its version (ownedLotWrite.ts), so both only grow: any write
 * or new lot, from any process, changes the pair, and a pair seen again means nothing changed.
 */
export interface CompanyState {
  lots: number;
  versions: string;
}

/** The last statement answered per company and range, with the state of the lots it was read at (or later). */
const keptStatements = new Map<string, { state: CompanyState; answer: CompanyLedger }>();
const MAX_KEPT_STATEMENTS = 200;

/** The company's state now: one small aggregate over its lots' rows. */
export async function companyState(profileId: number): Promise<CompanyState> {
  const [state] = await rawRows<CompanyState>(Prisma.sql`
    SELECT count(*)::int AS "lots", COALESCE(sum("version"), 0)::text AS "versions" FROM "Lot" WHERE ${lotOfCompanySql('"Lot"', profileId)}`);
  return state;
}

export const sameState = (a: CompanyState, b: CompanyState) => a.lots === b.lots && a.versions === b.versions;

/**
 * What one request knows of its company's state (statementAnswers.ts): `now`, when it read it
 * already, and the state its statement was read at, once it is; `mixed` when its statements were
 * read at different states.
 */
export interface RequestState {
  now?: CompanyState;
  answeredAt?: CompanyState;
  mixed?: boolean;
}

function answeredAt(request: RequestState | undefined, state: CompanyState) {
  if (!request) return;
  if (request.answeredAt && !sameState(request.answeredAt, state)) request.mixed = true;
  request.answeredAt ??= state;
}

/**
 * The company statement without rows: every lot's opening, closing and totals over the range, and
 * grand totals summed here in BigInt. When nothing of the company changed since the last answer for
 * that range (one small aggregate over its lots says so), that answer again. Otherwise the lots are
 * read with the sums of those written to since their figures were kept (`keptFiguresOf`). What it
 * costs grows with the lots written to, not with the lots nor their rows.
 */
export async function companyFigures(profileId: number, range: DateRange = {}, request?: RequestState): Promise<CompanyLedger> {
  const from = range.from || null;
  const to = range.to || null;
  const statementKey = `${profileId}|${from ?? ""}|${to ?? ""}`;
  const kept = keptStatements.get(statementKey);
  if (kept) {
    if (sameState(request?.now ?? (await companyState(profileId)), kept.state)) {
      keptStatements.delete(statementKey); // re-inserted last: least recently used first
      keptStatements.set(statementKey, kept);
      answeredAt(request, kept.state);
      return kept.answer;
    }
  }
  const lots = await keptFiguresOf(profileId, from, to);
  // Kept with the state of the lots as first read: the answer is of that state or newer, and a newer one never comes back.
  const state: CompanyState = { lots: lots.length, versions: String(lots.reduce((total, { row }) => total + BigInt(row.version), 0n)) };
  const sum = (pick: (figures: LotFigures) => Fixed, scale = 2) =>
    lots.reduce((acc, { kept }) => acc.plus(pick(kept.figures)), Fixed.zero(scale));
  const answer: CompanyLedger = {
    ...statementValue({
      from,
      to,
      openingBalance: sum((f) => f.openingBalance),
      openingTotalPaid: sum((f) => f.openingTotalPaid),
      closingBalance: sum((f) => f.closingBalance),
      closingTotalPaid: sum((f) => f.closingTotalPaid),
      totals: {
        quantityTons: sum((f) => f.totals.quantityTons, 6),
        containerAmount: sum((f) => f.totals.containerAmount),
        amountAdded: sum((f) => f.totals.amountAdded),
      },
    }),
    lots: lots.map(({ kept }) => kept.entry),
    lotCount: lots.length,
    state,
  };
  answeredAt(request, state);
  keepRecent(keptStatements, statementKey, { state, answer }, MAX_KEPT_STATEMENTS);
  return answer;
}

/**
 * Every lot of the company with its figures over the range, in ONE statement: the lots, with their
 * versions, and the sums of those whose figures kept here are not of that version (named to the
 * database: each lot's id and kept version); the others are read nowhere but their row. What it
 * costs grows with the lots written to since, not with the lots nor their rows. The statement and
 * the lots overview both read this.
 */
export async function keptFiguresOf(profileId: number, from: string | null, to: string | null): Promise<{ row: LotRow; kept: KeptLot }[]> {
  const keyOf = (lotId: number) => `${lotId}|${from ?? ""}|${to ?? ""}`;
  // Held for the whole read: what this read (or another one meanwhile) keeps may push them out of
  // keptFigures before the answer is put together.
  const held = new Map<number, KeptLot>();
  for (const id of keptLotIds(profileId)) {
    const lot = keptFigures.get(keyOf(id));
    if (lot) held.set(id, lot);
  }
  // Past the ORM (rawRows): mapping a thousand lots' rows through Prisma was most of a lots page's Node time.
  const rows = await rawRows<LotRow & { stale: boolean } & LotSumsRow & LotAgreementCounts>(Prisma.sql`
    WITH "kept" AS (SELECT * FROM unnest(${[...held.keys()]}::int[], ${[...held.values()].map((lot) => lot.version)}::int[]) AS k("id", "version")),
    "lots" AS (
      -- A join, not a subquery per lot: that one scanned all the kept pairs for each lot (a thousand lots: a million pairs, most of a lots page's time).
      SELECT l."id", l."profileId", l."lotNumber", l."price", l."createdAt", l."version", l."state", l."notes", k."version" IS DISTINCT FROM l."version" AS "stale"
        FROM "Lot" l LEFT JOIN "kept" k ON k."id" = l."id" WHERE ${lotOfCompanySql("l", profileId)})
    SELECT l."id", l."profileId", l."lotNumber", l."price"::text AS "price", l."createdAt", l."version", l."state"::text AS "state", l."notes", l."stale",
           trunc(COALESCE(c."before", 0))::text AS "containersBefore", trunc(COALESCE(p."before", 0))::text AS "paidBefore",
           trunc(COALESCE(c."grams", 0))::text AS "gramsIn", trunc(COALESCE(c."within", 0))::text AS "containersIn",
           trunc(COALESCE(p."within", 0))::text AS "paidIn", COALESCE(c."count", 0)::int AS "containerCountIn",
           to_char(GREATEST(c."lastDate", p."lastDate"), 'YYYY-MM-DD') AS "lastDateIn",
           COALESCE(a."waitingForHouse", 0)::int AS "waitingForHouse", COALESCE(a."waitingForCounterparty", 0)::int AS "waitingForCounterparty",
           COALESCE(a."disputed", 0)::int AS "disputed"
      FROM "lots" l ${lotSumsSql(Prisma.sql`l."id"`, Prisma.sql`l."stale"`, from, to)} ${agreementCountsSql(Prisma.sql`l."id"`, Prisma.sql`l."stale"`)}
     ORDER BY l."id"`);
  const lots = rows.map((row) => {
    if (!row.stale) return { row, kept: held.get(row.id)! };
    const lot: Lot = {
      id: row.id,
      profileId: row.profileId,
      lotNumber: row.lotNumber,
      price: new Prisma.Decimal(row.price),
      createdAt: row.createdAt,
      version: row.version,
      state: row.state,
      notes: row.notes,
    };
    const figures = lotFigures(row, from, to);
    const kept: KeptLot = {
      version: row.version,
      figures,
      containerCount: row.containerCountIn,
      lastEntryDate: row.lastDateIn,
      agreement: { waitingForHouse: row.waitingForHouse, waitingForCounterparty: row.waitingForCounterparty, disputed: row.disputed },
      entry: { lot, statement: { ...statementValue(figures), rows: null, lot } },
    };
    keepRecent(keptFigures, keyOf(row.id), kept, config.keptFiguresMax);
    keptLotIds(profileId).add(row.id);
    return { row, kept };
  });
  return lots;
}

/** The lots of a company whose figures were kept (for some range): which kept figures a read names to the database. */
const keptLotIdsByCompany = new Map<number, Set<number>>();
function keptLotIds(profileId: number): Set<number> {
  let ids = keptLotIdsByCompany.get(profileId);
  if (!ids) keptLotIdsByCompany.set(profileId, (ids = new Set()));
  return ids;
}

/** A lot as `CompanyLedger` holds it: its whole row. */
export const lotHeld = wholeRow(Prisma.LotScalarFieldEnum);

/** Checks a statement's page of lots: the offset from 0, the limit from 1. */
export function parseLotPage({ lotOffset, lotLimit }: { lotOffset?: number | null; lotLimit?: number | null }): LotPage {
  if (lotOffset != null && lotOffset < 0) throw new InputError("lotOffset must be 0 or more.");
  if (lotLimit != null && lotLimit < 1) throw new InputError("lotLimit must be 1 or more.");
  return { offset: lotOffset ?? 0, limit: lotLimit ?? null };
}
