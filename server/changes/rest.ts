import { encodeGlobalID } from "@pothos/plugin-relay";
import { companyOf } from "../access/permissions.ts";
import { changeAuthor, changedNode, eventType, readChangeFeed, type FeedEvent } from "./changeFeed.ts";
import { feedCursor } from "../events/events.ts";

import { InputError } from "../errors.ts";
import { json, type Route } from "../rest/http.ts";

/** The node as REST clients see it: its type, global id, row id (`_id`, as the other paths) and values. */
function restNode(event: FeedEvent) {
  const { typename, rowId } = changedNode(event);
  return { type: typename, id: encodeGlobalID(typename, rowId), _id: String(rowId), ...(event.values as Record<string, string>) };
}

/** GET /api/changes?after=<cursor>&first=<n>: the change feed (the same as `viewer.profile.changes` in GraphQL). */
export const changeRoutes: Route[] = [
  {
    method: "GET",
    path: "/api/changes",
    handle: async ({ viewer, request }) => {
      const company = companyOf(viewer);
      const params = new URL(request.url).searchParams;
      const firstParam = params.get("first");
      if (firstParam !== null && !/^\d{1,4}$/.test(firstParam)) throw new InputError("first must be between 1 and 500");
      const page = await readChangeFeed(company.id, params.get("after"), firstParam === null ? undefined : Number(firstParam));
      return json({
        changes: page.events.map((event) => ({
          id: `evt_${event.id}`,
          cursor: feedCursor(event.id),
          type: eventType(event.kind),
          kind: event.kind,
          occurredAt: event.occurredAt,
          node: restNode(event),
          lot: { id: encodeGlobalID("Lot", event.lotId), lotNumber: event.lot.lotNumber },
          author: changeAuthor(event),
        })),
        hasMore: page.hasNextPage,
        nextCursor: page.endCursor,
      });
    },
  },
];
