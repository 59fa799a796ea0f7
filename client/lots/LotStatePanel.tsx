import { useEffect, useState } from "react";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import { fetchQuery } from "relay-runtime";
import type { LotStatePanelPreviewQuery } from "../__generated__/LotStatePanelPreviewQuery.graphql.ts";
import { formatMoney } from "../../shared/money.ts";
import type { MutationOutcome } from "../relay/outcome.ts";

export type LotState = "OPEN" | "SHIPPED" | "CLOSED";

export const LOT_STATE_LABELS: Record<LotState, string> = { OPEN: "Open", SHIPPED: "Shipped", CLOSED: "Closed" };

/** The line shown in place of the add forms (and over a read-only ledger) while the lot is closed. */
export const CLOSED_NOTE = "This lot is closed: its entries cannot be added, edited or voided until an Owner reopens it.";

/** What the panel sends: the changed fields only, with the version it saw. */
export interface LotChanges {
  state?: LotState;
  price?: string;
  notes?: string;
}

const previewQuery = graphql`
  query LotStatePanelPreviewQuery($id: ID!, $price: Decimal!) {
    node(id: $id) {
      ... on Lot {
        priceChangePreview(price: $price) {
          containers
          newTotal
        }
      }
    }
  }
`;

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

/** "N containers use the lot's price: their amounts change, new total $X". */
export function previewLine(containers: number, newTotal: string): string {
  const count = containers === 1 ? "1 container uses" : `${containers} containers use`;
  return `${count} the lot's price: their amounts change, new total ${formatMoney(newTotal)}`;
}

function failureText(outcome: MutationOutcome<unknown>): string | null {
  if (outcome.ok) return null;
  const fields = Object.values(outcome.fieldErrors);
  const text = outcome.message || fields[0] || "The lot could not be saved. Please try again.";
  // The server's conflict answer ("This lot changed after the version you sent ...") says what happened.
  return /changed after the version/i.test(text) ? `${text} Someone else changed it first: reload the lot to see their change.` : text;
}

/** The line a new price's preview shows while it is typed (asked of the server a moment after typing pauses). */
function usePriceChangePreview(lotId: string, priceDraft: string, priceChanged: boolean): string | null {
  const environment = useRelayEnvironment();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    setPreview(null);
    if (!priceChanged) return;
    const timer = setTimeout(() => {
      fetchQuery<LotStatePanelPreviewQuery>(
        environment,
        previewQuery,
        { id: lotId, price: priceDraft.trim() },
        { fetchPolicy: "network-only" },
      )
        .toPromise()
        .then((data) => {
          const p = data?.node?.priceChangePreview;
          if (p) setPreview(previewLine(p.containers, p.newTotal));
        })
        .catch(() => setPreview(null));
    }, 250);
    return () => clearTimeout(timer);
  }, [environment, lotId, priceDraft, priceChanged]);
  return preview;
}

/** Saving the panel's changes with the version it saw: busy meanwhile, then what went wrong or what was done. */
function useLotSave(onSave: (changes: LotChanges, expectedVersion: number) => Promise<MutationOutcome<unknown>>, version: number) {
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save(changes: LotChanges, done: string) {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const outcome = await onSave(changes, version);
      const text = failureText(outcome);
      if (text) setError(text);
      else setSaved(done);
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, saved, save };
}

/**
 * A lot's state (a badge, changeable), its price (an Owner's, previewed before saving) and its notes
 * (issue 48), beside the SPEC's lot header. `canWrite`: an Owner or a Trader (or the house's staff);
 * `canManage`: an Owner, who alone reopens a closed lot or changes the price.
 */
export function LotStatePanel({
  lotId,
  state,
  price,
  notes,
  version,
  canWrite,
  canManage,
  onSave,
}: {
  lotId: string;
  state: LotState;
  price: string;
  notes: string;
  version: number;
  canWrite: boolean;
  canManage: boolean;
  onSave: (changes: LotChanges, expectedVersion: number) => Promise<MutationOutcome<unknown>>;
}) {
  const [priceDraft, setPriceDraft] = useState(price);
  const [notesDraft, setNotesDraft] = useState(notes);
  const { busy, error, saved, save } = useLotSave(onSave, version);

  useEffect(() => setPriceDraft(price), [price]);
  useEffect(() => setNotesDraft(notes), [notes]);

  const priceChanged = priceDraft.trim() !== "" && PRICE.test(priceDraft.trim()) && Number(priceDraft) !== Number(price);
  const preview = usePriceChangePreview(lotId, priceDraft, priceChanged);

  const closed = state === "CLOSED";
  const states: LotState[] = closed && !canManage ? ["CLOSED"] : ["OPEN", "SHIPPED", "CLOSED"];
  const editable = canWrite && !closed;

  return (
    <section className="lot-state" aria-label="Lot state">
      <p className="lot-state__row">
        <span className={`lot-state__badge lot-state__badge--${state.toLowerCase()}`} data-testid="lot-state">
          {LOT_STATE_LABELS[state]}
        </span>
        {canWrite && (!closed || canManage) ? (
          <label className="lot-state__field">
            <span>State</span>
            <select
              aria-label="Lot state"
              value={state}
              disabled={busy}
              onChange={(event) =>
                void save({ state: event.target.value as LotState }, `Lot marked ${LOT_STATE_LABELS[event.target.value as LotState]}.`)
              }
            >
              {states.map((s) => (
                <option key={s} value={s}>
                  {LOT_STATE_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </p>
      {closed && canManage ? <p className="lots-muted lot-state__closed">As an Owner, you can reopen it: choose Open or Shipped.</p> : null}
      {canManage && !closed ? (
        <form
          className="lot-state__price"
          onSubmit={(event) => {
            event.preventDefault();
            if (priceChanged) void save({ price: priceDraft.trim() }, "Price saved.");
          }}
        >
          <label className="lot-state__field">
            <span>New price/ton</span>
            <input
              inputMode="decimal"
              aria-label="New price per ton"
              value={priceDraft}
              onChange={(event) => setPriceDraft(event.target.value)}
            />
          </label>
          <button type="submit" className="btn btn--small" disabled={busy || !priceChanged}>
            Save price
          </button>
          {priceChanged && preview ? (
            <p className="lot-state__preview" role="status">
              {preview}
            </p>
          ) : null}
        </form>
      ) : null}
      <form
        className="lot-state__notes"
        onSubmit={(event) => {
          event.preventDefault();
          void save({ notes: notesDraft }, "Notes saved.");
        }}
      >
        <label className="lot-state__field lot-state__field--wide">
          <span>Notes</span>
          <textarea
            aria-label="Lot notes"
            value={notesDraft}
            maxLength={2000}
            rows={3}
            readOnly={!editable}
            onChange={(event) => setNotesDraft(event.target.value)}
          />
        </label>
        {editable ? (
          <button type="submit" className="btn btn--small btn--outline" disabled={busy || notesDraft === notes}>
            Save notes
          </button>
        ) : null}
      </form>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {saved ? (
        <p className="lots-muted" role="status">
          {saved}
        </p>
      ) : null}
    </section>
  );
}
