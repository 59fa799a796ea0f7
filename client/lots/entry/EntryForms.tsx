import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { Field } from "../../components/Field.tsx";
import { DateField } from "../../components/DateField.tsx";
import { useMessageDialog } from "../../components/Dialog.tsx";
import { UNREACHABLE, type MutationOutcome } from "../../relay/outcome.ts";
import type { LedgerWrite } from "../mutations/useLotLedgerMutation.ts";
import { formatDateGB, todayIn } from "../../../shared/dates.ts";
import { Fixed, formatMoney } from "../../../shared/money.ts";
import { plainKg } from "../ledgerFormat.ts";
import { FAR_ABOVE_TIMES, cents, farAboveUsual, gramsOfKg, gramsOfTons } from "./usualSize.ts";
import { checkContainerNumber, normalizeContainerNumber } from "../../../shared/containerNumber.ts";
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
  const dateField = (name: keyof E & string) => ({
    name,
    value: entry[name],
    error: errors[name],
    onChange: (value: string) => set(name, value),
  });

  /**
   * Sends. A refusal keeps the typed values: its field messages go next to the fields, and
   * anything else (the server's message, or a request that never got an answer) next to the button,
   * so a trader never takes a failed save for a saved one.
   */
  async function send(what: string, request: () => Promise<MutationOutcome<LedgerWrite>>): Promise<LedgerWrite | null> {
    setBusy(true);
    const outcome = await request();
    setBusy(false);
    if (!outcome.ok) {
      console.error(`${what} failed`, outcome);
      setErrors(outcome.fieldErrors);
      const onForm = Object.keys(outcome.fieldErrors).some((name) => name in entry);
      setFormError(onForm ? null : `Not saved: ${outcome.message ?? UNREACHABLE}`);
      return null;
    }
    setErrors({});
    setFormError(null);
    return { entryId: outcome.data?.entryId ?? null, changeCursor: outcome.data?.changeCursor ?? null };
  }

  return { entry, setEntry, errors, setErrors, formError, setFormError, busy, field, dateField, send };
}

/** The form's own message (a refusal without field messages), its submit button, and the last add's confirmation. */
function FormFoot({ formError, added, busy, label }: { formError: string | null; added: AddedNotice; busy: boolean; label: string }) {
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
        {added.text}
        {added.undo ? (
          <button type="button" className="btn btn--outline btn--small lots-added__undo" disabled={added.undoing} onClick={added.undo}>
            Undo
          </button>
        ) : null}
      </p>
    </>
  );
}

/** How long the confirmation of an add or a void (and its Undo) stays. */
export const UNDO_OFFERED_FOR_MS = 10_000;

/** The reason an Undo records: it voids the entry just added. */
export const UNDO_REASON = "Undone right after it was added";

interface AddedNotice {
  text: string | null;
  /** Voids the entry just added; absent once undone or when the add named no entry. */
  undo?: () => void;
  undoing?: boolean;
}

/**
 * "Added: ..." after each add, with an Undo (a void, kept on record) for UNDO_OFFERED_FOR_MS; the Undo's
 * own outcome replaces it ("Undone: ..." or why not), and the focus, which the Undo button took
 * with it, goes to the form's first box (`form`): where the entry is typed again.
 */
function useAddedNotice(
  onUndo: ((entryId: string) => Promise<MutationOutcome<unknown>>) | undefined,
  form: RefObject<HTMLFormElement | null>,
) {
  const [notice, setNotice] = useState<{ text: string; entryId: string | null; undoing?: boolean } | null>(null);
  const focusFirstBox = () => form.current?.querySelector("input")?.focus();
  useEffect(() => {
    if (!notice || notice.undoing) return;
    const timer = setTimeout(() => {
      // Gone with its Undo, which may have the focus: the focus goes where the next entry is typed.
      if (form.current?.querySelector(".lots-added")?.contains(document.activeElement)) focusFirstBox();
      setNotice(null);
    }, UNDO_OFFERED_FOR_MS);
    return () => clearTimeout(timer);
  }, [notice, form]);
  const entryId = notice?.entryId;
  const undo =
    onUndo && entryId
      ? async () => {
          const what = notice.text.replace(/^Added: /, "").replace(/\.$/, "");
          setNotice({ ...notice, undoing: true });
          const outcome = await onUndo(entryId);
          setNotice(
            outcome.ok
              ? { text: `Undone: ${what} is voided (listed under Voided entries).`, entryId: null }
              : // Refused (another voided it already): no Undo left to offer. Unanswered: it may be tried again.
                { text: `Not undone: ${outcome.message ?? UNREACHABLE}`, entryId: outcome.message ? null : entryId },
          );
          focusFirstBox();
        }
      : undefined;
  const added: AddedNotice = { text: notice?.text ?? null, undo: undo && (() => void undo()), undoing: notice?.undoing };
  const show = (text: string, write: LedgerWrite) => setNotice({ text, entryId: write.entryId });
  return [added, show] as const;
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
export const containerNumberNotSaved =
  "Not saved: Container No is not a valid ISO 6346 number. Correct it, or choose Save anyway below it.";

interface EntryFormProps<Entry> {
  onAdd: (entry: Entry) => Promise<MutationOutcome<LedgerWrite>>;
  /** Voids an entry just added (the confirmation's Undo). */
  onUndo?: (entryId: string) => Promise<MutationOutcome<unknown>>;
  timeZone: string;
}

export function AddDetailsForm({
  onAdd,
  onUndo,
  timeZone,
  usualQuantities = [],
}: EntryFormProps<ContainerEntry> & { usualQuantities?: readonly string[] }) {
  const id = useId();
  const dialog = useMessageDialog();
  const formRef = useRef<HTMLFormElement>(null);
  const [added, setAdded] = useAddedNotice(onUndo, formRef);
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
    if (
      usual !== null &&
      !(await confirmUnusual(dialog, "quantity", `${form.entry.quantity.trim()} kg`, `${plainKg(new Fixed(usual, 3).toString())} kg`))
    )
      return;
    const entry = { ...form.entry, date: form.entry.date || "" };
    const written = await form.send("Adding the container details", () => onAdd(entry));
    if (!written) return;
    // The number as kept (upper case, no spaces), which the ledger shows.
    setAdded(
      `Added: container ${normalizeContainerNumber(entry.containerNo)}, ${entry.quantity.trim()} kg${entry.date ? ` on ${formatDateGB(entry.date)}` : ""}.`,
      written,
    );
    // The date stays: containers of one day are often entered one after another.
    form.setEntry((current) => ({ containerNo: "", sealNo: "", material: "", quantity: "", date: current.date }));
    setContainerLeft(false);
    // Save anyway goes with the warning: the focus goes where the next container is typed.
    if (anyway) containerInput.current?.focus();
  }

  return (
    <form ref={formRef} className="lots-card lots-entry" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
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
export function AddAmountForm({
  onAdd,
  onUndo,
  timeZone,
  usualAmounts = [],
}: EntryFormProps<PaymentEntry> & { usualAmounts?: readonly string[] }) {
  const id = useId();
  const dialog = useMessageDialog();
  const formRef = useRef<HTMLFormElement>(null);
  const [added, setAdded] = useAddedNotice(onUndo, formRef);
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
    if (usual !== null && !(await confirmUnusual(dialog, "amount", formatMoney(entry.amount), formatMoney(new Fixed(usual, 2).toFixed(2)))))
      return;
    const written = await form.send("Adding the amount", () => onAdd(entry));
    if (!written) return;
    setAdded(`Added: ${formatMoney(entry.amount)}${entry.date ? ` on ${formatDateGB(entry.date)}` : ""}.`, written);
    form.setEntry((current) => ({ ...current, amount: "" }));
  }

  return (
    <form ref={formRef} className="lots-card lots-entry" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lots-card__title">
        Advance or amount paid
      </h2>
      <div className="lots-entry__grid lots-entry__grid--two">
        <Field
          label="Enter Amount"
          {...decimalInput}
          {...amount}
          hint={amount.error ? undefined : "US dollars; the lot's first amount is its advance."}
        />
        <DateField label="Date" {...form.dateField("date")} today={todayIn(timeZone)} />
      </div>
      <FormFoot formError={form.formError} added={added} busy={form.busy} label="Add Advance/Amount" />
      {dialog.element}
    </form>
  );
}
