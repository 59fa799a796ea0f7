import { db, Prisma } from "../db.ts";
import type { Lot } from "../generated/prisma/client.ts";
import type { Fixed } from "../domain/money.ts";
import { companyStatement, lotStatement, type DateRange, type LedgerRowType, type LotStatement } from "../domain/ledger.ts";

/**
 * The read path of the ledgers: a lot's containers and payments in ONE typed raw query (decimals and
 * dates as text, so nothing is parsed twice), the ledger computed once in integer minor units by the
 * domain module, then turned into the strings GraphQL sends. Field resolvers only read those strings.
 */

interface EntryRow {
  kind: "C" | "P";
  lotId: number;
  id: number;
  date: string;
  createdAt: Date;
  containerNo: string | null;
  sealNo: string | null;
  material: string | null;
  quantityKg: string | null;
  pricePerTon: string | null;
  amount: string | null;
}

function readEntries(lots: Prisma.Sql): Promise<EntryRow[]> {
  return db.$queryRaw<EntryRow[]>`
    SELECT 'C' AS "kind", "lotId", "id", to_char("date", 'YYYY-MM-DD') AS "date", "createdAt", "containerNo", "sealNo", "material",
           "quantityKg"::text AS "quantityKg", "pricePerTon"::text AS "pricePerTon", NULL::text AS "amount"
      FROM "Container" WHERE "lotId" IN (${lots})
    UNION ALL
    SELECT 'P', "lotId", "id", to_char("date", 'YYYY-MM-DD'), "createdAt", NULL, NULL, NULL, NULL, NULL, "amount"::text
      FROM "Payment" WHERE "lotId" IN (${lots})`;
}

type LedgerContainerEntry = { id: number; date: string; createdAt: Date; containerNo: string; sealNo: string; material: string; quantityKg: string; pricePerTon: string };
type LedgerPaymentEntry = { id: number; date: string; createdAt: Date; amount: string };
interface LotEntries {
  containers: LedgerContainerEntry[];
  payments: LedgerPaymentEntry[];
}

function entriesByLot(rows: EntryRow[]): Map<number, LotEntries> {
  const byLot = new Map<number, LotEntries>();
  for (const row of rows) {
    let entries = byLot.get(row.lotId);
    if (!entries) byLot.set(row.lotId, (entries = { containers: [], payments: [] }));
    if (row.kind === "C") {
      entries.containers.push({ id: row.id, date: row.date, createdAt: row.createdAt, containerNo: row.containerNo!, sealNo: row.sealNo!, material: row.material!, quantityKg: row.quantityKg!, pricePerTon: row.pricePerTon! });
    } else {
      entries.payments.push({ id: row.id, date: row.date, createdAt: row.createdAt, amount: row.amount! });
    }
  }
  return byLot;
}

/** One row as GraphQL sends it: money with 2 places, tons in their shortest exact form. */
export interface LedgerRowValue {
  number: number;
  date: string;
  type: LedgerRowType;
  containerNo: string | null;
  sealNo: string | null;
  material: string | null;
  quantityTons: string | null;
  pricePerTon: string | null;
  containerAmount: string | null;
  amountAdded: string | null;
  totalPaid: string;
  balance: string;
  /** The row's container or payment, loaded only when a query selects it. */
  containerId: number | null;
  paymentId: number | null;
}

export interface LedgerTotalsValue {
  quantityTons: string;
  containerAmount: string;
  amountAdded: string;
}

export interface StatementValue {
  from: string | null;
  to: string | null;
  openingBalance: string;
  openingTotalPaid: string;
  closingBalance: string;
  closingTotalPaid: string;
  totals: LedgerTotalsValue;
}

export interface LotLedger extends StatementValue {
  rows: LedgerRowValue[];
}

export interface CompanyLedger extends StatementValue {
  lots: Array<{ lot: Lot; statement: LotLedger }>;
}

const moneyText = (value: Fixed | null) => (value === null ? null : value.toFixed(2));

function statementValue(s: Omit<LotStatement, "rows">): StatementValue {
  return {
    from: s.from,
    to: s.to,
    openingBalance: s.openingBalance.toFixed(2),
    openingTotalPaid: s.openingTotalPaid.toFixed(2),
    closingBalance: s.closingBalance.toFixed(2),
    closingTotalPaid: s.closingTotalPaid.toFixed(2),
    totals: { quantityTons: s.totals.quantityTons.toString(), containerAmount: s.totals.containerAmount.toFixed(2), amountAdded: s.totals.amountAdded.toFixed(2) },
  };
}

function lotLedgerValue(s: LotStatement<LedgerContainerEntry, LedgerPaymentEntry>): LotLedger {
  return {
    ...statementValue(s),
    rows: s.rows.map((row) => ({
      number: row.number,
      date: row.date,
      type: row.type,
      containerNo: row.containerNo,
      sealNo: row.sealNo,
      material: row.material,
      quantityTons: row.quantityTons?.toString() ?? null,
      pricePerTon: moneyText(row.pricePerTon),
      containerAmount: moneyText(row.containerAmount),
      amountAdded: moneyText(row.amountAdded),
      totalPaid: row.totalPaid.toFixed(2),
      balance: row.balance.toFixed(2),
      containerId: row.container?.id ?? null,
      paymentId: row.payment?.id ?? null,
    })),
  };
}

const noEntries: LotEntries = { containers: [], payments: [] };

/**
 * Computed ledgers, per lot: the newest version seen and its statements by range. A lot's version
 * is bumped in the same transaction as each write, and a request reads the version before the
 * entries, so what is kept for a version is never older than that version: valid across processes.
 */
interface CachedLot {
  version: number;
  statements: Map<string, Promise<LotLedger>>;
}
const cachedLots = new Map<number, CachedLot>();
const MAX_CACHED_LOTS = 200;
const MAX_RANGES_PER_LOT = 8;

/** A lot's ledger over a range, computed once per version of the lot. */
export function lotLedger(lot: { id: number; version: number }, range: DateRange = {}): Promise<LotLedger> {
  let cached = cachedLots.get(lot.id);
  if (!cached || cached.version < lot.version) {
    cached = { version: lot.version, statements: new Map() };
  }
  cachedLots.delete(lot.id); // re-inserted last: the Map's order is least recently used first
  cachedLots.set(lot.id, cached);
  if (cachedLots.size > MAX_CACHED_LOTS) cachedLots.delete(cachedLots.keys().next().value!);

  const key = `${range.from ?? ""}..${range.to ?? ""}`;
  let statement = cached.statements.get(key);
  if (!statement) {
    statement = readLotLedger(lot.id, range);
    const forget = () => cached.statements.get(key) === statement && cached.statements.delete(key);
    statement.catch(forget);
    cached.statements.set(key, statement);
    if (cached.statements.size > MAX_RANGES_PER_LOT) cached.statements.delete(cached.statements.keys().next().value!);
  }
  return statement;
}

async function readLotLedger(lotId: number, range: DateRange): Promise<LotLedger> {
  const entries = entriesByLot(await readEntries(Prisma.sql`${lotId}`)).get(lotId) ?? noEntries;
  return lotLedgerValue(lotStatement(entries, range));
}

export async function companyLedger(profileId: number, range: DateRange = {}): Promise<CompanyLedger> {
  const [lots, rows] = await Promise.all([
    db.lot.findMany({ where: { profileId }, orderBy: { id: "asc" } }),
    readEntries(Prisma.sql`SELECT "id" FROM "Lot" WHERE "profileId" = ${profileId}`),
  ]);
  const byLot = entriesByLot(rows);
  const statement = companyStatement(lots.map((lot) => ({ lot, ...(byLot.get(lot.id) ?? noEntries) })), range);
  return {
    ...statementValue(statement),
    lots: statement.lots.map(({ lot, statement: lotStatementOfLot }) => ({ lot, statement: lotLedgerValue(lotStatementOfLot) })),
  };
}
