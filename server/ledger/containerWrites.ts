import { Prisma } from "../db.ts";
import type { Viewer } from "../context.ts";
import type { Container } from "../generated/prisma/client.ts";
import { InputError, assertValid } from "../errors.ts";
import { calendarDateToDate, parseCalendarDate } from "../../shared/dates.ts";
import { parseDecimal } from "../../shared/money.ts";
import { containerNumberText, text, validateContainer } from "../../shared/validation.ts";
import { entryWriter } from "../access/permissions.ts";
import { containerPaperFields, paperMessages, papersEdit, papersProblems, weightsProblem } from "../../shared/papers.ts";
import type { AddedEntry } from "./ledgerCache.ts";
import { dateOrToday, lotMessages, recordedBySql, voidColumns, voidFields, writeToOwnedLot } from "./ownedLotWrite.ts";
import { edited, editEntry, papersSql, setVoided, type EntryKind, type EntryWriteOptions } from "./entryChanges.ts";

/** A lot's containers written: added, edited, voided, restored; their columns and values in SQL. */

export interface ContainerInput {
  containerNo?: unknown;
  sealNo?: unknown;
  material?: unknown;
  quantity?: unknown;
  date?: unknown;
  /** Its papers (shared/papers.ts): absent, unchanged; null or blank, cleared. */
  [paper: string]: unknown;
}

/** The editable values of a container or payment as plain strings, from SQL: what the change history and the change feed record. */
const containerValuesSql = (alias: string) => {
  const a = Prisma.raw(alias);
  return Prisma.sql`(jsonb_build_object('date', to_char(${a}."date", 'YYYY-MM-DD'), 'containerNo', ${a}."containerNo", 'sealNo', ${a}."sealNo", 'material', ${a}."material", 'quantity', ${a}."quantityKg"::text) || ${a}."papers")`;
};
const containerColumns = Prisma.sql`w."id", w."lotId", w."containerNo", w."sealNo", w."material", w."quantityKg"::text AS "quantityKg", w."pricePerTon"::text AS "pricePerTon", w."papers"::text AS "papers", to_char(w."date", 'YYYY-MM-DD') AS "date", w."createdAt", ${voidColumns}`;

const containerRow = (answer: Record<string, unknown>): Container => ({
  id: answer.id as number,
  lotId: answer.lotId as number,
  containerNo: answer.containerNo as string,
  sealNo: answer.sealNo as string,
  material: answer.material as string,
  quantityKg: new Prisma.Decimal(answer.quantityKg as string),
  pricePerTon: new Prisma.Decimal(answer.pricePerTon as string),
  papers: JSON.parse(answer.papers as string) as Prisma.JsonValue,
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
