import { describe, expect, it } from "vitest";
import {
  DEFAULT_TIME_ZONE,
  addDays,
  addMonths,
  calendarDateToDate,
  dateInputMessages,
  longDateGB,
  monthTitle,
  monthWeeks,
  parseTypedDate,
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
      "2026-02-30",
      "2025-02-29",
      "1900-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-1-5",
      "26-11-21",
      "21/11/2026",
      "2026-11-21T00:00:00Z",
      " 2026-11-21",
      "2026-11-21 ",
      "",
      "1899-12-31",
      "3000-01-01",
      null,
      undefined,
      20261121,
      new Date("2026-11-21"),
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

describe("parseTypedDate: day first, whatever the browser's language", () => {
  it("reads dd/mm/yyyy, d/m/yyyy, dashes and dots as YYYY-MM-DD", () => {
    expect(parseTypedDate("21/11/2026")).toEqual({ ok: true, iso: "2026-11-21" });
    expect(parseTypedDate("1/2/2026")).toEqual({ ok: true, iso: "2026-02-01" });
    expect(parseTypedDate("12/01/2025")).toEqual({ ok: true, iso: "2025-01-12" });
    expect(parseTypedDate("01-12-2025")).toEqual({ ok: true, iso: "2025-12-01" });
    expect(parseTypedDate(" 29.02.2024 ")).toEqual({ ok: true, iso: "2024-02-29" });
    expect(parseTypedDate("")).toEqual({ ok: true, iso: "" });
    expect(parseTypedDate("   ")).toEqual({ ok: true, iso: "" });
  });

  it("refuses days that do not exist, saying why", () => {
    expect(parseTypedDate("31/02/2025")).toEqual({ ok: false, message: "February 2025 has 28 days, so day 31 does not exist" });
    expect(parseTypedDate("29/02/2025")).toEqual({ ok: false, message: "February 2025 has 28 days, so day 29 does not exist" });
    expect(parseTypedDate("31/04/2026")).toEqual({ ok: false, message: "April 2026 has 30 days, so day 31 does not exist" });
    expect(parseTypedDate("00/04/2026")).toEqual({ ok: false, message: "April 2026 has 30 days, so day 0 does not exist" });
    expect(parseTypedDate("11/21/2026")).toEqual({ ok: false, message: "There is no month 21: the month comes second (dd/mm/yyyy)" });
    expect(parseTypedDate("01/01/1899")).toEqual({ ok: false, message: dateInputMessages.year });
  });

  it("refuses other shapes with the expected format", () => {
    for (const bad of ["2026-11-21", "21/11/26", "21 11 2026", "21/11", "21//11/2026", "tomorrow", "21/11/2026x", "１/２/2026"]) {
      expect(parseTypedDate(bad), bad).toEqual({ ok: false, message: dateInputMessages.shape });
    }
  });

  it("round-trips with formatDateGB", () => {
    for (const iso of ["2026-11-21", "2024-02-29", "1900-01-01", "2999-12-31"]) {
      expect(parseTypedDate(formatDateGB(iso))).toEqual({ ok: true, iso });
    }
  });
});

describe("calendar arithmetic for the date picker", () => {
  it("moves by days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2026-11-21", -7)).toBe("2026-11-14");
  });

  it("moves by months, keeping the day or taking the month's last", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
    expect(addMonths("2026-03-31", -13)).toBe("2025-02-28");
  });

  it("lays a month out in weeks from Monday", () => {
    const weeks = monthWeeks("2026-11-21"); // 1 November 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks[1][0]).toBe("2026-11-02");
    expect(weeks.at(-1)).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(monthWeeks("2021-02-10")).toHaveLength(4); // February 2021: Monday 1st to Sunday 28th
  });

  it("names months and days in words", () => {
    expect(monthTitle("2026-11-21")).toBe("November 2026");
    expect(longDateGB("2026-11-21")).toBe("Saturday 21 November 2026");
  });
});
