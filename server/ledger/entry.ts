import { builder } from "../builder.ts";
import { entryWriters } from "../graphql/scopes.ts";
import { db } from "../db.ts";
import { ConflictError } from "../errors.ts";
import { rowId } from "../rowIds.ts";
import { authorName, authorSelect } from "../access/caller.ts";
import { ownLotRecord } from "../access/companyFilters.ts";
import { API_KEY_ACTOR } from "./ledgerSql.ts";
import { lotVoidedEntries } from "./ledgerCache.ts";
import type { VoidedRecord } from "./lotRead.ts";
import { restoreContainer, voidContainer } from "./containerWrites.ts";
import { restorePayment, voidPayment } from "./paymentWrites.ts";
import { MAX_VOID_REASON } from "../../shared/validation.ts";
import { ContainerRef } from "./container.ts";
import { PaymentRef } from "./payment.ts";
import { EXPECTED_VERSION_DESCRIPTION, entryChangeErrors, writtenLotField, changeCursorField } from "./lot.ts";
import { CompanyLotStatementRef } from "./ledger.ts";
import { ErrorRef } from "../graphql/errorTypes.ts";
import type { Container, Payment } from "../generated/prisma/client.ts";
import type { LockedLot } from "./ownedLotWrite.ts";

type WrittenEntry = (Container | Payment) & { lot: LockedLot };

/*
 * What containers and payments share beyond their values: a version (edits that name it never
 * overwrite another's change silently: ConflictError), and voids (an entry stays on record but
 * counts in no balance, and can be restored).
 */

export const LedgerEntryRef = builder.unionType("LedgerEntry", {
  description: "A container or a payment of a lot.",
  types: [ContainerRef, PaymentRef],
  resolveType: (entry) => ("containerNo" in entry ? ContainerRef : PaymentRef),
});

builder.objectType(ConflictError, {
  name: "ConflictError",
  description:
    "The edit named the version it saw (`expectedVersion`) and another change came first: nothing was written. " +
    "`current` is the entry as it is now; send the edit again with its version to apply it on top.",
  interfaces: [ErrorRef],
  fields: (t) => ({
    current: t.field({
      type: LedgerEntryRef,
      nullable: true,
      description: "The entry as it is now (null if it is no longer readable).",
      resolve: (error, _args, { viewer }) => {
        const where = { id: error.current.entry.id, ...ownLotRecord(viewer) };
        return error.current.typename === "Container" ? db.container.findFirst({ where }) : db.payment.findFirst({ where });
      },
    }),
    currentVersion: t.int({ description: "The entry's version now.", resolve: (error) => error.current.entry.version }),
    changedBy: t.string({
      nullable: true,
      description: "Who made the latest change: a person's or an API key's name.",
      resolve: (error) => error.current.changedBy,
    }),
    changedAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When the latest change was made.",
      resolve: (error) => error.current.changedAt,
    }),
  }),
});

/** The fields containers and payments share: version and void state. */
for (const name of ["Container", "Payment"] as const) {
  builder.prismaObjectFields(name, (t) => ({
    version: t.exposeInt("version", { description: "Bumped by every edit, void and restore: pass it as `expectedVersion` when editing." }),
    voided: t.boolean({
      description: "Whether the entry is voided: kept on record, counted in no balance.",
      resolve: (entry) => entry.voidedAt !== null,
    }),
    voidedAt: t.expose("voidedAt", { type: "DateTime", nullable: true, description: "When it was voided." }),
    voidReason: t.exposeString("voidReason", { nullable: true, description: "Why it was voided." }),
    voidedBy: t.string({
      nullable: true,
      description: "Who voided it.",
      // The lot's voided entries come with the name (ledgerSql.ts, lotRead.ts); any other read looks it up.
      resolve: async (entry) => {
        if ("voidedBy" in entry) return (entry as VoidedRecord).voidedBy?.name ?? null;
        if (entry.voidedByApiKeyId !== null) {
          const key = await db.apiKey.findUnique({ where: { id: entry.voidedByApiKeyId }, select: { name: true } });
          if (key) return key.name + API_KEY_ACTOR;
        }
        if (entry.voidedById === null) return null;
        const person = await db.user.findUnique({ where: { id: entry.voidedById }, ...authorSelect });
        return person ? authorName(person) : null;
      },
    }),
  }));
}

builder.objectField(CompanyLotStatementRef, "voidedEntries", (t) =>
  t.field({
    type: [LedgerEntryRef],
    description: "The lot's voided containers and payments, most recently voided first (the detailed statement's audit trail).",
    // Read with the rows when the statement reads them; asked without rows, the lot's own read gives them.
    resolve: (entry) => entry.voided ?? lotVoidedEntries(entry.lot),
  }),
);

builder.prismaObjectFields("Lot", (t) => ({
  voidedEntries: t.field({
    type: [LedgerEntryRef],
    description: "The lot's voided containers and payments, most recently voided first: on record, counted in no balance.",
    select: { version: true },
    resolve: (lot) => lotVoidedEntries(lot),
  }),
}));

builder.relayMutationField(
  "voidEntry",
  {
    inputFields: (t) => ({
      id: t.globalID({ for: [ContainerRef, PaymentRef], description: "The container's or payment's id." }),
      reason: t.string({ description: `Why it is voided (up to ${MAX_VOID_REASON} characters).` }),
      expectedVersion: t.int({ required: false, description: EXPECTED_VERSION_DESCRIPTION }),
    }),
  },
  {
    description:
      "Voids a container or payment with a reason: it stays in the history and the statements' audit trail but counts in no balance. Honours `Idempotency-Key`.",
    authScopes: entryWriters,
    errors: entryChangeErrors,
    resolve: (_root, { input }, { viewer }): Promise<WrittenEntry> => {
      const options = { expectedVersion: input.expectedVersion };
      return input.id.typename === "Container"
        ? voidContainer(viewer, rowId(input.id.id), input, options)
        : voidPayment(viewer, rowId(input.id.id), input, options);
    },
  },
  {
    outputFields: (t) => ({
      entry: t.field({ type: LedgerEntryRef, description: "The voided entry.", resolve: (entry) => entry }),
      lot: writtenLotField(t),
      changeCursor: changeCursorField(t, (written) => written.lot),
    }),
  },
);

builder.relayMutationField(
  "restoreEntry",
  {
    inputFields: (t) => ({
      id: t.globalID({ for: [ContainerRef, PaymentRef], description: "The container's or payment's id." }),
      expectedVersion: t.int({ required: false, description: EXPECTED_VERSION_DESCRIPTION }),
    }),
  },
  {
    description: "Restores a voided container or payment: it counts again. Honours `Idempotency-Key`.",
    authScopes: entryWriters,
    errors: entryChangeErrors,
    resolve: (_root, { input }, { viewer }): Promise<WrittenEntry> => {
      const options = { expectedVersion: input.expectedVersion };
      return input.id.typename === "Container"
        ? restoreContainer(viewer, rowId(input.id.id), options)
        : restorePayment(viewer, rowId(input.id.id), options);
    },
  },
  {
    outputFields: (t) => ({
      entry: t.field({ type: LedgerEntryRef, description: "The restored entry.", resolve: (entry) => entry }),
      lot: writtenLotField(t),
      changeCursor: changeCursorField(t, (written) => written.lot),
    }),
  },
);
