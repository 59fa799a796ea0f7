// Calendar dates (container and payment dates) are "YYYY-MM-DD" strings, never instants.

export const DEFAULT_TIME_ZONE = "Asia/Dubai";

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Strict YYYY-MM-DD naming a real day between 1900 and 2999, else null. */
export function parseCalendarDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const m = CALENDAR_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2999 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return value;
}

/** "2026-11-21" -> "21/11/2026" (en-GB). */
export function formatDateGB(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

/** The calendar day it is in an IANA time zone at the given instant. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** UTC midnight of the day: what Prisma's @db.Date columns take and return. */
export function calendarDateToDate(iso: string): Date {
  return new Date(`${iso}T00:00:00.000Z`);
}

export function dateToCalendarDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Inclusive at both ends; comparing whole days means `to` covers its whole day. */
export function inDateRange(iso: string, from?: string | null, to?: string | null): boolean {
  if (from && iso < from) return false;
  if (to && iso > to) return false;
  return true;
}
