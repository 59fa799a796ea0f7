import { Prisma, rawRows } from "../db.ts";
import { NotFoundError } from "../errors.ts";
import { lotOfCompanySql } from "../access/companyFilters.ts";
import { PdfWriter, generated } from "../pdf/housePdf.ts";
import { pdfResponse } from "../house/counterparties/statementsPdf.ts";
import { agreedBalance, agreementSentence, parseAgreement, type Agreement } from "../../shared/agreement.ts";
import { containerAmount, lotStatement } from "../../shared/ledger.ts";
import { balanceLabel, formatMoney, formatTons, kgToTons } from "../../shared/money.ts";
import { formatDateGB, todayIn } from "../../shared/dates.ts";
import { asciiFileNamePart, fileNamePart } from "../../shared/fileNames.ts";
import { config } from "../config.ts";
import type { WaitingScope } from "./agreementWrites.ts";

/*
 * The "Statement of agreed balance" (issue 47): on the letterhead, dated, for one lot or a whole
 * company, only the entries both sides confirmed (with who confirmed each, when) and the agreed
 * balance they make, then the open items below it (recorded and waiting, or disputed, with why).
 * Either side downloads it: the company's members and the house's staff (the caller's read of the
 * scope was decided before: `scope` is one the caller reads).
 */

interface EntryRow {
  kind: "C" | "P";
  id: number;
  lotId: number;
  lotNumber: string;
  date: string;
  createdAt: Date;
  containerNo: string | null;
  quantityKg: string | null;
  pricePerTon: string | null;
  amount: string | null;
  agreement: string;
}

export async function agreedStatementPdf(scope: WaitingScope, at = new Date()): Promise<Response> {
  const where = "lotId" in scope ? Prisma.sql`l."id" = ${scope.lotId}::int` : lotOfCompanySql("l", scope.profileId);
  const [company] = await rawRows<{ companyName: string }>(Prisma.sql`
    SELECT p."companyName" FROM "Profile" p WHERE p."id" = ${"lotId" in scope ? Prisma.sql`(SELECT "profileId" FROM "Lot" WHERE "id" = ${scope.lotId}::int)` : Prisma.sql`${scope.profileId}::int`}`);
  if (!company) throw new NotFoundError("No such company among those you can read.");
  const rows = await rawRows<EntryRow>(Prisma.sql`
    SELECT 'C' AS "kind", e."id", l."id" AS "lotId", l."lotNumber", to_char(e."date", 'YYYY-MM-DD') AS "date", e."createdAt", e."containerNo", e."quantityKg"::text AS "quantityKg",
           e."pricePerTon"::text AS "pricePerTon", NULL::text AS "amount", e."agreement"::text AS "agreement"
      FROM "Container" e JOIN "Lot" l ON l."id" = e."lotId" WHERE ${where} AND e."voidedAt" IS NULL
    UNION ALL
    SELECT 'P', e."id", l."id", l."lotNumber", to_char(e."date", 'YYYY-MM-DD'), e."createdAt", NULL, NULL, NULL, e."amount"::text, e."agreement"::text
      FROM "Payment" e JOIN "Lot" l ON l."id" = e."lotId" WHERE ${where} AND e."voidedAt" IS NULL
    ORDER BY 4, 5, 6, 2`);
  const entries = rows.map((row) => ({ ...row, parsed: parseAgreement(row.agreement) }));
  const asOf = todayIn(config.timeZone);
  const title =
    "lotId" in scope
      ? `Statement of agreed balance: ${company.companyName}, lot ${entries[0]?.lotNumber ?? ""}`.trim()
      : `Statement of agreed balance: ${company.companyName}`;
  const w = new PdfWriter(title, "Statement of agreed balance", [
    company.companyName,
    ...entries.map((e) => `${e.lotNumber} ${e.containerNo ?? ""} ${e.parsed.by ?? ""} ${e.parsed.reason ?? ""}`),
  ]);
  w.text("Statement of agreed balance", 14, true);
  w.text(
    `${company.companyName}${"lotId" in scope && entries[0] ? `   Lot ${entries[0].lotNumber}` : ""}   As of ${formatDateGB(asOf)}   ${generated(at)}`,
  );
  w.text(
    "Only the entries both Gulf Recycling Traders and the company confirmed count here; the open items below are recorded or disputed and count in no agreed figure.",
    7.5,
  );
  w.y += 2;

  const confirmed = entries.filter((e) => e.parsed.state === "CONFIRMED");
  const describe = (e: (typeof entries)[number]) =>
    e.kind === "C"
      ? {
          what: `Container ${e.containerNo}`,
          figure: `${formatTons(kgToTons(e.quantityKg!))} t`,
          amount: `-${formatMoney(containerAmount(e.quantityKg!, e.pricePerTon!))}`,
        }
      : { what: "Payment", figure: "", amount: formatMoney(e.amount!) };
  const confirmedBy = (a: Agreement) => `${a.by ?? ""}${a.at ? `, ${formatDateGB(a.at.slice(0, 10))}` : ""}`;
  w.text("Confirmed entries", 11, true);
  w.table(
    ["Entry, confirmed by", "Lot", "Date", "Quantity", "Amount"],
    [92, 18, 22, 22, 28],
    confirmed.map((e) => {
      const d = describe(e);
      return [`${d.what}: confirmed by ${confirmedBy(e.parsed)}`, e.lotNumber, formatDateGB(e.date), d.figure, d.amount];
    }),
  );
  // The ledger's own arithmetic, lot by lot (each container rounded to the cent as its row shows it).
  const byLot = new Map<number, typeof entries>();
  for (const e of entries) byLot.set(e.lotId, [...(byLot.get(e.lotId) ?? []), e]);
  const ledgerOf = (list: typeof entries) => ({
    containers: list
      .filter((e) => e.kind === "C")
      .map((e) => ({
        id: e.id,
        date: e.date,
        createdAt: e.createdAt,
        containerNo: e.containerNo!,
        sealNo: "",
        material: "",
        quantityKg: e.quantityKg!,
        pricePerTon: e.pricePerTon!,
        agreement: e.parsed,
      })),
    payments: list
      .filter((e) => e.kind === "P")
      .map((e) => ({ id: e.id, date: e.date, createdAt: e.createdAt, amount: e.amount!, agreement: e.parsed })),
  });
  let agreed = null as ReturnType<typeof agreedBalance> | null;
  let recorded = null as ReturnType<typeof agreedBalance> | null;
  for (const list of byLot.values()) {
    const ledger = ledgerOf(list);
    const lotAgreed = agreedBalance(ledger, (entry) => entry.agreement);
    const lotRecorded = lotStatement(ledger).closingBalance;
    agreed = agreed ? agreed.plus(lotAgreed) : lotAgreed;
    recorded = recorded ? recorded.plus(lotRecorded) : lotRecorded;
  }
  w.text(`Agreed balance: ${balanceLabel(agreed?.toFixed(2) ?? "0.00")}`, 11, true);
  w.text(`Balance as recorded: ${balanceLabel(recorded?.toFixed(2) ?? "0.00")}`, 9);
  w.y += 2;

  const open = entries.filter((e) => e.parsed.state !== "CONFIRMED");
  w.text(`Open items (${open.length})`, 11, true);
  if (open.length === 0) w.text("None: every entry is confirmed by both sides.");
  else
    w.table(
      ["Entry and where it stands", "Lot", "Date", "Quantity", "Amount"],
      [92, 18, 22, 22, 28],
      open.map((e) => {
        const d = describe(e);
        return [`${d.what}: ${agreementSentence(e.parsed, company.companyName)}`, e.lotNumber, formatDateGB(e.date), d.figure, d.amount];
      }),
    );
  const name = `agreed-balance-${fileNamePart(company.companyName)}${"lotId" in scope && entries[0] ? `-${fileNamePart(entries[0].lotNumber)}` : ""}-${asOf}.pdf`;
  const slug = asciiFileNamePart(company.companyName, "company");
  return pdfResponse({ pdf: w.finish(title), fileName: name, asciiFileName: `agreed-balance-${slug}-${asOf}.pdf` });
}
