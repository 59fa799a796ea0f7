import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { messages, text } from "../../../shared/validation.ts";
import { ErrorDialog } from "../../components/Dialog.tsx";
import { focusFirstInvalid } from "../../components/Field.tsx";
import { Notice } from "../../components/Notice.tsx";
import { usePageMeta } from "../../components/pageMeta.ts";
import { AuthCard, EmailField } from "./AuthCard.tsx";
import { useRequestPasswordResetMutation } from "./useRequestPasswordResetMutation.ts";

/** SPEC section 8. */
export const FORGOT_TEXTS = { errorTitle: "Error!", failedFallback: "Failed to send reset email" } as const;

export default function ForgotPasswordPage() {
  usePageMeta("Forgot password", "Get a link to choose a new password for your account.");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [request, inFlight] = useRequestPasswordResetMutation();
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight) return;
    // SPEC section 5: the email is required; the server checks the rest.
    if (!text(email)) {
      setError(messages.emailRequired);
      focusFirstInvalid(formRef.current);
      return;
    }
    setSent(null);
    const outcome = await request({ email: email.trim() });
    if (outcome.ok) {
      setSent(outcome.data.message);
      return;
    }
    setError(outcome.fieldErrors.email);
    setFailed(outcome.message || FORGOT_TEXTS.failedFallback);
  }

  return (
    <AuthCard
      title="Forgot password"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Back to login</Link>
        </p>
      }
    >
      {sent ? <Notice variant="success">{sent}</Notice> : null}
      <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="auth-title">
        <EmailField
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <button type="submit" className="btn btn--accent btn--large" disabled={inFlight}>
          {inFlight ? "Sending…" : "Send Reset Link"}
        </button>
      </form>
      <ErrorDialog open={failed !== null} title={FORGOT_TEXTS.errorTitle} text={failed ?? undefined} onClose={() => setFailed(null)} />
    </AuthCard>
  );
}
