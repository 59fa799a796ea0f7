import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { hasErrors, validateProfile, type FieldErrors, type ProfileField } from "../../../shared/validation.ts";
import { ErrorDialog } from "../../components/Dialog.tsx";
import { Field, focusFirstInvalid } from "../../components/Field.tsx";
import type { MutationOutcome } from "../../relay/outcome.ts";
import "../../shell/backoffice.css";

/** What createSupplierProfile and createBuyerProfile take (SPEC section 3). */
export interface ProfileInput {
  name: string;
  companyName: string;
  contact: string;
  email: string;
  address: string;
  website: string | null;
  gst: string | null;
}

export type CreateProfileOutcome = MutationOutcome<{ profileId: string }>;

export const PROFILE_ERROR_TITLE = "Error!";

const fields: ProfileField[] = ["name", "companyName", "contact", "email", "address", "website", "gst"];
const optional: Partial<Record<ProfileField, true>> = { website: true, gst: true };
type FormState = Record<ProfileField, string>;
const empty: FormState = { name: "", companyName: "", contact: "", email: "", address: "", website: "", gst: "" };

const inputProps: Record<ProfileField, { type: string; autoComplete: string; inputMode?: "email" | "tel" | "url"; placeholder?: string }> =
  {
    name: { type: "text", autoComplete: "name" },
    companyName: { type: "text", autoComplete: "organization" },
    contact: { type: "tel", autoComplete: "tel", inputMode: "tel", placeholder: "+971 50 123 4567" },
    email: { type: "email", autoComplete: "email", inputMode: "email" },
    address: { type: "text", autoComplete: "street-address" },
    website: { type: "url", autoComplete: "url", inputMode: "url", placeholder: "https://example.com" },
    gst: { type: "text", autoComplete: "off" },
  };

export interface ProfileFormProps {
  /** The label of each field (the supplier and buyer pages name the contact person differently). */
  labels: Record<ProfileField, string>;
  submitLabel: string;
  /** The Error! dialog's text when the server sent no message: "Failed to add supplier." / "Failed to add buyer.". */
  failedFallback: string;
  submit: (input: ProfileInput) => Promise<CreateProfileOutcome>;
  /** Called once the profile exists (the page shows the success popup). */
  onCreated: () => void;
  inFlight?: boolean;
  children?: ReactNode;
}

/**
 * The Create Business Profile form shared by /add-supplier and /buyerbusinessprofile: required
 * name, company name, contact, email and address; website (a URL) and GST/VAT optional. The rules
 * and messages are the server's (validateProfile). A refused request shows Error! with the
 * server's message (or `failedFallback`) and Retry, which sends the same details again.
 */
export function ProfileForm({ labels, submitLabel, failedFallback, submit, onCreated, inFlight = false, children }: ProfileFormProps) {
  const [form, setForm] = useState<FormState>(empty);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastInput = useRef<ProfileInput | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = sending || inFlight;

  function update(e: ChangeEvent<HTMLInputElement>) {
    const name = e.target.name as ProfileField;
    setForm((f) => ({ ...f, [name]: e.target.value }));
    setErrors((errs) => ({ ...errs, [name]: undefined }));
  }

  async function send(input: ProfileInput) {
    lastInput.current = input;
    setSending(true);
    const outcome = await submit(input);
    setSending(false);
    if (outcome.ok) {
      onCreated();
      return;
    }
    const fromServer: FieldErrors<ProfileField> = {};
    for (const field of fields) if (outcome.fieldErrors[field]) fromServer[field] = outcome.fieldErrors[field];
    setErrors(fromServer);
    setFailure(outcome.message || failedFallback);
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const found = validateProfile(form, labels);
    if (hasErrors(found)) {
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    const t = (v: string) => v.trim();
    void send({
      name: t(form.name),
      companyName: t(form.companyName),
      contact: t(form.contact),
      email: t(form.email),
      address: t(form.address),
      website: t(form.website) || null,
      gst: t(form.gst) || null,
    });
  }

  const field = (name: ProfileField) => (
    <Field
      key={name}
      label={labels[name]}
      labelNote={optional[name] ? "(optional)" : undefined}
      name={name}
      required={!optional[name]}
      value={form[name]}
      onChange={update}
      error={errors[name]}
      {...inputProps[name]}
    />
  );

  return (
    <form ref={formRef} className="profile-form" noValidate onSubmit={onSubmit} aria-labelledby="profile-form-title" aria-busy={busy}>
      <h2 id="profile-form-title">Create Business Profile</h2>
      {children}
      <fieldset>
        <legend>Contact</legend>
        <div className="form-row">
          {field("name")}
          {field("companyName")}
        </div>
        <div className="form-row">
          {field("contact")}
          {field("email")}
        </div>
      </fieldset>
      <fieldset>
        <legend>Company</legend>
        {field("address")}
        <div className="form-row">
          {field("website")}
          {field("gst")}
        </div>
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="btn btn--accent btn--large" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </button>
      </div>
      <ErrorDialog
        open={failure !== null}
        title={PROFILE_ERROR_TITLE}
        text={failure ?? undefined}
        onClose={() => {
          setFailure(null);
          focusFirstInvalid(formRef.current);
        }}
        onRetry={() => {
          setFailure(null);
          if (lastInput.current) void send(lastInput.current);
        }}
      />
    </form>
  );
}
