/**
 * The public pages of SPEC section 2 under their canonical (lower-case) paths: what the server
 * renders as HTML, what the sitemap lists, and what the link-preview pictures show
 * (scripts/ogImages.ts draws one per page into client/public/og/).
 */
import { categories } from "./content/categories.ts";
import { productOrder, productPath, products, type ProductSlug } from "./content/products.ts";

export interface PublicPage {
  /** Canonical path: lower case, as the footer links it. */
  path: string;
  /** The page's heading, written on its link-preview picture. */
  name: string;
  /** The drawing (client/assets/art) its picture is made from. */
  art: string;
  /** Set on the ten product pages. */
  product?: ProductSlug;
}

export const publicPages: readonly PublicPage[] = [
  { path: "/", name: "Scrap metal and tyre recycling in the UAE", art: "home-slide-1" },
  { path: "/about", name: "About us", art: "about-banner" },
  { path: "/contact", name: "Get In Touch", art: "contact-banner" },
  ...categories.map((c) => ({ path: c.path, name: c.name, art: c.cardArt })),
  ...productOrder.map((slug) => ({ path: productPath(slug), name: products[slug].name, art: products[slug].slides[0].art, product: slug })),
];

/** The public page a path names, in any letter case (routes match case-insensitively). */
export function publicPageFor(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "").toLowerCase() : pathname;
  return publicPages.find((p) => p.path === path);
}

/** Size of the link-preview pictures (Open Graph and Twitter large cards want 1200x630). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** Where a page's link-preview picture is served (client/public/og/<name>.jpg). */
export function ogImagePath(page: PublicPage): string {
  return `/og/${page.path === "/" ? "home" : page.path.slice(1)}.jpg`;
}

export const OG_IMAGE_TYPE = "image/jpeg";

/** The company's logo as a raster picture (schema.org logo), drawn with the previews. */
export const LOGO_IMAGE_PATH = "/og/logo.png";
