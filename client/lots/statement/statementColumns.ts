/**
 * The statements' columns (issue 48): the SPEC's twelve, always there and in their order, then
 * whichever of a trade's papers the trader chose (a container's booking, bill of lading, vessel and
 * voyage, ports, weights, weighbridge ticket and own price; a payment's method, reference, due date
 * and note). One list for the PDF and the CSV: each column's key, header and the value of a row,
 * written by the file's own writers (dates as shown or ISO, typed text kept from running as a
 * formula in a spreadsheet). Pure: the choice is stored by statementColumnsChoice.ts.
 *
 * With nothing chosen, a statement is exactly the SPEC's: the papers are added after its columns,
 * never in their place.
 */
import { paymentMethodLabels, type PaymentMethod } from "../../../shared/papers.ts";
import { LEDGER_COLUMNS, orBlank, plainKg } from "../ledgerFormat.ts";

/** A container row's papers, as the statements' queries read them (null: not a container row, or not asked). */
export interface ContainerPapers {
  readonly bookingNo?: string | null;
  readonly billOfLadingNo?: string | null;
  readonly vessel?: string | null;
  readonly voyage?: string | null;
  readonly portOfLoading?: string | null;
  readonly portOfDischarge?: string | null;
  readonly grossKg?: string | null;
  readonly tareKg?: string | null;
  /** The net weight: the SPEC's quantity. */
  readonly quantityKg?: string | null;
  readonly weighbridgeTicket?: string | null;
  readonly ownPricePerTon?: string | null;
}

export interface PaymentPapers {
  readonly method?: string | null;
  readonly reference?: string | null;
  readonly chequeDueDate?: string | null;
  readonly note?: string | null;
}

export interface RowPapers {
  readonly container?: ContainerPapers | null;
  readonly payment?: PaymentPapers | null;
}

/** How a file writes the papers' values (see CellWriters in ledgerFormat.ts). */
export interface PaperWriters {
  date: (iso: string) => string;
  text: (typed: string) => string;
  money: (money: string) => string;
}

export type PaperGroup = "container" | "payment";

export interface PaperColumn {
  readonly key: string;
  readonly header: string;
  readonly group: PaperGroup;
  /** A number, date or amount: kept whole on one line in the PDF, at the right of its column. */
  readonly figure: boolean;
  readonly value: (row: RowPapers, write: PaperWriters) => string;
}

const containerText = (field: keyof ContainerPapers) => (row: RowPapers, write: PaperWriters) => write.text(row.container?.[field] ?? "");
const containerKg = (field: keyof ContainerPapers) => (row: RowPapers) => orBlank(row.container?.[field], plainKg);
const paymentText = (field: keyof PaymentPapers) => (row: RowPapers, write: PaperWriters) => write.text(row.payment?.[field] ?? "");

function methodLabel(method: string | null | undefined): string {
  if (!method) return "";
  return paymentMethodLabels[method as PaymentMethod] ?? method;
}

/** "MSC Aurora / 051E", or whichever of the two is known. */
function vesselVoyage(row: RowPapers, write: PaperWriters): string {
  const parts = [row.container?.vessel, row.container?.voyage].filter((part): part is string => Boolean(part));
  return write.text(parts.join(" / "));
}

/** The papers a trader may add to the statements, in the order they are printed. */
export const PAPER_COLUMNS: readonly PaperColumn[] = [
  { key: "bookingNo", header: "Booking No", group: "container", figure: false, value: containerText("bookingNo") },
  { key: "billOfLadingNo", header: "B/L No", group: "container", figure: false, value: containerText("billOfLadingNo") },
  { key: "vesselVoyage", header: "Vessel / Voyage", group: "container", figure: false, value: vesselVoyage },
  { key: "portOfLoading", header: "Port of Loading", group: "container", figure: false, value: containerText("portOfLoading") },
  { key: "portOfDischarge", header: "Port of Discharge", group: "container", figure: false, value: containerText("portOfDischarge") },
  { key: "grossKg", header: "Gross (kg)", group: "container", figure: true, value: containerKg("grossKg") },
  { key: "tareKg", header: "Tare (kg)", group: "container", figure: true, value: containerKg("tareKg") },
  { key: "netKg", header: "Net (kg)", group: "container", figure: true, value: containerKg("quantityKg") },
  { key: "weighbridgeTicket", header: "Weighbridge Ticket", group: "container", figure: false, value: containerText("weighbridgeTicket") },
  {
    key: "ownPricePerTon",
    header: "Container Price/Ton",
    group: "container",
    figure: true,
    value: (row, write) => orBlank(row.container?.ownPricePerTon, write.money),
  },
  { key: "method", header: "Payment Method", group: "payment", figure: false, value: (row) => methodLabel(row.payment?.method) },
  { key: "reference", header: "Payment Reference", group: "payment", figure: false, value: paymentText("reference") },
  {
    key: "chequeDueDate",
    header: "Due Date",
    group: "payment",
    figure: true,
    value: (row, write) => orBlank(row.payment?.chequeDueDate, write.date),
  },
  { key: "note", header: "Payment Note", group: "payment", figure: false, value: paymentText("note") },
];

/** The SPEC's columns: always printed, never unticked. */
export const FIXED_COLUMNS: readonly { key: string; header: string }[] = LEDGER_COLUMNS.map((header) => ({ key: header, header }));

/**
 * The chosen paper columns, in the statements' order, whatever the order or repeats of `keys`;
 * keys this version does not know (a choice stored by an older or newer one) are left out.
 */
export function chosenColumns(keys: readonly string[] | null | undefined): PaperColumn[] {
  const wanted = new Set(keys ?? []);
  return PAPER_COLUMNS.filter((column) => wanted.has(column.key));
}

/** A choice as stored: the known keys, in order. */
export const choiceKeys = (keys: readonly string[] | null | undefined): string[] => chosenColumns(keys).map((column) => column.key);

/** The headers of the chosen papers. */
export const paperHeaders = (columns: readonly PaperColumn[]) => columns.map((column) => column.header);

/** A row's cells of the chosen papers (blank where the row has none: a payment has no bill of lading). */
export const paperCells = (columns: readonly PaperColumn[], row: RowPapers, write: PaperWriters) =>
  columns.map((column) => column.value(row, write));

/** Whether a statement with these papers is printed across the page (A4 landscape): many columns do not fit upright. */
export const LANDSCAPE_FROM = 4;
export const landscapeFor = (columns: readonly PaperColumn[]) => columns.length >= LANDSCAPE_FROM;
