import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Field } from "../../components/Field.tsx";
import { DateField } from "../../components/DateField.tsx";
import { useMessageDialog } from "../../components/Dialog.tsx";
import { UNREACHABLE, type MutationOutcome } from "../../relay/outcome.ts";
import { formatDateGB, todayIn } from "../../../shared/dates.ts";
import { Fixed, formatMoney, formatTons } from "../../../shared/money.ts";
import { FAR_ABOVE_TIMES, cents, farAboveUsual, gramsOfKg, gramsOfTons } from "./usualSize.ts";
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
function FormFoot({ formError, added, busy, label }: { formError: string | null; added: string | null; busy: boolean; label: string }) {
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
      <p className="lots-added" role="status">
        {added}
      </p>
    </>
  );
}

/** How long the confirmation of an add stays. */
const ADDED_FOR_MS = 10_000;

/** "Added: ..." after each add, for ADDED_FOR_MS or until the next edit. */
function useAddedNotice() {
  const [added, setAdded] = useState<string | null>(null);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(null), ADDED_FOR_MS);
    return () => clearTimeout(timer);
  }, [added]);
  return [added, setAdded] as const;
}

/**
 * Asks once more about a figure far above the lot's usual ones (a typo adding zeros, or a real
 * exception): resolves true to go on.
 */
async function confirmUnusual(dialog: ReturnType<typeof useMessageDialog>, what: string, typed: string, usual: string): Promise<boolean> {
  const choice = await dialog.show({
    variant: "warning",
    title: `Far above this lot's usual ${what}`,
    text: `${typed} is more than ${FAR_ABOVE_TIMES} times this lot's usual ${what} (${usual}). Add it anyway?`,
    retry: true,
    retryLabel: "Add it",
    closeLabel: "Go back",
  });
  return choice === "retry";
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

export function AddDetailsForm({ onAdd, timeZone, usualQuantities = [] }: { onAdd: (entry: ContainerEntry) => Promise<MutationOutcome>; timeZone: string; usualQuantities?: readonly string[] }) {
  const id = useId();
  const dialog = useMessageDialog();
  const [added, setAdded] = useAddedNotice();
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
    const usual = farAboveUsual(gramsOfKg(form.entry.quantity.trim()), usualQuantities.map(gramsOfTons));
    if (usual !== null && !(await confirmUnusual(dialog, "quantity", `${form.entry.quantity.trim()} kg`, `${formatTons(new Fixed(usual, 6).toString())} MT`))) return;
    const entry = { ...form.entry, date: form.entry.date || "" };
    if (!(await form.send("Adding the container details", () => onAdd(entry)))) return;
    setAdded(`Added: container ${entry.containerNo.trim()}, ${entry.quantity.trim()} kg${entry.date ? ` on ${formatDateGB(entry.date)}` : ""}.`);
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
      <FormFoot formError={form.formError} added={added} busy={form.busy} label="Add Details" />
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
export function AddAmountForm({ onAdd, timeZone, usualAmounts = [] }: { onAdd: (entry: PaymentEntry) => Promise<MutationOutcome>; timeZone: string; usualAmounts?: readonly string[] }) {
  const id = useId();
  const dialog = useMessageDialog();
  const [added, setAdded] = useAddedNotice();
  const form = useEntryForm<PaymentEntry>(() => ({ amount: "", date: todayIn(timeZone) }));
  const amount = form.field("amount");

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (form.busy || form.entry.amount.trim() === "") return;
    const found = validatePayment(form.entry);
    form.setErrors(found);
    form.setFormError(null);
    if (hasErrors(found)) return;
    const entry = { amount: form.entry.amount.trim(), date: form.entry.date };
    const usual = farAboveUsual(cents(entry.amount), usualAmounts.map(cents));
    if (usual !== null && !(await confirmUnusual(dialog, "amount", formatMoney(entry.amount), formatMoney(new Fixed(usual, 2).toFixed(2))))) return;
    if (!(await form.send("Adding the amount", () => onAdd(entry)))) return;
    setAdded(`Added: ${formatMoney(entry.amount)}${entry.date ? ` on ${formatDateGB(entry.date)}` : ""}.`);
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
      <FormFoot formError={form.formError} added={added} busy={form.busy} label="Add Advance/Amount" />
      {dialog.element}
    </form>
  );
}
