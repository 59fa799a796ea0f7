import { useEffect, useId, useState, useTransition, type KeyboardEvent } from "react";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import { ConnectionHandler } from "relay-runtime";
import type { LotSearch_profile$key } from "../../__generated__/LotSearch_profile.graphql.ts";
import type { LotSearchRefetchQuery } from "../../__generated__/LotSearchRefetchQuery.graphql.ts";
import { formatMoney } from "../../../shared/money.ts";
import "./lotSearch.css";
import { useCompanyChanges } from "../../live/useCompanyChanges.ts";
import { LiveStatus } from "../../live/LiveStatus.tsx";

/** How many matches the list shows: typing more narrows them. */
export const LOT_MATCHES = 10;
/** The pause in typing after which the server is asked. */
export const SEARCH_DELAY_MS = 250;

const fragment = graphql`
  fragment LotSearch_profile on BusinessProfile
  @refetchable(queryName: "LotSearchRefetchQuery")
  @argumentDefinitions(
    search: { type: "String", defaultValue: null }
    count: { type: "Int", defaultValue: 10 }
    cursor: { type: "String" }
  ) {
    lots(first: $count, after: $cursor, search: $search) @connection(key: "LotSearch_lots") {
      totalCount
      edges {
        node {
          id
          lotNumber
          price
        }
      }
    }
  }
`;

export interface LotChoice {
  lotNumber: string;
  price: string;
}

/** The list shown before anything is typed (the newest lots): where a lot just added goes. */
export const newestLotsConnection = (profileId: string) => ConnectionHandler.getConnectionID(profileId, "LotSearch_lots");

const lotsText = (count: number) => (count === 1 ? "1 lot" : `${count.toLocaleString("en-US")} lots`);

/**
 * Select Existing Lot: a combobox (WAI-ARIA, list autocomplete) that asks the server for the lots
 * whose number contains what is typed, a page at a time, so a company with thousands of lots never
 * loads them all. Arrow keys move through the matches, Enter or a click chooses one, Escape closes
 * the list (and, closed, clears the text).
 */
export function LotSearch({ profile, onChoose }: { profile: LotSearch_profile$key; onChoose: (lot: LotChoice | null) => void }) {
  const [data, refetch] = useRefetchableFragment<LotSearchRefetchQuery, LotSearch_profile$key>(fragment, profile);
  const [searching, startTransition] = useTransition();
  const id = useId();
  const [text, setText] = useState("");
  const [asked, setAsked] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Asks once typing pauses; the matches on screen stay until the new ones arrive.
  const wanted = text.trim();
  useEffect(() => {
    if (wanted === asked) return;
    const timer = setTimeout(() => {
      setAsked(wanted);
      startTransition(() => {
        refetch({ search: wanted || null, count: LOT_MATCHES }, { fetchPolicy: "store-or-network" });
      });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, asked, refetch]);
  // A lot added elsewhere (another member, an API key) joins the list shown.
  const live = useCompanyChanges((change) => {
    if (change.kind === "LOT_CREATED")
      startTransition(() => void refetch({ search: asked || null, count: LOT_MATCHES }, { fetchPolicy: "network-only" }));
  });

  const lots = data.lots.edges.map((edge) => edge.node);
  const total = data.lots.totalCount;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && lots.length > 0;

  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  function choose(index: number) {
    const lot = lots[index];
    if (!lot) return;
    setText(lot.lotNumber);
    setOpen(false);
    setActive(-1);
    onChoose({ lotNumber: lot.lotNumber, price: lot.price });
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open || lots.length === 0) {
        setOpen(true);
        setActive(e.altKey || lots.length === 0 ? -1 : e.key === "ArrowDown" ? 0 : lots.length - 1);
        return;
      }
      // From no option, Down goes to the first and Up to the last; both wrap around.
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : lots.length - 1) : (current + step + lots.length) % lots.length));
    } else if (e.key === "Enter" && expanded && active >= 0) {
      e.preventDefault();
      choose(active);
    } else if (e.key === "Escape") {
      e.preventDefault();
      if (expanded) setOpen(false);
      else if (text) type("");
      setActive(-1);
    }
  }

  function type(next: string) {
    setText(next);
    setOpen(true);
    setActive(-1);
    onChoose(null);
  }

  const summary = searching
    ? "Searching…"
    : wanted
      ? total === 0
        ? `No lot number contains "${wanted}".`
        : `${lotsText(total)} match "${wanted}"${total > lots.length ? `; the first ${lots.length} are listed, type more to narrow them` : ""}.`
      : total === 0
        ? "No lots yet."
        : `${lotsText(total)}${total > lots.length ? `; the newest ${lots.length} are listed, type part of a lot number to find the others` : ""}.`;

  return (
    <div className="form-field lot-search">
      <label htmlFor={`${id}-input`}>Select Existing Lot</label>
      <div className="lot-search__box">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={total === 0 ? "No lots yet" : "Type part of a lot number"}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-summary`}
          aria-busy={searching || undefined}
          value={text}
          disabled={total === 0 && !wanted && !searching}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKeyDown}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-label="Matching lots" className="lot-search__list" hidden={!expanded}>
          {lots.map((lot, index) => (
            <li
              key={lot.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="lot-search__option"
              // Keeps the focus in the input, so the choice does not blur it first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(index)}
            >
              <span className="lot-search__number">{lot.lotNumber}</span> <span className="lots-muted">({formatMoney(lot.price)}/ton)</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-summary`} className="lots-muted lots-count" role="status">
        {summary}
      </p>
      <LiveStatus live={live} />
    </div>
  );
}
