import { builder } from "../builder.ts";
import { companyReaders } from "../graphql/scopes.ts";
import { Prisma, rawRows } from "../db.ts";
import { config } from "../config.ts";
import { InputError } from "../errors.ts";
import { companyToRead } from "../access/permissions.ts";
import { lotOfCompanySql } from "../access/companyFilters.ts";
import { todayIn } from "../../shared/dates.ts";
import type { Payment } from "../generated/prisma/client.ts";
import { PaymentRef } from "./payment.ts";

/**
 * The company's post-dated cheques that count (not voided) and fall due today or later, soonest
 * first (issue 48): what the lots page lists under "Cheques due this week" and "Later". Read through
 * the partial index "Payment_chequeDueDate" (migration 20261201140001_find_anything).
 */
export async function chequesDue(profileId: number, first: number, today = todayIn(config.timeZone)): Promise<Payment[]> {
  if (!Number.isSafeInteger(first) || first < 1 || first > 100) throw new InputError("first must be between 1 and 100");
  // The payments whole, in one statement (typed as Prisma types them: amount Decimal, date Date, papers parsed).
  return rawRows<Payment>(Prisma.sql`
    SELECT p.* FROM "Payment" p JOIN "Lot" l ON l."id" = p."lotId" AND ${lotOfCompanySql("l", profileId)}
     WHERE p."voidedAt" IS NULL AND p."papers" ->> 'method' = 'POST_DATED_CHEQUE' AND (p."papers" ->> 'chequeDueDate') >= ${today}
     ORDER BY (p."papers" ->> 'chequeDueDate'), p."id" LIMIT ${first}::int`);
}

builder.prismaObjectFields("Profile", (t) => ({
  chequesDue: t.field({
    authScopes: companyReaders,
    type: [PaymentRef],
    description: "The post-dated cheques that count and fall due today or later (the company's time zone), soonest first.",
    args: { first: t.arg.int({ required: false, description: "At most this many, 1 to 100 (default 50)." }) },
    resolve: (profile, { first }, { viewer }) => {
      return chequesDue(companyToRead(viewer, profile.id), first ?? 50);
    },
  }),
}));
