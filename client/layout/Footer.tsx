import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { categories } from "../content/categories.ts";

export function FooterDetailsFallback({ failed = false }: { failed?: boolean }) {
  return (
    <p className="site-footer__address">
      {failed ? (
        <>
          Our address and phone number are on the <Link to="/contact">contact page</Link>.
        </>
      ) : (
        <span className="site-footer__placeholder" aria-hidden="true" />
      )}
    </p>
  );
}

export function Footer({ details, owner }: { details?: ReactNode; owner?: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="site-footer__heading">
            Contact
          </h2>
          {details ?? <FooterDetailsFallback failed />}
        </section>
        <nav aria-labelledby="footer-company-heading">
          <h2 id="footer-company-heading" className="site-footer__heading">
            Company
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/about">About us</Link>
            </li>
            <li>
              <Link to="/contact">Contact us</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-products-heading">
          <h2 id="footer-products-heading" className="site-footer__heading">
            Products
          </h2>
          <ul className="site-footer__links">
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={c.path}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__cta" aria-labelledby="footer-cta-heading">
          <h2 id="footer-cta-heading" className="site-footer__heading">
            Buying or selling scrap?
          </h2>
          <p>Send us the grade, the tonnage and the location. We reply with a price.</p>
          <Link to="/contact" className="btn btn--accent">
            Send an enquiry
          </Link>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {year}
            {owner ? <> {owner}</> : null}. Ferrous, non-ferrous and tyre scrap trading, United Arab Emirates.
          </p>
        </div>
      </div>
    </footer>
  );
}
