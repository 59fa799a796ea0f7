import type { Lot } from "../generated/prisma/client.ts";
import { Fixed } from "../../shared/money.ts";
import { keepRecent } from "../keepRecent.ts";
import { companyState, keptFiguresOf, sameState, type CompanyState, type KeptLot } from "./companyFigures.ts";
import type { EntrySide } from "../../shared/agreement.ts";

/**
 * The lots overview (issue 23): every lot of a company with its figures, sorted, filtered and paged.
 * The figures are the all-lots statement's, kept per lot and version (companyFigures.ts `keptFiguresOf`:
 * exact integers summed by the database, each container's amount rounded half-up to the cent,
 * voided entries left out), so an overview row always agrees with the lot's ledger, and a page
 * costs one read of the company's lots plus sums for the lots written to since their figures were
 * kept: never every row of every lot. A thousand lots are then sorted here in well under a millisecond.
 * While nothing of the company's lots changes (companyState: one small aggregate), the lots read,
 * their totals and each order of them are kept: a page then costs that aggregate and the page's slice
 * whatever the number of lots (issue 45: reading and mapping a thousand lots' figures per request
 * made /add-lot 3 times slower at 1,000 lots than at 10).
 */

export type OverviewField =
  "LOT_NUMBER" | "CREATED" | "PRICE" | "CONTAINERS" | "BALANCE" | "LAST_ENTRY" | "PAID" | "CONTAINER_AMOUNT" | "TONS";
export type SortDirection = "ASC" | "DESC";
/** Lots with an entry whose next step is the caller's side's (issue 47), or with a disputed entry. */
export type AgreementFilter = "WAITING_FOR_US" | "DISPUTED";

/**
 * Where a lot stood in the sorted list: its sort key and id. A page starts after (or ends before)
 * such a position, not at a count of rows: a lot that moves or leaves the list between two pages
 * neither hides another one nor brings one back twice.
 */
export interface OverviewPosition {
  key: SortKey;
  id: number;
}

/** A sort key: money in cents, tons in grams, counts and times as integers; lot numbers and dates as text; null for no entry yet. */
export type SortKey = bigint | string | null;

export interface OverviewQuery {
  profileId: number;
  orderBy: { field: OverviewField; direction: SortDirection };
  /** Part of a lot number, any letter case; empty, every lot. */
  search: string;
  /** Only lots whose balance is not zero (money left or due). */
  openBalanceOnly: boolean;
  /** Only lots with an entry waiting for `side`'s step, or with a disputed entry; null, every lot. */
  agreement: AgreementFilter | null;
  /** The caller's side (access/permissions.ts `sideOf`): who "us" is, and whose counts are `waitingForYou`. */
  side: EntrySide;
  /** Only lots after this position / before this one. */
  after: OverviewPosition | null;
  before: OverviewPosition | null;
  /** The first `first` of them, or the last `last` (`first` wins when both are given). */
  first: number | null;
  last: number | null;
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
  /** Its entries (voided ones too) whose next step is the caller's side's, the other side's, and those disputed. */
  waitingForYou: number;
  waitingForOtherSide: number;
  disputed: number;
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
  lots: { value: LotOverviewValue; position: OverviewPosition }[];
  /** Lots matching the filter (all pages). */
  matchCount: number;
  /** Whether lots match beyond the page: after its last one, before its first one. */
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** The whole company's figures, whatever the filter. */
  totals: OverviewTotalsValue;
}

type Figures = { lot: Lot; kept: KeptLot; priceCents: bigint; balance: bigint };

/** Each sort key, as the column it stood for. */
const sortKeys: Record<OverviewField, (f: Figures) => SortKey> = {
  LOT_NUMBER: (f) => f.lot.lotNumber,
  CREATED: (f) => BigInt(f.lot.createdAt.getTime()),
  PRICE: (f) => f.priceCents,
  CONTAINERS: (f) => BigInt(f.kept.containerCount),
  BALANCE: (f) => f.balance,
  LAST_ENTRY: (f) => f.kept.lastEntryDate,
  PAID: (f) => f.kept.figures.totals.amountAdded.units,
  CONTAINER_AMOUNT: (f) => f.kept.figures.totals.containerAmount.units,
  TONS: (f) => f.kept.figures.totals.quantityTons.units,
};

/** Lot numbers as a trader reads them: letter case aside, and the numbers in them by value ("L-9" before "L-10"). */
const lotNumberOrder = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

const compareKeys = (x: NonNullable<SortKey>, y: NonNullable<SortKey>, field: OverviewField) =>
  field === "LOT_NUMBER" ? lotNumberOrder.compare(x as string, y as string) : x < y ? -1 : x > y ? 1 : 0;

/** By the key in `direction`, lots without one (no entry yet) last either way, ties by id in the same direction. */
export function positionOrder(field: OverviewField, direction: SortDirection) {
  const sign = direction === "DESC" ? -1 : 1;
  return (a: OverviewPosition, b: OverviewPosition) => {
    if (a.key === null || b.key === null) return a.key === b.key ? sign * (a.id - b.id) : a.key === null ? 1 : -1;
    return sign * (compareKeys(a.key, b.key, field) || a.id - b.id);
  };
}

const tons = (grams: Fixed) => grams.toFixed(3);

type Placed = { figures: Figures; position: OverviewPosition };

/** A company's lots as read at `state`: their figures, the company's totals, and the orders asked for so far. */
interface KeptOverview {
  state: CompanyState;
  lots: Figures[];
  totals: OverviewTotalsValue;
  orders: Map<string, Placed[]>;
}
const keptOverviews = new Map<number, KeptOverview>();
const MAX_KEPT_OVERVIEWS = 100;

/** The company's lots and totals now: those kept when its state is the one they were read at, else read again. */
async function overviewOf(profileId: number): Promise<KeptOverview> {
  const kept = keptOverviews.get(profileId);
  if (kept && sameState(kept.state, await companyState(profileId))) {
    keepRecent(keptOverviews, profileId, kept, MAX_KEPT_OVERVIEWS);
    return kept;
  }
  const read = await keptFiguresOf(profileId, null, null);
  // Worked out once per lot, not in every comparison of a sort.
  const lots = read.map(({ kept }): Figures => ({
    lot: kept.entry.lot,
    kept,
    priceCents: Fixed.parse(kept.entry.lot.price.toFixed(2), 2).units,
    balance: kept.figures.closingBalance.units,
  }));
  const sum = (pick: (f: Figures) => Fixed, scale: number) => lots.reduce((total, figures) => total.plus(pick(figures)), Fixed.zero(scale));
  const allContainers = sum((f) => f.kept.figures.totals.containerAmount, 2);
  const allPaid = sum((f) => f.kept.figures.totals.amountAdded, 2);
  const overview: KeptOverview = {
    // The state of the lots as this read saw them (as companyFigures keeps its answers): a later state never equals it.
    state: { lots: read.length, versions: String(read.reduce((total, { row }) => total + BigInt(row.version), 0n)) },
    lots,
    totals: {
      lotCount: lots.length,
      containerCount: lots.reduce((count, figures) => count + figures.kept.containerCount, 0),
      quantityTons: tons(sum((f) => f.kept.figures.totals.quantityTons, 6)),
      containerAmount: allContainers.toFixed(2),
      totalPaid: allPaid.toFixed(2),
      balance: allPaid.minus(allContainers).toFixed(2),
    },
    orders: new Map(),
  };
  keepRecent(keptOverviews, profileId, overview, MAX_KEPT_OVERVIEWS);
  return overview;
}

/** The company's lots in the order asked for, sorted once per state of its lots. */
function inOrder(overview: KeptOverview, field: OverviewField, direction: SortDirection): Placed[] {
  const key = `${field} ${direction}`;
  let placed = overview.orders.get(key);
  if (!placed) {
    const keyOf = sortKeys[field];
    const order = positionOrder(field, direction);
    placed = overview.lots
      .map((figures) => ({ figures, position: { key: keyOf(figures), id: figures.lot.id } }))
      .sort((a, b) => order(a.position, b.position));
    overview.orders.set(key, placed);
  }
  return placed;
}

export async function lotsOverview(query: OverviewQuery): Promise<LotsOverviewPage> {
  const { field, direction } = query.orderBy;
  const overview = await overviewOf(query.profileId);
  // Part of the lot number in any letter case; % and _ are plain characters.
  const part = query.search.toLowerCase();
  const sorted = inOrder(overview, field, direction);
  const waitingForUs = (f: Figures) =>
    query.side === "HOUSE" ? f.kept.agreement.waitingForHouse : f.kept.agreement.waitingForCounterparty;
  const agreed = (f: Figures) =>
    query.agreement === null || (query.agreement === "DISPUTED" ? f.kept.agreement.disputed > 0 : waitingForUs(f) > 0);
  const matching =
    part === "" && !query.openBalanceOnly && query.agreement === null
      ? sorted
      : sorted.filter(
          ({ figures: f }) =>
            (part === "" || f.lot.lotNumber.toLowerCase().includes(part)) && (!query.openBalanceOnly || f.balance !== 0n) && agreed(f),
        );
  const order = positionOrder(field, direction);
  // The lots between the positions asked for, then the first or last of them.
  const { after, before } = query;
  const start = after ? matching.findIndex((m) => order(m.position, after) > 0) : 0;
  const beforeAt = before ? matching.findIndex((m) => order(m.position, before) >= 0) : -1;
  const between = { from: start === -1 ? matching.length : start, to: beforeAt === -1 ? matching.length : beforeAt };
  let from = between.from;
  let to = Math.max(between.to, from);
  if (query.first !== null) to = Math.min(to, from + query.first);
  else if (query.last !== null) from = Math.max(from, to - query.last);

  return {
    matchCount: matching.length,
    hasNextPage: to < matching.length,
    hasPreviousPage: from > 0,
    totals: overview.totals,
    lots: matching.slice(from, to).map(({ figures: { lot, kept }, position }) => ({
      position,
      value: {
        lot,
        containerCount: kept.containerCount,
        quantityTons: tons(kept.figures.totals.quantityTons),
        containerAmount: kept.figures.totals.containerAmount.toFixed(2),
        totalPaid: kept.figures.totals.amountAdded.toFixed(2),
        balance: kept.figures.closingBalance.toFixed(2),
        lastEntryDate: kept.lastEntryDate,
        waitingForYou: query.side === "HOUSE" ? kept.agreement.waitingForHouse : kept.agreement.waitingForCounterparty,
        waitingForOtherSide: query.side === "HOUSE" ? kept.agreement.waitingForCounterparty : kept.agreement.waitingForHouse,
        disputed: kept.agreement.disputed,
      },
    })),
  };
}
