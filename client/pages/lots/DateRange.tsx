import { useId } from "react";
import { parseCalendarDate } from "../../../shared/dates.ts";

export const RANGE_REVERSED = "The start date must be on or before the end date.";
export const RANGE_INVALID = "Enter dates as day, month and year.";

/** A message when the range cannot be asked for (the server refuses a reversed one), else null. */
export function checkRange(from: string, to: string): string | null {
  if ((from && !parseCalendarDate(from)) || (to && !parseCalendarDate(to))) return RANGE_INVALID;
  if (from && to && from > to) return RANGE_REVERSED;
  return null;
}

export interface DateRangeValue {
  from: string;
  to: string;
}

/** "Filter by Date": From and To (the end date includes its whole day) with Clear. */
export function DateRangeFilter({
  value,
  onChange,
  pending = false,
}: {
  value: DateRangeValue;
  onChange: (next: DateRangeValue) => void;
  pending?: boolean;
}) {
  const id = useId();
  const error = checkRange(value.from, value.to);
  const active = Boolean(value.from || value.to);
  return (
    <fieldset className="lots-filter">
      <legend>Filter by Date</legend>
      <div className="lots-filter__fields">
        <div className="form-field">
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            value={value.from}
            max={value.to || undefined}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            type="date"
            value={value.to}
            min={value.from || undefined}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <button type="button" className="btn btn--outline lots-filter__clear" onClick={() => onChange({ from: "", to: "" })} disabled={!active}>
          Clear
        </button>
      </div>
      <p className={error ? "field-error" : "lots-muted lots-hint"} role={error ? "alert" : "status"}>
        {error ?? (pending ? "Loading…" : active ? "Showing the chosen dates, with the balances before and after them." : "Showing every date.")}
      </p>
    </fieldset>
  );
}
