import { db, Prisma, rawRows } from "../db.ts";
import type { ChangeLog, Container, Payment } from "../generated/prisma/client.ts";
import { authorNameSql } from "../access.ts";
import { Fixed } from "../../shared/money.ts";
import { calendarDateToDate, parseCalendarDate } from "../../shared/dates.ts";
import { InputError } from "../errors.ts";
import { keepRecent } from "../keepRecent.ts";
import { dateRangeError } from "../../shared/validation.ts";
import {
  lotStatement,
  type DateRange,
  type LedgerRow,
  type LedgerTotals,
  type LotStatement,
  type WireValues,
} from "../../shared/ledger.ts";
import { heldBy, wholeRow } from "../graphql/loadedQuery.ts";

/**
 * The read path of the ledgers. A lot's containers, payments and their edit history come in ONE
 * typed raw query (decimals, dates and JSON as text, so nothing is parsed twice), the ledger is
 * computed once in integer minor units by the domain module, then turned into the strings GraphQL
 * sends; field resolvers only read those. The rows' containers and payments (with their history)
 * are built from the same read, only when a query selects them.
 */

interface EntryRow {
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
 * The entries of the lots as a statement's rows and voided entries need them, and no more: no edit
 * history (a company's ChangeLog is as long as its ledgers: joined for every page it was read whole)
 * and no papers of counted entries, in fewer columns. A thousand lots' 70,000 rows cost the server
 * process a third less to read (issue 45). The LotRead it fills answers no records (`recordsOf`):
 * `companyLedger` reads whole entries when a query asks for the rows' containers or payments.
 */
export function readStatementEntries(lots: Prisma.Sql): Promise<EntryRow[]> {
  const voidColumns = Prisma.sql`e."voidedAt", e."voidReason", e."voidedById", e."voidedByApiKeyId",
    CASE WHEN e."voidedAt" IS NOT NULL THEN COALESCE(vk."name" || ${API_KEY_ACTOR}, ${authorNameSql("vu")}) END AS "voidedBy",
    CASE WHEN e."voidedAt" IS NOT NULL THEN e."papers"::text END AS "papers"`;
  const voider = (table: string) =>
    Prisma.raw(`"${table}" e LEFT JOIN "User" vu ON vu."id" = e."voidedById" LEFT JOIN "ApiKey" vk ON vk."id" = e."voidedByApiKeyId"`);
  return rawRows<EntryRow>(Prisma.sql`
    SELECT 'C' AS "kind", e."lotId", e."id", to_char(e."date", 'YYYY-MM-DD') AS "date", e."createdAt", e."version", e."containerNo", e."sealNo", e."material",
           e."quantityKg"::text AS "quantityKg", e."pricePerTon"::text AS "pricePerTon", NULL::text AS "amount", ${voidColumns}, e."agreement"::text AS "agreement"
      FROM ${voider("Container")} WHERE e."lotId" IN (${lots})
    UNION ALL
    SELECT 'P', e."lotId", e."id", to_char(e."date", 'YYYY-MM-DD'), e."createdAt", e."version", NULL, NULL, NULL, NULL, NULL, e."amount"::text, ${voidColumns}, e."agreement"::text
      FROM ${voider("Payment")} WHERE e."lotId" IN (${lots})
    UNION ALL
    SELECT 'V', "id", "version", NULL, "createdAt", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL::timestamp, NULL::text, NULL::int, NULL::int, NULL::text, NULL::text, NULL::text
      FROM "Lot" WHERE "id" IN (${lots})`);
}

type LedgerContainerEntry = {
  id: number;
  date: string;
  createdAt: Date;
  version: number;
  containerNo: string;
  sealNo: string;
  material: string;
  quantityKg: string;
  pricePerTon: string;
  papers: string;
  agreement: string;
};
type LedgerPaymentEntry = { id: number; date: string; createdAt: Date; version: number; amount: string; papers: string; agreement: string };
type Change = ChangeLog & { user: { name: string }; apiKey: { name: string } | null };

/** How an API key is named where a person's name would stand (row history, voids). */
export const API_KEY_ACTOR = " (API key)";

/** One version of one lot as read: its ledger entries, and its records built when first asked for. */
export class LotRead {
  readonly containers: LedgerContainerEntry[] = [];
  readonly payments: LedgerPaymentEntry[] = [];
  readonly changes: EntryRow[] = [];
  /** Voided containers and payments: on record, in no figure. */
  readonly voided: EntryRow[] = [];
  /** The lot's version these entries are exactly of. */
  version = -1;
  private records?: { containers: Map<number, Container & { changes: Change[] }>; payments: Map<number, Payment & { changes: Change[] }> };

  /** `whole`: false for a read of readStatementEntries, which holds no history nor counted entries' papers. */
  constructor(
    readonly lotId: number,
    readonly whole = true,
  ) {}

  add(row: EntryRow) {
    if ((row.kind === "C" || row.kind === "P") && row.voidedAt !== null) {
      this.voided.push(row);
    } else if (row.kind === "C") {
      this.containers.push({
        id: row.id,
        date: row.date!,
        createdAt: row.createdAt,
        version: row.version!,
        containerNo: row.containerNo!,
        sealNo: row.sealNo!,
        material: row.material!,
        quantityKg: row.quantityKg!,
        pricePerTon: row.pricePerTon!,
        papers: row.papers!,
        agreement: row.agreement!,
      });
    } else if (row.kind === "P") {
      this.payments.push({
        id: row.id,
        date: row.date!,
        createdAt: row.createdAt,
        version: row.version!,
        amount: row.amount!,
        papers: row.papers!,
        agreement: row.agreement!,
      });
    } else if (row.kind === "V") {
      this.version = row.id;
    } else {
      this.changes.push(row);
    }
  }

  /** A copy of this read with one more container or payment, and its history's first record. */
  plus(...rows: EntryRow[]): LotRead {
    const read = new LotRead(this.lotId);
    read.containers.push(...this.containers);
    read.payments.push(...this.payments);
    read.changes.push(...this.changes);
    read.voided.push(...this.voided);
    for (const row of rows) read.add(row);
    read.version = this.version + 1;
    return read;
  }

  /** The lot's containers and payments as Prisma returns them, each with its changes (oldest first). */
  recordsOf() {
    if (this.records) return this.records;
    if (!this.whole) throw new Error(`Lot ${this.lotId} was read without its entries' history and papers`);
    const changesOf = new Map<string, Change[]>();
    // As historyOrder: by time, then id.
    for (const h of [...this.changes].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)) {
      const key = h.containerId !== null ? `C${h.containerId}` : `P${h.paymentId}`;
      const change: Change = {
        id: h.id,
        containerId: h.containerId,
        paymentId: h.paymentId,
        userId: h.userId!,
        apiKeyId: h.apiKeyId,
        changedAt: h.createdAt,
        oldValues: JSON.parse(h.oldValues!),
        newValues: JSON.parse(h.newValues!),
        user: { name: h.changedBy! },
        apiKey: h.changedByKey === null ? null : { name: h.changedByKey },
      };
      changesOf.set(key, [...(changesOf.get(key) ?? []), change]);
    }
    const containers = new Map(
      this.containers.map((c) => [
        c.id,
        {
          id: c.id,
          lotId: this.lotId,
          containerNo: c.containerNo,
          sealNo: c.sealNo,
          material: c.material,
          quantityKg: new Prisma.Decimal(c.quantityKg),
          pricePerTon: new Prisma.Decimal(c.pricePerTon),
          papers: JSON.parse(c.papers),
          agreement: JSON.parse(c.agreement),
          date: calendarDateToDate(c.date),
          createdAt: c.createdAt,
          ...notVoided(c.version),
          changes: changesOf.get(`C${c.id}`) ?? [],
        },
      ]),
    );
    const payments = new Map(
      this.payments.map((p) => [
        p.id,
        {
          id: p.id,
          lotId: this.lotId,
          amount: new Prisma.Decimal(p.amount),
          papers: JSON.parse(p.papers),
          agreement: JSON.parse(p.agreement),
          date: calendarDateToDate(p.date),
          createdAt: p.createdAt,
          ...notVoided(p.version),
          changes: changesOf.get(`P${p.id}`) ?? [],
        },
      ]),
    );
    this.records = { containers, payments };
    return this.records;
  }

  /** The voided containers and payments as Prisma returns them (with who voided each), most recently voided first. */
  voidedRecords(): VoidedRecord[] {
    return [...this.voided]
      .sort((a, b) => b.voidedAt!.getTime() - a.voidedAt!.getTime() || b.id - a.id)
      .map((row) => {
        const common = {
          id: row.id,
          lotId: this.lotId,
          date: calendarDateToDate(row.date!),
          createdAt: row.createdAt,
          version: row.version!,
          agreement: JSON.parse(row.agreement!),
          voidedAt: row.voidedAt,
          voidReason: row.voidReason,
          voidedById: row.voidedById,
          voidedByApiKeyId: row.voidedByApiKeyId,
          voidedBy: row.voidedBy === null ? null : { name: row.voidedBy },
        };
        return row.kind === "C"
          ? {
              ...common,
              containerNo: row.containerNo!,
              sealNo: row.sealNo!,
              material: row.material!,
              quantityKg: new Prisma.Decimal(row.quantityKg!),
              pricePerTon: new Prisma.Decimal(row.pricePerTon!),
              papers: JSON.parse(row.papers!),
            }
          : { ...common, amount: new Prisma.Decimal(row.amount!), papers: JSON.parse(row.papers!) };
      });
  }
}

/** A voided entry as the lot lists it: its record, with who voided it. */
export type VoidedRecord = (Container | Payment) & { voidedBy: { name: string } | null };

/** The void columns of an entry the ledger counts. */
const notVoided = (version: number) => ({ version, voidedAt: null, voidReason: null, voidedById: null, voidedByApiKeyId: null });

export function readsByLot(rows: EntryRow[], whole = true): Map<number, LotRead> {
  const byLot = new Map<number, LotRead>();
  for (const row of rows) {
    let read = byLot.get(row.lotId);
    if (!read) byLot.set(row.lotId, (read = new LotRead(row.lotId, whole)));
    read.add(row);
  }
  return byLot;
}

/**
 * An entry's history: its addition first (who added it, when, with its first values), then every
 * edit, void and restore. By time, then id: additions recorded before issue 44 were copied in from
 * the change feed after the edits already kept.
 */
export const historyOrder = [{ changedAt: "asc" }, { id: "asc" }] as const;

/** What a row's `container` or `payment` can be answered from without a query (see loadedQuery.ts). */
const named = { allScalars: false, scalars: new Set(["name"]) };
const changesHeld = { ...wholeRow(Prisma.ChangeLogScalarFieldEnum, { user: named, apiKey: named }), orderBy: [...historyOrder] };
export const containerHeld = wholeRow(Prisma.ContainerScalarFieldEnum, { changes: changesHeld });
export const paymentHeld = wholeRow(Prisma.PaymentScalarFieldEnum, { changes: changesHeld });

/** One row as GraphQL sends it (shared/ledger.ts's row, its figures as text: money with 2 places, tons in their shortest exact form). */
export type LedgerRowValue = Omit<WireValues<LedgerRow>, "container" | "payment"> & {
  containerId: number | null;
  paymentId: number | null;
  /** Its container's or payment's agreement (issue 47), as JSON text. */
  agreement: string | null;
  /** The read the row came from: its container or payment record, when a query selects it. */
  read: LotRead;
};

export type LedgerTotalsValue = WireValues<LedgerTotals>;

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
  /** Null in a company statement asked without rows: `lotLedger(lot, range)` reads them if asked after all. */
  rows: LedgerRowValue[] | null;
  lot?: { id: number; version: number };
}

/**
 * How the rows of one answer give their `container` and `payment`: the queries Pothos planned for
 * those selections (once for all the rows, see ledger.ts), and whether the ledger's own read holds
 * all each asks for (then it answers without a query).
 */
export interface RowEntries {
  container: { query: PlannedQuery; held: boolean };
  payment: { query: PlannedQuery; held: boolean };
}
type PlannedQuery = { include?: unknown; select?: unknown };

export function rowEntries(container: PlannedQuery, payment: PlannedQuery): RowEntries {
  return {
    container: { query: container, held: heldBy(container, containerHeld) },
    payment: { query: payment, held: heldBy(payment, paymentHeld) },
  };
}

/** The row's container as Prisma would return it for the planned query: from the read when it holds all of it. */
export function rowContainer(row: LedgerRowValue, { query, held }: RowEntries["container"]) {
  if (row.containerId === null) return null;
  if (held) return row.read.recordsOf().containers.get(row.containerId) ?? null;
  return Promise.resolve(db.container.findUnique({ ...query, where: { id: row.containerId } } as Prisma.ContainerFindUniqueArgs));
}

export function rowPayment(row: LedgerRowValue, { query, held }: RowEntries["payment"]) {
  if (row.paymentId === null) return null;
  if (held) return row.read.recordsOf().payments.get(row.paymentId) ?? null;
  return Promise.resolve(db.payment.findUnique({ ...query, where: { id: row.paymentId } } as Prisma.PaymentFindUniqueArgs));
}

const moneyText = (value: Fixed | null) => (value === null ? null : value.toFixed(2));

export function statementValue(s: Omit<LotStatement, "rows">): StatementValue {
  return {
    from: s.from,
    to: s.to,
    openingBalance: s.openingBalance.toFixed(2),
    openingTotalPaid: s.openingTotalPaid.toFixed(2),
    closingBalance: s.closingBalance.toFixed(2),
    closingTotalPaid: s.closingTotalPaid.toFixed(2),
    totals: {
      quantityTons: s.totals.quantityTons.toString(),
      containerAmount: s.totals.containerAmount.toFixed(2),
      amountAdded: s.totals.amountAdded.toFixed(2),
    },
  };
}

export function lotLedgerValue(
  read: LotRead,
  s: LotStatement<LedgerContainerEntry, LedgerPaymentEntry>,
): LotLedger & { rows: LedgerRowValue[] } {
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
      agreement: row.container?.agreement ?? row.payment?.agreement ?? null,
      read,
    })),
  };
}

/**
 * Reads, per lot: the newest version seen and its statements by range. A lot's version is bumped
 * in the same transaction as each write (lotWrites.ts), and a request reads the version before
 * the entries, so what is kept for a version is never older than that version: valid across
 * processes.
 */
interface CachedLot {
  version: number;
  read: Promise<LotRead>;
  statements: Map<string, Promise<LotLedger>>;
}
const cachedLots = new Map<number, CachedLot>();
const MAX_CACHED_LOTS = 200;
const MAX_RANGES_PER_LOT = 8;

function readLot(lotId: number): Promise<LotRead> {
  return readEntries(Prisma.sql`${lotId}`).then((rows) => readsByLot(rows).get(lotId) ?? new LotRead(lotId));
}

/** A container or payment just added, as the ledger's read holds it (decimals and the date as text). */
export type AddedEntry = ({ kind: "C" } & LedgerContainerEntry) | ({ kind: "P" } & LedgerPaymentEntry);

/** The history record a write added with its entry (who added it, when, with what: change.ts). */
export interface AddedEntryHistory {
  id: number;
  userId: number;
  changedBy: string;
  apiKeyId: number | null;
  changedByKey: string | null;
  changedAt: Date;
  newValues: string;
}

/**
 * After a write that added one entry and took the lot to `lot.version`: when the read kept is exactly
 * of the version just before (a read may be newer than the version it was asked for: it tells), the
 * new version's read is that one plus the entry (each write bumps the version by one under the lot's
 * lock, so no other write came in between), and the write's payload gets the lot's fresh ledger
 * without reading it again. Otherwise the lot is read afresh.
 */
export function keepAddedEntry(lot: { id: number; version: number }, entry: AddedEntry, addition: AddedEntryHistory) {
  const cached = cachedLots.get(lot.id);
  if (!cached || cached.version !== lot.version - 1) return;
  const none = {
    containerNo: null,
    sealNo: null,
    material: null,
    quantityKg: null,
    pricePerTon: null,
    amount: null,
    papers: null,
    agreement: null,
  };
  const history = {
    containerId: null,
    paymentId: null,
    userId: null,
    changedBy: null,
    apiKeyId: null,
    changedByKey: null,
    oldValues: null,
    newValues: null,
    voidedAt: null,
    voidReason: null,
    voidedById: null,
    voidedByApiKeyId: null,
    voidedBy: null,
  };
  const read = cached.read.then((previous) =>
    previous.version === lot.version - 1
      ? previous.plus(
          { ...none, ...history, ...entry, lotId: lot.id },
          {
            ...none,
            ...history,
            kind: "H",
            lotId: lot.id,
            id: addition.id,
            date: null,
            createdAt: addition.changedAt,
            version: null,
            containerId: entry.kind === "C" ? entry.id : null,
            paymentId: entry.kind === "P" ? entry.id : null,
            userId: addition.userId,
            changedBy: addition.changedBy,
            apiKeyId: addition.apiKeyId,
            changedByKey: addition.changedByKey,
            oldValues: "{}",
            newValues: addition.newValues,
          },
        )
      : readLot(lot.id),
  );
  const next: CachedLot = { version: lot.version, read, statements: new Map() };
  read.catch(() => cachedLots.get(lot.id) === next && cachedLots.delete(lot.id));
  cachedLots.delete(lot.id);
  cachedLots.set(lot.id, next);
}

/** A lot's voided entries, from the same read (and cache) as its ledger: no statement of their own. */
export async function lotVoidedEntries(lot: { id: number; version: number }): Promise<VoidedRecord[]> {
  await lotLedger(lot);
  return (await cachedLots.get(lot.id)!.read).voidedRecords();
}

/** A lot's entries that count and its voided ones, each with its agreement (issue 47), from the same read (and cache) as its ledger. */
export async function lotEntriesRead(lot: { id: number; version: number }): Promise<Pick<LotRead, "containers" | "payments" | "voided">> {
  await lotLedger(lot);
  return cachedLots.get(lot.id)!.read;
}

/** A lot's ledger over a range, read and computed once per version of the lot. */
export function lotLedger(lot: { id: number; version: number }, range: DateRange = {}): Promise<LotLedger> {
  let cached = cachedLots.get(lot.id);
  if (!cached || cached.version < lot.version) {
    const read = readLot(lot.id);
    const fresh: CachedLot = { version: lot.version, read, statements: new Map() };
    read.catch(() => cachedLots.get(lot.id) === fresh && cachedLots.delete(lot.id));
    cached = fresh;
  }
  keepRecent(cachedLots, lot.id, cached, MAX_CACHED_LOTS);

  const key = `${range.from ?? ""}..${range.to ?? ""}`;
  let statement = cached.statements.get(key);
  if (!statement) {
    statement = cached.read.then((read) => lotLedgerValue(read, lotStatement(read, range)));
    keepRecent(cached.statements, key, statement, MAX_RANGES_PER_LOT);
  }
  return statement;
}

/** Checks a statement's date range: both ends optional, `to` including its whole day. */
export function parseRange(range: { from?: unknown; to?: unknown }): DateRange {
  const problem = dateRangeError(range.from, range.to);
  if (problem) throw new InputError(problem);
  return { from: parseCalendarDate(range.from), to: parseCalendarDate(range.to) };
}
