import { encodeGlobalID } from "@pothos/plugin-relay";
import { companyOf } from "../services/lots.ts";
import { readChangeFeed, feedCursor } from "../services/changeFeed.ts";
import { eventType } from "../webhooks/delivery.ts";
import { InputError } from "../errors.ts";
import { json, type Route } from "./http.ts";

const subjectOf = (event: { lotId: number; containerId: number | null; paymentId: number | null }) =>
  event.containerId
    ? { type: "Container", id: encodeGlobalID("Container", event.containerId), _id: String(event.containerId) }
    : event.paymentId
      ? { type: "Payment", id: encodeGlobalID("Payment", event.paymentId), _id: String(event.paymentId) }
      : { type: "Lot", id: encodeGlobalID("Lot", event.lotId), _id: String(event.lotId) };

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
          node: { ...subjectOf(event), ...(event.values as Record<string, string>) },
          lot: { id: encodeGlobalID("Lot", event.lotId), lotNumber: event.lot.lotNumber },
          author: event.apiKey ? { type: "API_KEY", name: event.apiKey.name, keyPrefix: event.apiKey.prefix } : { type: "PERSON", name: event.user.name },
        })),
        hasMore: page.hasNextPage,
        nextCursor: page.endCursor,
      });
    },
  },
];
