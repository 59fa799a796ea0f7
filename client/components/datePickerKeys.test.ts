import { describe, expect, it } from "vitest";
import { gridKeyMove, inCalendar, weekdayIndex } from "./datePickerKeys.ts";

// 2026-11-18 is a Wednesday.
const day = "2026-11-18";

describe("date picker keys", () => {
  it("counts weekdays from Monday", () => {
    expect(weekdayIndex("2026-11-16")).toBe(0);
    expect(weekdayIndex(day)).toBe(2);
    expect(weekdayIndex("2026-11-22")).toBe(6);
  });

  it("moves a day, a week, to the week's ends, a month and a year", () => {
    expect(gridKeyMove("ArrowLeft", false, day)).toBe("2026-11-17");
    expect(gridKeyMove("ArrowRight", false, day)).toBe("2026-11-19");
    expect(gridKeyMove("ArrowUp", false, day)).toBe("2026-11-11");
    expect(gridKeyMove("ArrowDown", false, day)).toBe("2026-11-25");
    expect(gridKeyMove("Home", false, day)).toBe("2026-11-16");
    expect(gridKeyMove("End", false, day)).toBe("2026-11-22");
    expect(gridKeyMove("PageUp", false, day)).toBe("2026-10-18");
    expect(gridKeyMove("PageDown", false, day)).toBe("2026-12-18");
    expect(gridKeyMove("PageUp", true, day)).toBe("2025-11-18");
    expect(gridKeyMove("PageDown", true, day)).toBe("2027-11-18");
  });

  it("leaves other keys alone", () => {
    expect(gridKeyMove("Enter", false, day)).toBeUndefined();
    expect(gridKeyMove("a", false, day)).toBeUndefined();
  });

  it("keeps to the years 1900 to 2999", () => {
    expect(inCalendar("1900-01-01")).toBe(true);
    expect(inCalendar("1899-12-31")).toBe(false);
    expect(inCalendar("2999-12-31")).toBe(true);
    expect(inCalendar("3000-01-01")).toBe(false);
  });
});
