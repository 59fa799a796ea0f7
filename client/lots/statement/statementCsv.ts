/**
 * The statements as CSV files for spreadsheets (Lot_{company}_{lot}.csv and
 * Lot_{company}_Detailed.csv): the PDF's rows, read from the same server data through the same
 * @inline fragments (statementPdf.ts), so both files carry the same rows, figures and date range.
 * Pure functions of that data; download.ts saves them.
 *
 * Written for Excel in any language: figures as plain numbers (no "$", no thousands separators,
 * a point for decimals, a balance signed: negative is Due) so that they sum; dates as ISO 8601
 * (2026-03-05), the one form Excel reads as the same date whatever the computer's date order,
 * where 05/03/2026 would be 3 May on a US computer and text on others. Text typed by users is
 * kept from running as a formula (see spreadsheetText). The papers a trader chose
 * (statementColumns.ts) follow the SPEC's columns, which stay where they are; each row's state
 * between the two sides (issue 47: agreementMark.ts) is the last column.
 */
import { readInlineData } from "relay-runtime";
import companyFragment, { type statementPdf_company$key } from "../../__generated__/statementPdf_company.graphql.ts";
import ledgerFragment, { type statementPdf_ledger$key } from "../../__generated__/statementPdf_ledger.graphql.ts";
import type { ledgerFormat_row$key } from "../../__generated__/ledgerFormat_row.graphql.ts";
import { csvText, spreadsheetText } from "../../../shared/csv.ts";
import { isDue, moneyString, tonsString } from "../../../shared/money.ts";
import {
  closingBalanceLabel,
  LEDGER_COLUMNS,
  ledgerRowCells,
  openingBalanceLabel,
  orBlank,
  readFigures,
  type CellWriters,
} from "../ledgerFormat.ts";
import type { PdfLot } from "./statementPdf.ts";
import { paperCells, paperHeaders, type PaperColumn, type PaperWriters, type RowPapers } from "./statementColumns.ts";
import { agreementMark, STATE_HEADER, type MarkWriters, type RowAgreement } from "./agreementMark.ts";

/** The screen's columns, then the balance's sense in words (the balance itself is signed). */
export const CSV_COLUMNS = [...LEDGER_COLUMNS, "Balance Status"] as const;
/** The detailed statement's rows say which lot they belong to, and its price per ton. */
export const DETAILED_CSV_COLUMNS = ["Lot", "Lot Price/Ton", ...CSV_COLUMNS] as const;

type Figures = ReturnType<typeof readFigures>;
type CsvRecord = string[];

const balanceStatus = (balance: string) => (isDue(balance) ? "Due" : "Amount Left");

/** A row with only a label (in the Type column) and some of the figure columns. */
function summaryRecord(
  label: string,
  figures: { quantityTons?: string; containerAmount?: string; amountAdded?: string; totalPaid?: string; balance?: string },
): CsvRecord {
  const money = (v?: string) => orBlank(v, moneyString);
  return [
    "",
    "",
    label,
    "",
    "",
    "",
    orBlank(figures.quantityTons, tonsString),
    "",
    money(figures.containerAmount),
    money(figures.amountAdded),
    money(figures.totalPaid),
    money(figures.balance),
    figures.balance == null ? "" : balanceStatus(figures.balance),
  ];
}

/** Dates as ISO, plain signed figures, and typed text kept from running as a formula. */
const spreadsheet: CellWriters = { date: (iso) => iso, text: spreadsheetText, tons: tonsString, money: moneyString, balance: moneyString };

/** The papers' values as a spreadsheet reads them, like the rows' own. */
const spreadsheetPapers: PaperWriters = { date: spreadsheet.date, text: spreadsheet.text, money: spreadsheet.money };

type CsvRow = ledgerFormat_row$key & RowPapers & { readonly agreement?: RowAgreement | null };

/** A dispute's other figure as a spreadsheet reads it: plain numbers, ISO dates. */
const spreadsheetMarks: MarkWriters = { kg: (kg) => kg, money: moneyString, date: (iso) => iso };

/** A ledger as the PDF's table has it: the opening balance, the rows, the totals, the closing balance; the chosen papers after the SPEC's columns. */
function ledgerRecords(figures: Figures, rows: readonly CsvRow[], papers: readonly PaperColumn[], companyName: string): CsvRecord[] {
  const blanks = [...papers.map(() => ""), ""];
  const summary = (record: CsvRecord) => [...record, ...blanks];
  const ledgerRecord = (row: CsvRow): CsvRecord => {
    const cells = ledgerRowCells(row, spreadsheet);
    const record = [...cells, balanceStatus(cells[cells.length - 1])];
    const state = spreadsheetText(agreementMark(row.agreement, companyName, spreadsheetMarks));
    return papers.length ? [...record, ...paperCells(papers, row, spreadsheetPapers), state] : [...record, state];
  };
  return [
    summary(
      summaryRecord(openingBalanceLabel(figures.from, spreadsheet.date), {
        totalPaid: figures.openingTotalPaid,
        balance: figures.openingBalance,
      }),
    ),
    ...rows.map(ledgerRecord),
    summary(summaryRecord("Totals", figures.totals)),
    summary(
      summaryRecord(closingBalanceLabel(figures.to, spreadsheet.date), {
        totalPaid: figures.closingTotalPaid,
        balance: figures.closingBalance,
      }),
    ),
  ];
}

/** One lot's ledger for its date range, with the chosen papers' columns (statementColumns.ts) after the SPEC's, then the State (`companyName`: the side "Waiting for" names). */
export function lotStatementCsv(statement: statementPdf_ledger$key, papers: readonly PaperColumn[] = [], companyName = ""): string {
  const ledger = readInlineData(ledgerFragment, statement);
  return csvText([
    [...CSV_COLUMNS, ...paperHeaders(papers), STATE_HEADER],
    ...ledgerRecords(readFigures(ledger), ledger.rows, papers, companyName),
  ]);
}

/**
 * Every lot's ledger for the range, then the company's opening balance, totals and closing balance
 * ("All lots"). `morePages`: the statement's later pages of lots (asked with `lotOffset`), in order.
 */
export function companyStatementCsv(
  statement: statementPdf_company$key,
  morePages: readonly statementPdf_company$key[] = [],
  papers: readonly PaperColumn[] = [],
  companyName = "",
): string {
  const company = readInlineData(companyFragment, statement);
  const figures = readFigures(company);
  const lots = [company, ...morePages.map((page) => readInlineData(companyFragment, page))].flatMap((page) => page.lots);
  const ofLot = (lot: PdfLot | null) => (record: CsvRecord) => [
    lot ? spreadsheetText(lot.lotNumber) : "All lots",
    lot ? moneyString(lot.price) : "",
    ...record,
  ];
  return csvText([
    [...DETAILED_CSV_COLUMNS, ...paperHeaders(papers), STATE_HEADER],
    ...lots.flatMap(({ lot, statement: ledger }) => ledgerRecords(readFigures(ledger), ledger.rows, papers, companyName).map(ofLot(lot))),
    // The company's own figures, as a ledger without rows.
    ...ledgerRecords(figures, [], papers, companyName).map(ofLot(null)),
  ]);
}
