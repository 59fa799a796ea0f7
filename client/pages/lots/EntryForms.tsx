import { useId, useRef, useState, type FormEvent } from "react";
import { Field } from "../../components/Field.tsx";
import { DateField } from "../../components/DateField.tsx";
import { useMessageDialog } from "../../components/Dialog.tsx";
import { UNREACHABLE, type MutationOutcome } from "../../relay/outcome.ts";
import { todayIn } from "../../../shared/dates.ts";
import { checkContainerNumber } from "../../../shared/containerNumber.ts";
import { ContainerNumberWarning } from "./ContainerNumberWarning.tsx";
import { hasErrors, tradeMessages, validateContainer, validatePayment } from "../../../shared/validation.ts";

type Errors = Record<string, string | undefined>;

/**
 * The state of an entry form: its values, the fields' messages, a message for the whole form and
 * whether a request is on its way. `field(name)` gives a Field its value, message and onChange
 * (typing clears that field's message), `dateField(name)` the same for a DateField; `send` runs the request and shows a refusal.
 */
function useEntryForm<E extends { [K in keyof E]: string }>(initial: () => E) {
  const [entry, setEntry] = useState<E>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: keyof E & string, value: string) => {
    setEntry((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setFormError(null);
  };
  const field = (name: keyof E & string) => ({
    name,
    value: entry[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  const dateField = (name: keyof E & string) => ({ name, value: entry[name], error: errors[name], onChange: (value: string) => set(name, value) });

  /**
   * Sends. A refusal keeps the typed values: its field messages go next to the fields, and
   * anything else (the server's message, or a request that never got an answer) next to the button,
   * so a trader never takes a failed save for a saved one.
   */
  async function send(what: string, request: () => Promise<MutationOutcome>): Promise<boolean> {
    setBusy(true);
    const outcome = await request();
    setBusy(false);
    if (!outcome.ok) {
      console.error(`${what} failed`, outcome);
      setErrors(outcome.fieldErrors);
      const onForm = Object.keys(outcome.fieldErrors).some((name) => name in entry);
      setFormError(onForm ? null : `Not saved: ${outcome.message ?? UNREACHABLE}`);
      return false;
    }
    setErrors({});
    setFormError(null);
    return true;
  }

  return { entry, setEntry, errors, setErrors, formError, setFormError, busy, field, dateField, send };
}

/** The form's own message (a refusal without field messages) and its submit button. */
function FormFoot({ formError, busy, label }: { formError: string | null; busy: boolean; label: string }) {
  return (
    <>
      {formError ? (
        <p className="field-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn--accent" disabled={busy}>
        {label}
      </button>
    </>
  );
}

const decimalInput = { type: "number", inputMode: "decimal", min: "0", step: "any" } as const;

export interface ContainerEntry {
  containerNo: string;
  sealNo: string;
  material: string;
  quantity: string;
  date: string;
}

/**
 * Container No, Seal No, Material, Quantity (kg), Date and Add Details (SPEC sections 2 and 5).
 * Any missing field: "Please fill all detail fields". The date defaults to the company's today.
 * A container number that is not a valid ISO 6346 one is pointed out once the trader leaves the
 * field, and stops Add Details until it is corrected or "Save anyway" is ticked.
 */
/** Next to Add Details when it waits for a container number to be corrected (or saved anyway). */
export const containerNumberNotSaved = "Not saved: Container No is not a valid ISO 6346 number. Correct it, or choose Save anyway below it.";

export function AddDetailsForm({ onAdd, timeZone }: { onAdd: (entry: ContainerEntry) => Promise<MutationOutcome>; timeZone: string }) {
  const id = useId();
  const dialog = useMessageDialog();
  const form = useEntryForm<ContainerEntry>(() => ({ containerNo: "", sealNo: "", material: "", quantity: "", date: todayIn(timeZone) }));
  const containerInput = useRef<HTMLInputElement>(null);
  const [containerLeft, setContainerLeft] = useState(false);
  const containerNo = form.field("containerNo");
  const check = form.entry.containerNo.trim() ? checkContainerNumber(form.entry.containerNo) : null;
  const warning = check && !check.ok && containerLeft ? check.warning : null;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await save(false);
  }

  /** Adds the details; `anyway`: the trader chose Save anyway for a number that is not ISO 6346. */
  async function save(anyway: boolean) {
    if (form.busy) return;
    const found = validateContainer(form.entry);
    if (Object.values(found).includes(tradeMessages.detailFieldsMissing)) {
      await dialog.show({ variant: "warning", title: tradeMessages.detailFieldsMissing });
      return;
    }
    form.setErrors(found);
    if (hasErrors(found)) return;
    if (check && !check.ok && !anyway) {
      setContainerLeft(true);
      form.setFormError(containerNumberNotSaved);
      containerInput.current?.focus();
      return;
    }
    if (!(await form.send("Adding the container details", () => onAdd({ ...form.entry, date: form.entry.date || "" })))) return;
    // The date stays: containers of one day are often entered one after another.
    form.setEntry((current) => ({ containerNo: "", sealNo: "", material: "", quantity: "", date: current.date }));
    setContainerLeft(false);
  }

  return (
    <form className="lots-card lots-entry" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lots-card__title">
        Container details
      </h2>
      <div className="lots-entry__grid">
        <Field
          label="Container No"
          type="text"
          autoComplete="off"
          {...containerNo}
          onBlur={() => setContainerLeft(true)}
          inputRef={containerInput}
          className={warning ? "form-field--warned" : undefined}
          hint={warning ? <ContainerNumberWarning warning={warning} busy={form.busy} onSaveAnyway={() => void save(true)} /> : undefined}
        />
        <Field label="Seal No" type="text" autoComplete="off" {...form.field("sealNo")} />
        <Field label="Material" type="text" {...form.field("material")} />
        <Field label="Quantity (kg)" {...decimalInput} {...form.field("quantity")} />
        <DateField label="Date" {...form.dateField("date")} today={todayIn(timeZone)} />
      </div>
      <FormFoot formError={form.formError} busy={form.busy} label="Add Details" />
      {dialog.element}
    </form>
  );
}

export interface PaymentEntry {
  amount: string;
  date: string;
}

/**
 * Enter Amount with its date (the company's today by default) and Add Advance/Amount. An empty
 * amount does nothing (SPEC section 5); the first payment of a lot becomes its Advance on the server.
 */
export function AddAmountForm({ onAdd, timeZone }: { onAdd: (entry: PaymentEntry) => Promise<MutationOutcome>; timeZone: string }) {
  const id = useId();
  const form = useEntryForm<PaymentEntry>(() => ({ amount: "", date: todayIn(timeZone) }));
  const amount = form.field("amount");

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (form.busy || form.entry.amount.trim() === "") return;
    const found = validatePayment(form.entry);
    form.setErrors(found);
    form.setFormError(null);
    if (hasErrors(found)) return;
    if (!(await form.send("Adding the amount", () => onAdd({ amount: form.entry.amount.trim(), date: form.entry.date })))) return;
    form.setEntry((current) => ({ ...current, amount: "" }));
  }

  return (
    <form className="lots-card lots-entry" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lots-card__title">
        Advance or amount paid
      </h2>
      <div className="lots-entry__grid lots-entry__grid--two">
        <Field label="Enter Amount" {...decimalInput} {...amount} hint={amount.error ? undefined : "US dollars; the lot's first amount is its advance."} />
        <DateField label="Date" {...form.dateField("date")} today={todayIn(timeZone)} />
      </div>
      <FormFoot formError={form.formError} busy={form.busy} label="Add Advance/Amount" />
    </form>
  );
}
