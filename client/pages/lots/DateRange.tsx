import { Field } from "../../components/Field.tsx";
import { dateRangeError } from "../../../shared/validation.ts";

/** A message when the range cannot be asked for (the server's own rule and message), else null. */
export function checkRange(from: string, to: string): string | null {
  return dateRangeError(from, to) ?? null;
}

export interface DateRangeValue {
  from: string;
  to: string;
}

/** The start and end date of a range, each bounding the other; empty means open-ended. */
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
  const ariaInvalid = invalid ? true : undefined;
  return (
    <>
      <Field
        label={labels.from}
        name="from"
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
        aria-invalid={ariaInvalid}
      />
      <Field
        label={labels.to}
        name="to"
        type="date"
        value={value.to}
        min={value.from || undefined}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
        aria-invalid={ariaInvalid}
      />
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
