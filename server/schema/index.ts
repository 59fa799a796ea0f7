import { lexicographicSortSchema } from "graphql";
import { builder } from "../builder.ts";
import { describeSchema } from "./descriptions.ts";
import "./scalars.ts";
import "./errors.ts";
import "./site.ts";
import "./user.ts";
import "./profile.ts";
import "./enquiry.ts";
import "../ledger/ledger.ts";
import "../ledger/change.ts";
import "../ledger/lot.ts";
import "../ledger/lotsOverview.ts";
import "../ledger/container.ts";
import "../ledger/payment.ts";
import "../ledger/entry.ts";
import "./apiKey.ts";
import "../changes/schema.ts";
import "./webhook.ts";
import "./subscription.ts";
import "../members/schema.ts";

builder.queryType({});
builder.mutationType({});

export const schema = lexicographicSortSchema(builder.toSchema());

/** Types and fields that still lack a description (descriptions.test.ts expects none). */
export const undescribed = describeSchema(schema);
