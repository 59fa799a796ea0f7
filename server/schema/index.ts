import { lexicographicSortSchema } from "graphql";
import { builder } from "../builder.ts";
import { describeSchema } from "../graphql/descriptions.ts";
import { withSyncNodeIds } from "../graphql/nodeIds.ts";
import "../graphql/scalars.ts";
import "../graphql/errorTypes.ts";
import "../site/schema.ts";
import "../accounts/schema.ts";
import "../profiles/schema.ts";
import "../enquiries/schema.ts";
import "../enquiries/inboxSchema.ts";
import "../ledger/ledger.ts";
import "../ledger/change.ts";
import "../ledger/lot.ts";
import "../ledger/lotsOverview.ts";
import "../ledger/container.ts";
import "../ledger/payment.ts";
import "../ledger/entry.ts";
import "../ledger/search.ts";
import "../ledger/chequesDue.ts";
import "../ledger/lotState.ts";
import "../apiKeys/schema.ts";
import "../changes/schema.ts";
import "../webhooks/schema.ts";
import "../live/schema.ts";
import "../members/schema.ts";
import "../house/house.ts";
import "../house/counterparties/counterparties.ts";
import "../house/staffSchema.ts";
import "../attachments/schema.ts";
import "../agreement/schema.ts";
import "../agreement/digestSchema.ts";

builder.queryType({ description: "Everything readable: start at `viewer` (the signed-in user or API key's company) or `node(id:)`." });
builder.mutationType({ description: "Everything writable. Each mutation takes one `input` and answers its payload or an error type." });

export const schema = withSyncNodeIds(lexicographicSortSchema(builder.toSchema()));

/** Types and fields that still lack a description (descriptions.test.ts expects none). */
export const undescribed = describeSchema(schema);
