import { builder } from "../builder.ts";
import { companyReaders } from "../graphql/scopes.ts";
import { db, Prisma, rawRows } from "../db.ts";
import { InputError } from "../errors.ts";
import { companyToRead } from "../access/permissions.ts";
import { lotOfCompanySql } from "../access/companyFilters.ts";
import { describedEnum } from "../graphql/enums.ts";
import type { Container, Lot, Payment } from "../generated/prisma/client.ts";
import { normalizeContainerNumber } from "../../shared/containerNumber.ts";
import { text } from "../../shared/validation.ts";
import { ContainerRef } from "./container.ts";
import { PaymentRef } from "./payment.ts";
import { LotRef } from "./lot.ts";

/**
 * Find anything (issue 48): one box finds a lot by its number, a container by its number, seal, bill
 * of lading or weighbridge ticket, a payment by its reference, across every lot of the company. A
 * reference matches from its beginning, whatever the case (a container number also without its
 * spaces), each kind through its own index (migration 20261201140001_find_anything): the reference's
 * upper case in text_pattern_ops, read as the range [query, query + the last character), so a
 * prepared statement's generic plan still uses it.
 */

export const searchMatches = {
  LOT_NUMBER: "A lot's number.",
  CONTAINER_NUMBER: "A container's number.",
  SEAL_NUMBER: "A container's seal number.",
  BILL_OF_LADING: "A container's bill of lading number.",
  WEIGHBRIDGE_TICKET: "A container's weighbridge ticket number.",
  PAYMENT_REFERENCE: "A payment's reference.",
} as const;
export type SearchMatch = keyof typeof searchMatches;

export const SearchMatchEnum = describedEnum("SearchMatch", "What a search result was found by.", searchMatches);

export const searchMessages = {
  tooLong: "Search for at most 100 characters",
  first: "first must be between 1 and 100",
};

export interface SearchHit {
  match: SearchMatch;
  text: string;
  lot: Lot;
  container: Container | null;
  payment: Payment | null;
}

interface HitRow {
  match: SearchMatch;
  text: string;
  lotId: number;
  containerId: number | null;
  paymentId: number | null;
}

/** The largest code point: every text that begins with the query sorts below query + it. */
const LAST = String.fromCodePoint(0x10ffff);

export async function searchCompany(profileId: number, query: string, first: number): Promise<SearchHit[]> {
  const wanted = text(query).toUpperCase();
  if ([...wanted].length > 100) throw new InputError(searchMessages.tooLong);
  if (!Number.isSafeInteger(first) || first < 1 || first > 100) throw new InputError(searchMessages.first);
  if (wanted === "") return [];
  const container = normalizeContainerNumber(wanted);
  const branch = (match: SearchMatch, from: Prisma.Sql, column: Prisma.Sql, prefix: string, ids: Prisma.Sql) => Prisma.sql`
    (SELECT ${match}::text AS "match", ${column} AS "text", ${ids}
       FROM ${from}
      WHERE upper(${column}) ~>=~ ${prefix} AND upper(${column}) ~<~ ${prefix + LAST}
      ORDER BY upper(${column}) LIMIT ${first}::int)`;
  const lots = Prisma.sql`"Lot" l`;
  const containers = Prisma.sql`"Container" e JOIN "Lot" l ON l."id" = e."lotId" AND ${lotOfCompanySql("l", profileId)}`;
  const payments = Prisma.sql`"Payment" e JOIN "Lot" l ON l."id" = e."lotId" AND ${lotOfCompanySql("l", profileId)}`;
  const lotIds = Prisma.sql`l."id" AS "lotId", NULL::int AS "containerId", NULL::int AS "paymentId"`;
  const containerIds = Prisma.sql`l."id" AS "lotId", e."id" AS "containerId", NULL::int AS "paymentId"`;
  const paymentIds = Prisma.sql`l."id" AS "lotId", NULL::int AS "containerId", e."id" AS "paymentId"`;
  const rows = await rawRows<HitRow>(Prisma.sql`
    SELECT * FROM (
      (SELECT 'LOT_NUMBER'::text AS "match", l."lotNumber" AS "text", ${lotIds}
         FROM ${lots}
        WHERE ${lotOfCompanySql("l", profileId)} AND upper(l."lotNumber") ~>=~ ${wanted} AND upper(l."lotNumber") ~<~ ${wanted + LAST}
        ORDER BY upper(l."lotNumber") LIMIT ${first}::int)
      UNION ALL ${branch("CONTAINER_NUMBER", containers, Prisma.sql`e."containerNo"`, container, containerIds)}
      UNION ALL ${branch("SEAL_NUMBER", containers, Prisma.sql`e."sealNo"`, wanted, containerIds)}
      UNION ALL ${branch("BILL_OF_LADING", containers, Prisma.sql`(e."papers" ->> 'billOfLadingNo')`, wanted, containerIds)}
      UNION ALL ${branch("WEIGHBRIDGE_TICKET", containers, Prisma.sql`(e."papers" ->> 'weighbridgeTicket')`, wanted, containerIds)}
      UNION ALL ${branch("PAYMENT_REFERENCE", payments, Prisma.sql`(e."papers" ->> 'reference')`, wanted, paymentIds)}
    ) AS "hits"
    LIMIT ${first}::int`);
  const ids = (key: "lotId" | "containerId" | "paymentId") => [
    ...new Set(rows.map((row) => row[key]).filter((id): id is number => id !== null)),
  ];
  if (rows.length === 0) return [];
  // The hits' lots with the containers and payments found in them: one statement (Prisma joins the relations).
  const lotRows = await db.lot.findMany({
    where: { id: { in: ids("lotId") }, profileId },
    include: { containers: { where: { id: { in: ids("containerId") } } }, payments: { where: { id: { in: ids("paymentId") } } } },
  });
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((item) => [item.id, item]));
  const lotById = byId(lotRows.map(({ containers: _containers, payments: _payments, ...lot }) => lot));
  const containerById = byId(lotRows.flatMap((lot) => lot.containers));
  const paymentById = byId(lotRows.flatMap((lot) => lot.payments));
  return rows.map((row) => ({
    match: row.match,
    text: row.text,
    lot: lotById.get(row.lotId)!,
    container: row.containerId === null ? null : containerById.get(row.containerId)!,
    payment: row.paymentId === null ? null : paymentById.get(row.paymentId)!,
  }));
}

const SearchHitRef = builder.objectRef<SearchHit>("SearchHit").implement({
  description: "One thing a search found: a lot, or a container or payment with its lot.",
  fields: (t) => ({
    match: t.field({ type: SearchMatchEnum, description: "What it was found by.", resolve: (hit) => hit.match }),
    text: t.exposeString("text", { description: "The reference found (as stored)." }),
    lot: t.field({ type: LotRef, description: "The lot: the lot found, or the entry's.", resolve: (hit) => hit.lot }),
    container: t.field({
      type: ContainerRef,
      nullable: true,
      description: "The container found (voided ones too: see `voided`).",
      resolve: (hit) => hit.container,
    }),
    payment: t.field({
      type: PaymentRef,
      nullable: true,
      description: "The payment found (voided ones too).",
      resolve: (hit) => hit.payment,
    }),
  }),
});

builder.prismaObjectFields("Profile", (t) => ({
  search: t.field({
    authScopes: companyReaders,
    type: [SearchHitRef],
    description:
      "Find anything in the company's lots: lots by number; containers by number, seal, bill of lading or weighbridge ticket; payments by reference. " +
      "Matches a reference's beginning, whatever the case; lots first, then containers, then payments.",
    args: {
      query: t.arg.string({ description: "What to look for (up to 100 characters); blank finds nothing." }),
      first: t.arg.int({ required: false, description: "At most this many results, 1 to 100 (default 20)." }),
    },
    resolve: (profile, { query, first }, { viewer }) => {
      return searchCompany(companyToRead(viewer, profile.id), query, first ?? 20);
    },
  }),
}));
