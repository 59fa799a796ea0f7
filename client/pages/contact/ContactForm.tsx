import { useId, useState, type FormEvent } from "react";
import { Field } from "../../components/Field.tsx";
import { useSendEnquiryMutation } from "./useSendEnquiryMutation.ts";

export interface ContactFormState {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

const empty: ContactFormState = { firstName: "", lastName: "", email: "", phone: "", message: "" };

export const STATUS_SENDING = "Sending...";
export const STATUS_SENT = "Message sent successfully!";
export const STATUS_FAILED = "Failed to send message. Please try again.";

type Status = "idle" | "sending" | "sent" | "failed";

const statusText: Record<Status, string> = {
  idle: "",
  sending: STATUS_SENDING,
  sent: STATUS_SENT,
  failed: STATUS_FAILED,
};

/**
 * The Enquire Us form (SPEC sections 2, 3, 4 and 5): five required fields; it sends name (first
 * and last name joined and trimmed), email, phone, tour "" and message.
 */
export function ContactForm({ initialMessage = "" }: { initialMessage?: string }) {
  const [form, setForm] = useState<ContactFormState>({ ...empty, message: initialMessage });
  const [status, setStatus] = useState<Status>("idle");
  const [send] = useSendEnquiryMutation();
  const id = useId();

  function update(e: { target: { name: string; value: string } }) {
    const { name, value } = e.target;
    setForm((f) => ({ ...f, [name]: value }));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (status === "sending") return;
    setStatus("sending");
    const outcome = await send({
      name: `${form.firstName} ${form.lastName}`.trim(),
      email: form.email,
      phone: form.phone,
      tour: "",
      message: form.message,
    });
    if (outcome.ok) {
      setForm(empty);
      setStatus("sent");
    } else {
      setStatus("failed");
    }
  }

  // Fields take input from the first paint: what is typed before the page is live is handed to it (client/earlyInput.ts).
  const field = (name: keyof ContactFormState) => ({ name, value: form[name], onChange: update, required: true });

  return (
    <form className="contact-form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Enquire Us</h2>
      <p className="form-hint">All fields are required.</p>
      <div className="form-row">
        <Field label="First name" type="text" autoComplete="given-name" {...field("firstName")} />
        <Field label="Last name" type="text" autoComplete="family-name" {...field("lastName")} />
      </div>
      <div className="form-row">
        <Field label="Email" type="email" autoComplete="email" inputMode="email" {...field("email")} />
        <Field label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
      </div>
      <Field
        label="Message"
        rows={6}
        placeholder="The material, the quantity, and where it is or where it should go"
        {...field("message")}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--accent btn--large" disabled={status === "sending"}>
          Send message
        </button>
        <p role="status" className={`form-status form-status--${status}`}>
          {statusText[status]}
        </p>
      </div>
    </form>
  );
}
