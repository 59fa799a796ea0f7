/** Every public page with the heading it must show (SPEC section 2). */
export const publicPages: { path: string; heading: string }[] = [
  { path: "/", heading: "Scrap metal and tyre recycling in the UAE" },
  { path: "/about", heading: "About us" },
  { path: "/contact", heading: "Get In Touch" },
  { path: "/ferrousmetal", heading: "Ferrous Metals" },
  { path: "/nonferrousmetal", heading: "Non-Ferrous Metals" },
  { path: "/tyrescrap", heading: "Tyre Scrap" },
  { path: "/stainless", heading: "Stainless Steel 304 and 316" },
  { path: "/hms", heading: "HMS 1 and 2" },
  { path: "/tyrewire", heading: "Tyre Wire" },
  { path: "/brassscrap", heading: "Brass Scrap" },
  { path: "/copperwirescrap", heading: "Copper Wire Scrap" },
  { path: "/aluminiumscrap", heading: "Aluminium Scrap" },
  { path: "/rubbercrumb", heading: "Rubber Crumb" },
  { path: "/rubbergranules", heading: "Rubber Granules" },
  { path: "/baledtyres", heading: "Baled Tyres" },
  { path: "/tdf", heading: "Tyre Derived Fuel (TDF)" },
];

/** SPEC section 2, the Prev/Next table, copied as written. */
export const prevNext: { page: string; prev: string; next: string }[] = [
  { page: "/stainless", prev: "/tyrewire", next: "/hms" },
  { page: "/hms", prev: "/stainless", next: "/tyrewire" },
  { page: "/tyrewire", prev: "/hms", next: "/stainless" },
  { page: "/brassscrap", prev: "/aluminiumscrap", next: "/copperwirescrap" },
  { page: "/copperwirescrap", prev: "/brassscrap", next: "/aluminiumscrap" },
  { page: "/aluminiumscrap", prev: "/copperwirescrap", next: "/brassscrap" },
  { page: "/rubbercrumb", prev: "/tdf", next: "/rubbergranules" },
  { page: "/rubbergranules", prev: "/rubbercrumb", next: "/baledtyres" },
  { page: "/baledtyres", prev: "/rubbergranules", next: "/tdf" },
  { page: "/tdf", prev: "/baledtyres", next: "/rubbercrumb" },
];
