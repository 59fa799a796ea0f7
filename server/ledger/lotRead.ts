import { Prisma } from "../db.ts";
import type { ChangeLog, Container, Payment } from "../generated/prisma/client.ts";
import { calendarDateToDate } from "../../shared/dates.ts";
import type { EntryRow, StatementEntryRow, StatementVoidColumns } from "./ledgerSql.ts";

/**
 * One version of one lot as read by ledgerSql.ts: its entries as the ledger counts them, its
 * voided ones and its history, and (built when first asked for) its records as Prisma returns them.
 */

export type LedgerContainerEntry = {
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
export type LedgerPaymentEntry = {
  id: number;
  date: string;
  createdAt: Date;
  version: number;
  amount: string;
  papers: string;
  agreement: string;
};
type Change = ChangeLog & { user: { name: string }; apiKey: { name: string } | null };

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

  /** A row of readStatementEntries (a read without history: `whole` false). */
  addStatementRow(row: StatementEntryRow) {
    const [kind, lotId, id, date, ms, version, containerNo, sealNo, material, quantityKg, pricePerTon, amount, agreement] = row;
    if (kind === "V") {
      this.version = id;
      return;
    }
    const createdAt = new Date(ms!);
    if (row[13] !== null) {
      const [voidedAt, voidReason, voidedById, voidedByApiKeyId, voidedBy, papers] = row.slice(13) as StatementVoidColumns;
      const entry = {
        kind,
        lotId,
        id,
        date,
        createdAt,
        version,
        containerNo,
        sealNo,
        material,
        quantityKg,
        pricePerTon,
        amount,
        agreement,
      };
      this.voided.push({ ...NO_HISTORY, ...entry, voidedAt, voidReason, voidedById, voidedByApiKeyId, voidedBy, papers });
    } else if (kind === "C") {
      // Papers are read only for voided entries: null here, as `whole` says.
      this.containers.push({
        id,
        date: date!,
        createdAt,
        version: version!,
        containerNo: containerNo!,
        sealNo: sealNo!,
        material: material!,
        quantityKg: quantityKg!,
        pricePerTon: pricePerTon!,
        papers: null!,
        agreement: agreement!,
      });
    } else {
      this.payments.push({ id, date: date!, createdAt, version: version!, amount: amount!, papers: null!, agreement: agreement! });
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
        oldValues: JSON.parse(h.oldValues!) as Prisma.JsonValue,
        newValues: JSON.parse(h.newValues!) as Prisma.JsonValue,
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
          papers: JSON.parse(c.papers) as Prisma.JsonValue,
          agreement: JSON.parse(c.agreement) as Prisma.JsonValue,
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
          papers: JSON.parse(p.papers) as Prisma.JsonValue,
          agreement: JSON.parse(p.agreement) as Prisma.JsonValue,
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
          agreement: JSON.parse(row.agreement!) as Prisma.JsonValue,
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
              papers: JSON.parse(row.papers!) as Prisma.JsonValue,
            }
          : { ...common, amount: new Prisma.Decimal(row.amount!), papers: JSON.parse(row.papers!) as Prisma.JsonValue };
      });
  }
}

/** The history columns of an EntryRow that is an entry, not a change. */
export const NO_HISTORY = {
  containerId: null,
  paymentId: null,
  userId: null,
  changedBy: null,
  apiKeyId: null,
  changedByKey: null,
  oldValues: null,
  newValues: null,
} as const;

/** A voided entry as the lot lists it: its record, with who voided it. */
export type VoidedRecord = (Container | Payment) & { voidedBy: { name: string } | null };

/** The void columns of an entry the ledger counts. */
const notVoided = (version: number) => ({ version, voidedAt: null, voidReason: null, voidedById: null, voidedByApiKeyId: null });

/** The reads of readStatementEntries' rows, by lot (without history: `whole` false). */
export function statementReadsByLot(rows: StatementEntryRow[]): Map<number, LotRead> {
  const byLot = new Map<number, LotRead>();
  for (const row of rows) {
    let read = byLot.get(row[1]);
    if (!read) byLot.set(row[1], (read = new LotRead(row[1], false)));
    read.addStatementRow(row);
  }
  return byLot;
}

export function readsByLot(rows: EntryRow[]): Map<number, LotRead> {
  const byLot = new Map<number, LotRead>();
  for (const row of rows) {
    let read = byLot.get(row.lotId);
    if (!read) byLot.set(row.lotId, (read = new LotRead(row.lotId)));
    read.add(row);
  }
  return byLot;
}
