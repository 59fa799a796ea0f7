import type { TestClient } from "./client.ts";

/** The GraphQL documents the integration tests send. */
export const CREATE_API_KEY = `mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) {
  __typename ... on Error { message } ... on InputError { fieldErrors { field message } }
  ... on CreateApiKeyPayload { secret apiKey { id name scope prefix createdAt lastUsedAt revokedAt } } } }`;

export const REVOKE_API_KEY = `mutation RevokeApiKey($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) {
  __typename ... on Error { message } ... on RevokeApiKeyPayload { apiKey { id revokedAt } } } }`;

export const API_KEYS = `query ApiKeys { viewer { profile { apiKeys { id name scope prefix createdAt lastUsedAt revokedAt } } } }`;

export const ADD_LOT = `mutation AddLot($input: AddLotInput!) { addLot(input: $input) {
  __typename ... on Error { message } ... on AddLotPayload { lot { id lotNumber } } } }`;

export const ADD_PAYMENT = `mutation AddPayment($input: AddPaymentInput!) { addPayment(input: $input) {
  __typename ... on Error { message } ... on AddPaymentPayload { payment { id amount date } } } }`;

export const CHANGES = `query Changes($after: String, $first: Int) { viewer { profile { changes(after: $after, first: $first) {
  edges { cursor node { id kind occurredAt cursor author { type name keyPrefix } values { field value }
    node { __typename ... on Lot { id lotNumber } ... on Container { id containerNo } ... on Payment { id amount } } lot { lotNumber } } }
  pageInfo { hasNextPage endCursor } } } } }`;

/** A key of the trader's company, created through GraphQL as the trader would on the profile screen. */
export async function createKey(client: TestClient, token: string, scope: "READ_ONLY" | "READ_WRITE", name = `${scope} key`) {
  const { data } = await client.gql(CREATE_API_KEY, { input: { name, scope } }, token);
  if (data.createApiKey.__typename !== "CreateApiKeyPayload") throw new Error(JSON.stringify(data));
  return data.createApiKey as { secret: string; apiKey: { id: string; prefix: string } };
}

export async function addLot(client: TestClient, token: string, lotNumber: string, price = "100.00") {
  const { data, errors } = await client.gql(ADD_LOT, { input: { lotNumber, price } }, token);
  if (data?.addLot.__typename !== "AddLotPayload") throw new Error(JSON.stringify(data ?? errors));
  return data.addLot.lot as { id: string; lotNumber: string };
}

export const CREATE_WEBHOOK = `mutation CreateWebhook($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) {
  __typename ... on Error { message } ... on InputError { fieldErrors { field message } }
  ... on CreateWebhookEndpointPayload { secret endpoint { id url kinds } } } }`;

export const WEBHOOK_DELIVERIES = `query Deliveries { viewer { profile { webhookEndpoints { id url removedAt
  recentDeliveries(first: 50) { id eventId eventType state attempts lastStatus lastError deliveredAt } } } } }`;

export const RESEND_DELIVERY = `mutation Resend($input: ResendWebhookDeliveryInput!) { resendWebhookDelivery(input: $input) {
  __typename ... on Error { message } ... on ResendWebhookDeliveryPayload { delivery { id state } } } }`;

export const ALL_KINDS = ["LOT_CREATED", "CONTAINER_CREATED", "CONTAINER_UPDATED", "PAYMENT_CREATED", "PAYMENT_UPDATED"];
