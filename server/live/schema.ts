import { builder } from "../builder.ts";
import { companyChanges } from "./companyChanges.ts";
import type { FeedEvent } from "../changes/changeFeed.ts";
import { ChangeEventRef } from "../changes/schema.ts";

builder.subscriptionType({ description: "Live updates, over server-sent events (POST /graphql with `Accept: text/event-stream`)." });

builder.subscriptionField("companyChanges", (t) =>
  t.field({
    type: ChangeEventRef,
    description:
      "The company's change feed, live: the events after `after`, then each new event as it commits, in feed order. " +
      "Keep the last event's `cursor` and pass it as `after` when reconnecting: nothing is missed or sent twice. " +
      "Without `after` the stream starts with the next change. It ends when the credentials no longer reach the company.",
    args: {
      after: t.arg.string({ required: false, description: "A cursor from the change feed (an event's `cursor` or `pageInfo.endCursor`)." }),
      company: t.arg.globalID({
        required: false,
        description:
          "The company to follow (its BusinessProfile id); omitted, the caller's own. Gulf Recycling Traders' staff, who belong to none, name one.",
      }),
    },
    // Yoga's context carries the request: its credentials are checked again while the stream lasts.
    subscribe: (_root, { after, company }, context) =>
      companyChanges(context.viewer, (context as typeof context & { request: Request }).request, after, company),
    resolve: (event: FeedEvent) => event,
  }),
);
