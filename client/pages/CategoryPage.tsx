import { Link } from "react-router-dom";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { Card } from "../components/Card.tsx";
import { ContactCta } from "../components/ContactCta.tsx";
import { usePageMeta } from "../components/pageMeta.ts";
import { artUrl } from "../assets/art.ts";
import { categoryById, type CategoryId } from "../../shared/content/categories.ts";
import { categoryCopy, productPath, products } from "../../shared/content/products.ts";

/** /ferrousmetal, /nonferrousmetal and /tyrescrap: the category intro and one card per product. */
export function CategoryPage({ id }: { id: CategoryId }) {
  const summary = categoryById(id);
  const copy = categoryCopy[id];
  usePageMeta(copy.title, copy.metaDescription);
  const art = artUrl(summary.cardArt);
  return (
    <>
      <section className="page-hero">
        <div className="container page-hero__inner">
          <div>
            <Breadcrumbs items={[{ to: "/", label: "Home" }, { label: copy.heading }]} />
            <h1>{copy.heading}</h1>
            {copy.intro.map((p, i) => (
              <p key={i} className={i === 0 ? "lead" : undefined}>
                {p}
              </p>
            ))}
          </div>
          {art ? <img className="page-hero__art" src={art} alt="" width="600" height="400" /> : null}
        </div>
      </section>
      <section className="container page-section" aria-labelledby="category-products">
        <h2 id="category-products">What we trade</h2>
        <div className={`card-grid card-grid--${copy.products.length}`}>
          {copy.products.map((slug) => {
            const p = products[slug];
            return (
              <Card
                key={slug}
                to={productPath(slug)}
                art={p.slides[0].art}
                alt={p.slides[0].alt}
                title={p.name}
                text={p.summary}
                width={1200}
                height={600}
                cta="Specification and enquiry"
              />
            );
          })}
        </div>
        <p className="category-note">
          {copy.note}
          {copy.noteLink ? (
            <>
              {" "}
              <Link to={copy.noteLink.to}>{copy.noteLink.label}</Link>.
            </>
          ) : null}
        </p>
      </section>
      <ContactCta
        id="category-cta"
        title="Need a price?"
        text="Send us the grade, the quantity and the delivery port or collection point."
        action="Enquire Us"
      />
    </>
  );
}

export function FerrousMetalPage() {
  return <CategoryPage id="ferrous" />;
}
export function NonFerrousMetalPage() {
  return <CategoryPage id="nonferrous" />;
}
export function TyreScrapPage() {
  return <CategoryPage id="tyre" />;
}
