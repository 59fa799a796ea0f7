import { builder } from "../builder.ts";
import { companyReaders, entryWriters } from "../graphql/scopes.ts";
import { describedEnum } from "../graphql/enums.ts";
import { rowId } from "../rowIds.ts";
import { actingSide } from "../access/permissions.ts";
import { ContainerRef } from "../ledger/container.ts";
import { PaymentRef } from "../ledger/payment.ts";
import { LedgerEntryRef } from "../ledger/entry.ts";
import { LedgerRowRef } from "../ledger/ledger.ts";
import { EXPECTED_VERSION_DESCRIPTION, LotRef, changeCursorField, entryChangeErrors, writtenLotField } from "../ledger/lot.ts";
import { AccessDeniedError, InputError, NotFoundError } from "../errors.ts";
import { actionsOf, MAX_DISPUTE_TEXT } from "../../shared/agreement.ts";
import { agreementAnswer, type AgreementAnswer } from "../ledger/agreementAnswer.ts";
import {
  acceptDispute,
  answerDispute,
  confirmEntry,
  confirmWaitingEntries,
  disputeEntry,
  waitingForConfirmation,
  companyScope,
  withdrawDispute,
  type WaitingEntries,
} from "./agreementWrites.ts";
import { companyAgreementSummary, lotAgreementSummary, lotWaitingForConfirmation, type AgreementSummary } from "./summary.ts";
import type { Container, Payment } from "../generated/prisma/client.ts";
import type { LockedLot } from "../ledger/ownedLotWrite.ts";

/*
 * Both sides agree (issue 47), in GraphQL: each container's and payment's agreement, where a lot and
 * a company stand, and the steps (confirm, dispute, accept, answer, withdraw; a bulk confirmation).
 */

const EntrySideEnum = describedEnum("EntrySide", "A side of the trade.", {
  HOUSE: "Gulf Recycling Traders, whose site this is (its staff).",
  COUNTERPARTY: "The supplier's or buyer's company whose lot it is (its members and API keys).",
});

const AgreementStateEnum = describedEnum("AgreementState", "Where an entry stands between the two sides.", {
  RECORDED: "Recorded by one side, waiting for the other side to confirm or dispute it (again, after any change of its values).",
  CONFIRMED: "Confirmed by the other side: it counts in the agreed balance.",
  DISPUTED: "Disputed by the other side, with a reason and perhaps its own figure.",
});

const AgreementActionEnum = describedEnum("AgreementAction", "A step one side may take on an entry.", {
  CONFIRM: "confirmEntry: the other side confirms the entry as recorded.",
  DISPUTE: "disputeEntry: the other side disputes it, with a reason and perhaps its own figure.",
  ACCEPT: "acceptDispute: the recording side takes the dispute's figure; the entry is corrected and confirmed.",
  ANSWER: "answerDispute: the recording side answers the dispute.",
  WITHDRAW: "withdrawDispute: either side withdraws the dispute; the entry is recorded again.",
});

// Each field passes on its value as agreementAnswer worked it out: no resolver but `actions`'s (who asks).
const EntryAgreementRef = builder.objectRef<AgreementAnswer>("EntryAgreement").implement({
  description:
    "An entry's agreement between the house and the counterparty. Any change of the entry's values (an edit, a void, a restore, a lot's new price) makes it recorded again, by the side that changed it.",
  fields: (t) => ({
    state: t.expose("state", { type: AgreementStateEnum, description: "Recorded, confirmed or disputed." }),
    recordedBy: t.expose("recordedBy", { type: EntrySideEnum, description: "The side that recorded the entry's values as they are." }),
    waitingFor: t.expose("waitingFor", { type: EntrySideEnum, nullable: true, description: "Whose step is next: null once confirmed." }),
    by: t.exposeString("by", {
      nullable: true,
      description: 'Who confirmed or disputed it (a person, the house\'s staff as "Gulf Recycling Traders, <name>", or an API key).',
    }),
    at: t.expose("at", { type: "DateTime", nullable: true, description: "When it was confirmed or disputed." }),
    reason: t.exposeString("reason", { nullable: true, description: "A dispute's reason." }),
    disputedQuantityKg: t.expose("disputedQuantityKg", {
      type: "Decimal",
      nullable: true,
      description: "A container's dispute: the other side's net weight in kg.",
    }),
    disputedAmount: t.expose("disputedAmount", {
      type: "Decimal",
      nullable: true,
      description: "A payment's dispute: the amount the other side received.",
    }),
    disputedDate: t.expose("disputedDate", { type: "Date", nullable: true, description: "A dispute's date as the other side saw it." }),
    answer: t.exposeString("answer", { nullable: true, description: "The recording side's answer to a dispute." }),
    answeredBy: t.exposeString("answeredBy", { nullable: true, description: "Who answered the dispute." }),
    actions: t.field({
      type: [AgreementActionEnum],
      description: "The steps the caller may take now (none for a reader: a Viewer, a read-only key).",
      resolve: (a, _args, { viewer }) => actionsOf(a.agreement, actingSide(viewer)),
    }),
  }),
});

for (const name of ["Container", "Payment"] as const) {
  builder.prismaObjectFields(name, (t) => ({
    agreement: t.field({
      type: EntryAgreementRef,
      description: "Where it stands between the two sides (issue 47).",
      resolve: (entry) => agreementAnswer(entry.agreement),
    }),
  }));
}

builder.objectField(LedgerRowRef, "agreement", (t) =>
  t.expose("agreement", {
    type: EntryAgreementRef,
    description:
      "Where the row's container or payment stands between the two sides (issue 47), from the ledger's own read: the statements mark each row with it.",
  }),
);

const AgreementSummaryRef = builder.objectRef<AgreementSummary>("AgreementSummary").implement({
  description: "Where a lot or a company stands between the two sides, seen from the caller's side.",
  fields: (t) => ({
    side: t.field({
      type: EntrySideEnum,
      description: "The caller's side: HOUSE for Gulf Recycling Traders' staff, COUNTERPARTY for the company's members and keys.",
      resolve: (s) => s.side,
    }),
    recordedBalance: t.field({
      type: "Decimal",
      description: "The balance as recorded (every entry that counts): the SPEC's balance.",
      resolve: (s) => s.recordedBalance,
    }),
    agreedBalance: t.field({
      type: "Decimal",
      description: "The balance over the entries both sides confirmed (payments minus container amounts; voided entries count in neither).",
      resolve: (s) => s.agreedBalance,
    }),
    confirmed: t.exposeInt("confirmed", { description: "Entries confirmed." }),
    disputed: t.exposeInt("disputed", { description: "Entries disputed." }),
    waitingForYou: t.exposeInt("waitingForYou", {
      description: "Entries whose next step is the caller's side's: to confirm or dispute, or a dispute to accept, answer or withdraw.",
    }),
    waitingForOtherSide: t.exposeInt("waitingForOtherSide", { description: "Entries whose next step is the other side's." }),
    mayAct: t.exposeBoolean("mayAct", { description: "Whether the caller may take steps (a writer) or only reads." }),
  }),
});

const WaitingEntriesRef = builder.objectRef<WaitingEntries>("WaitingConfirmation").implement({
  description:
    "What `confirmWaitingEntries` would confirm now: the entries recorded by the other side and waiting for the caller's side (disputes excepted), in lots that are not closed.",
  fields: (t) => ({
    containers: t.int({ description: "How many containers.", resolve: (w) => w.containers.length }),
    payments: t.int({ description: "How many payments.", resolve: (w) => w.payments.length }),
    token: t.exposeString("token", {
      description: "Pass it to `confirmWaitingEntries`: it confirms exactly these entries at these versions, or nothing.",
    }),
  }),
});

builder.prismaObjectFields("Lot", (t) => ({
  agreement: t.field({
    type: AgreementSummaryRef,
    description: "Where the lot stands between the two sides: its agreed and recorded balances, and how many entries wait for whom.",
    select: { version: true },
    resolve: (lot, _args, { viewer }) => lotAgreementSummary(viewer, lot),
  }),
  waitingConfirmation: t.field({
    type: WaitingEntriesRef,
    description: "The preview of confirming the lot's waiting entries at once.",
    select: { version: true, state: true },
    resolve: (lot, _args, { viewer }) => lotWaitingForConfirmation(viewer, lot),
  }),
}));

builder.prismaObjectFields("Profile", (t) => ({
  agreement: t.field({
    authScopes: companyReaders,
    type: AgreementSummaryRef,
    description: "Where the company stands between the two sides, over all its lots.",
    resolve: (profile, _args, { viewer }) => companyAgreementSummary(viewer, profile.id),
  }),
  waitingConfirmation: t.field({
    type: WaitingEntriesRef,
    description: "The preview of confirming every waiting entry of the company at once.",
    authScopes: companyReaders,
    resolve: (profile, _args, { viewer }) => waitingForConfirmation(viewer, companyScope(profile.id)),
  }),
}));

type WrittenEntry = (Container | Payment) & { lot: LockedLot };
const entryOf = (id: { typename: string; id: string }) =>
  (id.typename === "Container" ? "container" : "payment") as "container" | "payment";

/** One step's mutation: `id` and `expectedVersion`, plus the step's own fields; the entry and its lot back. */
function stepMutation<Fields extends object>(
  name: string,
  description: string,
  fields: (t: PothosSchemaTypes.InputFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<never>, "InputObject">) => Fields,
  step: (
    input: Record<string, unknown> & { id: { typename: string; id: string }; expectedVersion?: number | null },
    viewer: Parameters<typeof confirmEntry>[0],
  ) => Promise<WrittenEntry>,
) {
  builder.relayMutationField(
    name,
    {
      inputFields: (t) => ({
        id: t.globalID({ for: [ContainerRef, PaymentRef], description: "The container's or payment's id." }),
        expectedVersion: t.int({ required: false, description: EXPECTED_VERSION_DESCRIPTION }),
        ...(fields(t as never) as object),
      }),
    },
    {
      description,
      authScopes: entryWriters,
      errors: entryChangeErrors,
      resolve: (_root, { input }, { viewer }) => step(input as never, viewer),
    },
    {
      outputFields: (t) => ({
        entry: t.field({ type: LedgerEntryRef, description: "The entry, with its agreement now.", resolve: (entry) => entry }),
        lot: writtenLotField(t),
        changeCursor: changeCursorField(t, (written) => written.lot),
      }),
    },
  );
}

const options = (input: { expectedVersion?: number | null }) => ({ expectedVersion: input.expectedVersion });

stepMutation(
  "confirmEntry",
  "The other side confirms a container or payment as recorded (a voided one: that it counts in nothing). Honours `Idempotency-Key`.",
  () => ({}),
  (input, viewer) => confirmEntry(viewer, entryOf(input.id), rowId(input.id.id), options(input)),
);

stepMutation(
  "disputeEntry",
  "The other side disputes a container or payment: a reason, and perhaps its own figure (a container's net weight, a payment's amount, or the date). Also a confirmed one.",
  (t) => ({
    reason: t.string({ description: `Why (up to ${MAX_DISPUTE_TEXT} characters).` }),
    quantityKg: t.field({ type: "Decimal", required: false, description: "A container's net weight in kg as the other side weighed it." }),
    amount: t.field({ type: "Decimal", required: false, description: "A payment's amount as the other side received it." }),
    date: t.field({ type: "Date", required: false, description: "The date as the other side saw it." }),
  }),
  (input, viewer) =>
    disputeEntry(
      viewer,
      entryOf(input.id),
      rowId(input.id.id),
      { reason: input.reason, quantity: input.quantityKg, amount: input.amount, date: input.date },
      options(input),
    ),
);

stepMutation(
  "acceptDispute",
  "The side that recorded the entry takes the dispute's figure: the entry is corrected (by the caller, in its history) and confirmed.",
  () => ({}),
  (input, viewer) => acceptDispute(viewer, entryOf(input.id), rowId(input.id.id), options(input)),
);

stepMutation(
  "answerDispute",
  "The side that recorded the entry answers a dispute; it stays disputed, now waiting for the disputing side.",
  (t) => ({ answer: t.string({ description: `The answer (up to ${MAX_DISPUTE_TEXT} characters).` }) }),
  (input, viewer) => answerDispute(viewer, entryOf(input.id), rowId(input.id.id), { answer: input.answer }, options(input)),
);

stepMutation(
  "withdrawDispute",
  "Either side withdraws a dispute: the entry is recorded again, waiting for the other side.",
  () => ({}),
  (input, viewer) => withdrawDispute(viewer, entryOf(input.id), rowId(input.id.id), options(input)),
);

builder.relayMutationField(
  "confirmWaitingEntries",
  {
    inputFields: (t) => ({
      lotId: t.globalID({ for: LotRef, required: false, description: "One lot's waiting entries; or give `companyId`." }),
      companyId: t.globalID({ required: false, description: "Every lot of this company (its BusinessProfile id)." }),
      token: t.string({ description: "`waitingConfirmation.token` from the preview: if what waits changed since, nothing is confirmed." }),
    }),
  },
  {
    description: "Confirms at once every entry a preview (`waitingConfirmation`) listed, in one statement.",
    authScopes: entryWriters,
    errors: { types: [InputError, NotFoundError, AccessDeniedError] },
    resolve: async (_root, { input }, { viewer }) => {
      if ((input.lotId == null) === (input.companyId == null))
        throw new InputError("Give a lot (lotId) or a company (companyId), one of them");
      if (input.companyId && input.companyId.typename !== "BusinessProfile")
        throw new NotFoundError("No such company among those you can read.");
      const scope = input.lotId ? { lotId: rowId(input.lotId.id) } : { profileId: rowId(input.companyId!.id) };
      return confirmWaitingEntries(viewer, scope, input.token);
    },
  },
  {
    outputFields: (t) => ({
      confirmed: t.exposeInt("confirmed", { description: "How many entries were confirmed." }),
    }),
  },
);
