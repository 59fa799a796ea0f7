import { useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { passwordError } from "../../../shared/validation.ts";
import { ErrorDialog } from "../../components/Dialog.tsx";
import { PasswordField, focusFirstInvalid } from "../../components/Field.tsx";
import { usePageMeta } from "../../components/pageMeta.ts";
import { AuthCard } from "./AuthCard.tsx";
import type { LoginLocationState } from "../../shell/loginState.ts";
import { useResetPasswordMutation } from "./useResetPasswordMutation.ts";

/** SPEC section 8. */
export const RESET_TEXTS = { errorTitle: "Error!", failedFallback: "Failed to reset password" } as const;

export default function ResetPasswordPage() {
  usePageMeta("Reset password", "Choose a new password for your account.");
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState<string | null>(null);
  const [reset, inFlight] = useResetPasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight) return;
    // The server's password rule (required, at least 6 characters), checked before sending.
    const invalid = passwordError(password);
    if (invalid) {
      setError(invalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    const outcome = await reset({ token, password });
    if (outcome.ok) {
      const state: LoginLocationState = { notice: outcome.data.message, noticeVariant: "success" };
      navigate("/login", { replace: true, state });
      return;
    }
    setError(outcome.fieldErrors.password);
    setFailed(outcome.message || RESET_TEXTS.failedFallback);
  }

  return (
    <AuthCard
      title="Reset password"
      lead="Choose a new password for your account."
      footer={
        <p>
          Link expired? <Link to="/forgot-password">Request a new one</Link>
        </p>
      }
    >
      <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="auth-title">
        <PasswordField
          label="New Password"
          toggleLabel="new password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <button type="submit" className="btn btn--accent btn--large" disabled={inFlight}>
          {inFlight ? "Resetting…" : "Reset Password"}
        </button>
      </form>
      <ErrorDialog open={failed !== null} title={RESET_TEXTS.errorTitle} text={failed ?? undefined} onClose={() => setFailed(null)} />
    </AuthCard>
  );
}
