import { lexicographicSortSchema } from "graphql";
import { builder } from "../builder.ts";
import { describeSchema } from "./descriptions.ts";
import "./scalars.ts";
import "./errors.ts";
import "./site.ts";
import "./user.ts";
import "./profile.ts";
import "./enquiry.ts";
import "./ledger.ts";
import "./change.ts";
import "./lot.ts";
import "./lotsOverview.ts";
import "./container.ts";
import "./payment.ts";
import "./entry.ts";
import "./apiKey.ts";
import "./changeFeed.ts";
import "./webhook.ts";
import "./subscription.ts";
import "../members/schema.ts";

builder.queryType({});
builder.mutationType({});

export const schema = lexicographicSortSchema(builder.toSchema());

/** Types and fields that still lack a description (descriptions.test.ts expects none). */
export const undescribed = describeSchema(schema);
