import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ApiAccessWebhooks_profile$key } from "../../__generated__/ApiAccessWebhooks_profile.graphql.ts";
import type { ChangeKind } from "../../__generated__/useCreateWebhookEndpointMutation.graphql.ts";
import { Field } from "../../components/Field.tsx";
import { Notice } from "../../components/Notice.tsx";
import { formatInstant } from "../../format/instant.ts";
import { useCreateWebhookEndpointMutation } from "./useCreateWebhookEndpointMutation.ts";
import { useRemoveWebhookEndpointMutation } from "./useRemoveWebhookEndpointMutation.ts";
import { useResendWebhookDeliveryMutation } from "./useResendWebhookDeliveryMutation.ts";
import { useSecretShownOnce } from "./useSecretShownOnce.ts";
import { SecretShownOnce } from "./SecretShownOnce.tsx";

/** Every kind of change an endpoint can be sent, each checked for a new endpoint: voids and restores change balances too. */
const kindLabels: [ChangeKind, string][] = [
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

/** Webhook endpoints with their recent deliveries: add, remove, and resend a delivery. */
export function ApiAccessWebhooks({ profile, timeZone }: { profile: ApiAccessWebhooks_profile$key; timeZone: string }) {
  const { webhookEndpoints } = useFragment(
    graphql`
      fragment ApiAccessWebhooks_profile on BusinessProfile {
        webhookEndpoints {
          id
          url
          kinds
          createdAt
          removedAt
          recentDeliveries(first: 10) {
            id
            eventId
            eventType
            state
            attempts
            lastStatus
            lastError
            nextAttemptAt
            deliveredAt
            createdAt
          }
        }
      }
    `,
    profile,
  );
  const [create, creating] = useCreateWebhookEndpointMutation();
  const [remove, removing] = useRemoveWebhookEndpointMutation();
  const [resend, resending] = useResendWebhookDeliveryMutation();
  const [url, setUrl] = useState("");
  const [kinds, setKinds] = useState<ChangeKind[]>(kindLabels.map(([kind]) => kind));
  const {
    created,
    fieldErrors: errors,
    message,
    setMessage,
    submit: createEndpoint,
  } = useSecretShownOnce(create, "The endpoint could not be added. Please try again.");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void createEndpoint({ url: url.trim(), kinds }, () => setUrl(""));
  };

  const act = async (run: () => Promise<{ ok: boolean; message?: string | null }>) => {
    setMessage(null);
    const outcome = await run();
    if (!outcome.ok) setMessage(outcome.message ?? "That did not work. Please try again.");
  };

  return (
    <div className="api-access__part">
      <h3>Webhooks</h3>
      <p className="backoffice__muted">
        Each change is POSTed to your URL as JSON, signed with HMAC-SHA256 in the <code>X-Webhook-Signature</code> header, and retried for a
        day until your endpoint answers 2xx.
      </p>
      <form className="api-access__form" onSubmit={submit} noValidate>
        <Field
          label="Endpoint URL"
          name="url"
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={errors.url}
          hint="https://…, or http://localhost… for testing."
        />
        <fieldset className="api-access__kinds" aria-describedby={errors.kinds ? "webhook-kinds-error" : undefined}>
          <legend>Events</legend>
          {kindLabels.map(([kind, label]) => (
            <label key={kind}>
              <input
                type="checkbox"
                name="kinds"
                value={kind}
                checked={kinds.includes(kind)}
                onChange={(e) => setKinds((current) => (e.target.checked ? [...current, kind] : current.filter((k) => k !== kind)))}
              />{" "}
              {label}
            </label>
          ))}
          {errors.kinds ? (
            <p id="webhook-kinds-error" className="form-field__error">
              {errors.kinds}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="btn btn--accent" disabled={creating}>
          Add endpoint
        </button>
      </form>
      {created ? (
        <SecretShownOnce
          secret={created.secret}
          label="Webhook signing secret"
          intro={<p>Endpoint {created.url} added. Its signing secret, shown only this once:</p>}
        />
      ) : null}
      {message ? <Notice variant="error">{message}</Notice> : null}
      {webhookEndpoints.length === 0 ? <p className="backoffice__muted">No webhook endpoints yet.</p> : null}
      {webhookEndpoints.map((endpoint) => (
        <article key={endpoint.id} className="api-access__endpoint" aria-label={`Webhook ${endpoint.url}`}>
          <header>
            <h4>
              <code>{endpoint.url}</code>
            </h4>
            <p className="backoffice__muted">
              {endpoint.kinds.map((kind) => kindLabels.find(([k]) => k === kind)?.[1] ?? kind).join(", ")} · added{" "}
              {formatInstant(endpoint.createdAt, timeZone)}
              {endpoint.removedAt ? ` · removed ${formatInstant(endpoint.removedAt, timeZone)}` : null}
            </p>
            {endpoint.removedAt ? null : (
              <button
                type="button"
                className="btn btn--small btn--outline"
                disabled={removing}
                onClick={() => window.confirm(`Stop sending events to ${endpoint.url}?`) && act(() => remove({ id: endpoint.id }))}
              >
                Remove endpoint
              </button>
            )}
          </header>
          {endpoint.recentDeliveries.length === 0 ? (
            <p className="backoffice__muted">No deliveries yet.</p>
          ) : (
            <div className="api-access__table-box">
              <table className="api-access__table">
                <caption>Recent deliveries</caption>
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">Queued</th>
                    <th scope="col">Status</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Last answer</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {endpoint.recentDeliveries.map((delivery) => (
                    <tr key={delivery.id}>
                      <td>
                        {delivery.eventType} <code>{delivery.eventId}</code>
                      </td>
                      <td>{formatInstant(delivery.createdAt, timeZone)}</td>
                      <td>
                        {stateLabel[delivery.state] ?? delivery.state}
                        {delivery.state === "PENDING" && delivery.attempts > 0
                          ? ` (next try ${formatInstant(delivery.nextAttemptAt, timeZone)})`
                          : null}
                        {delivery.deliveredAt ? ` ${formatInstant(delivery.deliveredAt, timeZone)}` : null}
                      </td>
                      <td>{delivery.attempts}</td>
                      <td>{delivery.lastError ?? (delivery.lastStatus ? `HTTP ${delivery.lastStatus}` : "—")}</td>
                      <td>
                        {endpoint.removedAt || delivery.state === "PENDING" ? null : (
                          <button
                            type="button"
                            className="btn btn--small btn--outline"
                            aria-label={`Resend ${delivery.eventId}`}
                            disabled={resending}
                            onClick={() => act(() => resend({ id: delivery.id }))}
                          >
                            Resend
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </article>
      ))}
    </div>
  );
}
