import { Prisma, rawArrays, rawRows } from "../db.ts";
import { authorNameSql } from "../access/caller.ts";

/**
 * The read path of the ledgers. A lot's containers, payments and their edit history come in ONE
 * typed raw query (decimals, dates and JSON as text, so nothing is parsed twice), the ledger is
 * computed once in integer minor units by the domain module, then turned into the strings GraphQL
 * sends; field resolvers only read those. The rows' containers and payments (with their history)
 * are built from the same read, only when a query selects them.
 */

export interface EntryRow {
  /** A container, a payment, a change, or the lot's version as this same statement saw it (in "id"). */
  kind: "C" | "P" | "H" | "V";
  lotId: number;
  /** The container's, payment's or change's id. */
  id: number;
  date: string | null;
  /** When the row was created, or the change made. */
  createdAt: Date;
  /** A container's or payment's version (see Container.version). */
  version: number | null;
  /** A voided container or payment: when, why and by whom (id and name); it counts in no figure. */
  voidedAt: Date | null;
  voidReason: string | null;
  voidedById: number | null;
  voidedByApiKeyId: number | null;
  /** The person's name, or the key's with " (API key)". */
  voidedBy: string | null;
  containerNo: string | null;
  sealNo: string | null;
  material: string | null;
  quantityKg: string | null;
  pricePerTon: string | null;
  amount: string | null;
  /** A container's or payment's papers (shared/papers.ts), as JSON text. */
  papers: string | null;
  /** A container's or payment's agreement (shared/agreement.ts), as JSON text. */
  agreement: string | null;
  /** A change: the container or payment it changed, who, and the values before and after. */
  containerId: number | null;
  paymentId: number | null;
  userId: number | null;
  changedBy: string | null;
  /** The API key that made the change (its name), when one did. */
  apiKeyId: number | null;
  changedByKey: string | null;
  oldValues: string | null;
  newValues: string | null;
}

/**
 * Every container and payment of the lots (voided ones too: the lot lists them apart), each edit
 * with who made it, and the lots' versions, in ONE statement, past the ORM (rawRows): Prisma's
 * mapping of a thousand lots' 70,000 rows was a tenth of the detailed statement's time.
 */
export function readEntries(lots: Prisma.Sql): Promise<EntryRow[]> {
  const voidColumns = Prisma.sql`e."voidedAt", e."voidReason", e."voidedById", e."voidedByApiKeyId", COALESCE(vk."name" || ${API_KEY_ACTOR}, ${authorNameSql("vu")}) AS "voidedBy"`;
  const noVoid = Prisma.sql`NULL::timestamp, NULL::text, NULL::int, NULL::int, NULL::text`;
  const voider = (table: string) =>
    Prisma.raw(`"${table}" e LEFT JOIN "User" vu ON vu."id" = e."voidedById" LEFT JOIN "ApiKey" vk ON vk."id" = e."voidedByApiKeyId"`);
  // The edits of the lots' containers, then of their payments, each found through its entry's index:
  // one join of ChangeLog to both tables with an OR read every company's history for each lot (a
  // lot of a 70,000-entry ChangeLog: 300-400 ms, against 30 ms so; issue 45).
  const history = (table: string, column: string) => Prisma.sql`
    SELECT 'H', e."lotId", h."id", NULL, h."changedAt", NULL, NULL, NULL, NULL, NULL, NULL, NULL,
           h."containerId", h."paymentId", h."userId", ${authorNameSql("u")}, h."apiKeyId", k."name", h."oldValues"::text, h."newValues"::text, ${noVoid}, NULL, NULL
      FROM ${Prisma.raw(`"${table}" e JOIN "ChangeLog" h ON h."${column}" = e."id"`)} JOIN "User" u ON u."id" = h."userId" LEFT JOIN "ApiKey" k ON k."id" = h."apiKeyId"
     WHERE e."lotId" IN (${lots})`;
  return rawRows<EntryRow>(Prisma.sql`
    SELECT 'C' AS "kind", e."lotId", e."id", to_char(e."date", 'YYYY-MM-DD') AS "date", e."createdAt", e."version", e."containerNo", e."sealNo", e."material",
           e."quantityKg"::text AS "quantityKg", e."pricePerTon"::text AS "pricePerTon", NULL::text AS "amount",
           NULL::int AS "containerId", NULL::int AS "paymentId", NULL::int AS "userId", NULL::text AS "changedBy", NULL::int AS "apiKeyId", NULL::text AS "changedByKey",
           NULL::text AS "oldValues", NULL::text AS "newValues", ${voidColumns}, e."papers"::text AS "papers", e."agreement"::text AS "agreement"
      FROM ${voider("Container")} WHERE e."lotId" IN (${lots})
    UNION ALL
    SELECT 'P', e."lotId", e."id", to_char(e."date", 'YYYY-MM-DD'), e."createdAt", e."version", NULL, NULL, NULL, NULL, NULL, e."amount"::text, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, ${voidColumns}, e."papers"::text, e."agreement"::text
      FROM ${voider("Payment")} WHERE e."lotId" IN (${lots})
    UNION ALL
    ${history("Container", "containerId")}
    UNION ALL
    ${history("Payment", "paymentId")}
    UNION ALL
    SELECT 'V', "id", "version", NULL, "createdAt", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, ${noVoid}, NULL, NULL
      FROM "Lot" WHERE "id" IN (${lots})`);
}

/**
 * A row of readStatementEntries: a counted or voided container or payment, or the lot's version as
 * the same statement saw it (kind "V", the version in `id`). The void's columns are null for an
 * entry that counts; papers are read only for a voided one (the statement lists them).
 */
export type StatementEntryRow = [
  kind: "C" | "P" | "V",
  lotId: number,
  id: number,
  date: string | null,
  /** Milliseconds since 1970 (what a Date holds): a number costs a fraction of a timestamp's text to read. */
  createdAt: number | null,
  version: number | null,
  containerNo: string | null,
  sealNo: string | null,
  material: string | null,
  quantityKg: string | null,
  pricePerTon: string | null,
  amount: string | null,
  agreement: string | null,
  ...StatementVoidColumns,
];
/** The last columns of a StatementEntryRow: the void's, and a voided entry's papers. */
export type StatementVoidColumns = [
  voidedAt: Date | null,
  voidReason: string | null,
  voidedById: number | null,
  voidedByApiKeyId: number | null,
  voidedBy: string | null,
  papers: string | null,
];

/**
 * The entries of the lots as a statement's rows and voided entries need them, and no more: no edit
 * history (a company's ChangeLog is as long as its ledgers: joined for every page it was read whole)
 * and no papers of counted entries, each row as an array (rawArrays). A thousand lots' 70,000 rows
 * cost the server process a third less to read (issue 45). The LotRead it fills answers no records
 * (`recordsOf`): `companyLedger` reads whole entries when a query asks for the rows' containers or payments.
 */
export function readStatementEntries(lots: Prisma.Sql): Promise<StatementEntryRow[]> {
  const voidColumns = Prisma.sql`e."voidedAt", e."voidReason", e."voidedById", e."voidedByApiKeyId",
    CASE WHEN e."voidedAt" IS NOT NULL THEN COALESCE(vk."name" || ${API_KEY_ACTOR}, ${authorNameSql("vu")}) END AS "voidedBy",
    CASE WHEN e."voidedAt" IS NOT NULL THEN e."papers"::text END AS "papers"`;
  const voider = (table: string) =>
    Prisma.raw(`"${table}" e LEFT JOIN "User" vu ON vu."id" = e."voidedById" LEFT JOIN "ApiKey" vk ON vk."id" = e."voidedByApiKeyId"`);
  // Truncated to the millisecond, as a Date parsed from the timestamp's text is.
  const createdAt = Prisma.sql`round(extract(epoch from date_trunc('milliseconds', e."createdAt")) * 1000)::float8`;
  return rawArrays<StatementEntryRow>(Prisma.sql`
    SELECT 'C' AS "kind", e."lotId", e."id", to_char(e."date", 'YYYY-MM-DD') AS "date", ${createdAt} AS "createdAt", e."version", e."containerNo", e."sealNo", e."material",
           e."quantityKg"::text AS "quantityKg", e."pricePerTon"::text AS "pricePerTon", NULL::text AS "amount", e."agreement"::text AS "agreement", ${voidColumns}
      FROM ${voider("Container")} WHERE e."lotId" IN (${lots})
    UNION ALL
    SELECT 'P', e."lotId", e."id", to_char(e."date", 'YYYY-MM-DD'), ${createdAt}, e."version", NULL, NULL, NULL, NULL, NULL, e."amount"::text, e."agreement"::text, ${voidColumns}
      FROM ${voider("Payment")} WHERE e."lotId" IN (${lots})
    UNION ALL
    SELECT 'V', "id", "version", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL::timestamp, NULL::text, NULL::int, NULL::int, NULL::text, NULL::text
      FROM "Lot" WHERE "id" IN (${lots})`);
}

/** How an API key is named where a person's name would stand (row history, voids). */
export const API_KEY_ACTOR = " (API key)";
