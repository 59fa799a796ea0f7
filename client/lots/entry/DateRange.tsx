import { DateField, dateValueProblem } from "../../components/DateField.tsx";
import { dateRangeError } from "../../../shared/validation.ts";

/**
 * A message when the range cannot be asked for, else null: a text typed that is not a date (why,
 * in dd/mm/yyyy terms), or the server's own rule and message.
 */
export function checkRange(from: string, to: string): string | null {
  return dateValueProblem(from) ?? dateValueProblem(to) ?? dateRangeError(from, to) ?? null;
}

export interface DateRangeValue {
  from: string;
  to: string;
}

/** The start and end date of a range, typed as dd/mm/yyyy or picked; empty means open-ended. */
export function DateRangeFields({
  value,
  onChange,
  labels,
  invalid = false,
}: {
  value: DateRangeValue;
  onChange: (next: DateRangeValue) => void;
  labels: { from: string; to: string };
  invalid?: boolean;
}) {
  return (
    <>
      <DateField label={labels.from} name="from" value={value.from} onChange={(from) => onChange({ ...value, from })} invalid={invalid} />
      <DateField label={labels.to} name="to" value={value.to} onChange={(to) => onChange({ ...value, to })} invalid={invalid} />
    </>
  );
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
  const error = checkRange(value.from, value.to);
  const active = Boolean(value.from || value.to);
  return (
    <fieldset className="lots-filter">
      <legend>Filter by Date</legend>
      <div className="lots-filter__fields">
        <DateRangeFields value={value} onChange={onChange} labels={{ from: "From", to: "To" }} invalid={Boolean(error)} />
        <button
          type="button"
          className="btn btn--outline lots-filter__clear"
          onClick={() => onChange({ from: "", to: "" })}
          disabled={!active}
        >
          Clear
        </button>
      </div>
      <p className={error ? "field-error" : "lots-muted lots-hint"} role={error ? "alert" : "status"}>
        {error ??
          (pending ? "Loading…" : active ? "Showing the chosen dates, with the balances before and after them." : "Showing every date.")}
      </p>
    </fieldset>
  );
}
