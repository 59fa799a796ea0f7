import { HOUSE_NAME } from "./authors.ts";
import { lotStatement, type LedgerContainer, type LedgerPayment } from "./ledger.ts";
import type { Fixed } from "./money.ts";
import { text, validateContainer, validatePayment, type FieldErrors } from "./validation.ts";

/*
 * Both sides agree (issue 47). Every container and payment is recorded by one side of the trade, the
 * house (Gulf Recycling Traders' staff) or the counterparty (the supplier's or buyer's company), and
 * confirmed or disputed by the other. Pure rules, shared by the server (GraphQL, REST, PDFs), the
 * screens and the statements: who may take which step, what a dispute must carry, the agreed balance.
 */

export type EntrySide = "HOUSE" | "COUNTERPARTY";
export type AgreementState = "RECORDED" | "CONFIRMED" | "DISPUTED";
export type AgreementAction = "CONFIRM" | "DISPUTE" | "ACCEPT" | "ANSWER" | "WITHDRAW";

/** The other party's own figure in a dispute: a container's net weight in kg, a payment's amount, or the date it saw. */
export interface DisputedFigure {
  quantity?: string;
  amount?: string;
  date?: string;
}

/**
 * An entry's agreement as stored (Container.agreement, Payment.agreement). `by`/`at` name who took the
 * latest confirm or dispute step and when (ISO time); a dispute keeps its reason, the other figure,
 * and the recording side's answer.
 */
export interface Agreement {
  state: AgreementState;
  recordedBy: EntrySide;
  by?: string;
  byId?: number;
  byApiKeyId?: number | null;
  at?: string;
  reason?: string;
  figure?: DisputedFigure;
  answer?: string;
  answeredBy?: string;
  answeredAt?: string;
}

export const otherSide = (side: EntrySide): EntrySide => (side === "HOUSE" ? "COUNTERPARTY" : "HOUSE");

/** An agreement from its stored JSON (text or value); anything unreadable reads as recorded by the counterparty. */
export function parseAgreement(value: unknown): Agreement {
  const parsed = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  const record = (parsed ?? {}) as Partial<Agreement>;
  const state = record.state === "CONFIRMED" || record.state === "DISPUTED" ? record.state : "RECORDED";
  return { ...record, state, recordedBy: record.recordedBy === "HOUSE" ? "HOUSE" : "COUNTERPARTY" };
}

/**
 * Whose step is next: a recorded entry waits for the side that did not record it; a dispute waits for
 * the recording side (accept or answer) until it is answered, then for the disputing side (withdraw,
 * or keep it open); a confirmed entry waits for no one.
 */
export function waitingFor(agreement: Agreement): EntrySide | null {
  if (agreement.state === "CONFIRMED") return null;
  if (agreement.state === "RECORDED") return otherSide(agreement.recordedBy);
  return agreement.answer ? otherSide(agreement.recordedBy) : agreement.recordedBy;
}

/**
 * The steps side `side` may take on an entry now (none for a reader: null). The other side confirms or
 * disputes what was recorded (a confirmed entry can still be disputed); the recording side accepts a
 * dispute's figure or answers it; either side withdraws a dispute, which leaves the entry recorded.
 */
export function actionsOf(agreement: Agreement, side: EntrySide | null): AgreementAction[] {
  if (side === null) return [];
  const recorder = side === agreement.recordedBy;
  switch (agreement.state) {
    case "RECORDED":
      return recorder ? [] : ["CONFIRM", "DISPUTE"];
    case "CONFIRMED":
      return recorder ? [] : ["DISPUTE"];
    case "DISPUTED":
      return recorder ? (agreement.figure ? ["ACCEPT", "ANSWER", "WITHDRAW"] : ["ANSWER", "WITHDRAW"]) : ["WITHDRAW"];
  }
}

export const MAX_DISPUTE_TEXT = 500;

export const agreementMessages = {
  reasonMissing: "Say why you dispute this entry",
  reasonTooLong: `The reason must be at most ${MAX_DISPUTE_TEXT} characters`,
  answerMissing: "Write an answer to the dispute",
  answerTooLong: `The answer must be at most ${MAX_DISPUTE_TEXT} characters`,
  figureForPayment: "A payment's dispute may give the amount received or the date, not a weight",
  figureForContainer: "A container's dispute may give the net weight or the date, not an amount",
  notAllowed: (action: AgreementAction, state: AgreementState, recorder: boolean) => {
    const by = recorder ? "the side that recorded it" : "the other side";
    const verb = {
      CONFIRM: "confirm",
      DISPUTE: "dispute",
      ACCEPT: "accept the dispute of",
      ANSWER: "answer the dispute of",
      WITHDRAW: "withdraw the dispute of",
    }[action];
    return `As ${by}, you cannot ${verb} an entry that is ${state.toLowerCase()}.`;
  },
  noFigure: "This dispute gives no other figure to accept: answer it, or correct the entry yourself",
  readerOnly:
    "Only an Owner or a Trader of the company, a read-write API key, or Gulf Recycling Traders' staff confirm or dispute entries.",
  staleWaiting: "The entries waiting changed since the preview: preview again before confirming.",
};

/** A dispute as sent: the reason, and optionally the other party's figure. */
export interface DisputeInput {
  reason?: unknown;
  quantity?: unknown;
  amount?: unknown;
  date?: unknown;
}

/** Whether a figure was given: a number, or a text that is not blank (REST sends JSON numbers, GraphQL strings). */
export const isGiven = (value: unknown) => typeof value === "number" || (typeof value === "string" && value.trim() !== "");

/** What is wrong with a dispute of a container or payment, field by field. */
export function disputeProblems(kind: "container" | "payment", input: DisputeInput): FieldErrors {
  const errors: FieldErrors = {};
  const reason = text(input.reason ?? "");
  if (reason === "") errors.reason = agreementMessages.reasonMissing;
  else if ([...reason].length > MAX_DISPUTE_TEXT) errors.reason = agreementMessages.reasonTooLong;
  if (kind === "container") {
    if (isGiven(input.amount)) errors.amount = agreementMessages.figureForContainer;
    const found = validateContainer(
      { ...(isGiven(input.quantity) ? { quantity: input.quantity } : {}), ...(isGiven(input.date) ? { date: input.date } : {}) },
      { partial: true },
    );
    Object.assign(errors, found);
  } else {
    if (isGiven(input.quantity)) errors.quantity = agreementMessages.figureForPayment;
    const found = validatePayment(
      { ...(isGiven(input.amount) ? { amount: input.amount } : {}), ...(isGiven(input.date) ? { date: input.date } : {}) },
      { partial: true },
    );
    Object.assign(errors, found);
  }
  return errors;
}

export function answerProblem(answer: unknown): string | undefined {
  const value = text(answer ?? "");
  if (value === "") return agreementMessages.answerMissing;
  if ([...value].length > MAX_DISPUTE_TEXT) return agreementMessages.answerTooLong;
  return undefined;
}

/** The side's name in sentences: the house by name, the counterparty by its company's name. */
export const sideName = (side: EntrySide, companyName: string) => (side === "HOUSE" ? HOUSE_NAME : companyName);

/** The other figure of a dispute in words: "19,800 kg", "AED 12,000.00", "12/03/2026"-style is left to the caller's formatters. */
export function figureParts(figure: DisputedFigure | undefined): { field: "quantity" | "amount" | "date"; value: string }[] {
  if (!figure) return [];
  return (["quantity", "amount", "date"] as const)
    .filter((field) => figure[field] !== undefined)
    .map((field) => ({ field, value: figure[field]! }));
}

/** An agreement in one line, for a statement's row or the history: who recorded it and where it stands. */
export function agreementSentence(agreement: Agreement, companyName: string): string {
  const recorder = sideName(agreement.recordedBy, companyName);
  const other = sideName(otherSide(agreement.recordedBy), companyName);
  switch (agreement.state) {
    case "RECORDED":
      return `Recorded by ${recorder}; waiting for ${other}`;
    case "CONFIRMED":
      return `Recorded by ${recorder}; confirmed by ${agreement.by ?? other}`;
    case "DISPUTED": {
      const figure = figureParts(agreement.figure)
        .map(({ field, value }) => `${field} ${value}`)
        .join(", ");
      const answer = agreement.answer ? `; answered: ${agreement.answer}` : "";
      return `Recorded by ${recorder}; disputed by ${agreement.by ?? other}: ${agreement.reason ?? ""}${figure ? ` (their figure: ${figure})` : ""}${answer}`;
    }
  }
}

/** Counts of a set of entries by where they stand, for the side `side` looking at them. */
export interface AgreementCounts {
  confirmed: number;
  disputed: number;
  /** Waiting for `side`'s step. */
  waitingForYou: number;
  /** Waiting for the other side's step. */
  waitingForOtherSide: number;
}

export function agreementCounts(agreements: Iterable<Agreement>, side: EntrySide): AgreementCounts {
  const counts: AgreementCounts = { confirmed: 0, disputed: 0, waitingForYou: 0, waitingForOtherSide: 0 };
  for (const agreement of agreements) {
    if (agreement.state === "CONFIRMED") counts.confirmed += 1;
    if (agreement.state === "DISPUTED") counts.disputed += 1;
    const waiting = waitingFor(agreement);
    if (waiting === side) counts.waitingForYou += 1;
    else if (waiting !== null) counts.waitingForOtherSide += 1;
  }
  return counts;
}

/**
 * A lot's agreed balance: the ledger's own arithmetic (shared/ledger.ts) over the entries both sides
 * confirmed that count (not voided). Entries recorded or disputed are open items, in no agreed figure.
 */
export function agreedBalance<C extends LedgerContainer, P extends LedgerPayment>(
  entries: { containers: C[]; payments: P[] },
  agreementOf: (entry: C | P) => Agreement,
): Fixed {
  const confirmed = <T extends C | P>(list: T[]) => list.filter((entry) => agreementOf(entry).state === "CONFIRMED");
  return lotStatement({ containers: confirmed(entries.containers), payments: confirmed(entries.payments) }).closingBalance;
}
