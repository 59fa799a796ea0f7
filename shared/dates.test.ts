import { describe, expect, it } from "vitest";
import {
  DEFAULT_TIME_ZONE,
  calendarDateToDate,
  dateToCalendarDate,
  formatDateGB,
  inDateRange,
  parseCalendarDate,
  todayIn,
} from "./dates.ts";

describe("parseCalendarDate", () => {
  it("accepts real YYYY-MM-DD dates", () => {
    expect(parseCalendarDate("2026-11-21")).toBe("2026-11-21");
    expect(parseCalendarDate("2024-02-29")).toBe("2024-02-29");
    expect(parseCalendarDate("2000-02-29")).toBe("2000-02-29");
    expect(parseCalendarDate("1900-01-01")).toBe("1900-01-01");
    expect(parseCalendarDate("2999-12-31")).toBe("2999-12-31");
  });

  it("rejects impossible days, wrong shapes and out-of-range years", () => {
    for (const bad of [
      "2026-02-30", "2025-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00",
      "2026-1-5", "26-11-21", "21/11/2026", "2026-11-21T00:00:00Z", " 2026-11-21", "2026-11-21 ", "",
      "1899-12-31", "3000-01-01", null, undefined, 20261121, new Date("2026-11-21"),
    ]) {
      expect(parseCalendarDate(bad), String(bad)).toBeNull();
    }
  });
});

describe("formatDateGB", () => {
  it("shows day/month/year with two-digit day and month", () => {
    expect(formatDateGB("2026-11-21")).toBe("21/11/2026");
    expect(formatDateGB("2026-01-05")).toBe("05/01/2026");
  });
});

describe("todayIn", () => {
  it("gives the calendar day in the zone, not in UTC", () => {
    const instant = new Date("2026-11-21T21:30:00Z"); // 01:30 on the 22nd in Dubai (UTC+4)
    expect(todayIn("Asia/Dubai", instant)).toBe("2026-11-22");
    expect(todayIn("UTC", instant)).toBe("2026-11-21");
    expect(todayIn("America/New_York", instant)).toBe("2026-11-21");
    expect(todayIn("Asia/Dubai", new Date("2026-01-01T19:59:59Z"))).toBe("2026-01-01");
    expect(todayIn("Asia/Dubai", new Date("2026-01-01T20:00:00Z"))).toBe("2026-01-02");
  });

  it("defaults to Asia/Dubai", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Asia/Dubai");
    const instant = new Date("2026-11-21T21:30:00Z");
    expect(todayIn(undefined, instant)).toBe("2026-11-22");
    expect(parseCalendarDate(todayIn())).not.toBeNull();
  });
});

describe("calendarDateToDate / dateToCalendarDate", () => {
  it("round-trips through UTC midnight", () => {
    const d = calendarDateToDate("2024-02-29");
    expect(d.toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(dateToCalendarDate(d)).toBe("2024-02-29");
    expect(dateToCalendarDate(new Date(Date.UTC(1900, 0, 1)))).toBe("1900-01-01");
  });
});

describe("inDateRange", () => {
  it("is inclusive at both ends; the end date covers its whole day", () => {
    expect(inDateRange("2026-03-10", "2026-03-10", "2026-03-20")).toBe(true);
    expect(inDateRange("2026-03-20", "2026-03-10", "2026-03-20")).toBe(true);
    expect(inDateRange("2026-03-09", "2026-03-10", "2026-03-20")).toBe(false);
    expect(inDateRange("2026-03-21", "2026-03-10", "2026-03-20")).toBe(false);
  });

  it("treats a missing bound as open", () => {
    expect(inDateRange("1900-01-01", null, "2026-03-20")).toBe(true);
    expect(inDateRange("2999-12-31", "2026-03-10")).toBe(true);
    expect(inDateRange("2026-03-10")).toBe(true);
    expect(inDateRange("2026-03-10", "", "")).toBe(true);
  });
});
