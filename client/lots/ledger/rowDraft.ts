import type { EntryConflict, FieldMessages } from "../../relay/outcome.ts";
import { formatDateGB } from "../../../shared/dates.ts";
import { formatMoney } from "../../../shared/money.ts";
import { plainKg } from "../ledgerFormat.ts";
import {
  containerPaperFields,
  paymentPaperFields,
  type ContainerPaperField,
  type PaymentMethod,
  type PaymentPaperField,
} from "../../../shared/papers.ts";
import type { ContainerField, PaymentField } from "../../../shared/validation.ts";

/*
 * A row's edit as values (no React, no I/O): what the boxes hold, what the trader changed, what is
 * sent, and how a conflict with another's change is settled. LedgerRowEditor's hook (useRowEdit)
 * keeps the state; these rules are tested on their own (rowDraft.test.ts).
 */

export const UPDATE_FAILED = "Update failed. Please check your inputs and try again.";
export const CONTAINER_NUMBER_WARNING = "Not an ISO 6346 container number";

/** The boxes' values by field, as typed. */
export type Draft = Record<string, string>;

/** A paper sent as null is cleared (a blank box). */
export type ContainerChanges = Partial<Record<ContainerField, string>> & Partial<Record<ContainerPaperField, string | null>>;
export type PaymentChanges = Partial<Record<PaymentField, string>> &
  Partial<Record<Exclude<PaymentPaperField, "method">, string | null>> & { method?: PaymentMethod | null };

/** The entry an edit starts from: the container's or payment's values as typed, not as the ledger shows them. */
export interface EditedEntry {
  container?: {
    readonly [field: string]: unknown;
    date: string;
    containerNo: string;
    sealNo: string;
    material: string;
    quantityKg: string;
  } | null;
  payment?: { readonly [field: string]: unknown; date: string; amount: string } | null;
}

const paperValue = (value: unknown) => (typeof value === "string" ? value : "");

/** The boxes' first values. */
export function draftOf(row: EditedEntry): Draft {
  if (row.container) {
    const c = row.container;
    const papers = Object.fromEntries(containerPaperFields.map((field) => [field, paperValue(c[field])]));
    return { date: c.date, containerNo: c.containerNo, sealNo: c.sealNo, material: c.material, quantity: plainKg(c.quantityKg), ...papers };
  }
  if (row.payment) {
    const p = row.payment;
    return { date: p.date, amount: p.amount, ...Object.fromEntries(paymentPaperFields.map((field) => [field, paperValue(p[field])])) };
  }
  return {};
}

const paperFieldSet = new Set<string>([...containerPaperFields, ...paymentPaperFields]);

/** The changes as sent: a paper left blank is cleared (null). */
export const sentChanges = (changes: Draft): Record<string, string | null> =>
  Object.fromEntries(
    Object.entries(changes).map(([field, value]) => [field, paperFieldSet.has(field) && value.trim() === "" ? null : value]),
  );

export const sameValue = (a: string | undefined, b: string | undefined) => (a ?? "").trim() === (b ?? "").trim();

/** Only what was changed is sent: the server records each change in the row's history. */
export function changedFields(original: Draft, draft: Draft): Draft {
  return Object.fromEntries(Object.entries(draft).filter(([field, value]) => !sameValue(value, original[field])));
}

/**
 * Why the last Save did not go through, shown under the row while the values stay in their boxes:
 * refused, unreachable, or someone else changed the entry after it was opened (their values beside
 * these, to keep theirs or apply these on top).
 */
export type Notice =
  | { kind: "refused"; message: string | null; fields: FieldMessages }
  | { kind: "unreachable" }
  | { kind: "conflict"; message: string | null; conflict: EntryConflict; mine: Draft; contested: readonly string[] };
export type ConflictNotice = Extract<Notice, { kind: "conflict" }>;

/**
 * Someone else's change came first (nothing was written): the boxes the trader left alone now show
 * theirs. Only a field both changed, to different values, is contested: a field only the trader
 * changed is theirs to keep, and with nothing contested it goes on top of the new version (`resend`).
 */
export function settleConflict(opened: Draft, theirs: Draft, changes: Draft): { draft: Draft; contested: string[]; resend: Draft } {
  const contested = Object.keys(changes).filter(
    (field) => !sameValue(theirs[field], opened[field]) && !sameValue(theirs[field], changes[field]),
  );
  const draft = { ...theirs, ...changes };
  return { draft, contested, resend: contested.length === 0 ? changedFields(theirs, draft) : {} };
}

/** "Keep theirs": their values for the contested fields; the trader's other changes still go on top of their version. */
export function keptTheirs(notice: ConflictNotice): { draft: Draft; unsent: Draft } {
  const theirs = notice.conflict.values;
  const mineAlone = Object.fromEntries(Object.entries(notice.mine).filter(([field]) => !notice.contested.includes(field)));
  const unsent = changedFields(theirs, { ...theirs, ...mineAlone });
  return { draft: { ...theirs, ...unsent }, unsent };
}

/** The fields the trader changed that nobody contested: saved either way. */
export const uncontested = (notice: ConflictNotice) =>
  Object.keys(notice.mine).filter(
    (field) => !notice.contested.includes(field) && !sameValue(notice.conflict.values[field], notice.mine[field]),
  );

/** How an entry's field reads beside another version of it. */
export function fieldText(field: string, value: string | undefined): string {
  if (value === undefined || value === "") return "(empty)";
  if (field === "date") return formatDateGB(value);
  if (field === "amount") return formatMoney(value);
  if (field === "quantity") return `${plainKg(value)} kg`;
  return value;
}
