import type { MouseEvent } from "react";
import { Link } from "react-router-dom";
import type { LotsOverview_profile$data } from "../../__generated__/LotsOverview_profile.graphql.ts";
import type { LotsOverviewField } from "../../__generated__/LotsOverviewPaginationQuery.graphql.ts";
import { balanceLabel, formatMoney, formatTons, isDue } from "../../../shared/money.ts";
import { formatDateGB } from "../../../shared/dates.ts";
import { lotDetailsHref } from "../../../shared/lotAddress.ts";
import { handOverLotDetailsState } from "../lotNavigation.ts";
import { agreementBadges } from "./agreementFilter.ts";
import { ariaSort, columnOf, columns, lotsText, type Column, type Order } from "./overviewColumns.ts";

type Overview = LotsOverview_profile$data["lotsOverview"];
/** One lot's figures. Plain data from the overview's own fragment, not a fragment of its own: a list held on screen while it is asked for again shows the figures it was asked with. */
export type OverviewRowData = Overview["edges"][number]["node"];
export type OverviewTotals = Overview["totals"];

/**
 * The overview's table: a header per sortable column, a row per lot (opening the lot as Select
 * Existing Lot's Fetch Result does) and the company's totals. Cards on a phone (lotsOverview.css).
 */
export function OverviewTable({
  labelledBy,
  lots,
  totals,
  order,
  pending,
  companyName,
  onSort,
  onOpen,
}: {
  labelledBy: string;
  lots: readonly OverviewRowData[];
  totals: OverviewTotals;
  order: Order;
  pending: boolean;
  companyName: string;
  onSort: (field: LotsOverviewField) => void;
  /** A click on a row (not on its link): opens the lot. */
  onOpen: (lotNumber: string) => void;
}) {
  return (
    <div className="overview-scroll">
      <table className="overview-table" aria-labelledby={labelledBy} aria-busy={pending || undefined}>
        <thead>
          <tr>
            <SortHeader column={columnOf("LOT_NUMBER")} order={order} onSort={onSort} />
            {columns
              .filter((column) => column.numeric || column.field === "LAST_ENTRY")
              .map((column) => (
                <SortHeader key={column.field} column={column} order={order} onSort={onSort} />
              ))}
          </tr>
        </thead>
        <tbody>
          {lots.length === 0 ? (
            <tr className="overview-empty">
              <td colSpan={8}>{totals.lotCount === 0 ? "No lots yet." : "No lot matches."}</td>
            </tr>
          ) : (
            lots.map((row) => <OverviewRow key={row.lot.id} row={row} companyName={companyName} onOpen={onOpen} />)
          )}
        </tbody>
        {totals.lotCount > 0 ? <OverviewTotalsRow totals={totals} /> : null}
      </table>
    </div>
  );
}

function SortHeader({ column, order, onSort }: { column: Column; order: Order; onSort: (field: LotsOverviewField) => void }) {
  const sorted = order.field === column.field;
  return (
    <th scope="col" aria-sort={ariaSort(order, column.field)} className={column.numeric ? "overview-num" : undefined}>
      <button type="button" className="overview-sort" onClick={() => onSort(column.field)}>
        {column.label}
        <span aria-hidden="true" className="overview-sort__arrow">
          {sorted ? (order.direction === "ASC" ? "▲" : "▼") : "↕"}
        </span>
      </button>
    </th>
  );
}

/** A lot's row: its link (what keyboards and screen readers use), its agreement badges and its figures. */
function OverviewRow({ row, companyName, onOpen }: { row: OverviewRowData; companyName: string; onOpen: (lotNumber: string) => void }) {
  const { lotNumber } = row.lot;
  const state = { companyName, lotNumber };
  /** A click anywhere on a row opens its lot, as its link does. */
  function onClick(e: MouseEvent<HTMLTableRowElement>) {
    if ((e.target as HTMLElement).closest("a, button, input")) return;
    if (window.getSelection?.()?.toString()) return; // selecting a figure to copy it
    onOpen(lotNumber);
  }
  return (
    <tr className="overview-row" onClick={onClick}>
      <th scope="row" data-label="Lot" className="overview-lot">
        <Link to={lotDetailsHref(lotNumber)} state={state} onClick={() => handOverLotDetailsState(state)}>
          {lotNumber}
        </Link>
        {agreementBadges(row.waitingForYou, row.disputed).map((badge) => (
          <span key={badge} className={`overview-agreement${badge.endsWith("disputed") ? " overview-agreement--disputed" : ""}`}>
            {badge}
          </span>
        ))}
      </th>
      <td data-label="Price/Ton" className="overview-num">
        {formatMoney(row.lot.price)}
      </td>
      <FigureCells figures={row} />
      <td data-label="Last Entry" className="overview-date">
        {row.lastEntryDate ? formatDateGB(row.lastEntryDate) : "None yet"}
      </td>
    </tr>
  );
}

/** A lot's figures, or the company's totals of them: the cells from Containers to Balance, alike in both rows. */
function FigureCells({
  figures,
}: {
  figures: { containerCount: number; quantityTons: string; containerAmount: string; totalPaid: string; balance: string };
}) {
  return (
    <>
      <td data-label="Containers" className="overview-num">
        {figures.containerCount.toLocaleString("en-US")}
      </td>
      <td data-label="Qty(MT)" className="overview-num">
        {formatTons(figures.quantityTons)}
      </td>
      <td data-label="Container Amount" className="overview-num">
        {formatMoney(figures.containerAmount)}
      </td>
      <td data-label="Total Paid" className="overview-num">
        {formatMoney(figures.totalPaid)}
      </td>
      <td data-label="Balance" className="overview-num overview-balance-cell">
        <Balance value={figures.balance} />
      </td>
    </>
  );
}

function OverviewTotalsRow({ totals }: { totals: OverviewTotals }) {
  return (
    <tfoot>
      <tr className="overview-totals">
        <th scope="row" data-label="Totals">
          Totals ({lotsText(totals.lotCount)})
        </th>
        <td className="overview-num overview-blank" aria-hidden="true" />
        <FigureCells figures={totals} />
        <td className="overview-date overview-blank" aria-hidden="true" />
      </tr>
    </tfoot>
  );
}

/** "Amount Left: $…" or "Due: $…", free to break after its label: the figure itself never breaks. */
function Balance({ value }: { value: string }) {
  const [label, figure] = balanceLabel(value).split(": ");
  return (
    <span className={`overview-balance${isDue(value) ? " overview-balance--due" : ""}`}>
      {label}: <span className="overview-figure">{figure}</span>
    </span>
  );
}
