import { useCallback, useEffect, useRef, useState } from "react";
import { formatMoney } from "../../shared/money.ts";
import type { CompanyChange } from "./useCompanyChanges.ts";

/** How long a changed row stays marked (the highlight fades over this time). */
export const MARK_MS = 4_000;
/** How long the message stays after the last change of a burst: long enough to read and act on. */
export const ANNOUNCE_MS = 8_000;

const VERBS: Record<string, string> = { CREATED: "added", UPDATED: "edited", VOIDED: "voided", RESTORED: "restored" };
/** Issue 47's steps between the two sides: "Gulf Recycling Traders, Noor confirmed container MSCU1234566". */
const AGREEMENT_STEPS: Record<string, string> = {
  ENTRY_CONFIRMED: "confirmed",
  ENTRY_DISPUTED: "disputed",
  DISPUTE_ACCEPTED: "accepted the dispute of",
  DISPUTE_ANSWERED: "answered the dispute of",
  DISPUTE_WITHDRAWN: "withdrew the dispute of",
};

/** "Rashid Khan added container MSCU1234566", "Rashid Khan edited payment of $2,000.00", "Rashid Khan attached a file to the lot". */
export function changeSentence({ kind, author, entry }: CompanyChange): string {
  const action = kind.slice(kind.lastIndexOf("_") + 1);
  const what =
    entry?.containerNo !== undefined
      ? `container ${entry.containerNo}`
      : entry?.amount !== undefined
        ? `payment of ${formatMoney(entry.amount)}`
        : "the lot";
  if (kind === "ATTACHMENT_ADDED") return `${author.name} attached a file to ${what}`;
  if (kind === "ATTACHMENT_REMOVED") return `${author.name} removed a file of ${what}`;
  if (kind in AGREEMENT_STEPS) return `${author.name} ${AGREEMENT_STEPS[kind]} ${what}`;
  return `${author.name} ${VERBS[action] ?? "changed"} ${what}`;
}

/** One change in its own words; a burst counted: "Rashid Khan and 1 other made 3 changes". */
export function burstSentence(changes: readonly CompanyChange[]): string {
  if (changes.length === 1) return changeSentence(changes[0]);
  const first = changes[0].author.name;
  const others = new Set(changes.map((change) => change.author.name)).size - 1;
  return `${first}${others > 0 ? ` and ${others} other${others > 1 ? "s" : ""}` : ""} made ${changes.length} changes`;
}

export interface LiveAnnouncement {
  text: string;
  /** The ledger row of the latest change still in the ledger (a voided entry leaves it). */
  rowKey: string | null;
}

/**
 * What the lot screen says about changes others made while it is open: one message for a burst,
 * kept ANNOUNCE_MS after its last change, and the changed rows' keys, each marked for MARK_MS.
 */
export function useLiveAnnouncement() {
  const [burst, setBurst] = useState<readonly CompanyChange[]>([]);
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const clearBurst = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      if (clearBurst.current) clearTimeout(clearBurst.current);
    };
  }, []);

  const announce = useCallback((change: CompanyChange) => {
    setBurst((shown) => [...shown, change]);
    if (clearBurst.current) clearTimeout(clearBurst.current);
    clearBurst.current = setTimeout(() => setBurst([]), ANNOUNCE_MS);
    const key = change.entry?.id;
    if (!key || change.kind.endsWith("_VOIDED")) return;
    setMarked((keys) => new Set(keys).add(key));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMarked((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }, MARK_MS);
    timers.current.add(timer);
  }, []);

  const last = burst.at(-1);
  const message: LiveAnnouncement | null = last
    ? { text: burstSentence(burst), rowKey: last.entry && !last.kind.endsWith("_VOIDED") ? last.entry.id : null }
    : null;
  return { message, marked, announce };
}
