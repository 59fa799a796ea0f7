import { Prisma } from "../db.ts";
import type { Viewer } from "../context.ts";
import type { Payment } from "../generated/prisma/client.ts";
import { InputError, assertValid } from "../errors.ts";
import { calendarDateToDate, parseCalendarDate } from "../../shared/dates.ts";
import { parseDecimal } from "../../shared/money.ts";
import { validatePayment } from "../../shared/validation.ts";
import { entryWriter } from "../access/permissions.ts";
import { chequeProblem, paperMessages, papersEdit, papersProblems, paymentPaperFields } from "../../shared/papers.ts";
import type { AddedEntry } from "./ledgerCache.ts";
import { dateOrToday, lotMessages, recordedBySql, voidColumns, voidFields, writeToOwnedLot } from "./ownedLotWrite.ts";
import { edited, editEntry, papersSql, setVoided, type EntryKind, type EntryWriteOptions } from "./entryChanges.ts";

/** A lot's payments written: added, edited, voided, restored; their columns and values in SQL. */

interface PaymentInput {
  amount?: unknown;
  date?: unknown;
  [paper: string]: unknown;
}

const paymentValuesSql = (alias: string) => {
  const a = Prisma.raw(alias);
  return Prisma.sql`(jsonb_build_object('date', to_char(${a}."date", 'YYYY-MM-DD'), 'amount', ${a}."amount"::text) || ${a}."papers")`;
};
const paymentColumns = Prisma.sql`w."id", w."lotId", w."amount"::text AS "amount", w."papers"::text AS "papers", to_char(w."date", 'YYYY-MM-DD') AS "date", w."createdAt", ${voidColumns}`;

const paymentRow = (answer: Record<string, unknown>): Payment => ({
  id: answer.id as number,
  lotId: answer.lotId as number,
  amount: new Prisma.Decimal(answer.amount as string),
  papers: JSON.parse(answer.papers as string) as Prisma.JsonValue,
  date: calendarDateToDate(answer.date as string),
  createdAt: answer.createdAt as Date,
  ...voidFields(answer),
});

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
