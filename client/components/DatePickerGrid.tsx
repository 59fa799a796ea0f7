import type { KeyboardEvent, Ref } from "react";
import { longDateGB, monthWeeks } from "../../shared/dates.ts";

const WEEKDAYS = [
  ["Mo", "Monday"],
  ["Tu", "Tuesday"],
  ["We", "Wednesday"],
  ["Th", "Thursday"],
  ["Fr", "Friday"],
  ["Sa", "Saturday"],
  ["Su", "Sunday"],
] as const;

/** The month of the focused day as a grid of day buttons, Monday first; only the focused day is in the tab order. */
export function DatePickerGrid({
  gridRef,
  titleId,
  focused,
  value,
  today,
  onKeyDown,
  onPick,
}: {
  gridRef: Ref<HTMLTableElement>;
  titleId: string;
  focused: string;
  value: string;
  today: string;
  onKeyDown: (e: KeyboardEvent<HTMLTableElement>) => void;
  onPick: (iso: string) => void;
}) {
  return (
    <table ref={gridRef} className="date-picker__grid" role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" abbr={long}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(focused).map((week, w) => (
          <tr key={w}>
            {week.map((day, d) =>
              day ? (
                <td key={day} role="gridcell" aria-selected={day === value}>
                  <button
                    type="button"
                    data-date={day}
                    tabIndex={day === focused ? 0 : -1}
                    aria-label={longDateGB(day)}
                    aria-current={day === today ? "date" : undefined}
                    className="date-picker__day"
                    onClick={() => onPick(day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                </td>
              ) : (
                <td key={`blank-${d}`} role="gridcell" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
