import { Prisma, rawRows } from "../../db.ts";
import { NotFoundError } from "../../errors.ts";
import { lotOfCompanySql } from "../../access/companyFilters.ts";
import { Fixed } from "../../../shared/money.ts";
import { AGEING_BUCKETS, ageingBucketLabels, ageingTotal, type AgeingCents } from "../../../shared/ageing.ts";
import { PdfWriter as Writer, generated } from "../../pdf/housePdf.ts";
import { houseBook, lotSumsSql, type HouseBook } from "./counterpartiesRead.ts";
import { contentDisposition } from "../../rest/http.ts";
import { asciiFileNamePart, fileNamePart } from "../../../shared/fileNames.ts";
import { figureParts, otherSide, parseAgreement, sideName, waitingFor } from "../../../shared/agreement.ts";

/*
 * The house's PDFs (issue 46) on our letterhead: the "Statement of accounts" (the ageing of every open
 * balance, payables and receivables apart) and one counterparty's statement the house can send. Their
 * figures are the REST JSON's and GraphQL's (`houseBook`), written with the same strings.
 */

const money = (cents: bigint) => new Fixed(cents, 2).toFixed(2);
const AGE_COLUMNS = [...AGEING_BUCKETS.map((b) => ageingBucketLabels[b]), "Total"];
const ageCells = (a: AgeingCents) => [...AGEING_BUCKETS.map((b) => money(a[b])), money(ageingTotal(a))];

/** The ageing of every open balance as of `book.asOf`: payables, then receivables, each with its total. */
/** A PDF made here, its file's name, and a Latin stand-in for the name where it is not ASCII. */
export interface HousePdfFile {
  pdf: ArrayBuffer;
  fileName: string;
  asciiFileName?: string;
}

export function ageingPdf(book: HouseBook, at = new Date()): HousePdfFile {
  const w = new Writer(
    `Statement of accounts as of ${book.asOf}`,
    "Statement of accounts",
    book.counterparties.map((c) => c.companyName),
  );
  w.text("Statement of accounts", 14, true);
  w.text(`Ageing of open balances as of ${book.asOf}   ${generated(at)}`);
  w.text("Each balance is aged from the oldest unpaid container first (days since the container's date).", 7.5);
  w.y += 2;
  const widths = [62, 20, 20, 20, 20, 40];
  for (const [side, title, total] of [
    ["SUPPLIER", "Payables: what the house owes its suppliers", book.totals.payablesAgeing],
    ["BUYER", "Receivables: what the buyers owe the house", book.totals.receivablesAgeing],
  ] as const) {
    w.text(title, 11, true);
    const open = book.counterparties.filter((c) => c.side === side && c.due.units !== 0n);
    const rows = open.map((c) => [c.companyName, ...ageCells(c.ageing)]);
    rows.push([side === "SUPPLIER" ? "Total payables" : "Total receivables", ...ageCells(total)]);
    w.table(["Counterparty", ...AGE_COLUMNS], widths, rows, true);
    w.y += 3;
  }
  return { pdf: w.finish(`Statement of accounts as of ${book.asOf}`), fileName: `statement-of-accounts-${book.asOf}.pdf` };
}

interface StatementLot {
  lotNumber: string;
  count: number;
  cents: string;
  paid: string;
}

/** One counterparty's statement: its lots with Due / Amount Left in the house's words, its ageing, its open balance. */
export async function counterpartyStatementPdf(companyId: number, asOf: string, at = new Date()): Promise<HousePdfFile> {
  const book = await houseBook(asOf);
  const c = book.counterparties.find((company) => company.companyId === companyId);
  if (!c) throw new NotFoundError("No such counterparty.");
  const lots = await rawRows<{ id: number; lotNumber: string }>(
    Prisma.sql`SELECT "id", "lotNumber" FROM "Lot" WHERE ${lotOfCompanySql('"Lot"', companyId)} ORDER BY "lotNumber", "id"`,
  );
  const sums =
    lots.length === 0
      ? []
      : await rawRows<{ id: number } & Omit<StatementLot, "lotNumber">>(
          lotSumsSql(
            asOf,
            lots.map((l) => l.id),
          ),
        );
  const byId = new Map(sums.map((s) => [s.id, s]));
  const supplier = c.side === "SUPPLIER";
  const w = new Writer(`Statement: ${c.companyName} as of ${asOf}`, "Counterparty statement", [
    c.companyName,
    c.contactName,
    c.email,
    c.phone,
    ...lots.map((lot) => lot.lotNumber),
  ]);
  w.text(`Statement of account: ${c.companyName}`, 14, true);
  w.text(`${supplier ? "Supplier" : "Buyer"}   Contact ${c.contactName}   ${c.email}   ${c.phone}`);
  w.text(`As of ${asOf}   ${generated(at)}`);
  w.text(
    supplier
      ? "Due: what Gulf Recycling Traders owes you for material received. Amount Left: an advance we paid that material has not yet covered."
      : "Due: what you owe Gulf Recycling Traders for material delivered. Amount Left: your credit with us.",
    7.5,
  );
  w.y += 2;
  const rows = lots.map((lot) => {
    const s = byId.get(lot.id);
    const cents = BigInt(s?.cents ?? "0"),
      paid = BigInt(s?.paid ?? "0");
    return [
      lot.lotNumber,
      String(s?.count ?? 0),
      money(cents),
      money(paid),
      money(cents > paid ? cents - paid : 0n),
      money(paid > cents ? paid - cents : 0n),
    ];
  });
  rows.push([
    "Total",
    String(c.containerCount),
    c.containerAmount.toFixed(2),
    c.totalPaid.toFixed(2),
    c.due.toFixed(2),
    c.amountLeft.toFixed(2),
  ]);
  w.text("Lots", 11, true);
  w.table(["Lot", "Containers", "Container Amount", "Paid", "Due", "Amount Left"], [42, 22, 32, 28, 28, 30], rows, true);
  w.y += 2;
  w.text("Ageing of the Due", 11, true);
  w.table(["", ...AGE_COLUMNS], [42, 24, 24, 24, 24, 44], [["Due", ...ageCells(c.ageing)]]);
  w.y += 2;
  w.text(
    `Open balance: ${supplier ? "the house owes" : "you owe"} ${c.due.toFixed(2)}; ${supplier ? "advances outstanding" : "your credit"} ${c.amountLeft.toFixed(2)}.`,
    10,
    true,
  );
  if (c.oldestUnpaidDate) w.text(`Oldest unpaid container: ${c.oldestUnpaidDate}`);
  await openEntries(w, companyId, c.companyName);
  // The company's name as typed (Arabic too); for the few clients that read only filename="", a Latin stand-in.
  const slug = asciiFileNamePart(c.companyName, `company-${c.companyId}`);
  return {
    pdf: w.finish(`Statement: ${c.companyName} as of ${asOf}`),
    fileName: `statement-${fileNamePart(c.companyName)}-${asOf}.pdf`,
    asciiFileName: `statement-${slug}-${asOf}.pdf`,
  };
}

interface OpenEntry {
  lotNumber: string;
  date: string;
  containerNo: string | null;
  amount: string | null;
  voided: boolean;
  agreement: string;
}

/**
 * Each entry of the company not yet agreed (issue 47), marked with its state: waiting for the house
 * or for the company, or disputed with the other side's figure; how many are confirmed. One statement.
 */
async function openEntries(w: Writer, companyId: number, companyName: string) {
  const rows = await rawRows<OpenEntry & { confirmed: number }>(Prisma.sql`
    WITH "entries" AS (
      SELECT l."lotNumber", e."date", e."containerNo", NULL::text AS "amount", e."voidedAt" IS NOT NULL AS "voided", e."agreement", e."id", 0 AS "kind"
        FROM "Container" e JOIN "Lot" l ON l."id" = e."lotId" WHERE ${lotOfCompanySql("l", companyId)}
      UNION ALL
      SELECT l."lotNumber", e."date", NULL, e."amount"::text, e."voidedAt" IS NOT NULL, e."agreement", e."id", 1
        FROM "Payment" e JOIN "Lot" l ON l."id" = e."lotId" WHERE ${lotOfCompanySql("l", companyId)})
    SELECT "lotNumber", to_char("date", 'YYYY-MM-DD') AS "date", "containerNo", "amount", "voided", "agreement"::text AS "agreement",
           (SELECT count(*) FROM "entries" WHERE "agreement" ->> 'state' = 'CONFIRMED')::int AS "confirmed"
      FROM "entries" WHERE "agreement" ->> 'state' IS DISTINCT FROM 'CONFIRMED'
     ORDER BY "lotNumber", "date", "kind", "id"`);
  w.y += 2;
  w.text("Entries not yet agreed", 11, true);
  if (rows.length === 0) {
    w.text("Every entry is confirmed by both sides.");
    return;
  }
  const mark = (text: string) => {
    const agreement = parseAgreement(text);
    if (agreement.state === "DISPUTED") {
      const figure = figureParts(agreement.figure).map(({ field, value }) =>
        field === "quantity" ? `net ${value} kg` : field === "amount" ? `amount ${value}` : `date ${value}`,
      );
      return `Disputed by ${sideName(otherSide(agreement.recordedBy), companyName)}${figure.length ? ` (other figure: ${figure.join(", ")})` : ""}`;
    }
    return `Waiting for ${sideName(waitingFor(agreement) ?? "HOUSE", companyName)}`;
  };
  for (const row of rows) {
    const what = row.containerNo !== null ? `Container ${row.containerNo}` : `Payment ${row.amount}`;
    w.text(`Lot ${row.lotNumber}   ${row.date}   ${what}${row.voided ? " (voided)" : ""}: ${mark(row.agreement)}`, 8);
  }
  w.text(`${rows.length} ${rows.length === 1 ? "entry" : "entries"} not yet agreed; ${rows[0].confirmed} confirmed by both sides.`, 8);
}

export const pdfResponse = ({ pdf, fileName, asciiFileName }: HousePdfFile) =>
  new Response(pdf, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": contentDisposition(fileName, false, asciiFileName),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
