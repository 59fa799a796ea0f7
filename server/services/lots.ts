import { db, isUniqueViolation, type Tx } from "../db.ts";
import { config } from "../config.ts";
import type { Viewer } from "../context.ts";
import type { Container, Payment } from "../generated/prisma/client.ts";
import { AccessDeniedError, InputError, NotFoundError, assertValid } from "../errors.ts";
import { calendarDateToDate, dateToCalendarDate, parseCalendarDate, todayIn } from "../domain/dates.ts";
import type { DateRange } from "../domain/ledger.ts";
import { moneyString, parseDecimal } from "../domain/money.ts";
import { text, tradeMessages, validateContainer, validateLot, validatePayment } from "../domain/validation.ts";
import { requireViewer } from "./profiles.ts";

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

/** Another company's ids answer exactly like missing ones, so existence does not leak. */
export async function findOwnedLot(viewer: Viewer | null, lotId: number) {
  const company = companyOf(viewer);
  const lot = Number.isSafeInteger(lotId) ? await db.lot.findFirst({ where: { id: lotId, profileId: company.id } }) : null;
  if (!lot) throw new NotFoundError(lotMessages.lotNotFound);
  return lot;
}

export async function findOwnedLotByNumber(viewer: Viewer | null, lotNumber: string) {
  const company = companyOf(viewer);
  return db.lot.findUnique({ where: { profileId_lotNumber: { profileId: company.id, lotNumber: text(lotNumber) } } });
}

/**
 * Writes to one lot run one at a time (a row lock), so concurrent payments all land and the ledger
 * stays consistent. Taking the lock bumps the lot's version in the same transaction, which retires
 * every cached ledger of the lot in every process (services/ledgerRead.ts).
 */
function withLockedLot<T>(lotId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`UPDATE "Lot" SET "version" = "version" + 1 WHERE "id" = ${lotId}`;
      return work(tx);
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}

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

export async function addContainer(viewer: Viewer | null, lotId: number, input: ContainerInput) {
  const lot = await findOwnedLot(viewer, lotId);
  assertValid(validateContainer(input));
  return withLockedLot(lot.id, (tx) =>
    tx.container.create({
      data: {
        lotId: lot.id,
        containerNo: text(input.containerNo),
        sealNo: text(input.sealNo),
        material: text(input.material),
        quantityKg: parseDecimal(input.quantity, 3)!.toFixed(3),
        pricePerTon: lot.price,
        date: calendarDateToDate(dateOrToday(input.date)),
      },
    }),
  );
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

export async function updateContainer(viewer: Viewer | null, containerId: number, input: ContainerInput) {
  const company = companyOf(viewer);
  const existing = Number.isSafeInteger(containerId)
    ? await db.container.findFirst({ where: { id: containerId, lot: { profileId: company.id } } })
    : null;
  if (!existing) throw new NotFoundError(lotMessages.containerNotFound);
  assertValid(validateContainer(input, { partial: true }));
  return withLockedLot(existing.lotId, async (tx) => {
    const before = await tx.container.findUniqueOrThrow({ where: { id: existing.id } });
    const after = await tx.container.update({
      where: { id: existing.id },
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

export async function addPayment(viewer: Viewer | null, lotId: number, input: { amount?: unknown; date?: unknown }) {
  const lot = await findOwnedLot(viewer, lotId);
  assertValid(validatePayment(input));
  return withLockedLot(lot.id, (tx) =>
    tx.payment.create({
      data: { lotId: lot.id, amount: parseDecimal(input.amount, 2)!.toFixed(2), date: calendarDateToDate(dateOrToday(input.date)) },
    }),
  );
}

export async function updatePayment(viewer: Viewer | null, paymentId: number, input: { amount?: unknown; date?: unknown }) {
  const company = companyOf(viewer);
  const existing = Number.isSafeInteger(paymentId)
    ? await db.payment.findFirst({ where: { id: paymentId, lot: { profileId: company.id } } })
    : null;
  if (!existing) throw new NotFoundError(lotMessages.paymentNotFound);
  assertValid(validatePayment(input, { partial: true }));
  return withLockedLot(existing.lotId, async (tx) => {
    const before = await tx.payment.findUniqueOrThrow({ where: { id: existing.id } });
    const after = await tx.payment.update({
      where: { id: existing.id },
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
