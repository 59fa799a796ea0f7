import { useEffect, useRef, useState, type MutableRefObject } from "react";
import { useMessageDialog } from "../../components/Dialog.tsx";
import { dateValueProblem } from "../../components/DateField.tsx";
import type { FieldMessages, MutationOutcome } from "../../relay/outcome.ts";
import { checkContainerNumber } from "../../../shared/containerNumber.ts";
import { hasErrors, validateContainer, validatePayment } from "../../../shared/validation.ts";
import { containerPaperFields, papersProblems, paymentPaperFields } from "../../../shared/papers.ts";
import { FAR_ABOVE_TIMES, cents, farFromBefore, gramsOfKg } from "../entry/usualSize.ts";
import {
  changedFields,
  CONTAINER_NUMBER_WARNING,
  draftOf,
  fieldText,
  keptTheirs,
  sentChanges,
  settleConflict,
  UPDATE_FAILED,
  type ConflictNotice,
  type ContainerChanges,
  type Draft,
  type EditedEntry,
  type Notice,
  type PaymentChanges,
} from "./rowDraft.ts";

export interface RowUpdates {
  /** `expectedVersion`: the version the editor saw; another's change since then comes back as a conflict. */
  onUpdateContainer: (id: string, changes: ContainerChanges, expectedVersion: number | undefined) => Promise<MutationOutcome<unknown>>;
  onUpdatePayment: (id: string, changes: PaymentChanges, expectedVersion: number | undefined) => Promise<MutationOutcome<unknown>>;
}

type Entry = EditedEntry & { container?: { id: string; version: number } | null; payment?: { id: string; version: number } | null };

interface RowEditOptions extends RowUpdates {
  row: Entry;
  /** The edit ended: saved, or cancelled. */
  onClose: () => void;
  /** Kept up to date with what the trader has changed and not saved. */
  unsaved?: MutableRefObject<Draft>;
}

/**
 * One row's edit: the boxes' values, the Save with its checks and questions (SPEC section 8: a
 * refusal as an alert, each refused box's message beside the row), and a conflict with another's
 * change settled field by field (rowDraft.ts). The component only shows it.
 */
export function useRowEdit({ row, onClose, onUpdateContainer, onUpdatePayment, unsaved }: RowEditOptions) {
  // The version this edit is of: the one opened, or (after a conflict) the one whose values were shown beside these.
  const seenVersion = useRef(row.container?.version ?? row.payment?.version);
  // The values of that version: what the trader changed is what differs from them, and only that
  // is sent. Not the row as it is now: another's change arriving live is not the trader's to undo.
  const baseline = useRef<Draft>(draftOf(row));
  const [draft, setDraft] = useState<Draft>(() => baseline.current);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const dialog = useMessageDialog();
  const rowRef = useRef<HTMLTableRowElement & HTMLLIElement>(null);

  useEffect(() => {
    if (unsaved) unsaved.current = changedFields(baseline.current, draft);
  }, [unsaved, draft]);

  const setField = (field: string, value: string) => setDraft((d) => ({ ...d, [field]: value }));

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
      const choice = await dialog.show({
        variant: "warning",
        title: CONTAINER_NUMBER_WARNING,
        text: containerCheck.warning,
        retry: true,
        retryLabel: "Save anyway",
        closeLabel: "Go back",
      });
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
      const settled = settleConflict(baseline.current, { ...outcome.conflict.values }, changes);
      baseline.current = { ...outcome.conflict.values };
      setDraft(settled.draft);
      if (settled.contested.length === 0) {
        seenVersion.current = outcome.conflict.version;
        if (Object.keys(settled.resend).length === 0) onClose();
        else await send(settled.resend, returnTo);
        return;
      }
      setNotice({ kind: "conflict", message: outcome.message, conflict: outcome.conflict, mine: changes, contested: settled.contested });
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

  /** After a conflict: these values again, on top of the version now shown. */
  function applyMineAgain(conflict: ConflictNotice["conflict"]) {
    seenVersion.current = conflict.version;
    setNotice(null);
    void save();
  }

  /** After a conflict: theirs for the fields both changed; the trader's other changes still go on top of their version. */
  function keepTheirs(conflictNotice: ConflictNotice) {
    const { draft: kept, unsent } = keptTheirs(conflictNotice);
    if (Object.keys(unsent).length === 0) {
      onClose();
      return;
    }
    seenVersion.current = conflictNotice.conflict.version;
    setDraft(kept);
    setNotice(null);
    void send(unsent, null);
  }

  const refused = notice?.kind === "refused" ? notice.fields : {};
  return { draft, setField, saving, notice, refused, dialog, rowRef, save, keepTheirs, applyMineAgain };
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
