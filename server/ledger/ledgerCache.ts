import { Prisma } from "../db.ts";
import { keepRecent } from "../keepRecent.ts";
import { lotStatement, type DateRange } from "../../shared/ledger.ts";
import { readEntries } from "./ledgerSql.ts";
import { LotRead, NO_HISTORY, readsByLot, type LedgerContainerEntry, type LedgerPaymentEntry, type VoidedRecord } from "./lotRead.ts";
import { lotLedgerValue, type LotLedger } from "./ledgerAnswer.ts";

/**
 * Reads, per lot: the newest version seen and its statements by range. A lot's version is bumped
 * in the same transaction as each write (ownedLotWrite.ts), and a request reads the version before
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
    ...NO_HISTORY,
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
