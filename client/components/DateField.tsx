import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { Field } from "./Field.tsx";
import { DatePicker } from "./DatePicker.tsx";
import { formatDateGB, parseCalendarDate, parseTypedDate, todayIn } from "../../shared/dates.ts";
import "./dateField.css";

/**
 * Dates are shown and typed day first, dd/mm/yyyy, whatever the browser's language (a native
 * date input follows the browser's, mm/dd/yyyy in a US one, beside tables in dd/mm/yyyy).
 *
 * The value is a YYYY-MM-DD date, "" for none, or, while the text typed is not a real date, that
 * text: it is no YYYY-MM-DD, so the shared validation refuses it and nothing half-typed is sent.
 */
export type DateValue = string;

/** Why the value is not a date, in words for the trader, or null (a date, or empty). */
export function dateValueProblem(value: DateValue): string | null {
  if (value === "" || parseCalendarDate(value)) return null;
  const typed = parseTypedDate(value);
  return typed.ok ? null : typed.message;
}

/** "Date", "Filter End Date", but "From date": what the calendar button and dialog say they choose. */
export const dateName = (label: string) => (/date/i.test(label) ? label : `${label} date`);

const shown = (value: DateValue) => (parseCalendarDate(value) ? formatDateGB(value) : value);

interface DateInputProps {
  /** The field's name, for the calendar button and dialog: "Choose Date". */
  label: string;
  name?: string;
  value: DateValue;
  onChange: (value: DateValue) => void;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Given when no visible <label> names the input (an inline edit box). */
  ariaLabel?: string;
  /** The box's class: `date-input--inline` for a table cell. */
  className?: string;
  inputClassName?: string;
  onBlur?: () => void;
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void;
  /** The day the calendar opens on when there is no date yet: the company's today. */
  today?: string;
}

/** The dd/mm/yyyy text box with its calendar button: the input of DateField, and of inline edits. */
export function DateInput(props: DateInputProps) {
  const {
    label,
    name,
    value,
    onChange,
    id,
    invalid,
    describedBy,
    inputRef,
    ariaLabel,
    className,
    inputClassName,
    onBlur,
    onKeyDown,
    today,
  } = props;
  const [text, setText] = useState(() => shown(value));
  const [open, setOpen] = useState(false);
  const emitted = useRef(value);
  const boxRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A value set from outside (Clear, a saved entry, a reset form) replaces the text.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(shown(value));
    }
  }, [value]);

  function emit(next: DateValue) {
    emitted.current = next;
    onChange(next);
  }

  function type(next: string) {
    setText(next);
    const typed = parseTypedDate(next);
    // A pasted YYYY-MM-DD is unambiguous and passes as it is.
    emit(typed.ok ? typed.iso : (parseCalendarDate(next.trim()) ?? next));
  }

  function pick(iso: string) {
    setText(formatDateGB(iso));
    emit(iso);
    close(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  const chosen = parseCalendarDate(value);
  return (
    <span ref={boxRef} className={`date-input${className ? ` ${className}` : ""}`}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        className={inputClassName}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        value={text}
        aria-label={ariaLabel}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => type(e.target.value)}
        onBlur={() => {
          if (chosen) setText(formatDateGB(chosen)); // 1/2/2026 reads back as 01/02/2026
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <button
        ref={buttonRef}
        type="button"
        className="date-input__calendar"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <rect x="2.5" y="4" width="15" height="13.5" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M2.5 8h15M6.5 2v4M13.5 2v4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        {/* Named by its text, not aria-label, so a look-up of the field by its label finds the input alone. */}
        <span className="visually-hidden">
          {chosen ? `Change ${dateName(label)}, ${formatDateGB(chosen)}` : `Choose ${dateName(label)}`}
        </span>
      </button>
      {open ? (
        <DatePicker
          label={dateName(label)}
          value={chosen ?? ""}
          today={today ?? todayIn()}
          anchor={boxRef.current}
          onPick={pick}
          onClose={close}
        />
      ) : null}
    </span>
  );
}

export interface DateFieldProps {
  label: string;
  name: string;
  value: DateValue;
  onChange: (value: DateValue) => void;
  /** The form's message for the field (a refusal); a text that is no date shows its own. */
  error?: string | null;
  hint?: string;
  invalid?: boolean;
  today?: string;
}

/**
 * A labelled date field typed as dd/mm/yyyy, with a calendar to pick from. A text that is not a
 * real date says why once the trader leaves the field (or the form is sent).
 */
export function DateField({ label, name, value, onChange, error, hint, invalid, today }: DateFieldProps) {
  const autoId = useId();
  const inputId = `${autoId}-${name}`;
  const [left, setLeft] = useState(false);
  const problem = dateValueProblem(value);
  const message = (problem && (left || error) ? problem : null) ?? error ?? null;
  const describedBy = [hint ? `${inputId}-hint` : null, message ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <Field
      label={label}
      name={name}
      id={inputId}
      error={message}
      hint={hint}
      className="date-field"
      control={
        <DateInput
          label={label}
          name={name}
          id={inputId}
          value={value}
          onChange={(next) => {
            setLeft(false);
            onChange(next);
          }}
          onBlur={() => setLeft(true)}
          invalid={Boolean(message) || invalid}
          describedBy={describedBy}
          today={today}
        />
      }
    />
  );
}
