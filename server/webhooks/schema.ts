import { builder } from "../builder.ts";
import { companyManagers, noRowsListed, refusedInNoCompany } from "../graphql/scopes.ts";
import { describedEnum } from "../graphql/enums.ts";
import { db } from "../db.ts";
import { AccessDeniedError, InputError, NotFoundError } from "../errors.ts";
import { credentialsQuery, managedCompanyRecord, managedDelivery } from "../access/companyFilters.ts";
import { createWebhookEndpoint, webhookMessages, removeWebhookEndpoint, resendWebhookDelivery } from "./endpoints.ts";
import { eventType } from "../changes/changeFeed.ts";
import { ChangeKind } from "../changes/schema.ts";
import { rowId } from "../rowIds.ts";

const DeliveryState = describedEnum("WebhookDeliveryState", "Where a delivery stands.", {
  PENDING: "Not yet accepted by the endpoint: being sent, or waiting for its next retry.",
  DELIVERED: "The endpoint answered 2xx.",
  FAILED: "Retried for a day without success (or the endpoint was removed); it can be resent.",
});

export const WebhookEndpointRef = builder.prismaNode("WebhookEndpoint", {
  id: { field: "id" },
  nullable: true,
  // Reachable by an Owner of the company, as a person (never by an API key).
  findUnique: (id, context) => ({ id: rowId(id), AND: managedCompanyRecord(context.viewer) }),
  description: "A URL that receives the company's change events as signed JSON POSTs.",
  fields: (t) => ({
    url: t.exposeString("url", { description: "Where events are POSTed: https, or http to localhost for testing." }),
    kinds: t.field({ type: [ChangeKind], description: "The kinds of event it receives.", resolve: (endpoint) => endpoint.kinds }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was added." }),
    removedAt: t.expose("disabledAt", {
      type: "DateTime",
      nullable: true,
      description: "When it was removed; null while it receives events.",
    }),
    recentDeliveries: t.relation("deliveries", {
      description: "Its latest deliveries, newest event first.",
      args: { first: t.arg.int({ required: false, defaultValue: 20, description: "How many, 1 to 100 (default 20)." }) },
      query: ({ first }) => ({ orderBy: { eventId: "desc" }, take: Math.min(Math.max(first ?? 20, 1), 100) }),
    }),
  }),
});

export const WebhookDeliveryRef = builder.prismaNode("WebhookDelivery", {
  id: { field: "id" },
  nullable: true,
  findUnique: (id, context) => ({ id: rowId(id), AND: managedDelivery(context.viewer) }),
  description: "One event sent (or to be sent) to one endpoint: the queue is kept in the database.",
  fields: (t) => ({
    endpoint: t.relation("endpoint", { description: "The endpoint it goes to." }),
    event: t.relation("event", { description: "The change-feed event it carries." }),
    eventId: t.string({
      description: "The `id` in the JSON body (`evt_…`): the same on every attempt, so a receiver can drop repeats.",
      resolve: (d) => `evt_${d.eventId}`,
    }),
    eventType: t.string({
      description: "The `type` in the JSON body, e.g. `payment.created`.",
      select: { event: { select: { kind: true } } },
      resolve: (d) => eventType(d.event.kind),
    }),
    state: t.expose("state", { type: DeliveryState, description: "Pending, delivered or failed." }),
    attempts: t.exposeInt("attempts", { description: "How many times it was sent." }),
    lastStatus: t.exposeInt("lastStatus", {
      nullable: true,
      description: "The HTTP status of the latest attempt; null when no answer came.",
    }),
    lastError: t.exposeString("lastError", { nullable: true, description: "Why the latest attempt failed; null after a success." }),
    nextAttemptAt: t.expose("nextAttemptAt", { type: "DateTime", description: "When a pending delivery is sent next." }),
    deliveredAt: t.expose("deliveredAt", { type: "DateTime", nullable: true, description: "When the endpoint accepted it." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the event was queued for this endpoint." }),
  }),
});

builder.prismaObjectFields("Profile", (t) => ({
  webhookEndpoints: t.relation("webhookEndpoints", {
    authScopes: companyManagers,
    unauthorizedResolver: noRowsListed,
    description:
      "The company's webhook endpoints, newest first, removed ones included. Empty unless the viewer is an Owner signed in with a password.",
    query: (_args, { viewer }) => credentialsQuery(viewer),
  }),
}));

builder.relayMutationField(
  "createWebhookEndpoint",
  {
    description: "Registers a webhook endpoint. Its signing secret is in this answer only.",
    inputFields: (t) => ({
      url: t.string({ description: "https://…, or http://localhost… for testing." }),
      kinds: t.field({ type: [ChangeKind], description: "The kinds of event to receive (at least one)." }),
    }),
  },
  {
    description: "Registers a webhook endpoint. Its signing secret is in this answer only.",
    authScopes: companyManagers,
    unauthorizedError: refusedInNoCompany(webhookMessages.noProfile),
    errors: { types: [InputError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => createWebhookEndpoint(viewer, input),
  },
  {
    outputFields: (t) => ({
      secret: t.exposeString("secret", { description: "The HMAC-SHA256 signing secret (`whsec_…`). Shown this once." }),
      endpoint: t.prismaField({
        type: "WebhookEndpoint",
        description: "The new endpoint.",
        resolve: (query, endpoint) => db.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id: endpoint.id } }),
      }),
      company: t.prismaField({
        type: "Profile",
        description: "The company, whose endpoint list changed.",
        resolve: (query, endpoint) => db.profile.findUniqueOrThrow({ ...query, where: { id: endpoint.profileId } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "removeWebhookEndpoint",
  {
    description: "Stops sending events to an endpoint; its pending deliveries are dropped.",
    inputFields: (t) => ({ id: t.globalID({ for: WebhookEndpointRef, description: "The endpoint to remove." }) }),
  },
  {
    description: "Stops sending events to an endpoint; its pending deliveries are dropped.",
    authScopes: companyManagers,
    unauthorizedError: refusedInNoCompany(webhookMessages.noProfile),
    errors: { types: [NotFoundError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => removeWebhookEndpoint(viewer, rowId(input.id.id)),
  },
  {
    outputFields: (t) => ({
      endpoint: t.prismaField({
        type: "WebhookEndpoint",
        description: "The removed endpoint.",
        resolve: (query, endpoint) => db.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id: endpoint.id } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "resendWebhookDelivery",
  {
    description: "Sends a delivery again now (with a fresh day of retries); the receiver sees the same event id.",
    inputFields: (t) => ({ id: t.globalID({ for: WebhookDeliveryRef, description: "The delivery to resend." }) }),
  },
  {
    description: "Sends a delivery again now (with a fresh day of retries); the receiver sees the same event id.",
    authScopes: companyManagers,
    unauthorizedError: refusedInNoCompany(webhookMessages.noProfile),
    errors: { types: [InputError, NotFoundError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => resendWebhookDelivery(viewer, rowId(input.id.id)),
  },
  {
    outputFields: (t) => ({
      delivery: t.prismaField({
        type: "WebhookDelivery",
        description: "The delivery, pending again.",
        resolve: (query, delivery) => db.webhookDelivery.findUniqueOrThrow({ ...query, where: { id: delivery.id } }),
      }),
    }),
  },
);
