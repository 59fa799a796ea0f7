/**
 * What a ledger row shows, shared by the table (LedgerTable), the phone list (LedgerPhoneList) and
 * the row being edited (LedgerRowEditor): its cells as text, its kind and how figures are drawn.
 */
import type { LedgerTable_ledger$data } from "../../__generated__/LedgerTable_ledger.graphql.ts";
import { formatTons, isDue } from "../../../shared/money.ts";
import type { ContainerField, PaymentField } from "../../../shared/validation.ts";
import type { ReactNode } from "react";
import { LEDGER_COLUMNS, ledgerRowCells, rowKind, shownWriters, type RowKind } from "../ledgerFormat.ts";

export type LedgerRowData = LedgerTable_ledger$data["rows"][number];

/** What a row shows, worked out once per row the server sent (not at every render). */
export interface RowView {
  key: string;
  row: LedgerRowData;
  /** The twelve cells, in LEDGER_COLUMNS order; Qty(MT) with 3 decimals (the exact tons are `exactTons`). */
  cells: string[];
  /** The tons as the server sent them ("26.2869" shows as "26.287"), for the cell's tooltip. */
  exactTons: string | null;
  kind: RowKind;
  due: boolean;
  editable: boolean;
}

export function rowKey(row: LedgerRowData): string {
  return row.container?.id ?? row.payment?.id ?? `row-${row.number}`;
}

export function rowView(row: LedgerRowData): RowView {
  return {
    key: rowKey(row),
    row,
    cells: ledgerRowCells(row, shownWriters),
    exactTons: row.quantityTons ? formatTons(row.quantityTons) : null,
    kind: rowKind(row.type),
    due: isDue(row.balance),
    editable: Boolean(row.container || row.payment),
  };
}

/** Columns holding figures: right-aligned, tabular, never wrapped (Qty(MT) to Rem. Balance). */
export const FIGURE_COLUMNS: ReadonlySet<number> = new Set([6, 7, 8, 9, 10, 11]);

/** The column each editable field of a container or a payment sits in. */
export const CONTAINER_EDITS: ReadonlyMap<number, ContainerField> = new Map([
  [1, "date"],
  [3, "containerNo"],
  [4, "sealNo"],
  [5, "material"],
  [6, "quantity"],
]);
export const PAYMENT_EDITS: ReadonlyMap<number, PaymentField> = new Map([
  [1, "date"],
  [9, "amount"],
]);
export const editsOf = (view: RowView): ReadonlyMap<number, ContainerField | PaymentField> =>
  view.row.container ? CONTAINER_EDITS : PAYMENT_EDITS;

/** "Amount Left: $1,091.14": label and figure on one line, the figure never broken. */
export function Balance({ text, due }: { text: string; due: boolean }) {
  const at = text.indexOf(": ");
  return (
    <span className={due ? "ledger-balance ledger-balance--due" : "ledger-balance"}>
      {text.slice(0, at + 1)} <span className="ledger-figure">{text.slice(at + 2)}</span>
    </span>
  );
}

/** The text of column `i` as the row shows it when it is not being edited. */
export function displayCell(view: RowView, i: number) {
  if (i === 2) return <span className={`ledger-type ledger-type--${view.kind}`}>{view.cells[2]}</span>;
  if (i === 11) return <Balance text={view.cells[11]} due={view.due} />;
  // In the table a long material ends in an ellipsis rather than wrapping (rows one line high): its whole text on hover and for screen readers.
  if (i === 5 && view.cells[5]) {
    return (
      <span className="ledger-material" title={view.cells[5]}>
        {view.cells[5]}
      </span>
    );
  }
  // Tons beyond 3 decimals: the exact figure on hover, and in data-exact for whoever compares the screen with a file.
  if (i === 6 && view.exactTons && view.exactTons !== view.cells[6]) {
    return (
      <span title={`${view.exactTons} t`} data-exact={view.exactTons}>
        {view.cells[6]}
      </span>
    );
  }
  return view.cells[i];
}

/** The amount a compact row shows: the container's amount or the payment's. */
export const rowAmount = (view: RowView) => (view.row.container ? view.cells[8] : view.cells[9]);

/** Container No and Seal No: codes kept on one line. */
const CODE_COLUMNS: ReadonlySet<number> = new Set([3, 4]);
/**
 * Longer than an ISO 6346 number or a seal number usually is: such a code (a truck's number saved
 * despite its check digit, a long seal) may break anywhere rather than push the table out of its box.
 */
const LONG_CODE = 16;

function cellClass(view: RowView, i: number): string | undefined {
  if (FIGURE_COLUMNS.has(i)) return "ledger-num";
  if (CODE_COLUMNS.has(i) && view.cells[i].length > LONG_CODE) return "ledger-code--long";
  return undefined;
}

/** A row's cells in LEDGER_COLUMNS order, in the table and in the row being edited: the number heads the row, figures are right-aligned. */
export function LedgerCells({ view, cell }: { view: RowView; cell: (column: number) => ReactNode }) {
  return (
    <>
      {LEDGER_COLUMNS.map((_, i) =>
        i === 0 ? (
          <th key={i} scope="row">
            {view.cells[0]}
          </th>
        ) : (
          <td key={i} className={cellClass(view, i)}>
            {cell(i)}
          </td>
        ),
      )}
    </>
  );
}
