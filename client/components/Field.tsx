import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from "react";
import "./field.css";

/**
 * A labelled input (or, with `rows`, a text area) with its hint and error tied to it
 * (aria-describedby, aria-invalid): the one field of every form. The back-office forms use
 * `noValidate` and show the shared rules' messages here instead of the browser's bubbles.
 */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: ReactNode;
  name: string;
  error?: string | null;
  hint?: ReactNode;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: ReactNode;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Something placed inside the input's box, after it (the password toggle). */
  adornment?: ReactNode;
  /** A multi-line text area of this many rows instead of an input. */
  rows?: number;
  /**
   * A control of its own instead of the input (the date field's box with its calendar button),
   * carrying `id`, and the hint and error ids (`<id>-hint`, `<id>-error`) in its aria-describedby.
   */
  control?: ReactNode;
}

export function Field({ label, name, error, hint, labelNote, id, inputRef, adornment, rows, control, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-${name}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={inputId}>
        {label}
        {labelNote ? <span className="form-field__note"> {labelNote}</span> : null}
      </label>
      <div className={adornment ? "form-field__control form-field__control--adorned" : "form-field__control"}>
        {control ??
          (rows ? (
            <textarea
              id={inputId}
              name={name}
              rows={rows}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              {...(input as TextareaHTMLAttributes<HTMLTextAreaElement>)}
            />
          ) : (
            <input
              ref={inputRef}
              id={inputId}
              name={name}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              {...input}
            />
          ))}
        {adornment}
      </div>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.2v4.6" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
            <circle cx="8" cy="11.6" r="1.1" fill="#fff" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

export interface PasswordFieldProps extends Omit<FieldProps, "type" | "adornment"> {
  /** The toggle's accessible name says what it shows: "Show password", "Show confirm password"... */
  toggleLabel?: string;
}

/** A password input with a Show/Hide toggle (SPEC section 2). */
export function PasswordField({ toggleLabel = "password", id, name, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const inputId = id ?? `${autoId}-${name}`;
  return (
    <Field
      {...props}
      id={inputId}
      name={name}
      type={visible ? "text" : "password"}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      adornment={
        <button
          type="button"
          className="password-toggle"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={`${visible ? "Hide" : "Show"} ${toggleLabel}`}
          onClick={() => setVisible((v) => !v)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {visible ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
          </svg>
          <span aria-hidden="true">{visible ? "Hide" : "Show"}</span>
        </button>
      }
    />
  );
}

/** Focuses the first input of `form` whose field shows an error (after a failed submit). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  // After React has rendered the errors.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
