import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MutableRefObject, type ReactNode, type RefObject } from "react";
import type { FieldMessages } from "../../relay/outcome.ts";
import { graphql } from "react-relay/hooks";
import type { LedgerRowEditor_row$data } from "../../__generated__/LedgerRowEditor_row.graphql.ts";
import { LEDGER_COLUMNS } from "../ledgerFormat.ts";
import { entryFieldLabels } from "../../../shared/validation.ts";
import { containerPaperFields, paymentPaperFields, type PaperField } from "../../../shared/papers.ts";
import { displayCell, editsOf, LedgerCells, type RowView } from "./ledgerRowView.tsx";
import { revealRow } from "./revealRow.ts";
import type { Draft, Notice } from "./rowDraft.ts";
import { EditorNotice, EntryBox, PaperBox } from "./RowEditorParts.tsx";
import { useRowEdit, type RowUpdates } from "./useRowEdit.ts";

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

type EditedRow = Omit<LedgerRowEditor_row$data, " $fragmentType">;

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
export function LedgerRowEditor({
  row,
  view,
  layout,
  today,
  timeZone,
  onClose,
  onUpdateContainer,
  onUpdatePayment,
  unsaved,
}: LedgerRowEditorProps) {
  const { draft, setField, saving, notice, refused, dialog, rowRef, save, keepTheirs, applyMineAgain } = useRowEdit({
    row,
    onClose,
    onUpdateContainer,
    onUpdatePayment,
    unsaved,
  });
  const noticeId = useId();
  const { firstBox, noticeRef } = useEditorInView(rowRef, view.row.number, notice);
  const edits = editsOf(view);

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

  const cell = (i: number): ReactNode => {
    const field = edits.get(i);
    if (!field) return displayCell(view, i);
    return (
      <EntryBox
        field={field}
        value={draft[field] ?? ""}
        problem={refused[field]}
        describedBy={notice ? noticeId : undefined}
        today={today}
        inputRef={field === "date" ? firstBox : undefined}
        onChange={(value) => setField(field, value)}
      />
    );
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

  /** The entry's papers (issue 48): optional, under the row's own boxes, saved with them. */
  const papers = (
    <RowPapers
      container={Boolean(row.container)}
      draft={draft}
      refused={refused}
      describedBy={notice ? noticeId : undefined}
      today={today}
      onChange={setField}
    />
  );

  const noticeText = notice ? (
    <EditorNotice
      id={noticeId}
      noteRef={noticeRef}
      notice={notice}
      timeZone={timeZone}
      busy={saving}
      onKeepTheirs={keepTheirs}
      onApplyMine={applyMineAgain}
    />
  ) : null;
  const className = `ledger-row ledger-row--${view.kind} is-editing`;

  if (layout === "card") {
    return (
      <li
        ref={rowRef}
        className={`${className} ledger-card ledger-card--editing`}
        data-type={view.row.type}
        data-key={view.key}
        onKeyDown={keys}
      >
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
 * On opening: the first box takes the focus, and the row comes out from under the sticky bars.
 * Rows arriving above it move it back between the bars; a note about the last Save comes into view
 * with it, and a conflict's note takes the focus.
 */
function useEditorInView(rowRef: RefObject<HTMLElement | null>, number: number, notice: Notice | null) {
  const firstBox = useRef<HTMLInputElement | null>(null);

  useLayoutEffect(() => {
    firstBox.current?.focus({ preventScroll: true });
    if (rowRef.current) revealRow(rowRef.current);
  }, []);
  // Rows arriving above it (another's entry, a restore) move the row: back between the bars.
  const revealedAt = useRef(number);
  useLayoutEffect(() => {
    if (number === revealedAt.current || !rowRef.current) return;
    revealedAt.current = number;
    revealRow(rowRef.current);
  }, [number]);
  // A note about the last Save comes into view with its row; a conflict's note takes the focus,
  // since its two choices are what comes next (Save was disabled while it was out, dropping it).
  const noticeRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const note = noticeRef.current;
    if (!notice || !note || !rowRef.current) return;
    revealRow(rowRef.current, note);
    if (notice.kind === "conflict") note.focus({ preventScroll: true });
  }, [notice]);

  return { firstBox, noticeRef };
}

/** The entry's papers (issue 48): a container's shipping papers or a payment's method and reference. */
function RowPapers({
  container,
  draft,
  refused,
  describedBy,
  today,
  onChange,
}: {
  container: boolean;
  draft: Draft;
  refused: FieldMessages;
  describedBy: string | undefined;
  today: string;
  onChange: (field: PaperField, value: string) => void;
}) {
  return (
    <fieldset className="ledger-papers" aria-label={container ? "Container papers" : "Payment papers"}>
      <legend>{container ? "Papers" : "Payment"}</legend>
      {(container ? containerPaperFields : paymentPaperFields).map((field) => (
        <PaperBox
          key={field}
          field={field}
          value={draft[field] ?? ""}
          problem={refused[field]}
          describedBy={describedBy}
          today={today}
          onChange={(value) => onChange(field, value)}
        />
      ))}
    </fieldset>
  );
}
