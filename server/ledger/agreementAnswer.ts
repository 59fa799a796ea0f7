import { parseAgreement, waitingFor, type Agreement, type AgreementState, type EntrySide } from "../../shared/agreement.ts";

/**
 * An entry's agreement as GraphQL's EntryAgreement sends it: each field's value worked out once, so
 * that the fields only pass them on (no resolver per field: a detailed statement's 70,000 rows each
 * carry one, and five resolvers a row cost as much as the rest of the row; issue 45). `agreement`
 * is the parsed agreement, for the steps a caller may take (they depend on who asks).
 */
export interface AgreementAnswer {
  readonly state: AgreementState;
  readonly recordedBy: EntrySide;
  readonly waitingFor: EntrySide | null;
  readonly by: string | null;
  readonly at: Date | null;
  readonly reason: string | null;
  readonly disputedQuantityKg: string | null;
  readonly disputedAmount: string | null;
  readonly disputedDate: string | null;
  readonly answer: string | null;
  readonly answeredBy: string | null;
  readonly agreement: Agreement;
}

function answerOf(agreement: Agreement): AgreementAnswer {
  const disputed = agreement.state === "DISPUTED";
  return Object.freeze({
    state: agreement.state,
    recordedBy: agreement.recordedBy,
    waitingFor: waitingFor(agreement),
    by: agreement.by ?? null,
    at: agreement.at ? new Date(agreement.at) : null,
    reason: disputed ? (agreement.reason ?? null) : null,
    disputedQuantityKg: disputed ? (agreement.figure?.quantity ?? null) : null,
    disputedAmount: disputed ? (agreement.figure?.amount ?? null) : null,
    disputedDate: disputed ? (agreement.figure?.date ?? null) : null,
    answer: disputed ? (agreement.answer ?? null) : null,
    answeredBy: disputed ? (agreement.answeredBy ?? null) : null,
    agreement: Object.freeze(agreement),
  });
}

/**
 * Answers by the stored JSON text they were read from: most entries' agreements are the same few
 * texts (recorded by one side, not yet confirmed), so most rows share one answer instead of parsing
 * their own. The answers are frozen: nothing may change one that others share.
 */
const byText = new Map<string, AgreementAnswer>();
const MAX_TEXTS = 10_000;

/** An entry's agreement (its stored JSON, as text or as a value) as EntryAgreement sends it. */
export function agreementAnswer(stored: unknown): AgreementAnswer {
  if (typeof stored !== "string") return answerOf(parseAgreement(stored));
  let answer = byText.get(stored);
  if (!answer) {
    if (byText.size >= MAX_TEXTS) byText.clear();
    byText.set(stored, (answer = answerOf(parseAgreement(stored))));
  }
  return answer;
}
