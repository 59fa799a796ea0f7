import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { UNDO_OFFERED_FOR_MS } from "../entry/EntryForms.tsx";
import { UNREACHABLE, type MutationOutcome } from "../../relay/outcome.ts";
import type { RowView } from "./ledgerRowView.tsx";
import { revealRow } from "./revealRow.ts";
import { voidReasonProblem } from "../../../shared/validation.ts";

/** "container MSKU1234565" or "payment $500.00": the entry a row stands for. */
export function entryName(view: RowView): string {
  return view.row.container ? `container ${view.cells[3]}` : `payment ${view.cells[9]}`;
}

/**
 * Voiding a row's entry, asked in place: why (kept with it), then Void entry. A voided entry stays
 * on record (its history, the lot's Voided entries) and counts in no balance; it can be restored.
 */
export function VoidEntryForm({
  view,
  onVoid,
  onCancel,
}: {
  view: RowView;
  onVoid: (id: string, reason: string) => Promise<MutationOutcome<unknown>>;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const entryId = view.row.container?.id ?? view.row.payment?.id;
  const formRef = useRef<HTMLFormElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);

  // On opening: the row and this form come out from under the sticky bars (the Totals row, a
  // phone's keyboard side of the screen), then the reason box takes the focus where it is seen.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const row = form.closest<HTMLElement>("li[data-key]") ?? (form.closest("tr")?.previousElementSibling as HTMLElement | null);
    revealRow(row ?? form, form);
    reasonRef.current?.focus({ preventScroll: true });
  }, []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || !entryId) return;
    // The server's rule, said before sending: something to read, at most 200 characters.
    const refused = voidReasonProblem(reason);
    if (refused) {
      setProblem(refused);
      return;
    }
    setBusy(true);
    const outcome = await onVoid(entryId, reason.trim());
    setBusy(false);
    if (outcome.ok) return onCancel();
    setProblem(outcome.fieldErrors.reason ?? `Not voided: ${outcome.message ?? UNREACHABLE}`);
  }

  return (
    <form
      ref={formRef}
      className="ledger-void"
      onSubmit={submit}
      noValidate
      aria-label={`Void row ${view.row.number}`}
      onKeyDown={(e) => e.key === "Escape" && onCancel()}
    >
      <p className="ledger-void__what">
        Void row {view.row.number} ({entryName(view)})? It stays on record under Voided entries and counts in no balance; it can be
        restored.
      </p>
      <label htmlFor={`${id}-reason`}>Reason</label>
      <input
        id={`${id}-reason`}
        className="ledger-input ledger-void__reason"
        value={reason}
        ref={reasonRef}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setProblem(null);
        }}
      />
      <button type="submit" className="btn btn--small btn--accent" disabled={busy}>
        Void entry
      </button>
      <button type="button" className="btn btn--small btn--outline" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      {problem ? (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/**
 * "Voided: row 3 (payment $2,000.00)." after a void, with an Undo (a restore) for as long as an
 * add's confirmation offers its own; the Undo's outcome replaces it. Polite: a status, not an alert.
 */
export function useVoidedNotice(
  onRestore: ((entryId: string) => Promise<MutationOutcome<unknown>>) | undefined,
): [ReactNode, (text: string, entryId: string) => void] {
  const [notice, setNotice] = useState<{ text: string; entryId: string | null; undoing?: boolean } | null>(null);
  useEffect(() => {
    if (!notice || notice.undoing) return;
    const timer = setTimeout(() => setNotice(null), UNDO_OFFERED_FOR_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  async function undo(entryId: string, what: string) {
    setNotice({ text: `Voided: ${what}.`, entryId, undoing: true });
    const outcome = await onRestore!(entryId);
    setNotice(
      outcome.ok
        ? { text: `Undone: ${what} is restored and counts again.`, entryId: null }
        : // Refused (another restored it already): no Undo left. Unanswered: it may be tried again.
          { text: `Not undone: ${outcome.message ?? UNREACHABLE}`, entryId: outcome.message ? null : entryId },
    );
  }
  const what = notice?.text.replace(/^Voided: /, "").replace(/\.$/, "") ?? "";
  const element = (
    <p className="lots-added ledger-voided" role="status">
      {notice?.text}
      {notice?.entryId && onRestore ? (
        <button
          type="button"
          className="btn btn--outline btn--small lots-added__undo"
          disabled={notice.undoing}
          onClick={() => void undo(notice.entryId!, what)}
        >
          Undo
        </button>
      ) : null}
    </p>
  );
  const show = useCallback((text: string, entryId: string) => setNotice({ text, entryId }), []);
  return [element, show];
}
