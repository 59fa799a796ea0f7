import { db, isUniqueViolation, Prisma, rawRows } from "../db.ts";
import type { Viewer } from "../context.ts";
import type { Lot } from "../generated/prisma/client.ts";
import { InputError, NotFoundError, assertValid } from "../errors.ts";
import { parseDecimal } from "../../shared/money.ts";
import { text, tradeMessages, validateLot } from "../../shared/validation.ts";
import { companyToWrite, requireLotOwner } from "../access/permissions.ts";
import { lotOfCompanySql, recordOfCompany, writerSideSql } from "../access/companyFilters.ts";
import { eventsSql } from "../events/events.ts";
import { announceChanges } from "../events/changeNotifier.ts";
import { recordWrittenRowSql, rowWrittenBefore } from "../integrations/idempotency.ts";
import { byId, lockedLotOf, lotMessages, type LockedLot } from "./ownedLotWrite.ts";

/*
 * The writes of a lot itself (its entries' writes are containerWrites.ts, paymentWrites.ts and entryChanges.ts, through ownedLotWrite.ts): adding one, and changing its
 * state, price or notes (issue 48).
 */

/** A lot and its company, as a write returns them. */
export async function addLot(viewer: Viewer | null, input: { lotNumber?: unknown; price?: unknown }): Promise<LockedLot> {
  const company = companyToWrite(viewer);
  assertValid(validateLot(input));
  const lotNumber = text(input.lotNumber);
  const now = new Date();
  const writtenBefore = rowWrittenBefore();
  if (writtenBefore !== null) {
    // Added by this request in a process that died before keeping its answer: answer from that lot.
    return { ...(await db.lot.findFirstOrThrow({ where: { id: writtenBefore, ...recordOfCompany(company.id) } })), profile: company };
  }
  try {
    // One statement: the lot, its change-feed event and webhook deliveries, and the key's record of it.
    const [lot] = await db.$queryRaw<(Omit<Lot, "price"> & { price: string })[]>`
      WITH "written" AS (
        INSERT INTO "Lot" ("profileId", "lotNumber", "price", "createdAt")
        VALUES (${company.id}::int, ${lotNumber}, ${parseDecimal(input.price, 2)!.toFixed(2)}::numeric, ${now}::timestamp(3))
        RETURNING *),
      ${recordWrittenRowSql()},
      "changed" AS (
        SELECT "id" AS "lotId", NULL::int AS "containerId", NULL::int AS "paymentId", jsonb_build_object('lotNumber', "lotNumber", 'price', "price"::text) AS "values"
          FROM "written"),
      ${eventsSql(viewer!, "LOT_CREATED", now)}
      SELECT "id", "profileId", "lotNumber", "price"::text AS "price", "createdAt", "version" FROM "written"`;
    announceChanges(company.id);
    return { ...lot, price: new Prisma.Decimal(lot.price), profile: company };
  } catch (error) {
    if (isUniqueViolation(error)) throw InputError.fromFields({ lotNumber: tradeMessages.lotNumberTaken(lotNumber) });
    throw error;
  }
}

/** What an update of a lot may change (issue 48); absent, unchanged. */
export interface LotUpdate {
  state?: unknown;
  price?: unknown;
  notes?: unknown;
  expectedVersion?: unknown;
}

const LOT_STATES = ["OPEN", "SHIPPED", "CLOSED"] as const;

/**
 * Changes a lot's state, price or notes, as ONE statement: the lot locked (its writes wait), its
 * values before and after, a new price given to every container that uses the lot's price (voided
 * ones too, so a restore counts at the new price; those with their own price keep it), the change
 * feed's LOT_UPDATED event with the lot's values and, for a new price, how many containers it
 * repriced, and its webhook deliveries. A closed lot changes only by being reopened (by an Owner);
 * a new price is an Owner's too. With `expectedVersion` (the lot's `version`), a stale change is
 * refused with ConflictError-like InputError naming the version now.
 */
export async function updateLot(viewer: Viewer | null, lotId: number, input: LotUpdate): Promise<LockedLot> {
  const company = companyToWrite(viewer);
  const errors: Record<string, string> = {};
  const state =
    input.state === undefined || input.state === null ? null : typeof input.state === "string" ? input.state : JSON.stringify(input.state);
  if (state !== null && !(LOT_STATES as readonly string[]).includes(state)) errors.state = lotMessages.stateInvalid;
  const price = input.price === undefined || input.price === null ? null : parseDecimal(input.price, 2);
  if (input.price !== undefined && input.price !== null) {
    const problem = validateLot({ lotNumber: "x", price: input.price }).price;
    if (problem) errors.price = problem;
  }
  const notes = input.notes === undefined || input.notes === null ? null : text(input.notes);
  if (notes !== null && notes.length > 2000) errors.notes = lotMessages.notesTooLong;
  assertValid(errors);
  if (state === null && price === null && notes === null) throw new InputError(lotMessages.nothingToChange);
  const expectedVersion = input.expectedVersion === undefined || input.expectedVersion === null ? null : Number(input.expectedVersion);
  if (expectedVersion !== null && (!Number.isSafeInteger(expectedVersion) || expectedVersion < 0))
    throw new InputError("expectedVersion must be the lot's version (a whole number)");

  const current = await db.lot.findFirst({ where: { id: byId(lotId), ...recordOfCompany(company.id) } });
  if (!current) throw new NotFoundError(lotMessages.lotNotFound);
  if (price !== null && price.toFixed(2) !== current.price.toFixed(2)) requireLotOwner(viewer, "change a lot's price");
  if (current.state === "CLOSED" && state !== null && state !== "CLOSED") requireLotOwner(viewer, "reopen a closed lot");

  const now = new Date();
  const lotValues = (alias: string) => {
    const a = Prisma.raw(alias);
    return Prisma.sql`jsonb_build_object('lotNumber', ${a}."lotNumber", 'price', ${a}."price"::text, 'state', ${a}."state"::text, 'notes', ${a}."notes")`;
  };
  const [answer] = await rawRows<Record<string, unknown>>(Prisma.sql`
    WITH "old" AS (SELECT * FROM "Lot" WHERE "id" = ${byId(lotId)}::int AND ${lotOfCompanySql('"Lot"', company.id)} FOR UPDATE),
    "locked" AS (
      UPDATE "Lot" SET
        "state" = COALESCE(${state}::"LotState", "old"."state"),
        "price" = COALESCE(${price?.toFixed(2) ?? null}::numeric, "old"."price"),
        "notes" = COALESCE(${notes}, "old"."notes"),
        "version" = "old"."version" + 1
        FROM "old"
       WHERE "Lot"."id" = "old"."id"
         AND (${expectedVersion}::int IS NULL OR "old"."version" = ${expectedVersion}::int)
         -- A closed lot changes only by leaving the closed state.
         AND ("old"."state" <> 'CLOSED' OR COALESCE(${state}::"LotState", 'CLOSED') <> 'CLOSED')
      RETURNING "Lot".*, ${lotValues('"old"')} AS "before", ${lotValues('"Lot"')} AS "after"),
    "repriced" AS (
      UPDATE "Container" c SET "pricePerTon" = l."price", "agreement" = c."agreement" || ${writerSideSql(viewer)}
        FROM "locked" l
       WHERE c."lotId" = l."id" AND c."papers" ->> 'ownPricePerTon' IS NULL AND c."pricePerTon" <> l."price"
      RETURNING c."id"),
    "changed" AS (
      SELECT "id" AS "lotId", NULL::int AS "containerId", NULL::int AS "paymentId",
             "after" || jsonb_build_object('previousPrice', "before" ->> 'price', 'containersRepriced', (SELECT count(*) FROM "repriced")) AS "values"
        FROM "locked" WHERE "before" IS DISTINCT FROM "after"),
    ${eventsSql(viewer!, "LOT_UPDATED", now)}
    SELECT l."id", l."profileId", l."lotNumber", l."price"::text AS "price", l."createdAt", l."version", l."state"::text AS "state", l."notes",
           (SELECT "version" FROM "old") AS "oldVersion", (SELECT "state"::text FROM "old") AS "oldState", (SELECT "id" FROM "event") AS "eventId"
      FROM (SELECT 1) AS "one" LEFT JOIN "locked" l ON true`);
  announceChanges(company.id);
  if (answer.id === null) {
    if (answer.oldVersion === null) throw new NotFoundError(lotMessages.lotNotFound);
    if (expectedVersion !== null && answer.oldVersion !== expectedVersion)
      throw new InputError(lotMessages.lotConflict(answer.oldVersion as number));
    throw new InputError(lotMessages.closedLot(current.lotNumber));
  }
  return lockedLotOf(answer, "", company, answer.eventId);
}
