import type { Lot } from "../generated/prisma/client.ts";
import { Fixed } from "../../shared/money.ts";
import { keptFiguresOf, type KeptLot } from "./ledgerRead.ts";

/**
 * The lots overview (issue 23): every lot of a company with its figures, sorted, filtered and paged.
 * The figures are the all-lots statement's, kept per lot and version (ledgerRead.ts `keptFiguresOf`:
 * exact integers summed by the database, each container's amount rounded half-up to the cent,
 * voided entries left out), so an overview row always agrees with the lot's ledger, and a page
 * costs one read of the company's lots plus sums for the lots written to since their figures were
 * kept: never every row of every lot. A thousand lots are then sorted here in well under a millisecond.
 */

export type OverviewField = "LOT_NUMBER" | "CREATED" | "PRICE" | "CONTAINERS" | "BALANCE" | "LAST_ENTRY" | "PAID" | "CONTAINER_AMOUNT" | "TONS";
export type SortDirection = "ASC" | "DESC";

export interface OverviewQuery {
  profileId: number;
  orderBy: { field: OverviewField; direction: SortDirection };
  /** Part of a lot number, any letter case; empty, every lot. */
  search: string;
  /** Only lots whose balance is not zero (money left or due). */
  openBalanceOnly: boolean;
  offset: number;
  limit: number;
}

/** One lot's figures as GraphQL sends them: money with 2 places, tons with 3. */
export interface LotOverviewValue {
  lot: Lot;
  containerCount: number;
  quantityTons: string;
  containerAmount: string;
  totalPaid: string;
  balance: string;
  lastEntryDate: string | null;
}

export interface OverviewTotalsValue {
  lotCount: number;
  containerCount: number;
  quantityTons: string;
  containerAmount: string;
  totalPaid: string;
  balance: string;
}

export interface LotsOverviewPage {
  lots: LotOverviewValue[];
  /** Lots matching the filter (all pages). */
  matchCount: number;
  /** The whole company's figures, whatever the filter. */
  totals: OverviewTotalsValue;
}

type Figures = { lot: Lot; kept: KeptLot; lotNumberRank: number; priceCents: bigint; balance: bigint };

/** Each sort key, as the column it stood for: lot numbers in the database's collation (its rank), money in cents, tons in grams. */
const sortKeys: Record<OverviewField, (f: Figures) => bigint | number | string | null> = {
  LOT_NUMBER: (f) => f.lotNumberRank,
  CREATED: (f) => f.lot.createdAt.getTime(),
  PRICE: (f) => f.priceCents,
  CONTAINERS: (f) => f.kept.containerCount,
  BALANCE: (f) => f.balance,
  LAST_ENTRY: (f) => f.kept.lastEntryDate,
  PAID: (f) => f.kept.figures.totals.amountAdded.units,
  CONTAINER_AMOUNT: (f) => f.kept.figures.totals.containerAmount.units,
  TONS: (f) => f.kept.figures.totals.quantityTons.units,
};

/** By the key in `direction`, lots without one (no entry yet) last either way, ties by id in the same direction. */
function comparator(field: OverviewField, direction: SortDirection) {
  const keyOf = sortKeys[field];
  const sign = direction === "DESC" ? -1 : 1;
  return (a: Figures, b: Figures) => {
    const [x, y] = [keyOf(a), keyOf(b)];
    if (x === null || y === null) return x === y ? sign * (a.lot.id - b.lot.id) : x === null ? 1 : -1;
    return sign * (x < y ? -1 : x > y ? 1 : a.lot.id - b.lot.id);
  };
}

const tons = (grams: Fixed) => grams.toFixed(3);

export async function lotsOverview(query: OverviewQuery): Promise<LotsOverviewPage> {
  const all: Figures[] = (await keptFiguresOf(query.profileId, null, null)).map(({ row, kept }) => ({
    lot: kept.entry.lot,
    kept,
    lotNumberRank: row.lotNumberRank,
    // Once per lot, not in every comparison of the sort.
    priceCents: Fixed.parse(kept.entry.lot.price.toFixed(2), 2).units,
    balance: kept.figures.closingBalance.units,
  }));
  // Part of the lot number in any letter case; % and _ are plain characters.
  const part = query.search.toLowerCase();
  const matching = all.filter((f) => (part === "" || f.lot.lotNumber.toLowerCase().includes(part)) && (!query.openBalanceOnly || f.balance !== 0n));
  matching.sort(comparator(query.orderBy.field, query.orderBy.direction));
  const sum = (pick: (f: Figures) => Fixed, scale: number) => all.reduce((total, f) => total.plus(pick(f)), Fixed.zero(scale));
  const allContainers = sum((f) => f.kept.figures.totals.containerAmount, 2);
  const allPaid = sum((f) => f.kept.figures.totals.amountAdded, 2);
  return {
    matchCount: matching.length,
    totals: {
      lotCount: all.length,
      containerCount: all.reduce((count, f) => count + f.kept.containerCount, 0),
      quantityTons: tons(sum((f) => f.kept.figures.totals.quantityTons, 6)),
      containerAmount: allContainers.toFixed(2),
      totalPaid: allPaid.toFixed(2),
      balance: allPaid.minus(allContainers).toFixed(2),
    },
    lots: matching.slice(query.offset, query.offset + query.limit).map(({ lot, kept }) => ({
      lot,
      containerCount: kept.containerCount,
      quantityTons: tons(kept.figures.totals.quantityTons),
      containerAmount: kept.figures.totals.containerAmount.toFixed(2),
      totalPaid: kept.figures.totals.amountAdded.toFixed(2),
      balance: kept.figures.closingBalance.toFixed(2),
      lastEntryDate: kept.lastEntryDate,
    })),
  };
}
