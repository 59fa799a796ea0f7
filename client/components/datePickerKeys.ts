import { addDays, addMonths } from "../../shared/dates.ts";

/** Monday-first weekday index (0-6) of a YYYY-MM-DD day. */
export const weekdayIndex = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The day a key in the calendar grid moves the focus to: arrows a day or a week, Home/End the
 * week's Monday or Sunday, PageUp/PageDown a month (with Shift, a year). Undefined for any other key.
 */
export function gridKeyMove(key: string, shiftKey: boolean, focused: string): string | undefined {
  switch (key) {
    case "ArrowLeft":
      return addDays(focused, -1);
    case "ArrowRight":
      return addDays(focused, 1);
    case "ArrowUp":
      return addDays(focused, -7);
    case "ArrowDown":
      return addDays(focused, 7);
    case "Home":
      return addDays(focused, -weekdayIndex(focused));
    case "End":
      return addDays(focused, 6 - weekdayIndex(focused));
    case "PageUp":
      return addMonths(focused, shiftKey ? -12 : -1);
    case "PageDown":
      return addMonths(focused, shiftKey ? 12 : 1);
    default:
      return undefined;
  }
}

/** Whether the calendar goes as far as the day (years 1900 to 2999). */
export const inCalendar = (day: string) => day >= "1900-01-01" && day <= "2999-12-31";
