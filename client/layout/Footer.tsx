import { Link } from "react-router-dom";
import { categories } from "../../shared/content/categories.ts";
import { telHref } from "../components/contactLinks.ts";
import { useSiteInfo } from "../site/siteInfo.ts";
import type { SiteInfo } from "../../shared/siteInfo.ts";

/** The company block: name, address, phone and e-mail (SPEC section 2) from the site's settings. */
function FooterDetails({ site }: { site: SiteInfo }) {
  return (
    <>
      <p className="site-footer__company">{site.companyName}</p>
      <address className="site-footer__address">
        <span>{site.address}</span>
        <span>
          Phone: <a href={telHref(site.phone)}>{site.phone}</a>
        </span>
        <span>
          E-mail: <a href={`mailto:${site.generalEmail}`}>{site.generalEmail}</a>
        </span>
      </address>
    </>
  );
}

const companyLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About us" },
  { to: "/contact", label: "Contact us" },
];

/** One titled column of footer links. */
function FooterLinks({ id, heading, links }: { id: string; heading: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const site = useSiteInfo();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="site-footer__heading">
            Contact
          </h2>
          {site ? (
            <FooterDetails site={site} />
          ) : (
            <p className="site-footer__address">
              Our address and phone number are on the <Link to="/contact">contact page</Link>.
            </p>
          )}
        </section>
        <FooterLinks id="footer-company-heading" heading="Company" links={companyLinks} />
        <FooterLinks id="footer-products-heading" heading="Products" links={categories.map((c) => ({ to: c.path, label: c.name }))} />
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
            {site ? <> {site.companyName}</> : null}. Ferrous, non-ferrous and tyre scrap trading, United Arab Emirates.
          </p>
        </div>
      </div>
    </footer>
  );
}
