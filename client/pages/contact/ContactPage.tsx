import { useLocation } from "react-router-dom";
import { usePageMeta } from "../../components/pageMeta.ts";
import { PageBanner } from "../../components/PageBanner.tsx";
import { useSiteInfo } from "../../site/siteInfo.ts";
import { ContactDetails, ContactDetailsFallback } from "./ContactDetails.tsx";
import { ContactForm } from "./ContactForm.tsx";

export default function ContactPage() {
  const site = useSiteInfo();
  const product = (useLocation().state as { product?: string } | null)?.product;
  usePageMeta(
    "Contact Us",
    "Contact our scrap trading desk in the UAE: address, phone, general and sales e-mail, and an enquiry form for ferrous, non-ferrous and tyre scrap.",
  );
  return (
    <>
      <PageBanner
        art="contact-banner"
        title="Get In Touch"
        lead="Selling scrap, buying it, or feeding a plant: talk to the trading desk."
      />
      <div className="container page-section contact-layout">
        <section aria-labelledby="contact-details-heading" className="contact-layout__details">
          <h2 id="contact-details-heading">Contact details</h2>
          {site ? <ContactDetails site={site} /> : <ContactDetailsFallback />}
          <p className="contact-hours">
            For a price, tell us the material and grade, the quantity, and the collection point or destination port. Photos help: attach
            them to your reply when we write back.
          </p>
        </section>
        <ContactForm initialMessage={product ? `Enquiry about ${product}: ` : ""} />
      </div>
    </>
  );
}
