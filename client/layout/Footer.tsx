import { Link } from "react-router-dom";
import { categories } from "../content/categories.ts";
import { telHref } from "../components/contactLinks.ts";
import { useSiteInfo, type SiteInfo } from "../site/siteInfo.ts";

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
            {site ? <> {site.companyName}</> : null}. Ferrous, non-ferrous and tyre scrap trading, United Arab Emirates.
          </p>
        </div>
      </div>
    </footer>
  );
}
