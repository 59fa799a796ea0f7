import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { validateLogin, hasErrors, type FieldErrors, type LoginField } from "../../../shared/validation.ts";
import { getStoredUser, saveSession } from "../../auth/session.ts";
import {
  announceSessionChange,
  clearSessionNotice,
  peekSessionNotice,
  sessionNavigation,
  SESSION_EXPIRED_EVENT,
} from "../../auth/sessionExpiry.ts";
import { ErrorDialog, WarningDialog } from "../../components/Dialog.tsx";
import { PasswordField, focusFirstInvalid } from "../../components/Field.tsx";
import { Notice, type NoticeVariant } from "../../components/Notice.tsx";
import type { LoginLocationState } from "../../shell/loginState.ts";
import { SuccessModal } from "../../components/SuccessModal.tsx";
import { usePageMeta } from "../../components/pageMeta.ts";
import { AuthCard, EmailField } from "./AuthCard.tsx";
import { useLoginMutation } from "./useLoginMutation.ts";

/** SPEC section 8. */
export const LOGIN_TEXTS = {
  welcomeTitle: "Welcome",
  welcomeText: "Login Successful",
  noTokenTitle: "Oops!",
  noTokenText: "Token not received.",
  failedTitle: "Login Failed",
  failedFallback: "Something went wrong!",
} as const;

/** SPEC sections 4 and 9: the reload follows the navigation to / by 100 ms. */
export const RELOAD_AFTER_MS = 100;

/** A path on this site to return to, or null: never another origin (`//host`, `/\\host`). */
export const sitePath = (path: string | undefined): string | null => (path && /^\/(?![/\\])/.test(path) ? path : null);

type Popup = { kind: "welcome" } | { kind: "noToken" } | { kind: "failed"; message: string } | null;

export default function LoginPage() {
  usePageMeta("Login", "Sign in to your supplier or buyer account to manage your business profile, lots and statements.");
  const navigate = useNavigate();
  const location = useLocation();
  const passed = (location.state ?? null) as LoginLocationState | null;
  const [form, setForm] = useState({ email: passed?.email ?? "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [popup, setPopup] = useState<Popup>(null);
  const [notice, setNotice] = useState<{ text: string; variant: NoticeVariant } | null>(() => {
    const expired = peekSessionNotice();
    if (expired) return { text: expired, variant: "warning" };
    return passed?.notice ? { text: passed.notice, variant: passed.noticeVariant ?? "success" } : null;
  });
  const [login, inFlight] = useLoginMutation();
  const formRef = useRef<HTMLFormElement>(null);

  // The signed-out notice is shown once.
  useEffect(() => clearSessionNotice(), []);
  // Signed out by the server while on this page (see relay/environment.ts).
  useEffect(() => {
    const onExpired = (e: Event) => {
      const message = (e as CustomEvent<{ message?: string }>).detail?.message;
      if (message) setNotice({ text: message, variant: "warning" });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, []);

  function update(e: ChangeEvent<HTMLInputElement>) {
    const name = e.target.name as LoginField;
    setForm((f) => ({ ...f, [name]: e.target.value }));
    setErrors((errs) => ({ ...errs, [name]: undefined }));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight || popup?.kind === "welcome") return;
    const found = validateLogin(form);
    if (hasErrors(found)) {
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    const outcome = await login({ email: form.email.trim(), password: form.password });
    if (!outcome.ok) {
      setErrors({ email: outcome.fieldErrors.email, password: outcome.fieldErrors.password });
      setPopup({ kind: "failed", message: outcome.message || LOGIN_TEXTS.failedFallback });
      return;
    }
    const { token, user } = outcome.data;
    if (!token) {
      setPopup({ kind: "noToken" });
      return;
    }
    saveSession(token, user ?? undefined);
    announceSessionChange();
    setNotice(null);
    setPopup({ kind: "welcome" });
  }

  function afterWelcome() {
    // The house's staff land on their desk, unless the sign-in was asked for a page.
    const staff = Boolean(getStoredUser<{ houseRole?: string | null }>()?.houseRole);
    navigate(sitePath(passed?.returnTo) ?? (staff ? "/desk" : "/"), { replace: true });
    window.setTimeout(() => sessionNavigation.reload(), RELOAD_AFTER_MS);
  }

  return (
    <AuthCard
      title="Login"
      lead="Sign in to manage your business profile, lots and statements."
      footer={
        <p>
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </p>
      }
    >
      {notice ? (
        <Notice variant={notice.variant} alert>
          {notice.text}
        </Notice>
      ) : null}
      <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="auth-title">
        <EmailField value={form.email} onChange={update} error={errors.email} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={form.password}
          onChange={update}
          error={errors.password}
        />
        <p className="auth-form__row">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <button type="submit" className="btn btn--accent btn--large" disabled={inFlight}>
          {inFlight ? "Logging in…" : "Login"}
        </button>
      </form>
      <SuccessModal
        open={popup?.kind === "welcome"}
        title={LOGIN_TEXTS.welcomeTitle}
        text={LOGIN_TEXTS.welcomeText}
        onClose={afterWelcome}
      />
      <WarningDialog
        open={popup?.kind === "noToken"}
        title={LOGIN_TEXTS.noTokenTitle}
        text={LOGIN_TEXTS.noTokenText}
        onClose={() => setPopup(null)}
      />
      <ErrorDialog
        open={popup?.kind === "failed"}
        title={LOGIN_TEXTS.failedTitle}
        text={popup?.kind === "failed" ? popup.message : undefined}
        onClose={() => setPopup(null)}
      />
    </AuthCard>
  );
}
