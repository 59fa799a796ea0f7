/**
 * The document head of a server-rendered page: title, description, canonical URL, Open Graph and
 * Twitter card tags, schema.org JSON-LD (the company on the home page, the product on product
 * pages) and, for pages that must stay out of search results, robots noindex. Pure: the server's
 * settings come in as arguments.
 */
import type { PageMeta } from "../components/pageMeta.ts";
import { pageTitle } from "../components/pageMeta.ts";
import { categoryById } from "../../shared/content/categories.ts";
import { products } from "../../shared/content/products.ts";
import { scriptJson, type SiteInfo } from "../../shared/siteInfo.ts";
import { LOGO_IMAGE_PATH, OG_IMAGE, OG_IMAGE_TYPE, ogImagePath, type PublicPage } from "../../shared/publicPages.ts";

export interface HeadInput {
  meta: PageMeta;
  site: SiteInfo;
  /** Absolute base of the site (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The public page rendered; null for pages that are not public (not found, signed-in screens). */
  page: PublicPage | null;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function organization(site: SiteInfo, publicUrl: string) {
  return {
    "@type": "Organization",
    "@id": `${publicUrl}/#organization`,
    name: site.companyName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}${LOGO_IMAGE_PATH}`,
    address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "AE" },
    telephone: site.phone,
    email: site.generalEmail,
    contactPoint: [
      { "@type": "ContactPoint", contactType: "customer service", telephone: site.phone, email: site.generalEmail },
      { "@type": "ContactPoint", contactType: "sales", telephone: site.phone, email: site.salesEmail },
    ],
  };
}

/** schema.org data of a page: the company on the home page, the product on a product page. */
export function structuredData(page: PublicPage, site: SiteInfo, publicUrl: string, meta: PageMeta): object | null {
  if (page.path === "/") return { "@context": "https://schema.org", ...organization(site, publicUrl) };
  if (!page.product) return null;
  const product = products[page.product];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: meta.description,
    url: `${publicUrl}${page.path}`,
    image: `${publicUrl}${ogImagePath(page)}`,
    category: categoryById(product.category).name,
    brand: { "@type": "Brand", name: site.companyName },
    manufacturer: { "@id": `${publicUrl}/#organization` },
  };
}

export function documentHead({ meta, site, publicUrl, page }: HeadInput): string {
  const title = escapeHtml(pageTitle(meta.title, site.companyName));
  const description = escapeHtml(meta.description);
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}" />`];
  if (!page) {
    tags.push(`<meta name="robots" content="noindex" />`);
    return tags.join("\n    ");
  }
  const url = escapeHtml(`${publicUrl}${page.path}`);
  const image = escapeHtml(`${publicUrl}${ogImagePath(page)}`);
  const imageAlt = escapeHtml(`${page.name}, ${site.companyName}`);
  tags.push(
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.companyName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:type" content="${OG_IMAGE_TYPE}" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${imageAlt}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${imageAlt}" />`,
  );
  const data = structuredData(page, site, publicUrl, meta);
  if (data) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join("\n    ");
}
