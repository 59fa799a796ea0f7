import { db, Prisma } from "../db.ts";
import type { Lot } from "../generated/prisma/client.ts";
import { Fixed } from "../../shared/money.ts";
import { perLotSums } from "./ledgerRead.ts";

/**
 * The lots overview (issue 23): every lot of a company with its figures, sorted, filtered and paged
 * by the database in ONE statement. The figures come from the same per-lot sums as the statement's
 * (ledgerRead.ts `perLotSums`: exact integers, each container's amount rounded half-up to the cent,
 * voided entries left out), so an overview row always agrees with the lot's ledger.
 */

export type OverviewField = "LOT_NUMBER" | "CREATED" | "BALANCE" | "LAST_ENTRY" | "PAID" | "CONTAINER_AMOUNT" | "TONS";
export type SortDirection = "ASC" | "DESC";

export interface OverviewQuery {
  profileId: number;
  orderBy: { field: OverviewField; direction: SortDirection };
  /** Part of a lot number, any letter case; empty, every lot. */
  search: string;
  /** Only lots whose balance is not zero (money left or due). */
  openBalanceOnly: boolean;
  offset: number;
  limit: number;
}

/** One lot's figures as GraphQL sends them: money with 2 places, tons with 3. */
export interface LotOverviewValue {
  lot: Lot;
  containerCount: number;
  quantityTons: string;
  containerAmount: string;
  totalPaid: string;
  balance: string;
  lastEntryDate: string | null;
}

export interface OverviewTotalsValue {
  lotCount: number;
  containerCount: number;
  quantityTons: string;
  containerAmount: string;
  totalPaid: string;
  balance: string;
}

export interface LotsOverviewPage {
  lots: LotOverviewValue[];
  /** Lots matching the filter (all pages). */
  matchCount: number;
  /** The whole company's figures, whatever the filter. */
  totals: OverviewTotalsValue;
}

// Column names from a fixed list (never from the request), so they can be written into the SQL.
const orderColumns: Record<OverviewField, string> = {
  LOT_NUMBER: `"lotNumber"`,
  CREATED: `"createdAt"`,
  BALANCE: `"balanceCents"`,
  LAST_ENTRY: `"lastDate"`,
  PAID: `"paidCents"`,
  CONTAINER_AMOUNT: `"containerCents"`,
  TONS: `"grams"`,
};

interface OverviewRow {
  lots: number;
  allContainers: number;
  allGrams: string;
  allContainerCents: string;
  allPaidCents: string;
  matchCount: number;
  id: number | null;
  profileId: number;
  lotNumber: string;
  price: string;
  createdAt: Date;
  version: number;
  containerCount: number;
  grams: string;
  containerCents: string;
  paidCents: string;
  lastDate: string | null;
}

const cents = (text: string) => new Fixed(BigInt(text), 2);
const tons = (grams: string) => new Fixed(BigInt(grams), 6).toFixed(3);

export async function lotsOverview(query: OverviewQuery): Promise<LotsOverviewPage> {
  const { profileId, orderBy, offset, limit } = query;
  const direction = Prisma.raw(orderBy.direction === "DESC" ? "DESC" : "ASC");
  const column = Prisma.raw(orderColumns[orderBy.field]);
  // ILIKE with its escape character (backslash): % and _ typed match only themselves.
  const part = query.search.replace(/[\\%_]/g, "\\$&");
  const rows = await db.$queryRaw<OverviewRow[]>`
    WITH ${perLotSums(Prisma.sql`"lotId" IN (SELECT "id" FROM "Lot" WHERE "profileId" = ${profileId}::int)`, null, null)},
    "figures" AS (
      SELECT l."id", l."profileId", l."lotNumber", l."price", l."createdAt", l."version",
             COALESCE(c."count", 0) AS "containerCount", COALESCE(c."grams", 0) AS "grams",
             COALESCE(c."within", 0) AS "containerCents", COALESCE(p."within", 0) AS "paidCents",
             COALESCE(p."within", 0) - COALESCE(c."within", 0) AS "balanceCents",
             GREATEST(c."lastDate", p."lastDate") AS "lastDate"
        FROM "Lot" l LEFT JOIN "containers" c ON c."lotId" = l."id" LEFT JOIN "payments" p ON p."lotId" = l."id"
       WHERE l."profileId" = ${profileId}::int),
    "matching" AS (
      SELECT * FROM "figures"
       WHERE (${part}::text = '' OR "lotNumber" ILIKE '%' || ${part}::text || '%')
         AND (NOT ${query.openBalanceOnly}::boolean OR "balanceCents" <> 0)),
    "totals" AS (
      SELECT count(*)::int AS "lots", COALESCE(sum("containerCount"), 0)::int AS "allContainers",
             trunc(COALESCE(sum("grams"), 0))::text AS "allGrams", trunc(COALESCE(sum("containerCents"), 0))::text AS "allContainerCents",
             trunc(COALESCE(sum("paidCents"), 0))::text AS "allPaidCents", (SELECT count(*) FROM "matching")::int AS "matchCount"
        FROM "figures")
    SELECT t.*, m."id", m."profileId", m."lotNumber", m."price"::text AS "price", m."createdAt", m."version",
           m."containerCount"::int AS "containerCount", trunc(m."grams")::text AS "grams",
           trunc(m."containerCents")::text AS "containerCents", trunc(m."paidCents")::text AS "paidCents",
           to_char(m."lastDate", 'YYYY-MM-DD') AS "lastDate"
      FROM "totals" t
      LEFT JOIN LATERAL (
        SELECT * FROM "matching" ORDER BY ${column} ${direction} NULLS LAST, "id" ${direction} LIMIT ${limit}::int OFFSET ${offset}::int
      ) m ON true`;
  const [first] = rows;
  const allContainers = cents(first.allContainerCents);
  const allPaid = cents(first.allPaidCents);
  return {
    matchCount: first.matchCount,
    totals: {
      lotCount: first.lots,
      containerCount: first.allContainers,
      quantityTons: tons(first.allGrams),
      containerAmount: allContainers.toFixed(2),
      totalPaid: allPaid.toFixed(2),
      balance: allPaid.minus(allContainers).toFixed(2),
    },
    // An empty page still brings the totals: one row whose lot columns are null.
    lots: rows.filter((row) => row.id !== null).map((row) => {
      const containerAmount = cents(row.containerCents);
      const totalPaid = cents(row.paidCents);
      return {
        lot: { id: row.id!, profileId: row.profileId, lotNumber: row.lotNumber, price: new Prisma.Decimal(row.price), createdAt: row.createdAt, version: row.version },
        containerCount: row.containerCount,
        quantityTons: tons(row.grams),
        containerAmount: containerAmount.toFixed(2),
        totalPaid: totalPaid.toFixed(2),
        balance: totalPaid.minus(containerAmount).toFixed(2),
        lastEntryDate: row.lastDate,
      };
    }),
  };
}
