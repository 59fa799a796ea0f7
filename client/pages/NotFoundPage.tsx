import { Link, useLocation } from "react-router-dom";
import { usePageMeta } from "../components/pageMeta.ts";
import { categories } from "../../shared/content/categories.ts";
import { productOrder, products } from "../../shared/content/products.ts";

const pages: { path: string; name: string }[] = [
  { path: "/", name: "Home" },
  { path: "/about", name: "About us" },
  { path: "/contact", name: "Contact us" },
  ...categories.map((c) => ({ path: c.path, name: c.name })),
  ...productOrder.map((slug) => ({ path: `/${slug}`, name: products[slug].name })),
];

/** Pages whose address looks like what was typed: "/copper" suggests Copper Wire Scrap. */
function suggestionsFor(pathname: string): { path: string; name: string }[] {
  const typed = pathname.toLowerCase().replace(/[^a-z]/g, "");
  if (typed.length < 3) return [];
  return pages
    .filter((p) => p.path !== "/")
    .filter((p) => {
      const slug = p.path.slice(1);
      return (
        slug.includes(typed) ||
        typed.includes(slug) ||
        p.name
          .toLowerCase()
          .replace(/[^a-z]/g, "")
          .includes(typed)
      );
    })
    .slice(0, 4);
}

export function NotFoundContent() {
  const { pathname } = useLocation();
  const suggestions = suggestionsFor(pathname);
  return (
    <div className="container page-section narrow not-found">
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>. It may have moved, or the address may be mistyped.
      </p>
      {suggestions.length > 0 ? (
        <>
          <h2 className="h3">Were you looking for</h2>
          <ul className="link-list">
            {suggestions.map((s) => (
              <li key={s.path}>
                <Link to={s.path}>{s.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 className="h3">Our products</h2>
      <ul className="link-list">
        {categories.map((c) => (
          <li key={c.id}>
            <Link to={c.path}>{c.name}</Link>
          </li>
        ))}
      </ul>
      <p className="button-row">
        <Link to="/" className="btn">
          Go to the home page
        </Link>
        <Link to="/contact" className="btn btn--outline">
          Contact us
        </Link>
      </p>
    </div>
  );
}

export default function NotFoundPage() {
  usePageMeta("Page not found", "The page you asked for does not exist. Find our scrap metal and tyre products or contact us.");
  return <NotFoundContent />;
}
