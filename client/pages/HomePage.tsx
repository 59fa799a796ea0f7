import { Link } from "react-router-dom";
import { Carousel, type CarouselSlide } from "../components/Carousel.tsx";
import { Card } from "../components/Card.tsx";
import { ContactCta } from "../components/ContactCta.tsx";
import { usePageMeta } from "../components/pageMeta.ts";
import { artUrl } from "../assets/art.ts";
import { categories } from "../../shared/content/categories.ts";

const slides: CarouselSlide[] = [
  {
    src: artUrl("home-slide-1"),
    alt: "A scrap metal yard with heaps of steel scrap and a grab crane",
    caption: (
      <p className="slide-caption">
        <strong>Ferrous and non-ferrous scrap</strong>
        <span>Sorted to grade and loaded for steel mills, smelters and foundries.</span>
      </p>
    ),
  },
  {
    src: artUrl("home-slide-2"),
    alt: "Scrap tyres fed into a shredder that turns them into rubber shreds",
    caption: (
      <p className="slide-caption">
        <strong>Tyres, recycled to the last kilo</strong>
        <span>Crumb, granules, bales and tyre derived fuel from end-of-life tyres.</span>
      </p>
    ),
  },
  {
    src: artUrl("home-slide-3"),
    alt: "A container ship, a quay crane and stacked containers at a port",
    caption: (
      <p className="slide-caption">
        <strong>Bulk or by the container</strong>
        <span>Fuel for cement, steel and waste-to-energy plants, shipped from the UAE.</span>
      </p>
    ),
  },
];

const reasons = [
  {
    title: "Quick Response",
    text: "Send us the grade, the tonnage and where the material is. We reply the same working day with a price, or with the one question we need answered to give you one.",
    icon: <path d="M13 2L4 14h7l-1 8 9-12h-7z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />,
  },
  {
    title: "Experienced",
    text: "Our traders know the grades mills accept, how a container must be loaded to pass inspection, and the papers an export needs. You deal directly with the traders who load the containers.",
    icon: (
      <path
        d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.3 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    ),
  },
];

const steps = [
  {
    title: "Collection and Transportation",
    text: "We collect from your site or you deliver to our yard. Every load is weighed on arrival and you get the weight note.",
  },
  {
    title: "Sorting",
    text: "Metal is split into ferrous and non-ferrous and then by grade; tyres by size and type. Dirt, plastic and foreign metal come out here.",
  },
  {
    title: "Shredding or Baling",
    text: "Tyres are shredded into fuel chips and granules or pressed into bales. Metal is cut, sheared or baled to the buyer's size.",
  },
  {
    title: "Transportation",
    text: "The finished material is loaded in bulk or into containers, photographed, weighed and shipped to the buyer.",
  },
];

export default function HomePage() {
  usePageMeta(
    "Scrap Metal and Tyre Recycling in the UAE",
    "Ferrous and non-ferrous metal scrap and tyre products (crumb, granules, baled tyres, tyre derived fuel) bought and sold in the UAE, in bulk or by container.",
  );
  return (
    <>
      <section className="home-hero container" aria-label="Introduction">
        <Carousel label="What we do" slides={slides} width={1200} height={600} priority className="home-hero__carousel" />
      </section>

      <section className="container page-section two-col home-intro">
        <div>
          <p className="eyebrow">Metal and rubber recycling</p>
          <h1>Scrap metal and tyre recycling in the UAE</h1>
        </div>
        <div className="prose">
          <p>
            We buy, sort and sell scrap: ferrous metals, non-ferrous metals and end-of-life tyres. Metal goes back to steel mills, smelters
            and foundries as raw material. Tyre rubber becomes crumb, granules and alternative fuel for cement, steel and waste-to-energy
            plants.
          </p>
          <p>
            Recycled steel and aluminium need a fraction of the energy of metal made from ore, and every tyre we process stays out of
            landfill. Everything we sell is available in bulk or by the container.
          </p>
          <p className="button-row">
            <Link to="/contact" className="btn btn--accent">
              Get a price
            </Link>
            <Link to="/about" className="btn btn--outline">
              About us
            </Link>
          </p>
        </div>
      </section>

      <section className="band band--light" aria-labelledby="home-products">
        <div className="container page-section">
          <h2 id="home-products">Our products</h2>
          <div className="card-grid card-grid--3">
            {categories.map((c) => (
              <Card key={c.id} to={c.path} art={c.cardArt} alt={c.cardAlt} title={c.name} text={c.cardText} cta="See the grades" />
            ))}
          </div>
        </div>
      </section>

      <section className="container page-section" aria-labelledby="home-why">
        <h2 id="home-why">Why choose us</h2>
        <ul className="reasons">
          {reasons.map((r) => (
            <li key={r.title} className="reason">
              <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false" className="reason__icon">
                {r.icon}
              </svg>
              <div>
                <h3>{r.title}</h3>
                <p>{r.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="band band--dark" aria-labelledby="home-process">
        <div className="container page-section">
          <h2 id="home-process">Our recycling process</h2>
          <ol className="steps">
            {steps.map((s, i) => (
              <li key={s.title} className="step">
                <span className="step__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <ContactCta
        id="home-cta"
        title="Have scrap to sell, or a plant to feed?"
        text="Tell us what you have or what you need. We answer every enquiry."
        action="Enquire now"
      />
    </>
  );
}
