import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MutableRefObject, type ReactNode } from "react";
import { graphql } from "react-relay/hooks";
import type { LedgerRowEditor_row$data } from "../../__generated__/LedgerRowEditor_row.graphql.ts";
import { useMessageDialog } from "../../components/Dialog.tsx";
import { DateInput, dateValueProblem } from "../../components/DateField.tsx";
import { UNREACHABLE, type EntryConflict, type FieldMessages, type MutationOutcome } from "../../relay/outcome.ts";
import { formatDateGB } from "../../../shared/dates.ts";
import { formatMoney } from "../../../shared/money.ts";
import { LEDGER_COLUMNS, plainKg } from "../ledgerFormat.ts";
import { formatDateTimeGB } from "../../../shared/dates.ts";
import { checkContainerNumber } from "../../../shared/containerNumber.ts";
import { entryFieldLabels, hasErrors, validateContainer, validatePayment, type ContainerField, type PaymentField } from "../../../shared/validation.ts";
import { displayCell, editsOf, LedgerCells, type RowView } from "./ledgerRowView.tsx";
import { revealRow } from "./revealRow.ts";
import { FAR_ABOVE_TIMES, cents, farFromBefore, gramsOfKg } from "../entry/usualSize.ts";
import {
  containerPaperFields,
  paperLabels,
  papersProblems,
  paymentMethodLabels,
  paymentMethods,
  paymentPaperFields,
  type ContainerPaperField,
  type PaperField,
  type PaymentMethod,
  type PaymentPaperField,
} from "../../../shared/papers.ts";

export const UPDATE_FAILED = "Update failed. Please check your inputs and try again.";
export const CONTAINER_NUMBER_WARNING = "Not an ISO 6346 container number";

/**
 * What editing a row reads: the container's or payment's values as typed, not as the ledger shows
 * them. LedgerTable spreads it unmasked (the server's query depth limit) and hands each row over.
 */
graphql`
  fragment LedgerRowEditor_row on LedgerRow {
    container {
      id
      version
      date
      containerNo
      sealNo
      material
      quantityKg
      bookingNo
      billOfLadingNo
      vessel
      voyage
      portOfLoading
      portOfDischarge
      grossKg
      tareKg
      weighbridgeTicket
      ownPricePerTon
    }
    payment {
      id
      version
      date
      amount
      method
      reference
      chequeDueDate
      note
    }
  }
`;

/** A paper sent as null is cleared (a blank box). */
export type ContainerChanges = Partial<Record<ContainerField, string>> & Partial<Record<ContainerPaperField, string | null>>;
export type PaymentChanges = Partial<Record<PaymentField, string>> & Partial<Record<Exclude<PaymentPaperField, "method">, string | null>> & { method?: PaymentMethod | null };

export interface RowUpdates {
  /** `expectedVersion`: the version the editor saw; another's change since then comes back as a conflict. */
  onUpdateContainer: (id: string, changes: ContainerChanges, expectedVersion: number | undefined) => Promise<MutationOutcome<unknown>>;
  onUpdatePayment: (id: string, changes: PaymentChanges, expectedVersion: number | undefined) => Promise<MutationOutcome<unknown>>;
}

export type Draft = Record<string, string>;
type EditedRow = Omit<LedgerRowEditor_row$data, " $fragmentType">;

function draftOf(row: EditedRow): Draft {
  if (row.container) {
    const c = row.container;
    const papers = Object.fromEntries(containerPaperFields.map((field) => [field, c[field] ?? ""]));
    return { date: c.date, containerNo: c.containerNo, sealNo: c.sealNo, material: c.material, quantity: plainKg(c.quantityKg), ...papers };
  }
  if (row.payment) {
    const p = row.payment;
    return { date: p.date, amount: p.amount, ...Object.fromEntries(paymentPaperFields.map((field) => [field, p[field] ?? ""])) };
  }
  return {};
}

const paperFieldSet = new Set<string>([...containerPaperFields, ...paymentPaperFields]);

/** The changes as sent: a paper left blank is cleared (null). */
const sentChanges = (changes: Draft): Record<string, string | null> =>
  Object.fromEntries(Object.entries(changes).map(([field, value]) => [field, paperFieldSet.has(field) && value.trim() === "" ? null : value]));

const sameValue = (a: string | undefined, b: string | undefined) => (a ?? "").trim() === (b ?? "").trim();

/** Only what was changed is sent: the server records each change in the row's history. */
function changedFields(original: Draft, draft: Draft): Draft {
  return Object.fromEntries(Object.entries(draft).filter(([field, value]) => !sameValue(value, original[field])));
}

/**
 * Why the last Save did not go through, shown under the row while the values stay in their boxes:
 * refused, unreachable, or someone else changed the entry after it was opened (their values beside
 * these, to keep theirs or apply these on top).
 */
type Notice =
  | { kind: "refused"; message: string | null; fields: FieldMessages }
  | { kind: "unreachable" }
  | { kind: "conflict"; message: string | null; conflict: EntryConflict; mine: Draft; contested: readonly string[] };

const NUMBER_BOX = { type: "number", min: "0", step: "any", inputMode: "decimal" } as const;
const boxProps: Record<Exclude<ContainerField | PaymentField, "date">, Record<string, unknown>> = {
  containerNo: { type: "text", autoComplete: "off" },
  sealNo: { type: "text", autoComplete: "off" },
  material: { type: "text" },
  quantity: NUMBER_BOX,
  amount: NUMBER_BOX,
};

export interface LedgerRowEditorProps extends RowUpdates {
  row: EditedRow;
  view: RowView;
  /** A table row, or (on a phone) a card of labelled fields. */
  layout: "table" | "card";
  /** Today in the company's time zone: where the calendar opens. */
  today: string;
  /** The edit ended: saved, or cancelled. */
  onClose: () => void;
  /** The company's time zone: when another's conflicting change was made. */
  timeZone: string;
  /** Kept up to date with what the trader has changed and not saved, for the table to say should the entry leave the ledger. */
  unsaved?: MutableRefObject<Draft>;
}

/**
 * The row being edited, in place (SPEC: Edit, then Save/Cancel; Enter saves and Escape cancels).
 * It comes into view between the sticky bars, keeps one line per field, and a Save that fails
 * keeps the values and says why: the server's message (SPEC section 8) and each refused field's
 * own message next to the row, or that the server could not be reached.
 */
export function LedgerRowEditor({ row, view, layout, today, timeZone, onClose, onUpdateContainer, onUpdatePayment, unsaved }: LedgerRowEditorProps) {
  // The version this edit is of: the one opened, or (after a conflict) the one whose values were shown beside these.
  const seenVersion = useRef(row.container?.version ?? row.payment?.version);
  // The values of that version: what the trader changed is what differs from them, and only that
  // is sent. Not the row as it is now: another's change arriving live is not the trader's to undo.
  const baseline = useRef<Draft>(draftOf(row));
  const [draft, setDraft] = useState<Draft>(() => baseline.current);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const dialog = useMessageDialog();
  const noticeId = useId();
  const rowRef = useRef<HTMLTableRowElement & HTMLLIElement>(null);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const edits = editsOf(view);

  // On opening: the first box takes the focus, and the row comes out from under the sticky bars.
  useLayoutEffect(() => {
    firstBox.current?.focus({ preventScroll: true });
    if (rowRef.current) revealRow(rowRef.current);
  }, []);
  // Rows arriving above it (another's entry, a restore) move the row: back between the bars.
  const number = view.row.number;
  const revealedAt = useRef(number);
  useLayoutEffect(() => {
    if (number === revealedAt.current || !rowRef.current) return;
    revealedAt.current = number;
    revealRow(rowRef.current);
  }, [number]);
  useEffect(() => {
    if (unsaved) unsaved.current = changedFields(baseline.current, draft);
  }, [unsaved, draft]);
  // A note about the last Save comes into view with its row; a conflict's note takes the focus,
  // since its two choices are what comes next (Save was disabled while it was out, dropping it).
  const noticeRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const note = noticeRef.current;
    if (!notice || !note || !rowRef.current) return;
    revealRow(rowRef.current, note);
    if (notice.kind === "conflict") note.focus({ preventScroll: true });
  }, [notice]);

  const setField = (field: string, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const refused = notice?.kind === "refused" ? notice.fields : {};

  async function save() {
    if (saving) return;
    // Where the trader was (the box Enter was pressed in, or Save), for after a dialog: Save is
    // disabled while the request is out, which drops the focus to the page.
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const changes = changedFields(baseline.current, draft);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    const dateProblem = changes.date === undefined ? null : dateValueProblem(changes.date);
    if (dateProblem) {
      // Refused here in the box's own terms (dd/mm/yyyy), not sent for GraphQL to refuse in its own.
      setNotice({ kind: "refused", message: null, fields: { date: dateProblem } });
      rowRef.current?.querySelector<HTMLInputElement>('[data-field="date"] input')?.focus();
      return;
    }
    // A value the server would refuse is refused here, with its field's message, before any question about it.
    const problems = row.container
      ? { ...validateContainer(changes, { partial: true }), ...papersProblems(changes, containerPaperFields) }
      : { ...validatePayment(changes, { partial: true }), ...papersProblems(changes, paymentPaperFields) };
    if (hasErrors(problems)) {
      // The alert says the first field's message; the note under the row, each field's.
      await refuse(Object.values(problems).find(Boolean)!, problems, null);
      return;
    }
    const containerCheck = changes.containerNo === undefined ? null : checkContainerNumber(changes.containerNo);
    if (containerCheck && !containerCheck.ok) {
      // A warning, not a refusal: some loads are not in ISO containers.
      const choice = await dialog.show({ variant: "warning", title: CONTAINER_NUMBER_WARNING, text: containerCheck.warning, retry: true, retryLabel: "Save anyway", closeLabel: "Go back" });
      if (choice !== "retry") return;
    }
    if (!(await confirmFarFromBefore(dialog, draftOf(row), changes))) return;
    await send(changes, returnTo);
  }

  /** Sends `changes` (checked already) as an edit of the version seen, and deals with the answer. */
  async function send(changes: Draft, returnTo: HTMLElement | null) {
    setSaving(true);
    const outcome = row.container
      ? await onUpdateContainer(row.container.id, sentChanges(changes), seenVersion.current)
      : await onUpdatePayment(row.payment!.id, sentChanges(changes) as PaymentChanges, seenVersion.current);
    setSaving(false);
    if (outcome.ok) {
      onClose();
      return;
    }
    if (outcome.conflict) {
      // Someone else's change came first: nothing was written. The boxes the trader left alone now
      // show theirs. Only a field both changed, to different values, is a conflict: a field only
      // the trader changed is theirs to keep, so with no conflict it goes on top of the new version.
      const opened = baseline.current;
      const theirs = { ...outcome.conflict.values };
      const contested = Object.keys(changes).filter((field) => !sameValue(theirs[field], opened[field]) && !sameValue(theirs[field], changes[field]));
      baseline.current = theirs;
      setDraft({ ...theirs, ...changes });
      if (contested.length === 0) {
        seenVersion.current = outcome.conflict.version;
        const mine = changedFields(theirs, { ...theirs, ...changes });
        if (Object.keys(mine).length === 0) onClose();
        else await send(mine, returnTo);
        return;
      }
      setNotice({ kind: "conflict", message: outcome.message, conflict: outcome.conflict, mine: changes, contested });
      return;
    }
    if (outcome.message) {
      await refuse(outcome.message, outcome.fieldErrors);
      return;
    }
    // No answer at all: why, in the title, over the SPEC's text (section 8), and the edit stays
    // open with its values to try again.
    const unreachable = outcome.kind === "NetworkError";
    setNotice(unreachable ? { kind: "unreachable" } : { kind: "refused", message: null, fields: {} });
    const title = unreachable ? "Not saved: the server could not be reached" : "Error!";
    if ((await dialog.show({ variant: "error", title, text: UPDATE_FAILED, retry: unreachable, retryLabel: "Try again" })) === "retry") {
      await save();
    } else if (document.activeElement === document.body && returnTo?.isConnected) {
      returnTo.focus();
    }
  }

  /** SPEC section 8: the error as an alert; then the first refused box, with its message beside the row. */
  async function refuse(message: string, fields: FieldMessages, noticeMessage: string | null = message) {
    setNotice({ kind: "refused", message: noticeMessage, fields });
    await dialog.show({ variant: "error", title: "Error!", text: message });
    const first = Object.keys(fields).find((field) => fields[field]);
    rowRef.current?.querySelector<HTMLInputElement>(`[data-field="${first}"] input, input[data-field="${first}"]`)?.focus();
  }

  function keys(e: KeyboardEvent<HTMLElement>) {
    // A dialog of this row's (a warning, an error) sits in a portal, whose keys still bubble here
    // through React: its Escape closes the dialog, not the edit with what was typed.
    if (saving || !e.currentTarget.contains(e.target as Node)) return;
    if (e.key === "Escape") {
      e.preventDefault();
      onClose();
    } else if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      void save();
    }
  }

  function box(field: ContainerField | PaymentField): ReactNode {
    const problem = refused[field];
    const describedBy = notice ? noticeId : undefined;
    if (field === "date") {
      return (
        <span data-field="date" className="ledger-edit-box">
          <DateInput
            label={entryFieldLabels.date}
            ariaLabel={entryFieldLabels.date}
            className="date-input--inline"
            inputClassName="ledger-input"
            value={draft.date ?? ""}
            onChange={(date) => setField("date", date)}
            invalid={Boolean(problem) || dateValueProblem(draft.date ?? "") !== null}
            describedBy={describedBy}
            inputRef={firstBox}
            today={today}
          />
        </span>
      );
    }
    const input = (
      <input
        className="ledger-input"
        data-field={field}
        aria-label={entryFieldLabels[field]}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        value={draft[field] ?? ""}
        onChange={(e) => setField(field, e.target.value)}
        {...boxProps[field]}
      />
    );
    // The quantity is kept in kg (SPEC) though its column shows tons: the box says so beside the figure.
    return field === "quantity" ? (
      <span className="ledger-edit-box ledger-edit-box--unit">
        {input}
        <span className="ledger-input-unit" aria-hidden="true">
          kg
        </span>
      </span>
    ) : (
      input
    );
  }

  const cell = (i: number): ReactNode => {
    const field = edits.get(i);
    return field ? box(field) : displayCell(view, i);
  };

  const buttons = (
    <div className="ledger-actions__buttons ledger-row-editor__buttons">
      <button type="button" className="btn btn--small btn--accent" onClick={() => void save()} disabled={saving}>
        Save
      </button>
      <button type="button" className="btn btn--small btn--outline" onClick={onClose} disabled={saving}>
        Cancel
      </button>
    </div>
  );

  /** After a conflict: these values again, on top of the version now shown. */
  function applyMineAgain(conflict: EntryConflict) {
    seenVersion.current = conflict.version;
    setNotice(null);
    void save();
  }

  /** After a conflict: theirs for the fields both changed; the trader's other changes still go on top of their version. */
  function keepTheirs(notice: Extract<Notice, { kind: "conflict" }>) {
    const mineAlone = Object.fromEntries(Object.entries(notice.mine).filter(([field]) => !notice.contested.includes(field)));
    const unsent = changedFields(notice.conflict.values, { ...notice.conflict.values, ...mineAlone });
    if (Object.keys(unsent).length === 0) {
      onClose();
      return;
    }
    seenVersion.current = notice.conflict.version;
    setDraft({ ...notice.conflict.values, ...unsent });
    setNotice(null);
    void send(unsent, null);
  }

  /** The entry's papers (issue 48): optional, under the row's own boxes, saved with them. */
  const papers = (
    <fieldset className="ledger-papers" aria-label={row.container ? "Container papers" : "Payment papers"}>
      <legend>{row.container ? "Papers" : "Payment"}</legend>
      {(row.container ? containerPaperFields : paymentPaperFields).map((field) => (
        <PaperBox key={field} field={field} value={draft[field] ?? ""} problem={refused[field]} describedBy={notice ? noticeId : undefined} today={today} onChange={(value) => setField(field, value)} />
      ))}
    </fieldset>
  );

  const noticeText = notice ? (
    <EditorNotice id={noticeId} noteRef={noticeRef} notice={notice} timeZone={timeZone} busy={saving} onKeepTheirs={keepTheirs} onApplyMine={applyMineAgain} />
  ) : null;
  const className = `ledger-row ledger-row--${view.kind} is-editing`;

  if (layout === "card") {
    return (
      <li ref={rowRef} className={`${className} ledger-card ledger-card--editing`} data-type={view.row.type} data-key={view.key} onKeyDown={keys}>
        <h3 className="ledger-card__title">
          #{view.cells[0]} <span className={`ledger-type ledger-type--${view.kind}`}>{view.cells[2]}</span>
        </h3>
        <dl className="ledger-card__figures">
          {LEDGER_COLUMNS.map((column, i) =>
            i === 0 || i === 2 || (view.cells[i] === "" && !edits.has(i)) ? null : (
              <div key={column} className={i === 11 ? "ledger-card__balance" : edits.has(i) ? "ledger-card__field" : undefined}>
                <dt>{edits.has(i) ? entryFieldLabels[edits.get(i)!] : column}</dt>
                <dd>{cell(i)}</dd>
              </div>
            ),
          )}
        </dl>
        {papers}
        {noticeText}
        {buttons}
        {dialog.element}
      </li>
    );
  }
  return (
    <>
      <tr ref={rowRef} className={className} data-type={view.row.type} data-key={view.key} onKeyDown={keys}>
        <LedgerCells view={view} cell={cell} />
        <td className="ledger-actions">
          {buttons}
          {dialog.element}
        </td>
      </tr>
      <tr className="ledger-row-editor__papers-row" onKeyDown={keys}>
        <td colSpan={LEDGER_COLUMNS.length + 1}>{papers}</td>
      </tr>
      {noticeText ? (
        <tr className="ledger-row-editor__notice-row">
          <td colSpan={LEDGER_COLUMNS.length + 1}>{noticeText}</td>
        </tr>
      ) : null}
    </>
  );
}

/**
 * Asks once more before saving a quantity or amount far from what it was (farFromBefore): a
 * quantity typed in tons into the kg box would otherwise save a container a thousand times too
 * small without a word. Resolves with whether to save.
 */
async function confirmFarFromBefore(dialog: ReturnType<typeof useMessageDialog>, before: Draft, changes: Draft): Promise<boolean> {
  const field = changes.quantity !== undefined ? "quantity" : changes.amount !== undefined ? "amount" : null;
  if (!field) return true;
  const units = field === "quantity" ? gramsOfKg : cents;
  let far: ReturnType<typeof farFromBefore>;
  try {
    far = farFromBefore(units(changes[field].trim()), units(before[field]));
  } catch {
    return true; // Not a figure: the server refuses it with the field's message.
  }
  if (!far) return true;
  const was = fieldText(field, before[field]);
  const now = fieldText(field, changes[field].trim());
  const how = far === "more" ? `more than ${FAR_ABOVE_TIMES} times` : "less than a tenth of";
  const unit = field === "quantity" ? " Quantities are entered in kg." : "";
  const choice = await dialog.show({
    variant: "warning",
    title: `Far from this entry's ${field}`,
    text: `${now} is ${how} this entry's ${field} (${was}).${unit} Save it anyway?`,
    retry: true,
    retryLabel: "Save anyway",
    closeLabel: "Go back",
  });
  return choice === "retry";
}

/** How an entry's field reads beside another version of it. */
function fieldText(field: string, value: string | undefined): string {
  if (value === undefined || value === "") return "(empty)";
  if (field === "date") return formatDateGB(value);
  if (field === "amount") return formatMoney(value);
  if (field === "quantity") return `${plainKg(value)} kg`;
  return value;
}

function EditorNotice({
  id,
  noteRef,
  notice,
  timeZone,
  busy,
  onKeepTheirs,
  onApplyMine,
}: {
  id: string;
  noteRef: MutableRefObject<HTMLElement | null>;
  notice: Notice;
  timeZone: string;
  busy: boolean;
  onKeepTheirs: (notice: Extract<Notice, { kind: "conflict" }>) => void;
  onApplyMine: (conflict: EntryConflict) => void;
}) {
  const labels: Record<string, string> = entryFieldLabels;
  const attach = (note: HTMLElement | null) => void (noteRef.current = note);
  if (notice.kind === "conflict") {
    const { conflict, mine, contested: fields } = notice;
    const alone = Object.keys(mine).filter((field) => !fields.includes(field) && !sameValue(conflict.values[field], mine[field]));
    const who = conflict.changedBy ?? "Someone else";
    const when = conflict.changedAt ? ` at ${formatDateTimeGB(conflict.changedAt, timeZone)}` : "";
    return (
      <div id={id} ref={attach} className="ledger-row-editor__notice ledger-conflict" role="alert" tabIndex={-1}>
        <p>
          Not saved: {who} changed this entry{when}, after you opened it.
        </p>
        <ul className="ledger-conflict__values">
          {fields.map((field) => (
            <li key={field}>
              <strong>{labels[field] ?? field}:</strong> theirs (saved) <span className="ledger-conflict__theirs">{fieldText(field, conflict.values[field])}</span>, yours{" "}
              <span className="ledger-conflict__yours">{fieldText(field, mine[field])}</span>
            </li>
          ))}
        </ul>
        {alone.length > 0 ? <p>Your other {alone.length === 1 ? "change" : "changes"} ({alone.map((field) => labels[field] ?? field).join(", ")}) will be saved either way.</p> : null}
        <div className="ledger-conflict__choices">
          <button type="button" className="btn btn--small btn--outline" onClick={() => onKeepTheirs(notice)} disabled={busy}>
            Keep theirs
          </button>
          <button type="button" className="btn btn--small btn--accent" onClick={() => onApplyMine(conflict)} disabled={busy}>
            Apply mine again
          </button>
        </div>
      </div>
    );
  }
  if (notice.kind === "unreachable") {
    return (
      <p id={id} ref={attach} className="ledger-row-editor__notice" role="status">
        Not saved: {UNREACHABLE}
      </p>
    );
  }
  // A field's message said once: not again under the server's message when it is the same.
  const fields = Object.entries(notice.fields).filter(([, message]) => message !== notice.message);
  return (
    <div id={id} ref={attach} className="ledger-row-editor__notice" role="status">
      <p>Not saved{notice.message ? `: ${notice.message}` : `. ${UPDATE_FAILED}`}</p>
      {fields.length > 0 ? (
        <ul>
          {fields.map(([field, message]) => (
            <li key={field}>
              {labels[field] ?? field}: {message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One paper's box, labelled: text, a weight or price, a method, a due date. */
function PaperBox({ field, value, problem, describedBy, today, onChange }: { field: PaperField; value: string; problem?: string; describedBy?: string; today: string; onChange: (value: string) => void }) {
  const label = paperLabels[field];
  if (field === "chequeDueDate") {
    return (
      <span data-field={field} className="ledger-paper">
        <span className="ledger-paper__label">{label}</span>
        <DateInput label={label} ariaLabel={label} className="date-input--inline" inputClassName="ledger-input" value={value} onChange={onChange} invalid={Boolean(problem)} describedBy={describedBy} today={today} />
      </span>
    );
  }
  if (field === "method") {
    return (
      <label className="ledger-paper">
        <span className="ledger-paper__label">{label}</span>
        <select className="ledger-input" data-field={field} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={describedBy}>
          <option value="">(not given)</option>
          {paymentMethods.map((method) => (
            <option key={method} value={method}>
              {paymentMethodLabels[method]}
            </option>
          ))}
        </select>
      </label>
    );
  }
  const figure = field === "grossKg" || field === "tareKg" || field === "ownPricePerTon";
  return (
    <label className="ledger-paper">
      <span className="ledger-paper__label">{label}</span>
      <input
        className="ledger-input"
        data-field={field}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        {...(figure ? NUMBER_BOX : { type: "text", autoComplete: "off" })}
      />
    </label>
  );
}
