import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useMessageDialog } from "../../components/Dialog.tsx";
import { todayIn } from "../../../shared/dates.ts";
import { hasErrors, tradeMessages, validateContainer, validatePayment } from "../../../shared/validation.ts";
import type { MutationOutcome } from "../../relay/outcome.ts";

type Errors = Record<string, string | undefined>;

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="lots-muted lots-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

export interface ContainerEntry {
  containerNo: string;
  sealNo: string;
  material: string;
  quantity: string;
  date: string;
}

/**
 * Container No, Seal No, Material, Quantity (kg), Date and Add Details (SPEC sections 2 and 5).
 * Any missing field: "Please fill all detail fields". A refusal is logged (SPEC section 8) and its
 * field messages are shown next to the fields.
 */
export function AddDetailsForm({ onAdd, timeZone }: { onAdd: (entry: ContainerEntry) => Promise<MutationOutcome>; timeZone: string }) {
  const id = useId();
  const dialog = useMessageDialog();
  const [entry, setEntry] = useState<ContainerEntry>(() => ({ containerNo: "", sealNo: "", material: "", quantity: "", date: todayIn(timeZone) }));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const bind = (field: keyof ContainerEntry) => ({
    id: `${id}-${field}`,
    name: field,
    value: entry[field],
    onChange: (e: { target: { value: string } }) => {
      setEntry((current) => ({ ...current, [field]: e.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      setFormError(null);
    },
    "aria-invalid": errors[field] ? true : undefined,
  });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const found = validateContainer(entry);
    if (Object.values(found).includes(tradeMessages.detailFieldsMissing)) {
      await dialog.show({ variant: "warning", title: tradeMessages.detailFieldsMissing });
      return;
    }
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const outcome = await onAdd({ ...entry, date: entry.date || "" });
    setBusy(false);
    if (!outcome.ok) {
      console.error("Adding the container details failed", outcome);
      setErrors(outcome.fieldErrors);
      setFormError(Object.keys(outcome.fieldErrors).length ? null : outcome.message);
      return;
    }
    // The date stays: containers of one day are often entered one after another.
    setEntry((current) => ({ containerNo: "", sealNo: "", material: "", quantity: "", date: current.date }));
    setErrors({});
  }

  return (
    <form className="lots-card lots-entry" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lots-card__title">
        Container details
      </h2>
      <div className="lots-entry__grid">
        <Field id={`${id}-containerNo`} label="Container No" error={errors.containerNo}>
          <input type="text" autoComplete="off" {...bind("containerNo")} aria-describedby={describedBy(`${id}-containerNo`, errors.containerNo)} />
        </Field>
        <Field id={`${id}-sealNo`} label="Seal No" error={errors.sealNo}>
          <input type="text" autoComplete="off" {...bind("sealNo")} aria-describedby={describedBy(`${id}-sealNo`, errors.sealNo)} />
        </Field>
        <Field id={`${id}-material`} label="Material" error={errors.material}>
          <input type="text" {...bind("material")} aria-describedby={describedBy(`${id}-material`, errors.material)} />
        </Field>
        <Field id={`${id}-quantity`} label="Quantity (kg)" error={errors.quantity}>
          <input
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            {...bind("quantity")}
            aria-describedby={describedBy(`${id}-quantity`, errors.quantity)}
          />
        </Field>
        <Field id={`${id}-date`} label="Date" error={errors.date}>
          <input type="date" {...bind("date")} aria-describedby={describedBy(`${id}-date`, errors.date)} />
        </Field>
      </div>
      {formError ? (
        <p className="field-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn--accent" disabled={busy}>
        Add Details
      </button>
      {dialog.element}
    </form>
  );
}

export interface PaymentEntry {
  amount: string;
  date: string;
}

/**
 * Enter Amount with its date (today by default) and Add Advance/Amount. An empty amount does
 * nothing (SPEC section 5); the first payment of a lot becomes its Advance on the server.
 */
export function AddAmountForm({ onAdd, timeZone }: { onAdd: (entry: PaymentEntry) => Promise<MutationOutcome>; timeZone: string }) {
  const id = useId();
  const [amount, setAmount] = useState("");
  const [date, setDate] = useState(() => todayIn(timeZone));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || amount.trim() === "") return;
    const found = validatePayment({ amount, date });
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) return;
    setBusy(true);
    const outcome = await onAdd({ amount: amount.trim(), date });
    setBusy(false);
    if (!outcome.ok) {
      console.error("Adding the amount failed", outcome);
      setErrors(outcome.fieldErrors);
      setFormError(Object.keys(outcome.fieldErrors).length ? null : outcome.message);
      return;
    }
    setAmount("");
    setErrors({});
  }

  return (
    <form className="lots-card lots-entry" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lots-card__title">
        Advance or amount paid
      </h2>
      <div className="lots-entry__grid lots-entry__grid--two">
        <Field id={`${id}-amount`} label="Enter Amount" error={errors.amount} hint="US dollars; the lot's first amount is its advance.">
          <input
            id={`${id}-amount`}
            name="amount"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setErrors((current) => ({ ...current, amount: undefined }));
              setFormError(null);
            }}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={describedBy(`${id}-amount`, errors.amount, "hint")}
          />
        </Field>
        <Field id={`${id}-date`} label="Date" error={errors.date}>
          <input
            id={`${id}-date`}
            name="date"
            type="date"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setErrors((current) => ({ ...current, date: undefined }));
            }}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={describedBy(`${id}-date`, errors.date)}
          />
        </Field>
      </div>
      {formError ? (
        <p className="field-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn--accent" disabled={busy}>
        Add Advance/Amount
      </button>
    </form>
  );
}
