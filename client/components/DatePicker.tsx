import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { addDays, addMonths, formatDateGB, longDateGB, monthTitle, monthWeeks } from "../../shared/dates.ts";
import "./dateField.css";

const WEEKDAYS = [
  ["Mo", "Monday"],
  ["Tu", "Tuesday"],
  ["We", "Wednesday"],
  ["Th", "Thursday"],
  ["Fr", "Friday"],
  ["Sa", "Saturday"],
  ["Su", "Sunday"],
] as const;

/** Monday-first weekday index (0-6) of a YYYY-MM-DD day. */
const weekdayIndex = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;

export interface DatePickerProps {
  /** What the dialog chooses, e.g. "Date" or "From date": it is named "Choose <label>". */
  label: string;
  /** The chosen day (YYYY-MM-DD), or "" for none: the calendar opens on it, else on `today`. */
  value: string;
  today: string;
  /** The element the popup is placed against (the input's box). */
  anchor: HTMLElement | null;
  onPick: (iso: string) => void;
  /** Escape or the Close button (`returnFocus`), or a press elsewhere (the focus stays where it went). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The date-picker dialog of the WAI-ARIA Authoring Practices: a grid of the month's days, with
 * arrows (a day, a week), Home/End (the week's first and last day), PageUp/PageDown (a month;
 * with Shift, a year), Enter or Space to pick, Escape to close. Tab moves between the month
 * buttons, the grid and Close, and stays in the dialog. It sits in a fixed layer by the input, so
 * a scrolling table around it cannot clip it.
 */
export function DatePicker({ label, value, today, anchor, onPick, onClose }: DatePickerProps) {
  const id = useId();
  const [focused, setFocused] = useState(value || today);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);

  // Keyboard focus follows the focused day (also after a month change), once the dialog is placed
  // and visible: a hidden element cannot take the focus.
  const placed = position !== null;
  useEffect(() => {
    if (placed) gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, placed]);

  // Below the input, or above it when the viewport has no room below; kept there while the page scrolls.
  useLayoutEffect(() => {
    function place() {
      const dialog = dialogRef.current;
      if (!anchor || !dialog) return;
      const box = anchor.getBoundingClientRect();
      const { offsetWidth: width, offsetHeight: height } = dialog;
      const below = box.bottom + 4;
      const top = below + height > window.innerHeight && box.top - height - 4 >= 0 ? box.top - height - 4 : below;
      const left = Math.max(8, Math.min(box.left, window.innerWidth - width - 8));
      setPosition({ top, left });
    }
    place();
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
    };
  }, [anchor]);

  // A press anywhere else closes it, leaving the focus where the press put it.
  useEffect(() => {
    function outside(e: PointerEvent) {
      const target = e.target as Node;
      if (!dialogRef.current?.contains(target) && !anchor?.contains(target)) onClose(false);
    }
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [anchor, onClose]);

  function onGridKey(e: KeyboardEvent<HTMLTableElement>) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekdayIndex(focused)),
      End: () => addDays(focused, 6 - weekdayIndex(focused)),
      PageUp: () => addMonths(focused, e.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, e.shiftKey ? 12 : 1),
    };
    if (e.key in moves) {
      e.preventDefault();
      e.stopPropagation();
      const next = moves[e.key]();
      if (next >= "1900-01-01" && next <= "2999-12-31") setFocused(next);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      e.stopPropagation();
      onPick(focused);
    }
  }

  function onDialogKey(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape") {
      // Closes the calendar only: not the form or inline edit around it.
      e.preventDefault();
      e.stopPropagation();
      onClose(true);
    } else if (e.key === "Enter") {
      // Enter on a button here is that button's; it never submits the form around the field.
      e.stopPropagation();
    } else if (e.key === "Tab") {
      const stops = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>('button:not([tabindex="-1"])') ?? []);
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = stops[(at + (e.shiftKey ? -1 : 1) + stops.length) % stops.length];
      e.preventDefault();
      next?.focus();
    }
  }

  const titleId = `${id}-title`;
  return (
    <div
      ref={dialogRef}
      className="date-picker"
      role="dialog"
      aria-modal="true"
      aria-label={`Choose ${label}`}
      style={position ? { top: position.top, left: position.left } : { visibility: "hidden" }}
      onKeyDown={onDialogKey}
    >
      <div className="date-picker__head">
        <button type="button" className="date-picker__month" aria-label="Previous month" onClick={() => setFocused(addMonths(focused, -1))}>
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={titleId} className="date-picker__title" aria-live="polite">
          {monthTitle(focused)}
        </h2>
        <button type="button" className="date-picker__month" aria-label="Next month" onClick={() => setFocused(addMonths(focused, 1))}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={gridRef} className="date-picker__grid" role="grid" aria-labelledby={titleId} onKeyDown={onGridKey}>
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
      <div className="date-picker__foot">
        <p className="date-picker__hint">
          {value ? `Chosen: ${formatDateGB(value)}. ` : ""}Arrow keys move, Page Up/Down change month, Enter picks.
        </p>
        <button type="button" className="btn btn--outline date-picker__close" onClick={() => onClose(true)}>
          Close
        </button>
      </div>
    </div>
  );
}
