/** The ten product pages, in catalogue order (kept apart from their copy so the router stays small). */
export type ProductSlug =
  | "stainless"
  | "hms"
  | "tyrewire"
  | "brassscrap"
  | "copperwirescrap"
  | "aluminiumscrap"
  | "rubbercrumb"
  | "rubbergranules"
  | "baledtyres"
  | "tdf";

export const productOrder: readonly ProductSlug[] = [
  "stainless",
  "hms",
  "tyrewire",
  "brassscrap",
  "copperwirescrap",
  "aluminiumscrap",
  "rubbercrumb",
  "rubbergranules",
  "baledtyres",
  "tdf",
];

export function productPath(slug: ProductSlug): string {
  return `/${slug}`;
}
