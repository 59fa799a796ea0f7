import type { Viewer } from "../context.ts";
import { AccessDeniedError, UnauthorizedError } from "../errors.ts";

export const accessMessages = {
  readOnlyKey: "This API key is read-only: it cannot change anything. Use a read-write key.",
  personOnly: "API keys cannot do this: sign in with your password on the website.",
};

/**
 * The caller as a person signed in with a password. API keys never manage keys or webhooks,
 * create profiles or touch the password, whatever their scope.
 */
export function requirePerson(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthorizedError();
  if (viewer.apiKey) throw new AccessDeniedError(accessMessages.personOnly);
  return viewer;
}

/** Writes need a person's session or a read-write key. */
export function requireWriteAccess(viewer: Viewer | null): void {
  if (viewer?.apiKey?.scope === "READ_ONLY") throw new AccessDeniedError(accessMessages.readOnlyKey);
}
