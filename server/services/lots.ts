import { db, isUniqueViolation, Prisma, type Tx } from "../db.ts";
import { config } from "../config.ts";
import type { Viewer } from "../context.ts";
import type { Container, Lot, Payment, Profile } from "../generated/prisma/client.ts";
import { AccessDeniedError, InputError, NotFoundError, assertValid } from "../errors.ts";
import { calendarDateToDate, dateToCalendarDate, parseCalendarDate, todayIn } from "../domain/dates.ts";
import type { DateRange } from "../domain/ledger.ts";
import { moneyString, parseDecimal } from "../domain/money.ts";
import { text, tradeMessages, validateContainer, validateLot, validatePayment } from "../domain/validation.ts";
import { requireViewer } from "./profiles.ts";
import { wholeRow } from "./loadedQuery.ts";

export const lotMessages = {
  noProfile: "Create your business profile before managing lots",
  lotNotFound: "Lot not found",
  containerNotFound: "Container not found",
  paymentNotFound: "Payment not found",
  rangeReversed: "The start date must not be after the end date",
};

/** The caller's company: lots, containers and payments belong to it and to nobody else. */
export function companyOf(viewer: Viewer | null) {
  const user = requireViewer(viewer);
  if (!user.profile) throw new AccessDeniedError(lotMessages.noProfile);
  return user.profile;
}

export async function findOwnedLotByNumber(viewer: Viewer | null, lotNumber: string) {
  const company = companyOf(viewer);
  return db.lot.findUnique({ where: { profileId_lotNumber: { profileId: company.id, lotNumber: text(lotNumber) } } });
}

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
  return db.$transaction(
    async (tx) => {
      const [locked] = await tx.lot.updateManyAndReturn({ where: { ...lot, profileId: company.id }, data: { version: { increment: 1 } } });
      if (!locked) throw new NotFoundError(notFound);
      const owned = { ...locked, profile: company };
      return { ...(await work(tx, owned)), lot: owned };
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}

export type LockedLot = Lot & { profile: Profile };

/** What a write's payload holds of its lot (see loadedQuery.ts): the whole row and its company's. */
export const lockedLotHeld = wholeRow(Prisma.LotScalarFieldEnum, { profile: wholeRow(Prisma.ProfileScalarFieldEnum) });

const byId = (id: number) => (Number.isSafeInteger(id) ? id : -1);

const dateOrToday = (value: unknown) => parseCalendarDate(value) ?? todayIn(config.timeZone);

export async function addLot(viewer: Viewer | null, input: { lotNumber?: unknown; price?: unknown }) {
  const company = companyOf(viewer);
  assertValid(validateLot(input));
  const lotNumber = text(input.lotNumber);
  try {
    return await db.lot.create({ data: { profileId: company.id, lotNumber, price: parseDecimal(input.price, 2)!.toFixed(2) } });
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
  return withOwnedLockedLot(viewer, { id: byId(lotId) }, lotMessages.lotNotFound, (tx, lot) => {
    assertValid(validateContainer(input));
    return tx.container.create({
      data: {
        lotId: lot.id,
        containerNo: text(input.containerNo),
        sealNo: text(input.sealNo),
        material: text(input.material),
        quantityKg: parseDecimal(input.quantity, 3)!.toFixed(3),
        pricePerTon: lot.price,
        date: calendarDateToDate(dateOrToday(input.date)),
      },
    });
  });
}

/** The editable values of a container or payment as plain strings: what the change history records. */
function containerValues(container: Container) {
  return {
    date: dateToCalendarDate(container.date),
    containerNo: container.containerNo,
    sealNo: container.sealNo,
    material: container.material,
    quantity: container.quantityKg.toFixed(3),
  };
}

function paymentValues(payment: Payment) {
  return { date: dateToCalendarDate(payment.date), amount: moneyString(payment.amount) };
}

/** Writes the old and new values of the fields an edit changed (nothing when none did). */
async function recordChange<T extends Record<string, string>>(
  tx: Tx,
  record: { containerId: number } | { paymentId: number },
  userId: number,
  before: T,
  after: T,
) {
  const changed = (Object.keys(before) as (keyof T)[]).filter((key) => before[key] !== after[key]);
  if (changed.length === 0) return;
  const pick = (values: T) => Object.fromEntries(changed.map((key) => [key, values[key]]));
  await tx.changeLog.create({ data: { ...record, userId, oldValues: pick(before), newValues: pick(after) } });
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
        containerNo: edited(input.containerNo, text),
        sealNo: edited(input.sealNo, text),
        material: edited(input.material, text),
        quantityKg: edited(input.quantity, (kg) => parseDecimal(kg, 3)!.toFixed(3)),
        date: editedDate(input.date),
      },
    });
    await recordChange(tx, { containerId: after.id }, viewer!.id, containerValues(before), containerValues(after));
    return after;
  });
}

export function addPayment(viewer: Viewer | null, lotId: number, input: { amount?: unknown; date?: unknown }) {
  return withOwnedLockedLot(viewer, { id: byId(lotId) }, lotMessages.lotNotFound, (tx, lot) => {
    assertValid(validatePayment(input));
    return tx.payment.create({
      data: { lotId: lot.id, amount: parseDecimal(input.amount, 2)!.toFixed(2), date: calendarDateToDate(dateOrToday(input.date)) },
    });
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
    await recordChange(tx, { paymentId: after.id }, viewer!.id, paymentValues(before), paymentValues(after));
    return after;
  });
}

/** Checks a statement's date range: both ends optional, `to` including its whole day. */
export function parseRange(range: { from?: unknown; to?: unknown }): DateRange {
  const parse = (value: unknown) => {
    if (value === undefined || value === null || value === "") return null;
    const date = parseCalendarDate(value);
    if (!date) throw new InputError(tradeMessages.dateInvalid);
    return date;
  };
  const from = parse(range.from);
  const to = parse(range.to);
  if (from && to && from > to) throw new InputError(lotMessages.rangeReversed);
  return { from, to };
}
