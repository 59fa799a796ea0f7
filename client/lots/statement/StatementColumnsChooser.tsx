/**
 * Which columns a statement carries (issue 48): the SPEC's, always (shown ticked, fixed), and the
 * papers a trader ticks on or off (statementColumns.ts). The choice is this person's, remembered in
 * the browser (local storage, by user) and used by the PDF and the CSV alike, on a lot's page and
 * for the statement of all lots.
 */
import { useCallback, useId, useState } from "react";
import { browserStorage, getStoredUser } from "../../auth/session.ts";
import { choiceKeys, FIXED_COLUMNS, PAPER_COLUMNS, type PaperGroup } from "./statementColumns.ts";

const storageKey = () => `statementColumns:${getStoredUser<{ id?: string }>()?.id ?? ""}`;

/** The stored choice (the known keys, in order); none where nothing is stored or storage is off. */
export function readColumnChoice(): string[] {
  try {
    const raw = browserStorage("localStorage")?.getItem(storageKey());
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? choiceKeys(parsed.filter((key): key is string => typeof key === "string")) : [];
  } catch {
    return [];
  }
}

export function saveColumnChoice(keys: readonly string[]): void {
  try {
    browserStorage("localStorage")?.setItem(storageKey(), JSON.stringify(choiceKeys(keys)));
  } catch {
    // Storage full or off: the choice holds for this page only.
  }
}

/** The chosen paper columns, read once from storage, and a setter that remembers them. */
export function useColumnChoice(): [string[], (keys: readonly string[]) => void] {
  const [columns, setColumns] = useState<string[]>(readColumnChoice);
  const choose = useCallback((keys: readonly string[]) => {
    const chosen = choiceKeys(keys);
    saveColumnChoice(chosen);
    setColumns(chosen);
  }, []);
  return [columns, choose];
}

const GROUPS: { group: PaperGroup; legend: string }[] = [
  { group: "container", legend: "Container papers" },
  { group: "payment", legend: "Payment papers" },
];

/** A folded panel of check boxes under the download buttons: "Columns (2 added)". */
export function StatementColumnsChooser({
  columns,
  onChange,
}: {
  columns: readonly string[];
  onChange: (keys: readonly string[]) => void;
}) {
  const id = useId();
  // Its boxes exist only while it is open: folded, the page's own fields are the only ones with these names.
  const [open, setOpen] = useState(false);
  const chosen = new Set(columns);
  const toggle = (key: string, on: boolean) => onChange(on ? [...columns, key] : columns.filter((k) => k !== key));
  return (
    <details className="statement-columns" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Columns of the PDF and CSV{columns.length ? ` (${columns.length} added)` : ""}</summary>
      {open ? (
        <>
          <p className="lots-muted lots-hint">
            The statement&apos;s own columns are always there ({FIXED_COLUMNS.map((column) => column.header).join(", ")}); tick the papers
            to add after them. Your choice is kept in this browser.
          </p>
          {GROUPS.map(({ group, legend }) => (
            <fieldset key={group} className="statement-columns__group">
              <legend>{legend}</legend>
              <ul className="statement-columns__list">
                {PAPER_COLUMNS.filter((column) => column.group === group).map((column) => (
                  <li key={column.key}>
                    <label htmlFor={`${id}-${column.key}`}>
                      <input
                        id={`${id}-${column.key}`}
                        type="checkbox"
                        checked={chosen.has(column.key)}
                        onChange={(event) => toggle(column.key, event.target.checked)}
                      />{" "}
                      {column.header}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        </>
      ) : null}
    </details>
  );
}
