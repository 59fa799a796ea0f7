/**
 * The PDF statements (SPEC sections 2 and 9): one lot (Lot_{company}_{lot}.pdf) or every lot of
 * the company (Lot_{company}_Detailed.pdf), A4 portrait in millimetres.
 *
 * Pure functions of the server's statement data, read through the @inline fragments below: they
 * build a jsPDF document and return it with its file name; saving it is the caller's business (see
 * download.ts, which loads this module only when a statement is asked for, so jsPDF never reaches
 * the public pages). Every figure is the server's, written with the same cell formatting as the
 * screen's table. A statement with Arabic in it (a company name, address, material...) is written
 * in Noto Sans Arabic, its font files loaded only then; others keep the built-in Helvetica.
 */
import { precompressPages } from "./fastFlate.ts";
import { graphql, readInlineData } from "relay-runtime";
import type { statementPdf_company$key } from "../../__generated__/statementPdf_company.graphql.ts";
import type { statementPdf_ledger$key } from "../../__generated__/statementPdf_ledger.graphql.ts";
import type { statementPdf_voided$key } from "../../__generated__/statementPdf_voided.graphql.ts";
import type { ledgerFormat_voided$key } from "../../__generated__/ledgerFormat_voided.graphql.ts";
import type { ledgerFormat_row$key } from "../../__generated__/ledgerFormat_row.graphql.ts";
import { chosenColumns, landscapeFor, paperCells, type PaperColumn, type PaperWriters, type RowPapers } from "./statementColumns.ts";
import { stateColumn, stateLegend, type MarkWriters, type RowAgreement } from "./agreementMark.ts";
import { ARABIC_FONT } from "../../../shared/pdf/pdfFont.ts";
import type { jsPDF } from "jspdf";
import { detailedFileName, lotFileName } from "./fileNames.ts";
import { NeedsArabicFont } from "./statementJob.ts";
import { hasArabic } from "../../../shared/pdf/textDirection.ts";
import { balanceLabel, formatMoney, formatTonsColumn } from "../../../shared/money.ts";
import { formatDateGB, formatDateTimeGB } from "../../../shared/dates.ts";
import { ledgerRowCells, plainKg, rangeLabel, readFigures, readVoidedEntry, rowKind } from "../ledgerFormat.ts";
import { newDocument, type StatementMeta, type StatementWriter } from "./statementWriter.ts";
import { drawLedger, type LedgerFigures } from "./ledgerTable.ts";

export { PAGE_BREAK_Y } from "./statementWriter.ts";
export { ROW_FILL } from "./ledgerRows.ts";

/** One lot's ledger. */
const ledgerFragment = graphql`
  fragment statementPdf_ledger on LedgerStatement @inline {
    ...ledgerFormat_figures
    rows {
      type
      ...ledgerFormat_row
      # Its state between the two sides, marked in the State column (agreementMark.ts).
      agreement {
        state
        waitingFor
        disputedQuantityKg
        disputedAmount
        disputedDate
      }
      # Its papers, for the columns a trader may add (statementColumns.ts); fields, not a fragment: a fragment level more is past the server's depth limit.
      container {
        bookingNo
        billOfLadingNo
        vessel
        voyage
        portOfLoading
        portOfDischarge
        grossKg
        tareKg
        quantityKg
        weighbridgeTicket
        ownPricePerTon
      }
      payment {
        method
        reference
        chequeDueDate
        note
      }
    }
  }
`;

/** A lot's voided entries, for the statement's audit trail. */
const voidedFragment = graphql`
  fragment statementPdf_voided on Lot @inline {
    voidedEntries {
      ...ledgerFormat_voided
    }
  }
`;

/** "02/03/2026 Payment $1,500.25, voided by Noura Saleh on 03/03/2026, 10:15: Entered twice". */
function voidedLines(entries: readonly ledgerFormat_voided$key[], timeZone: string): string[] {
  return entries.flatMap((voided) => {
    const entry = readVoidedEntry(voided);
    if (!entry) return [];
    const by = entry.voidedBy ? ` by ${entry.voidedBy}` : "";
    const when = entry.voidedAt ? ` on ${formatDateTimeGB(entry.voidedAt, timeZone)}` : "";
    return [`${formatDateGB(entry.date)} ${entry.what}, voided${by}${when}: ${entry.voidReason ?? ""}`];
  });
}

/**
 * A lot's voided entries after its figures, when it has any: named by the lot, since a page break
 * may part them from its table, and the heading kept with its first entry.
 */
function voidedSection(w: StatementWriter, lotNumber: string, lines: readonly string[]) {
  if (lines.length === 0) return;
  w.space(2);
  w.ensureRoom(VOIDED_HEADING_ROOM);
  w.text(`Voided entries of lot ${lotNumber} (on record, counted in no balance)`, { bold: true });
  for (const line of lines) w.text(line, { size: 8 });
}

/** The company's statement: every lot with its ledger, and the grand figures. */
const companyFragment = graphql`
  fragment statementPdf_company on CompanyStatement @inline @argumentDefinitions(papers: { type: "Boolean!", defaultValue: false }) {
    ...ledgerFormat_figures
    lotCount
    lots {
      lot {
        lotNumber
        price
      }
      # Not ...statementPdf_ledger: each fragment level counts twice against the server's query depth limit.
      statement {
        ...ledgerFormat_figures
        rows {
          type
          ...ledgerFormat_row
          agreement {
            state
            waitingFor
            disputedQuantityKg
            disputedAmount
            disputedDate
          }
          # Only when a trader chose papers for the statement: 70,000 rows are not asked for what is not printed.
          container @include(if: $papers) {
            bookingNo
            billOfLadingNo
            vessel
            voyage
            portOfLoading
            portOfDischarge
            grossKg
            tareKg
            quantityKg
            weighbridgeTicket
            ownPricePerTon
          }
          payment @include(if: $papers) {
            method
            reference
            chequeDueDate
            note
          }
        }
      }
      voidedEntries {
        ...ledgerFormat_voided
      }
    }
  }
`;

type LedgerRow = { readonly type: string; readonly agreement?: RowAgreement | null } & RowPapers & ledgerFormat_row$key;

export interface PdfLot {
  readonly lotNumber: string;
  readonly price: string;
}

/** "Generated: 25/11/2026, 10:00 by Sara Khan": when, and by which member. */
const generatedLine = (at: Date, timeZone: string, by: string | undefined) =>
  `Generated: ${formatDateTimeGB(at, timeZone)}${by ? ` by ${by}` : ""}`;

export interface LotStatementInput extends StatementMeta {
  lot: PdfLot;
  statement: statementPdf_ledger$key;
  /** The lot's voided entries: listed after the totals, on record but counted in no balance. */
  voided?: statementPdf_voided$key | null;
}

export interface CompanyStatementInput extends StatementMeta {
  /** The statement: its figures, with all its lots or the first page of them. */
  statement: statementPdf_company$key;
  /**
   * The statement's later pages of lots (the same statement asked with `lotOffset`), in order, as
   * they arrive: the lots already in are written meanwhile (see statementWorker.ts).
   */
  morePages?: AsyncIterable<statementPdf_company$key>;
  /** Told after each lot is written (the worker's progress; see statementWorker.ts). */
  onProgress?: (lotsDone: number, lotsTotal: number) => void;
}

export interface BuiltPdf {
  doc: jsPDF;
  fileName: string;
}

/** Room a lot's heading needs below it: the heading, the table's head and its first rows. */
const LOT_HEADING_ROOM = 24;
/** Room for the voided entries' heading and their first line. */
const VOIDED_HEADING_ROOM = 10;
/** The closing lines (totals, closing balance, total paid, Generated) stay on one page: no page of a lone "Generated". */
const CLOSING_ROOM = 32;

/** The papers' values as the PDF shows them, like the rows' own. */
const shownPapers: PaperWriters = { date: formatDateGB, text: (typed) => typed, money: formatMoney };

/** A dispute's other figure as the PDF shows it. */
const shownMarks: MarkWriters = { kg: (kg) => plainKg(kg).replace(/\B(?=(\d{3})+(?!\d))/g, ","), money: formatMoney, date: formatDateGB };

/** The chosen papers' columns, then each row's state (issue 47); across the page only for many papers. */
const statementColumns = (keys: readonly string[] | undefined) => [...chosenColumns(keys), stateColumn(null, shownMarks)];

/** Each row's kind (its tint). */
const kindsOf = (rows: readonly { readonly type: string }[]) => rows.map((row) => rowKind(row.type));

/** A row's cells: the SPEC's twelve, then the chosen papers'. */
function rowCells(row: LedgerRow, papers: readonly PaperColumn[]): string[] {
  const cells = ledgerRowCells(row);
  return papers.length ? [...cells, ...paperCells(papers, row, shownPapers)] : cells;
}

const totalsLine = (totals: LedgerFigures["totals"]) =>
  `Totals: Qty(MT) ${formatTonsColumn(totals.quantityTons)}, Container Amount ${formatMoney(totals.containerAmount)}, Amount Added ${formatMoney(totals.amountAdded)}`;

/** The company's name and, when known, its address and its TRN. */
function companyLines(w: StatementWriter, companyName: string, address?: string, trn?: string | null): void {
  w.text(`Company: ${companyName}`, { bold: true });
  if (address) w.text(`Address: ${address}`);
  if (trn?.trim()) w.text(`TRN: ${trn.trim()}`);
}

/** One lot's statement: Lot_{company}_{lot}.pdf. */
export async function buildLotStatementPdf(input: LotStatementInput): Promise<BuiltPdf> {
  const { companyName, address, trn, timeZone, lot, statement: ledger, voided, generatedAt = new Date() } = input;
  const lotLedger = readInlineData(ledgerFragment, ledger);
  const statement = readFigures(lotLedger);
  const voidedEntries = voidedLines(voided ? readInlineData(voidedFragment, voided).voidedEntries : [], timeZone);
  const papers = statementColumns(input.columns);
  const cells = lotLedger.rows.map((row) => rowCells(row, papers));
  const texts = [companyName, address ?? "", lot.lotNumber, ...cells.flat(), ...voidedEntries];
  const w = await newDocument("Lot Statement", input, generatedAt, texts, landscapeFor(chosenColumns(input.columns)));
  w.text("Lot Statement", { size: 16, bold: true, gap: 2 });
  companyLines(w, companyName, address, trn);
  w.text(`Lot: ${lot.lotNumber}`);
  w.text(`Price/Ton: ${formatMoney(lot.price)}`);
  w.text(`Period: ${rangeLabel(statement.from, statement.to)}`);
  w.text(`Opening balance: ${balanceLabel(statement.openingBalance)}`);
  w.space(1.5);
  drawLedger(w, statement, kindsOf(lotLedger.rows), cells, papers);
  w.ensureRoom(CLOSING_ROOM);
  w.text(`Closing balance: ${balanceLabel(statement.closingBalance)}`, { bold: true });
  w.text(`Total paid: ${formatMoney(statement.closingTotalPaid)}`);
  w.text(totalsLine(statement.totals));
  for (const line of stateLegend(companyName)) w.text(line, { size: 8 });
  voidedSection(w, lot.lotNumber, voidedEntries);
  w.space(2);
  w.text(generatedLine(generatedAt, timeZone, input.generatedBy), { size: 8, color: [75, 91, 104] });
  w.footers(`${companyName} - Lot ${lot.lotNumber}`);
  return { doc: w.doc, fileName: lotFileName(companyName, lot.lotNumber, "pdf") };
}

/** A page of the company statement as written: its lots, each row's cells (made once: to choose the font, then to write the tables) and voided lines. */
function readCompanyPage(key: statementPdf_company$key, timeZone: string, papers: readonly PaperColumn[]) {
  const page = readInlineData(companyFragment, key);
  const cells = page.lots.map(({ statement: ledger }) => ledger.rows.map((row) => rowCells(row, papers)));
  const voided = page.lots.map(({ voidedEntries }) => voidedLines(voidedEntries, timeZone));
  // Read one by one where they are (for hasArabic), not copied into one list: a page of lots is tens of thousands of cells.
  const texts: Iterable<string> = {
    *[Symbol.iterator]() {
      for (const [i, { lot }] of page.lots.entries()) {
        yield lot.lotNumber;
        for (const row of cells[i]) yield* row;
        yield* voided[i];
      }
    },
  };
  return { page, cells, voided, texts };
}

/**
 * Every lot of the company, each with its own table, then the grand totals: Lot_{company}_Detailed.pdf.
 * The font is chosen from the texts known when writing starts (the first page of lots); each later
 * page is let go once written, so a statement's rows are not all held at once.
 */
export async function buildCompanyStatementPdf(input: CompanyStatementInput): Promise<BuiltPdf> {
  const { companyName, address, trn, timeZone, statement: statementKey, morePages, generatedAt = new Date(), onProgress } = input;
  const papers = statementColumns(input.columns);
  const first = readCompanyPage(statementKey, timeZone, papers);
  const statement = first.page;
  const figures = readFigures(statement);
  const w = await newDocument(
    "Detailed Statement (All Lots)",
    input,
    generatedAt,
    {
      *[Symbol.iterator]() {
        yield* [companyName, address ?? ""];
        yield* first.texts;
      },
    },
    landscapeFor(chosenColumns(input.columns)),
  );
  w.text("Detailed Statement (All Lots)", { size: 16, bold: true, gap: 2 });
  companyLines(w, companyName, address, trn);
  w.text(`Period: ${rangeLabel(figures.from, figures.to)}`);
  w.text(`Lots: ${statement.lotCount}`);
  w.text(`Opening balance: ${balanceLabel(figures.openingBalance)}`, { bold: true });
  w.text(`Total paid before the period: ${formatMoney(figures.openingTotalPaid)}`);
  w.space(3);
  if (statement.lotCount === 0) w.text("No lots yet.");
  let written = 0;
  const writeLots = ({ page, cells, voided }: ReturnType<typeof readCompanyPage>) => {
    for (const [index, { lot, statement: ledger }] of page.lots.entries()) {
      onProgress?.(written++, statement.lotCount);
      // A lot's heading is not left alone at the foot of a page: it starts where its table can follow.
      w.ensureRoom(LOT_HEADING_ROOM);
      w.text(`Lot: ${lot.lotNumber}`, { size: 11, bold: true, gap: 0.5 });
      w.text(`Price/Ton: ${formatMoney(lot.price)}`, { gap: 1.5 });
      drawLedger(w, readFigures(ledger), kindsOf(ledger.rows), cells[index], papers);
      voidedSection(w, lot.lotNumber, voided[index]);
      w.space(3);
      w.packPages();
    }
  };
  writeLots(first);
  for await (const key of morePages ?? []) {
    const page = readCompanyPage(key, timeZone, papers);
    if (w.font !== ARABIC_FONT && hasArabic(page.texts)) throw new NeedsArabicFont();
    writeLots(page);
  }
  onProgress?.(statement.lotCount, statement.lotCount);
  w.ensureRoom(CLOSING_ROOM);
  w.rule();
  w.text("All lots", { size: 11, bold: true });
  w.text(totalsLine(figures.totals));
  w.text(`Closing balance: ${balanceLabel(figures.closingBalance)}`, { bold: true });
  w.text(`Total paid: ${formatMoney(figures.closingTotalPaid)}`);
  for (const line of stateLegend(companyName)) w.text(line, { size: 8 });
  w.space(2);
  w.text(generatedLine(generatedAt, timeZone, input.generatedBy), { size: 8, color: [75, 91, 104] });
  w.footers(`${companyName} - Detailed statement`);
  await precompressPages(w.doc);
  return { doc: w.doc, fileName: detailedFileName(companyName, "pdf") };
}
