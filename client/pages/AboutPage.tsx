import { ContactCta } from "../components/ContactCta.tsx";
import { usePageMeta } from "../components/pageMeta.ts";
import { PageBanner } from "../components/PageBanner.tsx";

const testimonials = [
  {
    quote:
      "We take HMS 1 and 2 from them every month for our furnace. The loads match the contract, the weights match our weighbridge, and the papers come with the container, not a week later.",
    name: "Imran S.",
    role: "Purchase Manager, steel rolling mill, Ras Al Khaimah",
  },
  {
    quote:
      "They collect our copper cable offcuts and brass fittings from site, weigh them in front of our storekeeper and pay the same week. No arguments about grades.",
    name: "Maria D.",
    role: "Site Administrator, electrical contractor, Dubai",
  },
  {
    quote:
      "Tyre derived fuel at the chip size our feeder takes, shipment after shipment. When a container was delayed at the port they told us before we had to ask.",
    name: "Rakesh P.",
    role: "Alternative Fuels Engineer, cement plant, Oman",
  },
];

function Stars() {
  return (
    <p className="stars" role="img" aria-label="Rated 5 out of 5 stars">
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" fill="currentColor" />
        </svg>
      ))}
    </p>
  );
}

export default function AboutPage() {
  usePageMeta(
    "About Us",
    "A UAE scrap recycling company trading ferrous metals, non-ferrous metals and tyre scrap: who we are, our mission, and what our clients say.",
  );
  return (
    <>
      <PageBanner art="about-banner" title="About us" lead="Scrap metal and tyre recycling, traded from the UAE." />

      <section className="container page-section two-col" aria-labelledby="about-who">
        <h2 id="about-who">Who we are</h2>
        <div className="prose">
          <p>
            We are a scrap recycling company based in the UAE, trading ferrous metals, non-ferrous metals and tyre scrap. We buy from scrap
            yards, demolition and electrical contractors, workshops, factories and tyre dealers, sort and prepare the material in our yard,
            and sell it to steel mills, smelters, foundries, recyclers, cement kilns and power plants in the UAE and abroad.
          </p>
          <p>
            The business is simple: pay a fair price for scrap, sell it honestly graded, and load it so that it arrives as described. Our
            suppliers and buyers follow every lot online, container by container and payment by payment, and can download a statement
            whenever they need one.
          </p>
        </div>
      </section>

      <section className="band band--light" aria-labelledby="about-mission">
        <div className="container page-section two-col">
          <h2 id="about-mission">Our Mission</h2>
          <div className="prose">
            <p>
              To keep metal and rubber in use. Every tonne of steel, copper, brass or aluminium we send back to a furnace is a tonne that
              does not have to be mined, and every tyre we turn into granules, crumb or fuel is one that does not end up in a landfill or an
              open fire.
            </p>
            <p>We do it at prices that work for the people who sell to us and for the people who buy from us.</p>
            <ul className="tick-list">
              <li>Honest grading: the grade on the invoice is the grade in the container.</li>
              <li>Clear weights: every load weighed, every weight note shared.</li>
              <li>Prompt payment and complete shipping papers.</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="container page-section" aria-labelledby="about-clients">
        <h2 id="about-clients">What our clients say</h2>
        <ul className="testimonials">
          {testimonials.map((t) => (
            <li key={t.name} className="testimonial">
              <figure>
                <Stars />
                <blockquote>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption>
                  <strong>{t.name}</strong>
                  <span>{t.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <ContactCta
        id="about-cta"
        title="Work with us"
        text="Suppliers and buyers: tell us what you have or what you need."
        action="Contact us"
      />
    </>
  );
}
