import { parseCalendarDate } from "./dates.ts";
import { Fixed, parseDecimal } from "./money.ts";
import { messages, text } from "./validation.ts";

/*
 * A trade's papers (issue 48): what a container or payment carries beside the SPEC's fields. All
 * optional. Kept on the entry as one JSON object of texts (`papers`), only the fields that are set:
 * an entry without papers reads exactly as before. Pure: the server and the screens share it.
 */

export const containerPaperFields = [
  "bookingNo",
  "billOfLadingNo",
  "vessel",
  "voyage",
  "portOfLoading",
  "portOfDischarge",
  "grossKg",
  "tareKg",
  "weighbridgeTicket",
  "ownPricePerTon",
] as const;
export type ContainerPaperField = (typeof containerPaperFields)[number];

export const paymentMethods = ["BANK_TRANSFER", "CHEQUE", "POST_DATED_CHEQUE", "CASH"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  BANK_TRANSFER: "Bank transfer",
  CHEQUE: "Cheque",
  POST_DATED_CHEQUE: "Post-dated cheque",
  CASH: "Cash",
};

export const paymentPaperFields = ["method", "reference", "chequeDueDate", "note"] as const;
export type PaymentPaperField = (typeof paymentPaperFields)[number];

export type PaperField = ContainerPaperField | PaymentPaperField;

/** How the papers are named on screen (the edit boxes, the row history, the statements' columns). */
export const paperLabels: Record<PaperField, string> = {
  bookingNo: "Booking No",
  billOfLadingNo: "B/L No",
  vessel: "Vessel",
  voyage: "Voyage",
  portOfLoading: "Port of loading",
  portOfDischarge: "Port of discharge",
  grossKg: "Gross (kg)",
  tareKg: "Tare (kg)",
  weighbridgeTicket: "Weighbridge ticket",
  ownPricePerTon: "Own price per ton",
  method: "Method",
  reference: "Reference",
  chequeDueDate: "Cheque due",
  note: "Note",
};

const decimalsOf: Partial<Record<PaperField, number>> = { grossKg: 3, tareKg: 3, ownPricePerTon: 2 };
const MAX_TEXT: Partial<Record<PaperField, number>> = { note: 500 };
const MAX_KG = Fixed.parse("99999999999.999", 3);
const MAX_MONEY = Fixed.parse("999999999999.99", 2);

export const paperMessages = {
  weightInvalid: (label: string) => `${label} must be a number of kg, 0 or more, with at most 3 decimals`,
  weightTooLarge: (label: string) => `${label} must be at most 99,999,999,999.999 kg`,
  priceInvalid: "Own price per ton must be a number greater than 0, with at most 2 decimals",
  priceTooLarge: "Own price per ton must be at most 999,999,999,999.99",
  tareAboveGross: "Tare must not be more than gross",
  /** Gross and tare given: gross - tare is the net weight, which is the container's quantity. */
  weightsDisagree: (gross: string, tare: string, net: string) =>
    `Gross minus tare must equal the net weight (quantity): ${gross} kg - ${tare} kg is ${Fixed.parse(gross, 3).minus(Fixed.parse(tare, 3)).toFixed(3)} kg, but the quantity is ${net} kg`,
  /** Gross or tare or quantity edited alone, against the container's others. */
  weightsRefused: "Gross minus tare must equal the net weight (quantity): change them together",
  /** Method or due date edited alone, against the payment's other. */
  chequeRefused: "A post-dated cheque needs its due date, and only a post-dated cheque has one",
  methodInvalid: `Method must be one of ${paymentMethods.join(", ")}`,
  dueDateMissing: "A post-dated cheque needs its due date",
  dueDateOnlyForPostDated: "Only a post-dated cheque has a due date",
  dateInvalid: "Date must be a real calendar date (YYYY-MM-DD)",
} as const;

/**
 * An edit of papers: `set` the fields given a value (as stored: trimmed text, decimals at their
 * scale, dates YYYY-MM-DD, methods upper case), `cleared` those given null or blank. A field not
 * in the input is neither: it stays as it is.
 */
export interface PapersEdit {
  set: Record<string, string>;
  cleared: string[];
}

const isBlankValue = (value: unknown) => value === null || (typeof value === "string" && text(value) === "");

/** One field's stored text, or null when it is not acceptable (see papersProblems for why). */
function storedValue(field: PaperField, value: unknown): string | null {
  const scale = decimalsOf[field];
  if (scale !== undefined) return parseDecimal(value, scale)?.toFixed(scale) ?? null;
  if (field === "chequeDueDate") return parseCalendarDate(value);
  if (field === "method")
    return typeof value === "string" && (paymentMethods as readonly string[]).includes(text(value).toUpperCase())
      ? text(value).toUpperCase()
      : null;
  return typeof value === "string" ? text(value) : typeof value === "number" && Number.isFinite(value) ? String(value) : null;
}

/** What is wrong with each paper of the input (fields absent or blank are fine: blank clears). */
export function papersProblems(input: Record<string, unknown>, fields: readonly PaperField[]): Partial<Record<PaperField, string>> {
  const problems: Partial<Record<PaperField, string>> = {};
  for (const field of fields) {
    const value = input[field];
    if (value === undefined || isBlankValue(value)) continue;
    const stored = storedValue(field, value);
    if (field === "grossKg" || field === "tareKg") {
      const label = field === "grossKg" ? "Gross" : "Tare";
      if (stored === null || stored.startsWith("-")) problems[field] = paperMessages.weightInvalid(label);
      else if (Fixed.parse(stored, 3).compare(MAX_KG) > 0) problems[field] = paperMessages.weightTooLarge(label);
    } else if (field === "ownPricePerTon") {
      if (stored === null || Fixed.parse(stored, 2).compare(Fixed.zero(2)) <= 0) problems[field] = paperMessages.priceInvalid;
      else if (Fixed.parse(stored, 2).compare(MAX_MONEY) > 0) problems[field] = paperMessages.priceTooLarge;
    } else if (field === "method") {
      if (stored === null) problems[field] = paperMessages.methodInvalid;
    } else if (field === "chequeDueDate") {
      if (stored === null) problems[field] = paperMessages.dateInvalid;
    } else if (stored === null) {
      problems[field] = `${paperLabels[field]} must be text`;
    } else if (stored.length > (MAX_TEXT[field] ?? 100)) {
      problems[field] = messages.tooLong(paperLabels[field], MAX_TEXT[field] ?? 100);
    }
  }
  return problems;
}

/** The edit the input makes to the papers (validate first: unacceptable values are left out). */
export function papersEdit(input: Record<string, unknown>, fields: readonly PaperField[]): PapersEdit {
  const edit: PapersEdit = { set: {}, cleared: [] };
  for (const field of fields) {
    const value = input[field];
    if (value === undefined) continue;
    if (isBlankValue(value)) edit.cleared.push(field);
    else {
      const stored = storedValue(field, value);
      if (stored !== null) edit.set[field] = stored;
    }
  }
  return edit;
}

/** The papers after an edit. */
export function applyPapersEdit(papers: Record<string, string>, edit: PapersEdit): Record<string, string> {
  const next = { ...papers, ...edit.set };
  for (const field of edit.cleared) delete next[field];
  return next;
}

/**
 * Why a container's weights disagree, or undefined: with gross and tare both known, gross - tare
 * must be the net weight (the SPEC's quantity, in kg), exactly; tare may not exceed gross.
 */
export function weightsProblem(papers: Record<string, string | undefined>, quantityKg: string): string | undefined {
  const { grossKg, tareKg } = papers;
  if (grossKg === undefined || tareKg === undefined) return undefined;
  const gross = Fixed.parse(grossKg, 3);
  const tare = Fixed.parse(tareKg, 3);
  if (tare.compare(gross) > 0) return paperMessages.tareAboveGross;
  const net = Fixed.parse(quantityKg, 3);
  return gross.minus(tare).compare(net) === 0
    ? undefined
    : paperMessages.weightsDisagree(gross.toFixed(3), tare.toFixed(3), net.toFixed(3));
}

/** Why a payment's method and due date disagree, or undefined: a due date only, and always, with a post-dated cheque. */
export function chequeProblem(papers: Record<string, string | undefined>): Partial<Record<"chequeDueDate", string>> {
  if (papers.method === "POST_DATED_CHEQUE" && papers.chequeDueDate === undefined) return { chequeDueDate: paperMessages.dueDateMissing };
  if (papers.method !== "POST_DATED_CHEQUE" && papers.chequeDueDate !== undefined)
    return { chequeDueDate: paperMessages.dueDateOnlyForPostDated };
  return {};
}
