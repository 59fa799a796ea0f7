import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import {
  hasErrors,
  NAME_MIN,
  PASSWORD_MIN,
  PHONE_DIGITS_MAX,
  PHONE_DIGITS_MIN,
  validateSignup,
  type FieldErrors,
  type SignupField,
} from "../../../shared/validation.ts";
import { Field, PasswordField, focusFirstInvalid } from "../../components/Field.tsx";
import { Notice } from "../../components/Notice.tsx";
import { UNREACHABLE } from "../../relay/outcome.ts";
import { usePageMeta } from "../../components/pageMeta.ts";
import { AuthCard } from "./AuthCard.tsx";
import { useSignupMutation, type SignupInput } from "./useSignupMutation.ts";
import type { LoginLocationState } from "../../shell/loginState.ts";

/** SPEC section 8: the alert on failure (the server's message goes to the fields, or under it). */
export const SIGNUP_FAILED = "Signup failed";

const fields: SignupField[] = ["name", "email", "phone", "password", "confirmPassword"];
const empty: SignupInput = { name: "", email: "", phone: "", password: "", confirmPassword: "" };

export default function SignupPage() {
  usePageMeta("Sign up", "Create an account to trade scrap with us as a supplier or a buyer.");
  const navigate = useNavigate();
  // An invitation's page sends its address here, and where to return after signing in.
  const passed = (useLocation().state ?? null) as LoginLocationState | null;
  const [form, setForm] = useState<SignupInput>(() => ({ ...empty, email: passed?.email ?? "" }));
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  /** The failure's alert above the form, with the server's words when they are about no one field. */
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const [signup, inFlight] = useSignupMutation();
  const formRef = useRef<HTMLFormElement>(null);

  // SPEC section 5: each field's error clears when that field is edited.
  function update(e: ChangeEvent<HTMLInputElement>) {
    const name = e.target.name as SignupField;
    setForm((f) => ({ ...f, [name]: e.target.value }));
    setErrors((errs) => ({ ...errs, [name]: undefined }));
    setFailure(null);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight) return;
    const found = validateSignup(form);
    if (hasErrors(found)) {
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    const outcome = await signup(form);
    if (outcome.ok) {
      // SPEC sections 3 and 7: the server's message is shown in an alert, on /login, above the form
      // that offers the address just used: a page's alert, not the browser's, which stops the page.
      const state: LoginLocationState = {
        email: form.email.trim(),
        returnTo: passed?.returnTo,
        notice: outcome.data.message,
        noticeVariant: "success",
      };
      navigate("/login", { state });
      return;
    }
    const fromServer: FieldErrors<SignupField> = {};
    for (const field of fields) if (outcome.fieldErrors[field]) fromServer[field] = outcome.fieldErrors[field];
    setErrors(fromServer);
    // A refusal that is not about one field (too many attempts, no answer) is said in the alert too.
    setFailure({
      detail: hasErrors(fromServer) ? null : (outcome.message ?? `${UNREACHABLE.charAt(0).toUpperCase()}${UNREACHABLE.slice(1)}`),
    });
    focusFirstInvalid(formRef.current);
  }

  const field = (name: SignupField) => ({ name, value: form[name], onChange: update, error: errors[name], required: true });

  return (
    <AuthCard
      title="Sign up"
      lead="Create your account, then add your supplier or buyer business profile."
      footer={
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      }
    >
      {failure ? (
        <Notice variant="error" title={SIGNUP_FAILED}>
          {failure.detail}
        </Notice>
      ) : null}
      <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="auth-title">
        <Field label="Name" type="text" autoComplete="name" hint={`At least ${NAME_MIN} letters, in any script.`} {...field("name")} />
        <Field label="Email" type="email" autoComplete="email" inputMode="email" {...field("email")} />
        <Field
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+971 50 123 4567"
          hint={`${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits; spaces, dashes, brackets and a leading + are fine.`}
          {...field("phone")}
        />
        <PasswordField label="Password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters.`} {...field("password")} />
        <PasswordField label="Confirm Password" toggleLabel="confirm password" autoComplete="new-password" {...field("confirmPassword")} />
        <button type="submit" className="btn btn--accent btn--large" disabled={inFlight}>
          {inFlight ? "Signing up…" : "Sign up"}
        </button>
      </form>
    </AuthCard>
  );
}
