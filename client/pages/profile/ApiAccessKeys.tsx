import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ApiAccessKeys_profile$key } from "../../__generated__/ApiAccessKeys_profile.graphql.ts";
import type { ApiKeyScope } from "../../__generated__/useCreateApiKeyMutation.graphql.ts";
import { Field } from "../../components/Field.tsx";
import { Notice } from "../../components/Notice.tsx";
import { formatInstant } from "../../format/instant.ts";
import { useCreateApiKeyMutation } from "./useCreateApiKeyMutation.ts";
import { useRevokeApiKeyMutation } from "./useRevokeApiKeyMutation.ts";
import { useSecretShownOnce } from "./useSecretShownOnce.ts";
import { SecretShownOnce } from "./SecretShownOnce.tsx";

const scopeLabel: Record<string, string> = { READ_ONLY: "Read-only", READ_WRITE: "Read-write" };

/** Create, list and revoke the company's API keys. A new key's secret is shown once, here. */
export function ApiAccessKeys({ profile, timeZone }: { profile: ApiAccessKeys_profile$key; timeZone: string }) {
  const { apiKeys } = useFragment(
    graphql`
      fragment ApiAccessKeys_profile on BusinessProfile {
        apiKeys {
          id
          name
          scope
          prefix
          createdAt
          lastUsedAt
          revokedAt
        }
      }
    `,
    profile,
  );
  const [create, creating] = useCreateApiKeyMutation();
  const [revoke, revoking] = useRevokeApiKeyMutation();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiKeyScope>("READ_ONLY");
  const {
    created,
    fieldErrors,
    message,
    setMessage,
    submit: createKey,
  } = useSecretShownOnce(create, "The key could not be created. Please try again.");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void createKey({ name, scope }, () => setName(""));
  };

  const confirmRevoke = async (id: string, keyName: string) => {
    if (!window.confirm(`Revoke the key “${keyName}”? Systems using it stop working at once.`)) return;
    const outcome = await revoke({ id });
    if (!outcome.ok) setMessage(outcome.message ?? "The key could not be revoked. Please try again.");
  };

  return (
    <div className="api-access__part">
      <h3>API keys</h3>
      <form className="api-access__form" onSubmit={submit} noValidate>
        <Field
          label="Key name"
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fieldErrors.name}
          hint="Which system will use it, e.g. “ERP sync”."
          maxLength={100}
        />
        <fieldset className="api-access__scopes">
          <legend>Access</legend>
          {(["READ_ONLY", "READ_WRITE"] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="scope" value={value} checked={scope === value} onChange={() => setScope(value)} />{" "}
              {scopeLabel[value]}
              <span className="backoffice__muted">
                {value === "READ_ONLY" ? " — read lots, ledgers and the change feed" : " — also add and edit lots, containers and payments"}
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn--accent" disabled={creating}>
          Create key
        </button>
      </form>
      {created ? (
        <SecretShownOnce
          secret={created.secret}
          label="New API key"
          intro={<p>Key “{created.name}” created. Copy it now: it is shown only this once.</p>}
          after={
            <p>
              Send it as <code>Authorization: Bearer {created.secret.slice(0, 12)}…</code>
            </p>
          }
        />
      ) : null}
      {message ? <Notice variant="error">{message}</Notice> : null}
      {apiKeys.length === 0 ? (
        <p className="backoffice__muted">No API keys yet.</p>
      ) : (
        <div className="api-access__table-box">
          <table className="api-access__table">
            <caption className="visually-hidden">API keys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Access</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {apiKeys.map((key) => (
                <tr key={key.id}>
                  <td>{key.name}</td>
                  <td>
                    <code>{key.prefix}…</code>
                  </td>
                  <td>{scopeLabel[key.scope] ?? key.scope}</td>
                  <td>{formatInstant(key.createdAt, timeZone)}</td>
                  <td>{key.lastUsedAt ? formatInstant(key.lastUsedAt, timeZone) : "Never"}</td>
                  <td>
                    {key.revokedAt ? (
                      `Revoked ${formatInstant(key.revokedAt, timeZone)}`
                    ) : (
                      <button
                        type="button"
                        className="btn btn--small btn--outline"
                        aria-label={`Revoke ${key.name}`}
                        onClick={() => confirmRevoke(key.id, key.name)}
                        disabled={revoking}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
