import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { addMonths, formatDateGB, monthTitle } from "../../shared/dates.ts";
import { DatePickerGrid } from "./DatePickerGrid.tsx";
import { gridKeyMove, inCalendar } from "./datePickerKeys.ts";
import { useOutsidePress, usePopupPlacement } from "./datePickerPopup.ts";
import "./dateField.css";

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
  const dialogRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const position = usePopupPlacement(anchor, dialogRef);
  const closeByPress = useCallback(() => onClose(false), [onClose]);
  useOutsidePress(anchor, dialogRef, closeByPress);

  // Keyboard focus follows the focused day (also after a month change), once the dialog is placed
  // and visible: a hidden element cannot take the focus.
  const placed = position !== null;
  useEffect(() => {
    if (placed) gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, placed]);

  function onGridKey(e: KeyboardEvent<HTMLTableElement>) {
    const next = gridKeyMove(e.key, e.shiftKey, focused);
    if (next !== undefined) {
      e.preventDefault();
      e.stopPropagation();
      if (inCalendar(next)) setFocused(next);
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
      <DatePickerGrid
        gridRef={gridRef}
        titleId={titleId}
        focused={focused}
        value={value}
        today={today}
        onKeyDown={onGridKey}
        onPick={onPick}
      />
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
