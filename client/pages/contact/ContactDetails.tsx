import { telHref } from "../../components/contactLinks.ts";
import type { SiteInfo } from "../../../shared/siteInfo.ts";

const icons = {
  address: "M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  phone: "M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z",
  mail: "M3 6h18v12H3zM3 6l9 7 9-7",
};

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="contact-card__icon">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/** Address, phone and the two mail contacts (general queries, sales) from the site's settings. */
export function ContactDetails({ site: data }: { site: SiteInfo }) {
  return (
    <ul className="contact-cards">
      <li className="contact-card">
        <Icon d={icons.address} />
        <h3>Address</h3>
        <p>
          {data.companyName}
          <br />
          {data.address}
        </p>
      </li>
      <li className="contact-card">
        <Icon d={icons.phone} />
        <h3>Phone</h3>
        <p>
          <a href={telHref(data.phone)}>{data.phone}</a>
        </p>
      </li>
      <li className="contact-card">
        <Icon d={icons.mail} />
        <h3>General queries</h3>
        <p>
          <a href={`mailto:${data.generalEmail}`}>{data.generalEmail}</a>
        </p>
      </li>
      <li className="contact-card">
        <Icon d={icons.mail} />
        <h3>Sales</h3>
        <p>
          <a href={`mailto:${data.salesEmail}`}>{data.salesEmail}</a>
        </p>
      </li>
    </ul>
  );
}

/** Without the site's settings (a page the server did not prepare): the form still reaches us. */
export function ContactDetailsFallback() {
  return (
    <div className="contact-cards" role="note">
      <p>Our contact details could not be loaded just now. The form below still reaches us.</p>
    </div>
  );
}
