import { Link } from "react-router-dom";

/** The band that closes a public page: a heading, a line of text and a button to the contact page. */
export function ContactCta({ id, title, text, action }: { id: string; title: string; text: string; action: string }) {
  return (
    <section className="container cta-section" aria-labelledby={id}>
      <div className="cta-band">
        <div>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </div>
        <Link to="/contact" className="btn btn--accent btn--large">
          {action}
        </Link>
      </div>
    </section>
  );
}
