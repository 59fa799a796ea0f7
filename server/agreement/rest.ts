import type { Viewer } from "../context.ts";
import { ConflictError, NotFoundError } from "../errors.ts";
import { db } from "../db.ts";
import { companyOf, ledgerReader, restCompanyKey, writesOwnCompanyOnly } from "../access/permissions.ts";
import { ownProfile } from "../access/companyFilters.ts";
import { agreedStatementPdf } from "./agreedStatementPdf.ts";
import { json, type Route } from "../rest/http.ts";
import { containerRecord, entryResponse, expectedVersionOf, idParam, paymentRecord } from "../ledger/rest.ts";
import { readEntry } from "../ledger/ownedLotWrite.ts";
import { text } from "../../shared/validation.ts";
import { parseAgreement, waitingFor, type AgreementAction } from "../../shared/agreement.ts";
import {
  acceptDispute,
  answerDispute,
  confirmEntry,
  confirmWaitingEntries,
  disputeEntry,
  waitingForConfirmation,
  withdrawDispute,
} from "./agreementWrites.ts";
import { companyAgreementSummary, lotAgreementSummary } from "./summary.ts";
import type { Container, Payment } from "../generated/prisma/client.ts";

/*
 * Both sides agree (issue 47), beside the SPEC's paths: each step on a container (`containers`) or a
 * payment (`payments`) by its `_id`, with If-Match naming the version seen (412 with the entry as it
 * is now, as the SPEC's updates answer), and the bulk confirmation with its preview. Documented in
 * docs/rest.md.
 */

/** An entry's agreement as REST gives it: GraphQL's EntryAgreement fields, the figures as JSON numbers like the SPEC's. */
function agreementRecord(entry: Container | Payment) {
  const agreement = parseAgreement(entry.agreement);
  const figure = agreement.state === "DISPUTED" ? agreement.figure : undefined;
  return {
    state: agreement.state,
    recordedBy: agreement.recordedBy,
    waitingFor: waitingFor(agreement),
    ...(agreement.by ? { by: agreement.by, at: agreement.at } : {}),
    ...(agreement.state === "DISPUTED"
      ? {
          reason: agreement.reason,
          ...(figure?.quantity ? { quantity: Number(figure.quantity) } : {}),
          ...(figure?.amount ? { amount: Number(figure.amount) } : {}),
          ...(figure?.date ? { date: figure.date } : {}),
          ...(agreement.answer ? { answer: agreement.answer, answeredBy: agreement.answeredBy } : {}),
        }
      : {}),
  };
}

const kinds = { containers: "container", payments: "payment" } as const;
const steps: Record<string, AgreementAction> = {
  confirm: "CONFIRM",
  dispute: "DISPUTE",
  accept: "ACCEPT",
  answer: "ANSWER",
  withdraw: "WITHDRAW",
};
const messages: Record<AgreementAction, string> = {
  CONFIRM: "Entry confirmed",
  DISPUTE: "Entry disputed",
  ACCEPT: "Dispute accepted: entry corrected and confirmed",
  ANSWER: "Dispute answered",
  WITHDRAW: "Dispute withdrawn",
};

type EntryRow = Parameters<typeof containerRecord>[0] | Parameters<typeof paymentRecord>[0];
const readAny = (viewer: Viewer | null, entry: "container" | "payment", id: number): Promise<EntryRow> =>
  entry === "container" ? readEntry(viewer, "container", id) : readEntry(viewer, "payment", id);
const recordOf = (entry: "container" | "payment", row: EntryRow) => ({
  ...(entry === "container" ? containerRecord(row as never) : paymentRecord(row as never)),
  agreement: agreementRecord(row),
});

/** The company a bulk confirmation names: `companyName` (the house's staff), else the caller's own. */
async function companyIdNamed(viewer: Viewer | null, companyName: unknown): Promise<number> {
  const key = restCompanyKey(viewer, companyName);
  if (key === null && writesOwnCompanyOnly(viewer)) return companyOf(viewer).id;
  const company =
    key === null ? null : await db.profile.findFirst({ where: { companyKey: key, ...ownProfile(viewer) }, select: { id: true } });
  if (!company) throw new NotFoundError("No such company among those you can read.");
  return company.id;
}

/** A lot (`lotNumber`) or a whole company; a lot's version comes with it, for its kept agreement summary. */
async function scopeOf(
  viewer: Viewer | null,
  query: { companyName?: unknown; lotNumber?: unknown },
): Promise<{ lotId: number; lot: { id: number; version: number } } | { profileId: number }> {
  const profileId = await companyIdNamed(viewer, query.companyName);
  if (query.lotNumber === undefined || query.lotNumber === null || query.lotNumber === "") return { profileId };
  const lot = await db.lot.findFirst({ where: { profileId, lotNumber: text(query.lotNumber) }, select: { id: true, version: true } });
  if (!lot) throw new NotFoundError("Lot not found");
  return { lotId: lot.id, lot };
}

export const agreementRoutes: Route[] = [
  {
    // Before /api/entries/:kind/:id/agreement: the Statement of agreed balance of a lot (lotNumber) or a whole company.
    method: "GET",
    path: "/api/entries/agreed-statement",
    handle: async ({ viewer, request }) => {
      ledgerReader(viewer);
      const query = Object.fromEntries(new URL(request.url).searchParams);
      return agreedStatementPdf(await scopeOf(viewer, query));
    },
  },
  {
    // Where a lot (lotNumber) or a whole company stands between the two sides, as GraphQL's AgreementSummary.
    method: "GET",
    path: "/api/entries/balance",
    handle: async ({ viewer, request }) => {
      ledgerReader(viewer);
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const scope = await scopeOf(viewer, query);
      const summary =
        "lot" in scope ? await lotAgreementSummary(viewer, scope.lot) : await companyAgreementSummary(viewer, scope.profileId);
      return json({
        ...summary,
        agreedBalance: Number(summary.agreedBalance),
        recordedBalance: Number(summary.recordedBalance),
      });
    },
  },
  {
    method: "GET",
    path: "/api/entries/:kind/:id/agreement",
    handle: async ({ viewer, params }) => {
      const entry = kinds[params.kind as keyof typeof kinds];
      if (!entry) throw new NotFoundError("Not found");
      const row = await readAny(viewer, entry, idParam(params.id));
      return entryResponse(recordOf(entry, row), row);
    },
  },
  {
    method: "POST",
    path: "/api/entries/:kind/:id/:step",
    errorField: "error",
    optionalBody: true,
    handle: async (rest) => {
      const { viewer, params, request } = rest;
      const entry = kinds[params.kind as keyof typeof kinds];
      const step = steps[params.step];
      if (!entry || !step) throw new NotFoundError("Not found");
      const input = await rest.body({ reason: "text", quantity: "decimal", amount: "decimal", date: "date", answer: "text" });
      const id = idParam(params.id);
      const options = { expectedVersion: expectedVersionOf(request) };
      try {
        const row =
          step === "CONFIRM"
            ? await confirmEntry(viewer, entry, id, options)
            : step === "DISPUTE"
              ? await disputeEntry(viewer, entry, id, input, options)
              : step === "ACCEPT"
                ? await acceptDispute(viewer, entry, id, options)
                : step === "ANSWER"
                  ? await answerDispute(viewer, entry, id, input, options)
                  : await withdrawDispute(viewer, entry, id, options);
        return entryResponse({ message: messages[step], entry: recordOf(entry, row as never) }, row);
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        const current = await readAny(viewer, entry, id);
        return entryResponse(
          {
            error: error.message,
            changedBy: error.current.changedBy,
            changedAt: error.current.changedAt,
            current: recordOf(entry, current),
          },
          current,
          412,
        );
      }
    },
  },
  {
    method: "GET",
    path: "/api/entries/waiting",
    handle: async ({ viewer, request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const waiting = await waitingForConfirmation(viewer, await scopeOf(viewer, query));
      return json({
        containers: waiting.containers.map((c) => String(c.id)),
        payments: waiting.payments.map((p) => String(p.id)),
        token: waiting.token,
      });
    },
  },
  {
    method: "POST",
    path: "/api/entries/confirm-waiting",
    handle: async (rest) => {
      const input = await rest.body({ companyName: "text", lotNumber: "text", token: "text" });
      const { confirmed } = await confirmWaitingEntries(rest.viewer, await scopeOf(rest.viewer, input), text(input.token));
      return json({ message: `${confirmed} ${confirmed === 1 ? "entry" : "entries"} confirmed`, confirmed });
    },
  },
];
