import { builder } from "../builder.ts";
import { containerFields, paymentFields } from "../../shared/validation.ts";
import { API_KEY_ACTOR } from "./ledgerRead.ts";

type Values = Record<string, string>;

/** The order fields appear in on screen (jsonb does not keep key order). */
const fieldOrder: readonly string[] = [...new Set([...containerFields, ...paymentFields])];

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
  description: "One edit of a container or payment: who, when, and each changed field's old and new value.",
  fields: (t) => ({
    changedAt: t.expose("changedAt", { type: "DateTime", description: "When the edit was saved." }),
    changedBy: t.string({
      description: "The member who made it, or the API key (its name, then \"(API key)\").",
      select: { user: { select: { name: true } }, apiKey: { select: { name: true } } },
      resolve: (change) => (change.apiKey ? change.apiKey.name + API_KEY_ACTOR : change.user.name),
    }),
    changes: t.field({
      type: [FieldChangeRef],
      description: "Each changed field with its value before and after.",
      select: { oldValues: true, newValues: true },
      resolve: (change) => {
        const before = change.oldValues as Values;
        const after = change.newValues as Values;
        const fields = Object.keys(after).sort((a, b) => fieldOrder.indexOf(a) - fieldOrder.indexOf(b));
        return fields.map((field) => ({ field, oldValue: before[field] ?? null, newValue: after[field] ?? null }));
      },
    }),
  }),
});
