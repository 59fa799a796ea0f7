import { Prisma, rawRows } from "../../db.ts";
import {
  agreementCountsSql,
  containerCentsSql,
  containerGramsSql,
  counted,
  paymentCentsSql,
  type LotAgreementCounts,
} from "../../ledger/companyFigures.ts";
import { Fixed } from "../../../shared/money.ts";
import { addAgeing, noAgeing, type AgeingCents } from "../../../shared/ageing.ts";
import { keepRecent } from "../../keepRecent.ts";

/**
 * The house's counterparties (issue 46): every supplier and buyer company with its figures over all
 * its lots (voided entries left out), and its Due aged oldest unpaid container first
 * (shared/ageing.ts). All in ONE statement summed by the database in exact integers (cents, grams),
 * each container's amount rounded half-up to the cent by the same SQL as the lots overview and the
 * statements (companyFigures.ts `containerCentsSql`). Due and Amount Left are per lot, as each lot's
 * ledger shows them, then summed per company: a supplier's advance on one lot does not hide what
 * the house owes on another.
 *
 * The answer is kept per day asked for and state of the data (the lots' count and versions, which
 * every write bumps, and the companies' count and last update): while nothing changes, a page is
 * sorted and sliced here without reading the entries again. Each lot's sums are kept too, with the
 * version they are of: after a write, only the lots written to are summed again.
 */

export type Side = "SUPPLIER" | "BUYER";

export interface CounterpartyFigures {
  companyId: number;
  side: Side;
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  lotCount: number;
  containerCount: number;
  /** Grams (scale 6 of tons). */
  quantityTons: Fixed;
  containerAmount: Fixed;
  totalPaid: Fixed;
  /** Paid minus container amounts over all lots (negative: due on balance). */
  balance: Fixed;
  /** The sum of each lot's Due (what the house owes a supplier, what a buyer owes the house). */
  due: Fixed;
  /** The sum of each lot's Amount Left (a supplier's advance, a buyer's credit). */
  amountLeft: Fixed;
  /** The Due split by age, in cents. */
  ageing: AgeingCents;
  /** The date of the oldest container not yet paid in full; null when nothing is due. */
  oldestUnpaidDate: string | null;
  /** Its entries (voided ones too) by where they stand between the two sides (issue 47). */
  agreement: LotAgreementCounts;
}

export interface CounterpartyTotals {
  counterpartyCount: number;
  supplierCount: number;
  buyerCount: number;
  /** What the house owes its suppliers (their lots' Due). */
  payables: Fixed;
  /** What the buyers owe the house (their lots' Due). */
  receivables: Fixed;
  /** Suppliers' lots' Amount Left: advances not yet covered by material. */
  advancesOutstanding: Fixed;
  /** Buyers' lots' Amount Left: their credit. */
  customerCredit: Fixed;
  payablesAgeing: AgeingCents;
  receivablesAgeing: AgeingCents;
}

export interface HouseBook {
  asOf: string;
  counterparties: CounterpartyFigures[];
  totals: CounterpartyTotals;
}

/** One lot's sums (cents, grams as text), its Due's buckets and its entries by where they stand, of the lot's `version`. */
interface LotRow extends LotAgreementCounts {
  id: number;
  profileId: number;
  version: number;
  count: number;
  grams: string;
  cents: string;
  paid: string;
  d30: string;
  d60: string;
  d90: string;
  over90: string;
  oldestUnpaid: string | null;
}

interface CompanyRow {
  id: number;
  role: Side;
  companyName: string;
  name: string;
  email: string;
  contact: string;
}

/** A lot's figures in integers, as kept between requests. */
interface LotSums {
  version: number;
  profileId: number;
  count: number;
  grams: bigint;
  cents: bigint;
  paid: bigint;
  ageing: AgeingCents;
  oldestUnpaid: string | null;
  agreement: LotAgreementCounts;
}

/**
 * Each lot's figures as of `asOf` (YYYY-MM-DD), with the version of the lot they are of (read in the
 * same statement): every lot, or those of `lotIds`. Per lot, its containers in date order (ties by
 * id) with the running sum of their amounts; what is left unpaid of each is the part of it the lot's
 * payments do not reach, GREATEST(0, LEAST(amount, running sum - paid)), aged from its date.
 */
export function lotSumsSql(asOf: string, lotIds: number[] | null): Prisma.Sql {
  const only = lotIds === null ? Prisma.sql`true` : Prisma.sql`"lotId" = ANY(${lotIds}::int[])`;
  const onlyLots = lotIds === null ? Prisma.sql`true` : Prisma.sql`l."id" = ANY(${lotIds}::int[])`;
  return Prisma.sql`
    WITH "paid" AS (
      SELECT "lotId", sum(${paymentCentsSql}) AS "paid" FROM "Payment" WHERE ${counted} AND ${only} GROUP BY "lotId"),
    "containers" AS (
      SELECT "lotId", "date", ${containerGramsSql} AS "grams", ${containerCentsSql} AS "cents",
             sum(${containerCentsSql}) OVER (PARTITION BY "lotId" ORDER BY "date", "id") AS "through"
        FROM "Container" WHERE ${counted} AND ${only}),
    "aged" AS (
      SELECT c."lotId", c."date", c."grams", c."cents", GREATEST(0, LEAST(c."cents", c."through" - COALESCE(p."paid", 0))) AS "unpaid",
             ${asOf}::date - c."date" AS "days"
        FROM "containers" c LEFT JOIN "paid" p ON p."lotId" = c."lotId")
    SELECT l."id", l."profileId", l."version", COALESCE(a."count", 0)::int AS "count",
           trunc(COALESCE(a."grams", 0))::text AS "grams", trunc(COALESCE(a."cents", 0))::text AS "cents", trunc(COALESCE(p."paid", 0))::text AS "paid",
           trunc(COALESCE(a."d30", 0))::text AS "d30", trunc(COALESCE(a."d60", 0))::text AS "d60",
           trunc(COALESCE(a."d90", 0))::text AS "d90", trunc(COALESCE(a."over90", 0))::text AS "over90",
           to_char(a."oldestUnpaid", 'YYYY-MM-DD') AS "oldestUnpaid",
           ag."waitingForHouse"::int AS "waitingForHouse", ag."waitingForCounterparty"::int AS "waitingForCounterparty", ag."disputed"::int AS "disputed"
      FROM "Lot" l
      LEFT JOIN "paid" p ON p."lotId" = l."id"
      LEFT JOIN (
        SELECT "lotId", count(*) AS "count", sum("grams") AS "grams", sum("cents") AS "cents",
               sum("unpaid") FILTER (WHERE "days" <= 30) AS "d30",
               sum("unpaid") FILTER (WHERE "days" BETWEEN 31 AND 60) AS "d60",
               sum("unpaid") FILTER (WHERE "days" BETWEEN 61 AND 90) AS "d90",
               sum("unpaid") FILTER (WHERE "days" > 90) AS "over90",
               min("date") FILTER (WHERE "unpaid" > 0) AS "oldestUnpaid"
          FROM "aged" GROUP BY "lotId") a ON a."lotId" = l."id"
      ${agreementCountsSql(Prisma.sql`l."id"`, Prisma.sql`true`, "ag")}
     WHERE ${onlyLots}`;
}

const lotSumsOf = (row: LotRow): LotSums => ({
  version: row.version,
  profileId: row.profileId,
  count: row.count,
  grams: BigInt(row.grams),
  cents: BigInt(row.cents),
  paid: BigInt(row.paid),
  ageing: { days0to30: BigInt(row.d30), days31to60: BigInt(row.d60), days61to90: BigInt(row.d90), over90: BigInt(row.over90) },
  oldestUnpaid: row.oldestUnpaid,
  agreement: { waitingForHouse: row.waitingForHouse, waitingForCounterparty: row.waitingForCounterparty, disputed: row.disputed },
});

/** Every company with the sums of its lots. Due and Amount Left per lot, then summed. */
function figuresOf(companies: CompanyRow[], lots: Iterable<LotSums>): CounterpartyFigures[] {
  const byCompany = new Map<number, LotSums[]>();
  for (const lot of lots) {
    const list = byCompany.get(lot.profileId);
    if (list) list.push(lot);
    else byCompany.set(lot.profileId, [lot]);
  }
  return companies.map((company) => {
    const own = byCompany.get(company.id) ?? [];
    let count = 0,
      grams = 0n,
      cents = 0n,
      paid = 0n,
      due = 0n,
      left = 0n;
    let ageing = noAgeing();
    let oldest: string | null = null;
    const agreement: LotAgreementCounts = { waitingForHouse: 0, waitingForCounterparty: 0, disputed: 0 };
    for (const lot of own) {
      agreement.waitingForHouse += lot.agreement.waitingForHouse;
      agreement.waitingForCounterparty += lot.agreement.waitingForCounterparty;
      agreement.disputed += lot.agreement.disputed;
      count += lot.count;
      grams += lot.grams;
      cents += lot.cents;
      paid += lot.paid;
      if (lot.cents > lot.paid) due += lot.cents - lot.paid;
      else left += lot.paid - lot.cents;
      ageing = addAgeing(ageing, lot.ageing);
      if (lot.oldestUnpaid !== null && (oldest === null || lot.oldestUnpaid < oldest)) oldest = lot.oldestUnpaid;
    }
    const containerAmount = new Fixed(cents, 2);
    const totalPaid = new Fixed(paid, 2);
    const { id: companyId } = company;
    return {
      companyId,
      side: company.role,
      companyName: company.companyName,
      contactName: company.name,
      email: company.email,
      phone: company.contact,
      lotCount: own.length,
      containerCount: count,
      quantityTons: new Fixed(grams, 6),
      containerAmount,
      totalPaid,
      balance: totalPaid.minus(containerAmount),
      due: new Fixed(due, 2),
      amountLeft: new Fixed(left, 2),
      ageing,
      oldestUnpaidDate: oldest,
      agreement,
    };
  });
}

export function totalsOf(counterparties: readonly CounterpartyFigures[]): CounterpartyTotals {
  const sum = (side: Side, pick: (c: CounterpartyFigures) => Fixed) =>
    counterparties.filter((c) => c.side === side).reduce((total, c) => total.plus(pick(c)), Fixed.zero(2));
  const ageingOf = (side: Side) =>
    counterparties.filter((c) => c.side === side).reduce((total, c) => addAgeing(total, c.ageing), noAgeing());
  return {
    counterpartyCount: counterparties.length,
    supplierCount: counterparties.filter((c) => c.side === "SUPPLIER").length,
    buyerCount: counterparties.filter((c) => c.side === "BUYER").length,
    payables: sum("SUPPLIER", (c) => c.due),
    receivables: sum("BUYER", (c) => c.due),
    advancesOutstanding: sum("SUPPLIER", (c) => c.amountLeft),
    customerCredit: sum("BUYER", (c) => c.amountLeft),
    payablesAgeing: ageingOf("SUPPLIER"),
    receivablesAgeing: ageingOf("BUYER"),
  };
}

interface DataState {
  state: string;
}

/** What every company's figures depend on: one small aggregate over the lots and the companies. */
async function dataState(): Promise<string> {
  const [row] = await rawRows<DataState>(Prisma.sql`
    SELECT concat_ws('|', (SELECT count(*) FROM "Lot"), (SELECT COALESCE(sum("version"), 0) FROM "Lot"),
                     (SELECT count(*) FROM "Profile"), (SELECT to_char(max("updatedAt"), 'YYYY-MM-DD"T"HH24:MI:SS.US') FROM "Profile")) AS "state"`);
  return row.state;
}

const keptBooks = new Map<string, { state: string; book: HouseBook }>();
/** Each lot's sums per day asked for, of the lot's version: a write to a lot bumps it (ledger/ownedLotWrite.ts). */
const keptLots = new Map<string, Map<number, LotSums>>();

/**
 * Every counterparty's figures and the totals as of `asOf`. While nothing changes (one small
 * aggregate says so) the book read last; else the companies and the lots' versions, and the sums of
 * those lots only whose kept sums are not of their version: after a write to one lot, one lot is read.
 */
export function houseBook(asOf: string, request?: object): Promise<HouseBook> {
  if (!request) return currentBook(asOf);
  // One request (a desk screen asks for the list, the totals and a company at once) reads the state once.
  let books = booksOfRequest.get(request);
  if (!books) booksOfRequest.set(request, (books = new Map()));
  let book = books.get(asOf);
  if (!book) books.set(asOf, (book = currentBook(asOf)));
  return book;
}

const booksOfRequest = new WeakMap<object, Map<string, Promise<HouseBook>>>();

async function currentBook(asOf: string): Promise<HouseBook> {
  const state = await dataState();
  const kept = keptBooks.get(asOf);
  if (kept && kept.state === state) return kept.book;
  // One read per day and state at a time: requests meanwhile wait for it (and a request stopped by
  // its time limit leaves it to finish for the next one).
  const key = `${asOf}|${state}`;
  let reading = readingBooks.get(key);
  if (!reading) {
    reading = readBook(asOf, state).finally(() => readingBooks.delete(key));
    readingBooks.set(key, reading);
  }
  return reading;
}

const readingBooks = new Map<string, Promise<HouseBook>>();

async function readBook(asOf: string, state: string): Promise<HouseBook> {
  let lots = keptLots.get(asOf);
  if (!lots) {
    lots = new Map();
    keepRecent(keptLots, asOf, lots, 3);
  }
  // The companies and the lots' versions in one statement (as JSON texts and integers: no money in it).
  const [{ companies, versions }] = await rawRows<{ companies: CompanyRow[]; versions: { id: number; version: number }[] }>(Prisma.sql`
    SELECT (SELECT COALESCE(json_agg(json_build_object('id', "id", 'role', "role"::text, 'companyName', "companyName", 'name', "name", 'email', "email", 'contact', "contact") ORDER BY "id"), '[]')
              FROM "Profile") AS "companies",
           (SELECT COALESCE(json_agg(json_build_object('id', "id", 'version', "version")), '[]') FROM "Lot") AS "versions"`);
  const stale = versions.filter((lot) => lots.get(lot.id)?.version !== lot.version).map((lot) => lot.id);
  if (stale.length > 0) {
    const rows = await rawRows<LotRow>(lotSumsSql(asOf, stale.length === versions.length ? null : stale));
    for (const row of rows) lots.set(row.id, lotSumsOf(row));
  }
  const current = versions.map((lot) => lots.get(lot.id)).filter((lot): lot is LotSums => lot !== undefined);
  const counterparties = figuresOf(companies, current);
  const book: HouseBook = { asOf, counterparties, totals: totalsOf(counterparties) };
  keepRecent(keptBooks, asOf, { state, book }, 10);
  return book;
}

export type CounterpartyField =
  "NAME" | "SIDE" | "BALANCE" | "DUE" | "AMOUNT_LEFT" | "OLDEST_OVERDUE" | "LOTS" | "CONTAINERS" | "TONS" | "CONTAINER_AMOUNT" | "PAID";
export type Direction = "ASC" | "DESC";

export interface CounterpartyQuery {
  orderBy: { field: CounterpartyField; direction: Direction };
  /** Part of the company name, contact person or e-mail, any letter case; empty: every one. */
  search: string;
  side: Side | null;
  /** Only companies with something due or left on a lot. */
  openBalanceOnly: boolean;
  /** Only companies with a Due older than 30 days. */
  overdueOnly: boolean;
  /** Only companies with an entry waiting for the house's step, or with a disputed entry (issue 47); null: every one. */
  agreement?: "WAITING_FOR_US" | "DISPUTED" | null;
}

/** Whether a company passes issue 47's filter: an entry waiting for the house's step, or a disputed entry (null: every company). */
export const agreementMatches = (c: CounterpartyFigures, agreement: "WAITING_FOR_US" | "DISPUTED" | null) =>
  agreement === null || (agreement === "DISPUTED" ? c.agreement.disputed > 0 : c.agreement.waitingForHouse > 0);

/** Overdue: what is due for more than 30 days. */
export const overdueOf = (c: CounterpartyFigures) => c.ageing.days31to60 + c.ageing.days61to90 + c.ageing.over90;

const nameOrder = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
const cmp = (a: bigint | number, b: bigint | number) => (a < b ? -1 : a > b ? 1 : 0);

/** Ascending comparisons; ties by company name, then id. `OLDEST_OVERDUE` ascending: the oldest unpaid container first, nothing overdue last. */
const comparisons: Record<CounterpartyField, (a: CounterpartyFigures, b: CounterpartyFigures) => number> = {
  NAME: () => 0,
  SIDE: (a, b) => nameOrder.compare(a.side, b.side),
  BALANCE: (a, b) => cmp(a.balance.units, b.balance.units),
  DUE: (a, b) => cmp(a.due.units, b.due.units),
  AMOUNT_LEFT: (a, b) => cmp(a.amountLeft.units, b.amountLeft.units),
  OLDEST_OVERDUE: (a, b) => {
    const ax = overdueOf(a) > 0n ? a.oldestUnpaidDate : null;
    const bx = overdueOf(b) > 0n ? b.oldestUnpaidDate : null;
    return ax === bx ? 0 : ax === null ? 1 : bx === null ? -1 : ax < bx ? -1 : 1;
  },
  LOTS: (a, b) => a.lotCount - b.lotCount,
  CONTAINERS: (a, b) => a.containerCount - b.containerCount,
  TONS: (a, b) => cmp(a.quantityTons.units, b.quantityTons.units),
  CONTAINER_AMOUNT: (a, b) => cmp(a.containerAmount.units, b.containerAmount.units),
  PAID: (a, b) => cmp(a.totalPaid.units, b.totalPaid.units),
};

/** The companies matching the query, in its order. */
export function selectCounterparties(book: HouseBook, query: CounterpartyQuery): CounterpartyFigures[] {
  const part = query.search.trim().toLowerCase();
  const matching = book.counterparties.filter(
    (c) =>
      (query.side === null || c.side === query.side) &&
      (!query.openBalanceOnly || c.due.units !== 0n || c.amountLeft.units !== 0n) &&
      (!query.overdueOnly || overdueOf(c) > 0n) &&
      agreementMatches(c, query.agreement ?? null) &&
      (part === "" ||
        c.companyName.toLowerCase().includes(part) ||
        c.contactName.toLowerCase().includes(part) ||
        c.email.toLowerCase().includes(part)),
  );
  const sign = query.orderBy.direction === "DESC" ? -1 : 1;
  const compare = comparisons[query.orderBy.field];
  const byName = (a: CounterpartyFigures, b: CounterpartyFigures) =>
    nameOrder.compare(a.companyName, b.companyName) || a.companyId - b.companyId;
  return matching.sort((a, b) => {
    if (query.orderBy.field === "OLDEST_OVERDUE") {
      // Companies with nothing overdue stay last either way.
      const aNone = overdueOf(a) === 0n;
      const bNone = overdueOf(b) === 0n;
      if (aNone !== bNone) return aNone ? 1 : -1;
    }
    return sign * (compare(a, b) || byName(a, b));
  });
}
