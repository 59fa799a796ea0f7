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

/**
 * Calendar-day formatters by time zone. Making one loads the zone's rules and costs far more than
 * using it (about 10 ms on a throttled phone), and the entry forms and the ledger ask for today on
 * every render.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day it is in an IANA time zone at the given instant. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  const parts = dayFormatter(timeZone).formatToParts(now);
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

/* Dates as traders type them: day first (dd/mm/yyyy), whatever the browser's language. */

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const TYPED_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

export const dateInputMessages = {
  shape: "Enter the date as dd/mm/yyyy, for example 21/11/2026",
  year: "The year must be between 1900 and 2999",
  month: (month: number) => `There is no month ${month}: the month comes second (dd/mm/yyyy)`,
  day: (day: number, month: number, year: number) =>
    `${MONTH_NAMES[month - 1]} ${year} has ${daysInMonth(year, month)} days, so day ${day} does not exist`,
} as const;

export type TypedDate = { ok: true; iso: string } | { ok: false; message: string };

/**
 * A date typed day first ("21/11/2026", "1/2/2026", "21-11-2026", "21.11.2026", spaces around it
 * ignored) as YYYY-MM-DD, or why it is not a real date. Empty text is the empty date.
 */
export function parseTypedDate(typed: string): TypedDate {
  const trimmed = typed.trim();
  if (trimmed === "") return { ok: true, iso: "" };
  const m = TYPED_DATE.exec(trimmed);
  if (!m) return { ok: false, message: dateInputMessages.shape };
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2999) return { ok: false, message: dateInputMessages.year };
  if (month < 1 || month > 12) return { ok: false, message: dateInputMessages.month(month) };
  if (day < 1 || day > daysInMonth(year, month)) return { ok: false, message: dateInputMessages.day(day, month, year) };
  return { ok: true, iso: isoOf(year, month, day) };
}

function isoOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "2026-11-21" -> "November 2026": a calendar's heading. */
export function monthTitle(iso: string): string {
  return `${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** "2026-11-21" -> "Saturday 21 November 2026": a day's accessible name. */
export function longDateGB(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  const weekday = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][
    new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  ];
  return `${weekday} ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** The day `days` later (earlier when negative), in the calendar, with no time zone involved. */
export function addDays(iso: string, days: number): string {
  const d = calendarDateToDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return dateToCalendarDate(d);
}

/** The same day `months` later, or that month's last day when it is shorter (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split("-").map(Number);
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return isoOf(y, m, Math.min(day, daysInMonth(y, m)));
}

/** The weeks (Monday first) showing `iso`'s month: YYYY-MM-DD days, with the neighbouring months' days as null. */
export function monthWeeks(iso: string): (string | null)[][] {
  const [year, month] = iso.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const lead = (first + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(isoOf(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** An instant as en-GB date and time on the company's clock (`siteInfo.timeZone`): "21/11/2026, 14:03". */
export function formatDateTimeGB(instant: string | Date, timeZone: string): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
}
