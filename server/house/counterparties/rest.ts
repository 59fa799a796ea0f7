import { json, type Route } from "../../rest/http.ts";
import { requireHouse } from "../../access/permissions.ts";
import { InputError } from "../../errors.ts";
import { parseCalendarDate } from "../../../shared/dates.ts";
import { Fixed } from "../../../shared/money.ts";
import { csvText, spreadsheetText } from "../../../shared/csv.ts";
import { AGEING_BUCKETS, ageingBucketLabels, ageingTotal, type AgeingCents } from "../../../shared/ageing.ts";
import { asOfOr } from "./counterparties.ts";
import { ageingPdf, counterpartyStatementPdf, pdfResponse } from "./statementsPdf.ts";
import { NotFoundError } from "../../errors.ts";
import { agreementMatches, houseBook, overdueOf, type CounterpartyFigures, type CounterpartyTotals } from "./counterpartiesRead.ts";

/**
 * The house's REST paths (issue 46), for its integrators: the counterparties with their figures, and
 * the ageing (JSON, or CSV with `?format=csv`). House staff only: 401 without a sign-in, 403 for
 * anyone else (a company's members and API keys included). The figures are GraphQL's (`House`).
 */

const money = (cents: bigint) => new Fixed(cents, 2).toFixed(2);
const ageingJson = (a: AgeingCents) => ({
  days0to30: money(a.days0to30),
  days31to60: money(a.days31to60),
  days61to90: money(a.days61to90),
  over90: money(a.over90),
  total: money(ageingTotal(a)),
});

function counterpartyJson(c: CounterpartyFigures) {
  return {
    companyId: c.companyId,
    side: c.side,
    companyName: c.companyName,
    contactName: c.contactName,
    email: c.email,
    phone: c.phone,
    lotCount: c.lotCount,
    containerCount: c.containerCount,
    quantityTons: c.quantityTons.toFixed(3),
    containerAmount: c.containerAmount.toFixed(2),
    totalPaid: c.totalPaid.toFixed(2),
    balance: c.balance.toFixed(2),
    due: c.due.toFixed(2),
    amountLeft: c.amountLeft.toFixed(2),
    overdue: money(overdueOf(c)),
    oldestUnpaidDate: c.oldestUnpaidDate,
    ageing: ageingJson(c.ageing),
    waitingForHouse: c.agreement.waitingForHouse,
    waitingForCounterparty: c.agreement.waitingForCounterparty,
    disputed: c.agreement.disputed,
  };
}

function totalsJson(t: CounterpartyTotals) {
  return {
    counterpartyCount: t.counterpartyCount,
    supplierCount: t.supplierCount,
    buyerCount: t.buyerCount,
    payables: t.payables.toFixed(2),
    receivables: t.receivables.toFixed(2),
    advancesOutstanding: t.advancesOutstanding.toFixed(2),
    customerCredit: t.customerCredit.toFixed(2),
    payablesAgeing: ageingJson(t.payablesAgeing),
    receivablesAgeing: ageingJson(t.receivablesAgeing),
  };
}

/** `?asOf=YYYY-MM-DD` (today in the UAE unless given). */
function asOfParam(request: Request): string {
  const given = new URL(request.url).searchParams.get("asOf");
  if (given === null || given === "") return asOfOr(null);
  const asOf = parseCalendarDate(given);
  if (!asOf) throw new InputError("asOf must be a date written YYYY-MM-DD");
  return asOf;
}

/** `?agreement=waiting-for-us|disputed` (issue 47): only companies with an entry waiting for the house, or with a disputed entry. */
function agreementParam(request: Request): "WAITING_FOR_US" | "DISPUTED" | null {
  const given = new URL(request.url).searchParams.get("agreement");
  if (given === null || given === "") return null;
  const value = given.trim().toUpperCase().replaceAll("-", "_");
  if (value === "WAITING_FOR_US" || value === "DISPUTED") return value;
  throw new InputError("agreement must be waiting-for-us or disputed");
}

/** The ageing as a spreadsheet: payables (suppliers), then receivables (buyers), each with its total. */
export function ageingCsv(book: Awaited<ReturnType<typeof houseBook>>): string {
  const header = ["Statement of accounts: ageing as of", book.asOf];
  const columns = ["Side", "Company", "Contact", "E-mail", ...AGEING_BUCKETS.map((b) => ageingBucketLabels[b]), "Total due"];
  const records: string[][] = [header, columns];
  for (const [side, label, ageing] of [
    ["SUPPLIER", "Payables (the house owes)", book.totals.payablesAgeing],
    ["BUYER", "Receivables (owed to the house)", book.totals.receivablesAgeing],
  ] as const) {
    for (const c of book.counterparties.filter((c) => c.side === side && c.due.units !== 0n)) {
      records.push([
        side === "SUPPLIER" ? "Supplier" : "Buyer",
        spreadsheetText(c.companyName),
        spreadsheetText(c.contactName),
        spreadsheetText(c.email),
        ...AGEING_BUCKETS.map((b) => money(c.ageing[b])),
        money(ageingTotal(c.ageing)),
      ]);
    }
    records.push([label, "", "", "", ...AGEING_BUCKETS.map((b) => money(ageing[b])), money(ageingTotal(ageing))]);
  }
  return csvText(records);
}

export const houseRoutes: Route[] = [
  {
    method: "GET",
    path: "/api/house/counterparties",
    handle: async ({ viewer, request }) => {
      requireHouse(viewer, "staff");
      const agreement = agreementParam(request);
      const book = await houseBook(asOfParam(request));
      const listed = book.counterparties.filter((c) => agreementMatches(c, agreement));
      return json({ asOf: book.asOf, totals: totalsJson(book.totals), counterparties: listed.map(counterpartyJson) });
    },
  },
  {
    method: "GET",
    path: "/api/house/ageing",
    handle: async ({ viewer, request }) => {
      requireHouse(viewer, "staff");
      const format = new URL(request.url).searchParams.get("format") ?? "json";
      if (format !== "json" && format !== "csv" && format !== "pdf") throw new InputError("format must be json, csv or pdf");
      const book = await houseBook(asOfParam(request));
      if (format === "pdf") return pdfResponse(ageingPdf(book));
      if (format === "csv") {
        return new Response(ageingCsv(book), {
          headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="ageing-${book.asOf}.csv"` },
        });
      }
      const aged = (side: "SUPPLIER" | "BUYER") =>
        book.counterparties
          .filter((c) => c.side === side && c.due.units !== 0n)
          .map((c) => ({
            companyId: c.companyId,
            companyName: c.companyName,
            oldestUnpaidDate: c.oldestUnpaidDate,
            ageing: ageingJson(c.ageing),
          }));
      return json({
        asOf: book.asOf,
        payables: { total: ageingJson(book.totals.payablesAgeing), counterparties: aged("SUPPLIER") },
        receivables: { total: ageingJson(book.totals.receivablesAgeing), counterparties: aged("BUYER") },
      });
    },
  },
  {
    method: "GET",
    path: "/api/house/counterparties/:companyId/statement",
    handle: async ({ viewer, request, params }) => {
      requireHouse(viewer, "staff");
      const companyId = /^[0-9]{1,9}$/.test(params.companyId) ? Number(params.companyId) : null;
      if (companyId === null) throw new NotFoundError("No such counterparty.");
      return pdfResponse(await counterpartyStatementPdf(companyId, asOfParam(request)));
    },
  },
];
