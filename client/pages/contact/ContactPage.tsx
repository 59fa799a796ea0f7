import { Suspense } from "react";
import { useLoaderData, useLocation } from "react-router-dom";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { ContactPageQuery } from "../../__generated__/ContactPageQuery.graphql.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { usePageMeta } from "../../components/pageMeta.ts";
import { artUrl } from "../../content/art.ts";
import { ContactDetails, ContactDetailsFallback } from "./ContactDetails.tsx";
import { ContactForm } from "./ContactForm.tsx";

export const contactPageQuery = graphql`
  query ContactPageQuery {
    siteInfo {
      ...ContactDetails_siteInfo
    }
  }
`;

function Details({ queryRef }: { queryRef: PreloadedQuery<ContactPageQuery> }) {
  const data = usePreloadedQuery<ContactPageQuery>(contactPageQuery, queryRef);
  return <ContactDetails siteInfo={data.siteInfo} />;
}

export default function ContactPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ContactPageQuery>;
  const product = (useLocation().state as { product?: string } | null)?.product;
  usePageMeta(
    "Contact Us",
    "Contact our scrap trading desk in the UAE: address, phone, general and sales e-mail, and an enquiry form for ferrous, non-ferrous and tyre scrap.",
  );
  const banner = artUrl("contact-banner");
  return (
    <>
      <section className="banner">
        {banner ? <img className="banner__art" src={banner} alt="" width="1200" height="400" fetchPriority="high" /> : null}
        <div className="container banner__inner">
          <h1>Get In Touch</h1>
          <p>Selling scrap, buying it, or feeding a plant: talk to the trading desk.</p>
        </div>
      </section>
      <div className="container page-section contact-layout">
        <section aria-labelledby="contact-details-heading" className="contact-layout__details">
          <h2 id="contact-details-heading">Contact details</h2>
          <ErrorBoundary fallback={<ContactDetailsFallback failed />}>
            <Suspense fallback={<ContactDetailsFallback />}>
              <Details queryRef={queryRef} />
            </Suspense>
          </ErrorBoundary>
          <p className="contact-hours">
            For a price, tell us the material and grade, the quantity, and the collection point or destination port. Photos help:
            attach them to your reply when we write back.
          </p>
        </section>
        <ContactForm initialMessage={product ? `Enquiry about ${product}: ` : ""} />
      </div>
    </>
  );
}
