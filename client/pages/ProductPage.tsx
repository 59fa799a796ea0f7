import { Link } from "react-router-dom";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { Carousel } from "../components/Carousel.tsx";
import { usePageMeta } from "../components/pageMeta.ts";
import { artUrl } from "../assets/art.ts";
import { categoryById } from "../../shared/content/categories.ts";
import { productPath, products, type ProductSlug, type Section } from "../../shared/content/products.ts";

function SectionBlock({ section }: { section: Section }) {
  const List = section.ordered ? "ol" : "ul";
  return (
    <section className="product-section">
      <h2>{section.heading}</h2>
      {section.facts ? (
        <dl className="facts">
          {section.facts.map(([label, value]) => (
            <div key={label} className="facts__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.list ? (
        <List className={section.ordered ? "numbered-list" : "tick-list"}>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      ) : null}
      {section.paragraphs?.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </section>
  );
}

/** One of the ten product pages: two-slide carousel, description, Enquire Us, Prev/Next. */
export function ProductPage({ slug }: { slug: ProductSlug }) {
  const product = products[slug];
  const category = categoryById(product.category);
  const prev = products[product.prev];
  const next = products[product.next];
  usePageMeta(product.name, product.metaDescription);

  return (
    <article className="product">
      <div className="container page-section product__top">
        <div className="product__media">
          <Carousel
            label={`${product.name} pictures`}
            slides={product.slides.map((s) => ({ src: artUrl(s.art), alt: s.alt }))}
            width={1200}
            height={600}
            priority
          />
        </div>
        <div className="product__summary">
          <Breadcrumbs items={[{ to: "/", label: "Home" }, { to: category.path, label: category.name }, { label: product.name }]} />
          <h1>{product.name}</h1>
          <p className="lead">{product.lead}</p>
          <p className="button-row">
            <Link to="/contact" state={{ product: product.name }} className="btn btn--accent btn--large">
              Enquire Us
            </Link>
          </p>
        </div>
      </div>
      <div className="container product__body">
        {product.sections.map((s) => (
          <SectionBlock key={s.heading} section={s} />
        ))}
      </div>
      <nav className="container prev-next" aria-label="Other products">
        <Link to={productPath(product.prev)} className="prev-next__link prev-next__link--prev" rel="prev">
          <span className="prev-next__dir">Prev</span>
          <span className="prev-next__name">{prev.name}</span>
        </Link>
        <Link to={productPath(product.next)} className="prev-next__link prev-next__link--next" rel="next">
          <span className="prev-next__dir">Next</span>
          <span className="prev-next__name">{next.name}</span>
        </Link>
      </nav>
    </article>
  );
}
