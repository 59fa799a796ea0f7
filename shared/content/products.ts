/**
 * Product copy for the three category pages and the ten product pages (SPEC sections 2 and 9).
 * Every product fact the customer gave is used here; the rest is written the way the trading desk
 * talks to a buyer or a supplier. Prev/Next follow the table in SPEC section 2 exactly.
 */
import type { CategoryId } from "./categories.ts";
import type { ProductSlug } from "./productSlugs.ts";

export { productOrder, productPath, type ProductSlug } from "./productSlugs.ts";

export interface Slide {
  art: string;
  alt: string;
}

/** A block of a product page: a heading with paragraphs, a list and/or a table of facts. */
export interface Section {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  ordered?: boolean;
  /** Label/value rows, shown as a definition table. */
  facts?: [string, string][];
}

export interface Product {
  slug: ProductSlug;
  category: CategoryId;
  name: string;
  /** Card text on the category page. */
  summary: string;
  /** First paragraph under the heading. */
  lead: string;
  metaDescription: string;
  slides: [Slide, Slide];
  sections: Section[];
  prev: ProductSlug;
  next: ProductSlug;
}

export interface CategoryCopy {
  id: CategoryId;
  heading: string;
  title: string;
  metaDescription: string;
  intro: string[];
  products: ProductSlug[];
  /** A closing note under the cards, optionally ending with a link. */
  note: string;
  noteLink?: { to: string; label: string };
}

export const categoryCopy: Record<CategoryId, CategoryCopy> = {
  ferrous: {
    id: "ferrous",
    heading: "Ferrous Metals",
    title: "Ferrous Metals: Stainless Steel, HMS 1 and 2, Tyre Wire",
    metaDescription:
      "Ferrous scrap bought and sold in the UAE: stainless steel 304 and 316, heavy melting steel HMS 1 and 2, and tyre wire with 5% or 25% rubber. Bulk or by container.",
    intro: [
      "Ferrous scrap is iron and steel. It is the heaviest part of what comes out of demolition sites, fabrication shops, workshops and tyre recycling plants, and it goes back into electric arc furnaces, induction furnaces and foundries.",
      "We buy from yards, contractors and factories across the UAE, sort each load to a recognised grade, and sell it to mills in bulk or by the container. Tell us the grade, the tonnage and where it is; we come back with a price.",
    ],
    products: ["stainless", "hms", "tyrewire"],
    note: "Mixed loads are welcome: we sort them in our yard and pay grade by grade.",
  },
  nonferrous: {
    id: "nonferrous",
    heading: "Non-Ferrous Metals",
    title: "Non-Ferrous Metals: Brass, Copper Wire and Aluminium Scrap",
    metaDescription:
      "Brass scrap, copper wire scrap (100% copper, 92% copper, copper with impurities) and aluminium scrap (UBC, radiators, cast, taint/tabor, tense) traded from the UAE.",
    intro: [
      "Non-ferrous metals carry no iron: copper, brass and aluminium. They do not rust, they are worth many times more per tonne than steel, and buyers pay for purity, so the sorting is where the value is made or lost.",
      "Every non-ferrous lot we handle is kept to one grade, weighed on a calibrated scale and photographed before it is loaded. Buyers receive the photos and the weight note with the shipping papers.",
    ],
    products: ["brassscrap", "copperwirescrap", "aluminiumscrap"],
    note: "Small quantities of copper and brass are bought too: bring them to the yard or",
    noteLink: { to: "/contact", label: "ask for a collection" },
  },
  tyre: {
    id: "tyre",
    heading: "Tyre Scrap",
    title: "Tyre Scrap: Rubber Crumb, Rubber Granules, Baled Tyres, TDF",
    metaDescription:
      "End-of-life tyre products from the UAE: rubber crumb (30 and 24 mesh), rubber granules (0-2 mm, 2-6 mm), baled tyres and tyre derived fuel (20-200 mm) for cement, steel and waste-to-energy plants.",
    intro: [
      "An end-of-life tyre is rubber, steel wire and textile cord. We sell it whole in bales, shredded into fuel chips, or ground down into granules and crumb with the steel and fibre taken out.",
      "Tyre derived fuel and baled tyres go to cement kilns, steel plants and waste-to-energy plants as an alternative fuel; granules and crumb go to surfacing, moulding and asphalt. Everything is sold in bulk or by the container.",
    ],
    products: ["rubbercrumb", "rubbergranules", "baledtyres", "tdf"],
    note: "The steel wire that comes out of the tyres is sold separately:",
    noteLink: { to: "/tyrewire", label: "Tyre Wire" },
  },
};

export const products: Record<ProductSlug, Product> = {
  stainless: {
    slug: "stainless",
    category: "ferrous",
    name: "Stainless Steel 304 and 316",
    summary: "SS304 (18% chromium, 8% nickel) and SS316 scrap: solids, sheet, pipe and turnings, kept grade by grade.",
    lead: "We buy and sell stainless steel scrap in two grades, SS304 and SS316, and keep them apart from the yard to the container. A load of mixed stainless is paid at the price of its lowest grade, so the sorting pays for itself.",
    metaDescription:
      "Stainless steel scrap SS304 (18% chromium, 8% nickel) and SS316, in solids, sheet, pipe and turnings, bought and sold in bulk or by container from the UAE.",
    slides: [
      { art: "stainless-1", alt: "Stacked stainless steel 304 and 316 sheets and offcuts" },
      { art: "stainless-2", alt: "A bundle of stainless steel scrap pipes" },
    ],
    sections: [
      {
        heading: "Grades",
        facts: [
          [
            "SS304",
            '18% chromium and 8% nickel, the "18/8" grade. Sinks, kitchen and catering equipment, food and dairy tanks, architectural sheet.',
          ],
          [
            "SS316",
            "The molybdenum-bearing grade, with more nickel than 304. Marine fittings, chemical and desalination plant, pump and valve bodies. Paid above 304.",
          ],
        ],
      },
      {
        heading: "What we take",
        list: [
          "Solids: plate and sheet offcuts, bar, flanges, fittings",
          "Pipe and tube, cut to length for loading",
          "Turnings, dry and free of oil, bought as a separate lot",
          "Dismantled tanks and equipment, with non-stainless parts removed",
        ],
      },
      {
        heading: "Before you send it",
        paragraphs: [
          "Keep 304 and 316 separate if you can; if you cannot, we sort them. Remove plastic, rubber, wood and any carbon-steel attachments. Magnetic stainless (the 400 series) is priced on its own and should not go in with 304 or 316.",
          "Stainless is sold in bulk or by the container, with the weight note and photos of the load sent to the buyer.",
        ],
      },
    ],
    prev: "tyrewire",
    next: "hms",
  },
  hms: {
    slug: "hms",
    category: "ferrous",
    name: "HMS 1 and 2",
    summary: "Heavy melting steel cut to charging-box size for electric arc and induction furnaces, HMS 1, HMS 2 or an agreed mix.",
    lead: "Heavy melting steel (HMS) is the main feed of electric arc and induction furnaces. We prepare it from structural steel, plate, demolition steel and workshop offcuts, cut to charging-box size, and sell HMS 1, HMS 2 or the two mixed in the ratio the mill asks for.",
    metaDescription:
      "Heavy melting steel scrap HMS 1 and HMS 2, cut to charging-box size for steel mills and foundries, sold in bulk or by container from the UAE.",
    slides: [
      { art: "hms-1", alt: "A heap of heavy melting steel beams and plates" },
      { art: "hms-2", alt: "A grab crane loading heavy melting steel into a shipping container" },
    ],
    sections: [
      {
        heading: "Grades",
        facts: [
          [
            "HMS 1",
            "Wrought iron and steel 6 mm (1/4 inch) thick and over. Beams, columns, plate, heavy sections. No galvanised material.",
          ],
          [
            "HMS 2",
            "Wrought iron and steel, black and galvanised, 3 mm (1/8 inch) thick and over. Lighter sections, sheet and mixed structural steel.",
          ],
          ["HMS 1 and 2 mix", "The two grades together in an agreed ratio; 80:20 is the most common contract."],
        ],
      },
      {
        heading: "Preparation",
        paragraphs: [
          "Pieces are cut to a maximum of about 1.5 m by 0.6 m so they go into the furnace charging box without further work. We torch-cut and shear on site.",
          "The load is kept free of non-ferrous metal, cast iron, sealed or pressurised containers, tin plate, concrete, soil and excessive rust. We check every container before it is sealed.",
        ],
      },
      {
        heading: "Supply",
        paragraphs: ["HMS is sold in bulk or by the container. Tell us the grade, the tonnage per month and the destination port."],
      },
    ],
    prev: "stainless",
    next: "tyrewire",
  },
  tyrewire: {
    slug: "tyrewire",
    category: "ferrous",
    name: "Tyre Wire",
    summary: "High-carbon steel wire from shredded tyres: low rubber content (5% impurities) or high rubber content (25%).",
    lead: "Tyre wire is the bead and belt wire that comes out when tyres are shredded and granulated. It is high-carbon steel and melts well once the rubber is off, so it is priced by how much rubber and textile is still on it.",
    metaDescription:
      "Tyre wire scrap from tyre recycling: low rubber content with 5% impurities or high rubber content with 25%, sold loose or baled, in bulk or by container.",
    slides: [
      { art: "tyrewire-1", alt: "Steel tyre wire compressed into bundles" },
      { art: "tyrewire-2", alt: "A tangled heap of steel tyre wire" },
    ],
    sections: [
      {
        heading: "Grades",
        facts: [
          ["Low rubber content", "5% impurities (rubber and textile). Goes straight into the furnace; the grade most mills ask for."],
          ["High rubber content", "25% impurities. Priced lower; suits buyers who can take the extra rubber or clean the wire further."],
        ],
      },
      {
        heading: "Packing and use",
        paragraphs: [
          "Tyre wire is supplied loose or pressed into bales, in bulk or by the container. It is bought by steel mills and foundries as melting scrap.",
          "Each lot is sold on its stated impurity level. If you produce tyre wire, send us a photo and the monthly tonnage and we will grade it with you.",
        ],
      },
    ],
    prev: "hms",
    next: "stainless",
  },
  brassscrap: {
    slug: "brassscrap",
    category: "nonferrous",
    name: "Brass Scrap",
    summary: "Yellow brass solids, plumbing fittings, valves and dry turnings, sorted and free of iron.",
    lead: "Brass is copper and zinc, and its price follows copper. We buy yellow brass from plumbing contractors, valve and fitting makers, machine shops and demolition, sort it, take the iron off, and sell it to smelters and foundries.",
    metaDescription:
      "Brass scrap bought and sold from the UAE: yellow brass solids, plumbing fittings, valves and dry brass turnings, free of iron, in bulk or by container.",
    slides: [
      { art: "brassscrap-1", alt: "Yellow brass valves, elbows, tees and fittings" },
      { art: "brassscrap-2", alt: "A heap of yellow brass scrap fittings" },
    ],
    sections: [
      {
        heading: "What we take",
        list: [
          "Yellow brass solids: fittings, valves, taps, castings",
          "Honey: mixed clean yellow brass scrap",
          "Brass turnings and borings from machine shops, dry and free of oil",
          "Brass with iron or plastic attachments, bought at a lower price and cleaned by us",
        ],
      },
      {
        heading: "Sorting",
        paragraphs: [
          "Red brass and bronze are kept out of yellow brass and priced separately. Chrome- and nickel-plated pieces are sorted out, and steel screws, handles and inserts are removed before the brass is weighed for sale.",
          "Brass is sold in bulk or by the container, with photos and the weight note going to the buyer.",
        ],
      },
    ],
    prev: "aluminiumscrap",
    next: "copperwirescrap",
  },
  copperwirescrap: {
    slug: "copperwirescrap",
    category: "nonferrous",
    name: "Copper Wire Scrap",
    summary: "Three grades: 100% copper, 92% copper and copper with impurities.",
    lead: "Copper wire scrap comes from cable installers, electrical contractors, motor rewinding shops and demolition. We trade it in three grades and price each on the copper that will come out of it.",
    metaDescription:
      "Copper wire scrap in three grades: 100% copper, 92% copper and copper with impurities. Bought from UAE contractors and sold in bulk or by container.",
    slides: [
      { art: "copperwirescrap-1", alt: "Coils of bright copper wire scrap" },
      { art: "copperwirescrap-2", alt: "Stripped bright copper wire and cable ends" },
    ],
    sections: [
      {
        heading: "Types",
        facts: [
          ["100% copper", "Bare, bright, unalloyed wire: no insulation, no coating, no solder, no oxidation. The top grade."],
          ["92% copper", "Clean wire with some oxidation, tinning or light coating; yields about 92% copper when melted."],
          [
            "Copper with impurities",
            "Wire with insulation residue, burnt wire, or wire with fittings and other metals attached. Priced on the copper recovered.",
          ],
        ],
      },
      {
        heading: "Before you send it",
        paragraphs: [
          "Strip insulated cable if you can; if not, tell us the cable type and we will quote for it as it is. Keep the grades in separate bags or bundles: one burnt coil in a bag of bright wire brings the whole bag down a grade.",
          "Copper wire scrap is sold in bulk or by the container.",
        ],
      },
    ],
    prev: "brassscrap",
    next: "aluminiumscrap",
  },
  aluminiumscrap: {
    slug: "aluminiumscrap",
    category: "nonferrous",
    name: "Aluminium Scrap",
    summary: "Used beverage cans, radiators, cast aluminium, taint/tabor and tense, each sold as its own grade.",
    lead: "Aluminium scrap is sold by grade, because a smelter making can stock wants a different metal from one making castings. We sort what we buy into the five grades below and sell each on its own.",
    metaDescription:
      "Aluminium scrap from the UAE by grade: used beverage cans (UBC), radiators, cast aluminium, taint/tabor and tense. Bulk or by container.",
    slides: [
      { art: "aluminiumscrap-1", alt: "Baled used aluminium beverage cans" },
      { art: "aluminiumscrap-2", alt: "Aluminium radiators, alloy wheels and cast aluminium parts" },
    ],
    sections: [
      {
        heading: "Types",
        facts: [
          ["Used beverage cans", "Empty, dry aluminium cans, loose or baled. No steel cans, no plastic, no liquid."],
          ["Radiators", "Aluminium radiators, with plastic tanks and iron brackets removed, kept apart from copper-aluminium radiators."],
          ["Cast aluminium", "Cast parts such as housings, pump and engine parts, free of iron inserts, oil and dirt."],
          ["Taint/tabor", "Clean mixed old alloy sheet: offcuts, panels and sheet, free of foil, plastic and iron."],
          ["Tense", "Mixed aluminium castings, clean and free of iron, brass bushings and non-metallic material."],
        ],
      },
      {
        heading: "Supply",
        paragraphs: [
          "Every grade is weighed and photographed separately and sold in bulk or by the container. Mixed aluminium is bought too and sorted in our yard.",
        ],
      },
    ],
    prev: "copperwirescrap",
    next: "brassscrap",
  },
  rubbercrumb: {
    slug: "rubbercrumb",
    category: "tyre",
    name: "Rubber Crumb",
    summary: "Fine crumb ground from tyre rubber, in 30 and 24 mesh, in 1-tonne bags, 50 kg bags or loose.",
    lead: "Rubber crumb is tyre rubber ground to a fine powder after the steel wire and textile have been taken out. It is the finest product that comes out of tyre recycling and it goes into asphalt, moulded products and rubber compounding.",
    metaDescription:
      "Rubber crumb from end-of-life tyres in 30 mesh and 24 mesh, packed in 1-tonne bags, 50 kg bags or loose, sold in bulk or by container from the UAE.",
    slides: [
      { art: "rubbercrumb-1", alt: "A heap of fine black rubber crumb, with a close-up of the crumb" },
      { art: "rubbercrumb-2", alt: "Rubber crumb in 1-tonne bulk bags and 50 kg bags" },
    ],
    sections: [
      {
        heading: "Specification",
        facts: [
          ["Mesh sizes", "30 mesh (about 0.6 mm) and 24 mesh (about 0.7 mm)"],
          ["Source", "Tyre rubber, with steel wire and textile removed"],
          ["Packing", "1-tonne bags, 50 kg bags or loose"],
          ["Supply", "In bulk or by the container"],
        ],
      },
      {
        heading: "Uses",
        list: [
          "Rubber-modified asphalt and bitumen",
          "Moulded rubber products and mats",
          "Compounding with new rubber",
          "Sealants, coatings and adhesives",
        ],
      },
    ],
    prev: "tdf",
    next: "rubbergranules",
  },
  rubbergranules: {
    slug: "rubbergranules",
    category: "tyre",
    name: "Rubber Granules",
    summary: "Tyre rubber granules in two sizes, 0-2 mm and 2-6 mm, for surfacing, moulding and infill.",
    lead: "Rubber granules are tyre rubber cut and ground into small, even pieces, with the steel wire and textile removed. We supply two size ranges, 0-2 mm and 2-6 mm, screened so the size you order is the size you get.",
    metaDescription:
      "Rubber granules from recycled tyres in 0-2 mm and 2-6 mm for sports surfaces, playgrounds, mats, moulded products and asphalt. Bulk or by container from the UAE.",
    slides: [
      { art: "rubbergranules-1", alt: "Two heaps of rubber granules: fine 0-2 mm and coarser 2-6 mm" },
      { art: "rubbergranules-2", alt: "Rubber granule safety surfacing on a playground and a running track" },
    ],
    sections: [
      {
        heading: "Sizes",
        facts: [
          ["0-2 mm", "Fine granules for bound surfaces, moulded products and asphalt."],
          ["2-6 mm", "Coarse granules for infill, loose-fill safety surfacing and base layers."],
        ],
      },
      {
        heading: "Eight applications",
        ordered: true,
        list: [
          "Infill for artificial grass football and sports pitches",
          "Poured and tiled safety surfacing for playgrounds",
          "Running tracks and multi-sport courts",
          "Gym, stable and anti-fatigue mats",
          "Moulded products: speed bumps, wheel stops, kerbs and tiles",
          "Rubber-modified asphalt for roads",
          "Footing for equestrian arenas",
          "Sound and vibration insulation under floors",
        ],
      },
      {
        heading: "Supply",
        paragraphs: ["Granules are packed in big bags or smaller bags and sold in bulk or by the container."],
      },
    ],
    prev: "rubbercrumb",
    next: "baledtyres",
  },
  baledtyres: {
    slug: "baledtyres",
    category: "tyre",
    name: "Baled Tyres",
    summary: "Whole end-of-life tyres pressed into tied bales: dense, stackable and quick to load.",
    lead: "Baled tyres are whole end-of-life tyres compressed in a baling press and tied with steel wire. A bale takes a fraction of the space of loose tyres, stacks cleanly, and loads into a container with a forklift instead of by hand.",
    metaDescription:
      "Baled end-of-life tyres from the UAE for tyre recycling plants, pyrolysis and cement kilns, and civil engineering. Sold in bulk or by container.",
    slides: [
      { art: "baledtyres-1", alt: "Compressed tyre bales stacked in a yard" },
      { art: "baledtyres-2", alt: "A forklift loading tyre bales into a shipping container" },
    ],
    sections: [
      {
        heading: "Who buys them",
        list: [
          "Tyre recycling plants, as feed for shredders and granulators",
          "Pyrolysis plants",
          "Cement kilns and other plants that burn whole tyres as alternative fuel",
          "Civil engineering: embankments, erosion control and drainage layers",
        ],
      },
      {
        heading: "Supply",
        paragraphs: [
          "Bales are made from car and light-truck tyres. Bale weight and the number of bales per container are confirmed with each offer, together with photos of the bales for that shipment.",
          "Baled tyres are sold in bulk or by the container.",
        ],
      },
    ],
    prev: "rubbergranules",
    next: "tdf",
  },
  tdf: {
    slug: "tdf",
    category: "tyre",
    name: "Tyre Derived Fuel (TDF)",
    summary: "Tyres shredded to 20-200 mm chips: about 15,500 BTU per 0.45 kg, for cement, steel and waste-to-energy plants.",
    lead: "Tyre derived fuel (TDF) is end-of-life tyres shredded into chips and used in place of part of the coal or petcoke in cement kilns, steel plants and waste-to-energy plants. It burns hot and evenly, and it turns a waste into a fuel.",
    metaDescription:
      "Tyre derived fuel (TDF): tyre shreds from 20 mm to 200 mm, about 15,500 BTU per 0.45 kg, flashpoint 290-340 °C, for cement, steel and waste-to-energy plants.",
    slides: [
      { art: "tdf-1", alt: "A heap of tyre shreds, 20 to 200 mm" },
      { art: "tdf-2", alt: "Tyre derived fuel feeding the flame of a cement kiln" },
    ],
    sections: [
      {
        heading: "Specification",
        facts: [
          ["Shred size", "20 mm to 200 mm, cut to the size your feeding system takes"],
          ["Heat value", "About 15,500 BTU per 0.45 kg (one pound)"],
          ["Flashpoint", "290-340 °C"],
          ["Complete combustion", "Around 650 °C"],
        ],
      },
      {
        heading: "Who uses it",
        list: ["Cement kilns", "Steel plants", "Waste-to-energy plants"],
        paragraphs: [
          "TDF is sold in bulk or by the container. Tell us the chip size your feeder takes and the monthly tonnage, and we will send a sample.",
        ],
      },
    ],
    prev: "baledtyres",
    next: "rubbercrumb",
  },
};
