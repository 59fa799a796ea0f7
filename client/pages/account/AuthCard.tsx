import type { ReactNode } from "react";
import { artUrl } from "../../assets/art.ts";
import { Field, type FieldProps } from "../../components/Field.tsx";
import "./account.css";

/** The frame of the account pages: a centred card with the logo, a title and a short lead. */
export function AuthCard({ title, lead, children, footer }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const logo = artUrl("logo");
  return (
    <div className="auth-page">
      <div className="container">
        <section className="auth-card" aria-labelledby="auth-title">
          <header className="auth-card__header">
            {logo ? <img className="auth-card__logo" src={logo} alt="" width="56" height="56" /> : null}
            <h1 id="auth-title">{title}</h1>
            {lead ? <p className="auth-card__lead">{lead}</p> : null}
          </header>
          {children}
          {footer ? <div className="auth-card__footer">{footer}</div> : null}
        </section>
      </div>
    </div>
  );
}

/** The account's email address, as the login and forgot-password forms ask for it. */
export function EmailField(props: Pick<FieldProps, "value" | "onChange" | "error">) {
  return <Field label="Email" name="email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}
