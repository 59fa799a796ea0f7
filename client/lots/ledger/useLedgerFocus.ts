import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { revealRow } from "./revealRow.ts";

const rowElements = (box: RefObject<HTMLElement | null>) => Array.from(box.current?.querySelectorAll<HTMLElement>("[data-key]") ?? []);
/** A row's own control that takes the focus: its Edit button in the table, its toggle on a phone. */
const ROW_CONTROL = ".ledger-card__toggle, button[data-row-key]";

/**
 * Where the focus goes as the ledger's rows are edited, voided and paged (WAI-ARIA grid editing):
 * - an edit ends: back to that row's Edit button;
 * - a void form closes: back to the row's Void button (cancelled) or, the entry voided and gone,
 *   to the row now in its place; a void form closed because its row left goes to the note instead
 *   (`forgetVoid`);
 * - a row asked for (`revealNext`: Jump to latest, Go to row): into view once its page is drawn,
 *   with the focus on it;
 * - the note that an edit or a void was lost: the note.
 */
export function useLedgerFocus(
  box: RefObject<HTMLElement | null>,
  editing: string | null,
  voiding: string | null,
  lostNote: string | null,
) {
  const lastEdited = useRef<string | null>(null);
  useEffect(() => {
    if (editing) lastEdited.current = editing;
    else if (lastEdited.current) {
      const key = lastEdited.current;
      const buttons = box.current?.querySelectorAll<HTMLButtonElement>("button[data-row-key]") ?? [];
      Array.from(buttons)
        .find((button) => button.dataset.rowKey === key)
        ?.focus();
      lastEdited.current = null;
    }
  }, [editing]);

  const lastVoiding = useRef<{ key: string; index: number } | null>(null);
  useEffect(() => {
    if (voiding) {
      lastVoiding.current = { key: voiding, index: rowElements(box).findIndex((el) => el.dataset.key === voiding) };
      return;
    }
    const last = lastVoiding.current;
    if (!last) return;
    lastVoiding.current = null;
    const elements = rowElements(box);
    const same = elements.find((el) => el.dataset.key === last.key);
    const target = same
      ? same.querySelector<HTMLElement>('button[aria-label^="Void row"]')
      : elements[Math.min(last.index, elements.length - 1)]?.querySelector<HTMLElement>(ROW_CONTROL);
    target?.focus();
  }, [voiding]);

  const reveal = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = reveal.current;
    if (!key) return;
    reveal.current = null;
    const row = rowElements(box).find((el) => el.dataset.key === key);
    if (!row) return;
    revealRow(row);
    row.querySelector<HTMLElement>(ROW_CONTROL)?.focus({ preventScroll: true });
  });

  const noteRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (lostNote) noteRef.current?.focus();
  }, [lostNote]);

  return {
    noteRef,
    /** Row `key` comes into view, focused, after the next render. */
    revealNext: (key: string) => void (reveal.current = key),
    /** The void form closes because its row left the ledger: the focus goes to the note, not to a row. */
    forgetVoid: () => void (lastVoiding.current = null),
  };
}
