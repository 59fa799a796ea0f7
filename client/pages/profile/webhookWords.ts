import type { ChangeKind } from "../../__generated__/useCreateWebhookEndpointMutation.graphql.ts";
import { formatInstant } from "../../format/instant.ts";

/** Every kind of change an endpoint can be sent, each checked for a new endpoint: voids and restores change balances too. */
export const kindLabels: [ChangeKind, string][] = [
  ["LOT_CREATED", "Lot added"],
  ["CONTAINER_CREATED", "Container added"],
  ["CONTAINER_UPDATED", "Container edited"],
  ["CONTAINER_VOIDED", "Container voided"],
  ["CONTAINER_RESTORED", "Container restored"],
  ["PAYMENT_CREATED", "Payment added"],
  ["PAYMENT_UPDATED", "Payment edited"],
  ["PAYMENT_VOIDED", "Payment voided"],
  ["PAYMENT_RESTORED", "Payment restored"],
  ["ATTACHMENT_ADDED", "Photo or document attached"],
  ["ATTACHMENT_REMOVED", "Photo or document removed"],
  ["ENTRY_CONFIRMED", "Entry confirmed by the other side"],
  ["ENTRY_DISPUTED", "Entry disputed by the other side"],
  ["DISPUTE_ACCEPTED", "Dispute accepted"],
  ["DISPUTE_ANSWERED", "Dispute answered"],
  ["DISPUTE_WITHDRAWN", "Dispute withdrawn"],
];

const stateLabel: Record<string, string> = { PENDING: "Pending", DELIVERED: "Delivered", FAILED: "Failed" };

/** An endpoint's kinds in words, in the order it lists them; a kind this page does not know by its own name. */
export function kindsInWords(kinds: readonly string[]): string {
  return kinds.map((kind) => kindLabels.find(([k]) => k === kind)?.[1] ?? kind).join(", ");
}

/** What a delivery's Status cell says: its state, when a pending retry is next tried, when it arrived. */
export function deliveryStatus(
  delivery: { state: string; attempts: number; nextAttemptAt: string; deliveredAt: string | null | undefined },
  timeZone: string,
): string {
  const next =
    delivery.state === "PENDING" && delivery.attempts > 0 ? ` (next try ${formatInstant(delivery.nextAttemptAt, timeZone)})` : "";
  const delivered = delivery.deliveredAt ? ` ${formatInstant(delivery.deliveredAt, timeZone)}` : "";
  return `${stateLabel[delivery.state] ?? delivery.state}${next}${delivered}`;
}

/** What a delivery's Last answer cell says: the error, else the HTTP status, else a dash. */
export function lastAnswer(delivery: { lastError: string | null | undefined; lastStatus: number | null | undefined }): string {
  return delivery.lastError ?? (delivery.lastStatus ? `HTTP ${delivery.lastStatus}` : "—");
}
