/**
 * The three product categories, as the navigation bar, the footer and the home page cards show
 * them. Kept apart from the product copy (products.ts) so that the home page does not load it.
 */
export type CategoryId = "ferrous" | "nonferrous" | "tyre";

export interface CategorySummary {
  id: CategoryId;
  /** Canonical lower-case path (footer). */
  path: string;
  /** Path as the navigation bar writes it (SPEC section 2: /Tyrescrap). */
  navPath: string;
  name: string;
  navLabel: string;
  cardArt: string;
  cardAlt: string;
  cardText: string;
}

export const categories: readonly CategorySummary[] = [
  {
    id: "ferrous",
    path: "/ferrousmetal",
    navPath: "/ferrousmetal",
    name: "Ferrous Metals",
    navLabel: "Ferrous Metals",
    cardArt: "card-ferrous",
    cardAlt: "A heap of rusty steel beams, plates and pipes",
    cardText: "Stainless steel 304 and 316, heavy melting steel (HMS 1 and 2) and steel wire recovered from tyres.",
  },
  {
    id: "nonferrous",
    path: "/nonferrousmetal",
    navPath: "/nonferrousmetal",
    name: "Non-Ferrous Metals",
    navLabel: "Non-Ferrous Metals",
    cardArt: "card-nonferrous",
    cardAlt: "A copper wire coil, a brass valve and baled aluminium cans",
    cardText: "Brass scrap, copper wire from 100% bare bright to wire with impurities, and aluminium scrap by grade.",
  },
  {
    id: "tyre",
    path: "/tyrescrap",
    navPath: "/Tyrescrap",
    name: "Tyre Scrap",
    navLabel: "Tyre Scrap",
    cardArt: "card-tyre",
    cardAlt: "Stacks of used tyres",
    cardText: "Rubber crumb, rubber granules, baled tyres and tyre derived fuel for cement, steel and waste-to-energy plants.",
  },
];

export function categoryById(id: CategoryId): CategorySummary {
  const c = categories.find((x) => x.id === id);
  if (!c) throw new Error(`Unknown category ${id}`);
  return c;
}
