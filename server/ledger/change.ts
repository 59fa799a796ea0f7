import { containerPaperFields, paymentPaperFields } from "../../shared/papers.ts";
import { builder } from "../builder.ts";
import { db } from "../db.ts";
import { containerFields, paymentFields } from "../../shared/validation.ts";
import { API_KEY_ACTOR } from "./ledgerSql.ts";
import { historyOrder } from "./ledgerAnswer.ts";
import { authorName, authorSelect } from "../access/caller.ts";
import type { HouseRole } from "../generated/prisma/enums.ts";

type Values = Record<string, string>;

/** The order fields appear in on screen (jsonb does not keep key order). */
const fieldOrder: readonly string[] = [...new Set([...containerFields, ...paymentFields, ...containerPaperFields, ...paymentPaperFields])];

/** An addition is kept with no old values (an edit always has at least one changed field). */
const isAddition = (oldValues: unknown) => Object.keys(oldValues as Values).length === 0;

const actorSelect = { user: authorSelect, apiKey: { select: { name: true } } } as const;
const actorName = (change: { user: { name: string; houseRole?: HouseRole | null }; apiKey: { name: string } | null }) =>
  change.apiKey ? change.apiKey.name + API_KEY_ACTOR : authorName(change.user);

/** Each field of a change with its value before and after, in the screen's order. */
function fieldChanges(oldValues: unknown, newValues: unknown) {
  const before = oldValues as Values;
  const after = newValues as Values;
  const fields = Object.keys(after).sort((a, b) => fieldOrder.indexOf(a) - fieldOrder.indexOf(b));
  return fields.map((field) => ({ field, oldValue: before[field] ?? null, newValue: after[field] ?? null }));
}

/** A container's or payment's history as the REST API gives it (the caller checks the entry is theirs). */
export async function entryHistory(subject: "containerId" | "paymentId", id: number) {
  const records = await db.changeLog.findMany({ where: { [subject]: id }, orderBy: [...historyOrder], include: actorSelect });
  return records.map((record) => ({
    changedAt: record.changedAt,
    changedBy: actorName(record),
    added: isAddition(record.oldValues),
    changes: fieldChanges(record.oldValues, record.newValues),
  }));
}

const FieldChangeRef = builder.objectRef<{ field: string; oldValue: string | null; newValue: string | null }>("FieldChange").implement({
  description: "One field of an edit, before and after.",
  fields: (t) => ({
    field: t.exposeString("field", { description: "The field's name (date, containerNo, sealNo, material, quantity or amount)." }),
    oldValue: t.exposeString("oldValue", { nullable: true, description: "The value before the edit." }),
    newValue: t.exposeString("newValue", { nullable: true, description: "The value after the edit." }),
  }),
});

builder.prismaObject("ChangeLog", {
  name: "ChangeRecord",
  description:
    "One change of a container or payment: its addition, an edit, a void or a restore: who, when, and each changed field's old and new value.",
  fields: (t) => ({
    changedAt: t.expose("changedAt", { type: "DateTime", description: "When the change was saved." }),
    changedBy: t.string({
      description: 'The member who made it, or the API key (its name, then "(API key)").',
      select: actorSelect,
      resolve: actorName,
    }),
    added: t.boolean({
      description: "Whether this is the entry's addition (the history's first record): its fields' old values are then null.",
      select: { oldValues: true },
      resolve: (change) => isAddition(change.oldValues),
    }),
    changes: t.field({
      type: [FieldChangeRef],
      description: "Each changed field with its value before and after (for the addition, every field as it was added).",
      select: { oldValues: true, newValues: true },
      resolve: (change) => fieldChanges(change.oldValues, change.newValues),
    }),
  }),
});
