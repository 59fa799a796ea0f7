import { useState, type FormEvent } from "react";
import type { ChangeKind, CreateWebhookEndpointInput } from "../../__generated__/useCreateWebhookEndpointMutation.graphql.ts";
import { Field } from "../../components/Field.tsx";
import { kindLabels } from "./webhookWords.ts";

/** The form adding a webhook endpoint: its URL and the kinds of change it is sent (all checked at first). */
export function WebhookEndpointForm({
  creating,
  errors,
  onCreate,
}: {
  creating: boolean;
  errors: Record<string, string>;
  /** Adds the endpoint; `onCreated` empties the URL once it is added. */
  onCreate: (input: CreateWebhookEndpointInput, onCreated: () => void) => Promise<void>;
}) {
  const [url, setUrl] = useState("");
  const [kinds, setKinds] = useState<ChangeKind[]>(kindLabels.map(([kind]) => kind));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onCreate({ url: url.trim(), kinds }, () => setUrl(""));
  };

  return (
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
  );
}
