import { Prisma, rawRows } from "../db.ts";
import type { Viewer } from "../context.ts";
import { actingSide, companyToRead, sideOf } from "../access/permissions.ts";
import { lotOfCompanySql } from "../access/companyFilters.ts";
import { lotEntriesRead, lotLedger } from "../ledger/ledgerCache.ts";
import { containerCentsSql, paymentCentsSql, waitingForSql } from "../ledger/companyFigures.ts";
import { agreedBalance, agreementCounts, otherSide, parseAgreement, type AgreementCounts, type EntrySide } from "../../shared/agreement.ts";
import { tokenOf, type WaitingEntries } from "./agreementWrites.ts";
import { Fixed } from "../../shared/money.ts";

/** Where a lot or a company stands between the two sides (issue 47), for the caller's side. */
export interface AgreementSummary extends AgreementCounts {
  side: EntrySide;
  /** The balance as recorded: every counted entry, confirmed or not (the SPEC's balance). */
  recordedBalance: string;
  /** The balance over the counted entries both sides confirmed. */
  agreedBalance: string;
  /** Whether the caller may confirm, dispute and answer (a writer), or only reads. */
  mayAct: boolean;
}

/** A lot's: from the same read (and cache) as its ledger, with the ledger's own arithmetic. */
export async function lotAgreementSummary(viewer: Viewer | null, lot: { id: number; version: number }): Promise<AgreementSummary> {
  const side = sideOf(viewer);
  const [read, ledger] = await Promise.all([lotEntriesRead(lot), lotLedger(lot)]);
  const agreementOf = (entry: { agreement: string | null }) => parseAgreement(entry.agreement);
  const all = [...read.containers, ...read.payments, ...read.voided].map(agreementOf);
  return {
    side,
    mayAct: actingSide(viewer) !== null,
    ...agreementCounts(all, side),
    recordedBalance: ledger.closingBalance,
    agreedBalance: agreedBalance({ containers: read.containers, payments: read.payments }, agreementOf).toFixed(2),
  };
}

/**
 * A lot's preview of a bulk confirmation (agreementWrites.ts `waitingForConfirmation`, which the
 * confirmation itself runs in SQL), from the same read as its ledger: no statement of its own on
 * the lot's screen. The same entries in the same order, so the same token.
 */
export async function lotWaitingForConfirmation(
  viewer: Viewer | null,
  lot: { id: number; version: number; state: string },
): Promise<WaitingEntries> {
  const side = actingSide(viewer);
  if (!side || lot.state === "CLOSED") return { containers: [], payments: [], token: tokenOf([], []) };
  const read = await lotEntriesRead(lot);
  const waiting = (entry: { agreement: string | null }) => {
    const agreement = parseAgreement(entry.agreement);
    return agreement.state === "RECORDED" && agreement.recordedBy === otherSide(side);
  };
  const of = (kind: "C" | "P", counted: { id: number; version: number; agreement: string | null }[]) =>
    [
      ...counted,
      ...read.voided.filter((row) => row.kind === kind).map((row) => ({ id: row.id, version: row.version!, agreement: row.agreement })),
    ]
      .filter(waiting)
      .map(({ id, version }) => ({ id, version }))
      .sort((a, b) => a.id - b.id);
  const containers = of("C", read.containers);
  const payments = of("P", read.payments);
  return { containers, payments, token: tokenOf(containers, payments) };
}

/**
 * A company's, over all its lots, in ONE statement: the balances as the statements sum them (each
 * container's amount rounded half-up to the cent: companyFigures.ts `containerCentsSql`), the counts by state and by whose
 * step is next.
 */
export async function companyAgreementSummary(viewer: Viewer | null, profileId: number): Promise<AgreementSummary> {
  const companyId = companyToRead(viewer, profileId);
  const side = sideOf(viewer);
  const [sums] = await rawRows<{
    containers: string;
    paid: string;
    agreedContainers: string;
    agreedPaid: string;
    confirmed: number;
    disputed: number;
    waitingForYou: number;
    waitingForOtherSide: number;
  }>(Prisma.sql`
    WITH "entries" AS (
      SELECT e."agreement", ${containerCentsSql} AS "cents", e."voidedAt" IS NULL AS "counts", true AS "isContainer"
        FROM "Container" e JOIN "Lot" l ON l."id" = e."lotId" WHERE ${lotOfCompanySql("l", companyId)}
      UNION ALL
      SELECT e."agreement", ${paymentCentsSql}, e."voidedAt" IS NULL, false
        FROM "Payment" e JOIN "Lot" l ON l."id" = e."lotId" WHERE ${lotOfCompanySql("l", companyId)}),
    "next" AS (SELECT *, "agreement" ->> 'state' AS "state", ${waitingForSql("entries")} AS "waitingFor" FROM "entries")
    SELECT COALESCE(sum("cents") FILTER (WHERE "counts" AND "isContainer"), 0)::text AS "containers",
           COALESCE(sum("cents") FILTER (WHERE "counts" AND NOT "isContainer"), 0)::text AS "paid",
           COALESCE(sum("cents") FILTER (WHERE "counts" AND "isContainer" AND "state" = 'CONFIRMED'), 0)::text AS "agreedContainers",
           COALESCE(sum("cents") FILTER (WHERE "counts" AND NOT "isContainer" AND "state" = 'CONFIRMED'), 0)::text AS "agreedPaid",
           count(*) FILTER (WHERE "state" = 'CONFIRMED')::int AS "confirmed",
           count(*) FILTER (WHERE "state" = 'DISPUTED')::int AS "disputed",
           count(*) FILTER (WHERE "waitingFor" = ${side})::int AS "waitingForYou",
           count(*) FILTER (WHERE "waitingFor" = ${otherSide(side)})::int AS "waitingForOtherSide"
      FROM "next"`);
  const cents = (text: string) => new Fixed(BigInt(text.replace(/\.0+$/, "")), 2);
  return {
    side,
    mayAct: actingSide(viewer) !== null,
    confirmed: sums.confirmed,
    disputed: sums.disputed,
    waitingForYou: sums.waitingForYou,
    waitingForOtherSide: sums.waitingForOtherSide,
    recordedBalance: cents(sums.paid).minus(cents(sums.containers)).toFixed(2),
    agreedBalance: cents(sums.agreedPaid).minus(cents(sums.agreedContainers)).toFixed(2),
  };
}
