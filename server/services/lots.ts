import { db, isUniqueViolation, Prisma, type Tx } from "../db.ts";
import { config } from "../config.ts";
import type { Viewer } from "../context.ts";
import type { Container, Lot, Payment, Profile } from "../generated/prisma/client.ts";
import { AccessDeniedError, InputError, NotFoundError, assertValid } from "../errors.ts";
import { calendarDateToDate, dateToCalendarDate, parseCalendarDate, todayIn } from "../../shared/dates.ts";
import type { DateRange } from "../../shared/ledger.ts";
import { moneyString, parseDecimal } from "../../shared/money.ts";
import {
  containerNumberText,
  dateRangeError,
  text,
  tradeMessages,
  validateContainer,
  validateLot,
  validatePayment,
  type ContainerField,
  type PaymentField,
} from "../../shared/validation.ts";
import { ownLot, ownLotRecord } from "./ownership.ts";
import { requireViewer } from "./profiles.ts";
import { requireWriteAccess } from "./access.ts";
import { recordChangeEvent } from "./changeFeed.ts";
import { wholeRow } from "./loadedQuery.ts";

export const lotMessages = {
  noProfile: "Create your business profile before managing lots",
  lotNotFound: "Lot not found",
  containerNotFound: "Container not found",
  paymentNotFound: "Payment not found",
};

/** The caller's company: lots, containers and payments belong to it and to nobody else. */
export function companyOf(viewer: Viewer | null) {
  const user = requireViewer(viewer);
  if (!user.profile) throw new AccessDeniedError(lotMessages.noProfile);
  return user.profile;
}

export async function findOwnedLotByNumber(viewer: Viewer | null, lotNumber: string) {
  const company = companyOf(viewer);
  const lot = await db.lot.findUnique({ where: { profileId_lotNumber: { profileId: company.id, lotNumber: text(lotNumber) } } });
  if (!lot) throw new NotFoundError(lotMessages.lotNotFound);
  return lot;
}

/**
 * One of the caller's containers or payments (`find` reads its table with the filter), with its
 * lot; anybody else's, or an id that cannot be a row, is `notFound`.
 */
async function findOwnedEntry<Entry>(
  viewer: Viewer | null,
  id: number,
  find: (where: { id: number } & ReturnType<typeof ownLotRecord>) => Promise<Entry | null>,
  notFound: string,
): Promise<Entry> {
  companyOf(viewer);
  const entry = Number.isSafeInteger(id) ? await find({ id, ...ownLotRecord(viewer) }) : null;
  if (!entry) throw new NotFoundError(notFound);
  return entry;
}

/** One of the caller's containers, with its lot. */
export const findOwnedContainer = (viewer: Viewer | null, containerId: number) =>
  findOwnedEntry(viewer, containerId, (where) => db.container.findFirst({ where, include: { lot: true } }), lotMessages.containerNotFound);

/** One of the caller's payments, with its lot. */
export const findOwnedPayment = (viewer: Viewer | null, paymentId: number) =>
  findOwnedEntry(viewer, paymentId, (where) => db.payment.findFirst({ where, include: { lot: true } }), lotMessages.paymentNotFound);

/** The caller's lots, oldest first. */
export function listLots(viewer: Viewer | null) {
  companyOf(viewer);
  return db.lot.findMany({ where: ownLot(viewer), orderBy: { id: "asc" } });
}

/** The caller's containers of every lot, oldest first, each with its lot. */
export function listContainers(viewer: Viewer | null) {
  companyOf(viewer);
  return db.container.findMany({ where: ownLotRecord(viewer), include: { lot: true }, orderBy: { id: "asc" } });
}

/** The caller's payments of every lot, oldest first, each with its lot. */
export function listPayments(viewer: Viewer | null) {
  companyOf(viewer);
  return db.payment.findMany({ where: ownLotRecord(viewer), include: { lot: true }, orderBy: { id: "asc" } });
}

/** Writes wait their turn (the lot's row lock, the company's change-feed lock) rather than fail under load. */
const writeTransaction = { maxWait: 30_000, timeout: 30_000 };

/**
 * Writes to one lot run one at a time (a row lock), so concurrent payments all land and the ledger
 * stays consistent. The statement that takes the lock also checks that the lot is the caller's and
 * bumps its version in the same transaction, which retires every cached ledger of the lot in every
 * process (services/ledgerRead.ts). Another company's lot, or none, is not found: nothing is written.
 * `work` gets the locked lot with its company, which the write's payload returns as the parent.
 */
function withOwnedLockedLot<T>(
  viewer: Viewer | null,
  lot: Prisma.LotWhereInput,
  notFound: string,
  work: (tx: Tx, lot: LockedLot) => Promise<T>,
): Promise<T & { lot: LockedLot }> {
  const company = companyOf(viewer);
  requireWriteAccess(viewer);
  return db.$transaction(
    async (tx) => {
      const [locked] = await tx.lot.updateManyAndReturn({ where: { ...lot, profileId: company.id }, data: { version: { increment: 1 } } });
      if (!locked) throw new NotFoundError(notFound);
      const owned = { ...locked, profile: company };
      return { ...(await work(tx, owned)), lot: owned };
    },
    writeTransaction,
  );
}

export type LockedLot = Lot & { profile: Profile };

/** What a write's payload holds of its lot (see loadedQuery.ts): the whole row and its company's. */
export const lockedLotHeld = wholeRow(Prisma.LotScalarFieldEnum, { profile: wholeRow(Prisma.ProfileScalarFieldEnum) });

const byId = (id: number) => (Number.isSafeInteger(id) ? id : -1);

const dateOrToday = (value: unknown) => parseCalendarDate(value) ?? todayIn(config.timeZone);

export async function addLot(viewer: Viewer | null, input: { lotNumber?: unknown; price?: unknown }) {
  const company = companyOf(viewer);
  requireWriteAccess(viewer);
  assertValid(validateLot(input));
  const lotNumber = text(input.lotNumber);
  try {
    return await db.$transaction(async (tx) => {
      const lot = await tx.lot.create({ data: { profileId: company.id, lotNumber, price: parseDecimal(input.price, 2)!.toFixed(2) } });
      await recordChangeEvent(tx, viewer!, { kind: "LOT_CREATED", lotId: lot.id, values: lotValues(lot) });
      return lot;
    }, writeTransaction);
  } catch (error) {
    if (isUniqueViolation(error)) throw InputError.fromFields({ lotNumber: tradeMessages.lotNumberTaken(lotNumber) });
    throw error;
  }
}

interface ContainerInput {
  containerNo?: unknown;
  sealNo?: unknown;
  material?: unknown;
  quantity?: unknown;
  date?: unknown;
}

export function addContainer(viewer: Viewer | null, lotId: number, input: ContainerInput) {
  return withOwnedLockedLot(viewer, { id: byId(lotId) }, lotMessages.lotNotFound, async (tx, lot) => {
    assertValid(validateContainer(input));
    const container = await tx.container.create({
      data: {
        lotId: lot.id,
        containerNo: containerNumberText(input.containerNo),
        sealNo: text(input.sealNo),
        material: text(input.material),
        quantityKg: parseDecimal(input.quantity, 3)!.toFixed(3),
        pricePerTon: lot.price,
        date: calendarDateToDate(dateOrToday(input.date)),
      },
    });
    await recordChangeEvent(tx, viewer!, { kind: "CONTAINER_CREATED", lotId: lot.id, containerId: container.id, values: containerValues(container) });
    return container;
  });
}

/** A lot's values as plain strings: what its change-feed event carries. */
const lotValues = (lot: Lot) => ({ lotNumber: lot.lotNumber, price: moneyString(lot.price) });

/** The editable values of a container or payment as plain strings: what the change history and the change feed record. */
function containerValues(container: Container): Record<ContainerField, string> {
  return {
    date: dateToCalendarDate(container.date),
    containerNo: container.containerNo,
    sealNo: container.sealNo,
    material: container.material,
    quantity: container.quantityKg.toFixed(3),
  };
}

function paymentValues(payment: Payment): Record<PaymentField, string> {
  return { date: dateToCalendarDate(payment.date), amount: moneyString(payment.amount) };
}

/**
 * Writes the old and new values of the fields an edit changed, and the edit's change-feed event
 * (nothing when no field changed).
 */
async function recordChange<T extends Record<string, string>>(
  tx: Tx,
  viewer: Viewer,
  record: ({ containerId: number } | { paymentId: number }) & { lotId: number },
  before: T,
  after: T,
) {
  const changed = (Object.keys(before) as (keyof T)[]).filter((key) => before[key] !== after[key]);
  if (changed.length === 0) return;
  const pick = (values: T) => Object.fromEntries(changed.map((key) => [key, values[key]]));
  const { lotId, ...subject } = record;
  await tx.changeLog.create({ data: { ...subject, userId: viewer.id, oldValues: pick(before), newValues: pick(after) } });
  const kind = "containerId" in subject ? "CONTAINER_UPDATED" : "PAYMENT_UPDATED";
  await recordChangeEvent(tx, viewer, { kind, lotId, ...subject, values: after });
}

/** An edit sends only what it changes: an absent field leaves its column as it is. */
const edited = <T>(value: unknown, convert: (value: unknown) => T): T | undefined => (value === undefined ? undefined : convert(value));
const editedDate = (value: unknown) => {
  const date = parseCalendarDate(value);
  return date ? calendarDateToDate(date) : undefined;
};

export function updateContainer(viewer: Viewer | null, containerId: number, input: ContainerInput) {
  return withOwnedLockedLot(viewer, { containers: { some: { id: byId(containerId) } } }, lotMessages.containerNotFound, async (tx) => {
    assertValid(validateContainer(input, { partial: true }));
    const before = await tx.container.findUniqueOrThrow({ where: { id: containerId } });
    const after = await tx.container.update({
      where: { id: containerId },
      data: {
        containerNo: edited(input.containerNo, containerNumberText),
        sealNo: edited(input.sealNo, text),
        material: edited(input.material, text),
        quantityKg: edited(input.quantity, (kg) => parseDecimal(kg, 3)!.toFixed(3)),
        date: editedDate(input.date),
      },
    });
    await recordChange(tx, viewer!, { containerId: after.id, lotId: after.lotId }, containerValues(before), containerValues(after));
    return after;
  });
}

export function addPayment(viewer: Viewer | null, lotId: number, input: { amount?: unknown; date?: unknown }) {
  return withOwnedLockedLot(viewer, { id: byId(lotId) }, lotMessages.lotNotFound, async (tx, lot) => {
    assertValid(validatePayment(input));
    const payment = await tx.payment.create({
      data: { lotId: lot.id, amount: parseDecimal(input.amount, 2)!.toFixed(2), date: calendarDateToDate(dateOrToday(input.date)) },
    });
    await recordChangeEvent(tx, viewer!, { kind: "PAYMENT_CREATED", lotId: lot.id, paymentId: payment.id, values: paymentValues(payment) });
    return payment;
  });
}

export function updatePayment(viewer: Viewer | null, paymentId: number, input: { amount?: unknown; date?: unknown }) {
  return withOwnedLockedLot(viewer, { payments: { some: { id: byId(paymentId) } } }, lotMessages.paymentNotFound, async (tx) => {
    assertValid(validatePayment(input, { partial: true }));
    const before = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
    const after = await tx.payment.update({
      where: { id: paymentId },
      data: {
        amount: edited(input.amount, (amount) => parseDecimal(amount, 2)!.toFixed(2)),
        date: editedDate(input.date),
      },
    });
    await recordChange(tx, viewer!, { paymentId: after.id, lotId: after.lotId }, paymentValues(before), paymentValues(after));
    return after;
  });
}

/** Checks a statement's date range: both ends optional, `to` including its whole day. */
export function parseRange(range: { from?: unknown; to?: unknown }): DateRange {
  const problem = dateRangeError(range.from, range.to);
  if (problem) throw new InputError(problem);
  return { from: parseCalendarDate(range.from), to: parseCalendarDate(range.to) };
}
