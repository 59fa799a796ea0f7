import { useState } from "react";
import type { MutationOutcome } from "../../relay/outcome.ts";

/**
 * The create form of a credential whose secret the server shows only once (an API key, a webhook
 * signing secret): what was just created, the form's field messages, and a message for failures
 * no field explains.
 */
export function useSecretShownOnce<Input, Created>(create: (input: Input) => Promise<MutationOutcome<Created>>, failure: string) {
  const [created, setCreated] = useState<Created | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  /** Creates; on success shows the secret, clears the field messages and calls `onCreated` (to empty the form). */
  const submit = async (input: Input, onCreated: () => void) => {
    setMessage(null);
    setCreated(null);
    const outcome = await create(input);
    if (outcome.ok) {
      setCreated(outcome.data);
      onCreated();
      setFieldErrors({});
      return;
    }
    setFieldErrors(outcome.fieldErrors);
    if (Object.keys(outcome.fieldErrors).length === 0) setMessage(outcome.message ?? failure);
  };

  return { created, fieldErrors, message, setMessage, submit };
}
