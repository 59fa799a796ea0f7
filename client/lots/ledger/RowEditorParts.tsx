import type { MutableRefObject, RefObject } from "react";
import { DateInput, dateValueProblem } from "../../components/DateField.tsx";
import { UNREACHABLE, type EntryConflict } from "../../relay/outcome.ts";
import { formatDateTimeGB } from "../../../shared/dates.ts";
import { entryFieldLabels, type ContainerField, type PaymentField } from "../../../shared/validation.ts";
import { paperLabels, paymentMethodLabels, paymentMethods, type PaperField } from "../../../shared/papers.ts";
import { fieldText, uncontested, UPDATE_FAILED, type ConflictNotice, type Notice } from "./rowDraft.ts";

/* The parts of a row being edited besides its own boxes: the note about the last Save, and the papers' boxes. */

const NUMBER_BOX = { type: "number", min: "0", step: "any", inputMode: "decimal" } as const;
const boxProps: Record<Exclude<ContainerField | PaymentField, "date">, Record<string, unknown>> = {
  containerNo: { type: "text", autoComplete: "off" },
  sealNo: { type: "text", autoComplete: "off" },
  material: { type: "text" },
  quantity: NUMBER_BOX,
  amount: NUMBER_BOX,
};

/** The box of one of the ledger's own columns in the row being edited. */
export function EntryBox({
  field,
  value,
  problem,
  describedBy,
  today,
  inputRef,
  onChange,
}: {
  field: ContainerField | PaymentField;
  value: string;
  problem?: string;
  describedBy?: string;
  today: string;
  /** The box that takes the focus when the edit opens (the date's). */
  inputRef?: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
}) {
  if (field === "date") {
    return (
      <span data-field="date" className="ledger-edit-box">
        <DateInput
          label={entryFieldLabels.date}
          ariaLabel={entryFieldLabels.date}
          className="date-input--inline"
          inputClassName="ledger-input"
          value={value}
          onChange={onChange}
          invalid={Boolean(problem) || dateValueProblem(value) !== null}
          describedBy={describedBy}
          inputRef={inputRef}
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
      value={value}
      onChange={(e) => onChange(e.target.value)}
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

/** Why the last Save did not go through; after a conflict, theirs beside mine with the two ways on. */
export function EditorNotice({
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
  onKeepTheirs: (notice: ConflictNotice) => void;
  onApplyMine: (conflict: EntryConflict) => void;
}) {
  const labels: Record<string, string> = entryFieldLabels;
  const attach = (note: HTMLElement | null) => void (noteRef.current = note);
  if (notice.kind === "conflict") {
    const { conflict, mine, contested: fields } = notice;
    const alone = uncontested(notice);
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
              <strong>{labels[field] ?? field}:</strong> theirs (saved){" "}
              <span className="ledger-conflict__theirs">{fieldText(field, conflict.values[field])}</span>, yours{" "}
              <span className="ledger-conflict__yours">{fieldText(field, mine[field])}</span>
            </li>
          ))}
        </ul>
        {alone.length > 0 ? (
          <p>
            Your other {alone.length === 1 ? "change" : "changes"} ({alone.map((field) => labels[field] ?? field).join(", ")}) will be saved
            either way.
          </p>
        ) : null}
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
export function PaperBox({
  field,
  value,
  problem,
  describedBy,
  today,
  onChange,
}: {
  field: PaperField;
  value: string;
  problem?: string;
  describedBy?: string;
  today: string;
  onChange: (value: string) => void;
}) {
  const label = paperLabels[field];
  if (field === "chequeDueDate") {
    return (
      <span data-field={field} className="ledger-paper">
        <span className="ledger-paper__label">{label}</span>
        <DateInput
          label={label}
          ariaLabel={label}
          className="date-input--inline"
          inputClassName="ledger-input"
          value={value}
          onChange={onChange}
          invalid={Boolean(problem)}
          describedBy={describedBy}
          today={today}
        />
      </span>
    );
  }
  if (field === "method") {
    return (
      <label className="ledger-paper">
        <span className="ledger-paper__label">{label}</span>
        <select
          className="ledger-input"
          data-field={field}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
        >
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
