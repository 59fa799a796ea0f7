import { describe, expect, it } from "vitest";
import { prevNext } from "../../e2e/publicPages.ts";
import { artUrl } from "../../client/assets/art.ts";
import { categories } from "./categories.ts";
import { categoryCopy, productOrder, products, type Product } from "./products.ts";

function text(p: Product): string {
  return JSON.stringify(p);
}

describe("product catalogue", () => {
  it("Prev/Next follow the table in SPEC section 2", () => {
    expect(prevNext).toHaveLength(10);
    for (const row of prevNext) {
      const p = products[row.page.slice(1) as keyof typeof products];
      expect(p, row.page).toBeDefined();
      expect(`/${p.prev}`, `${row.page} prev`).toBe(row.prev);
      expect(`/${p.next}`, `${row.page} next`).toBe(row.next);
    }
  });

  it("each category lists the products the spec gives it", () => {
    expect(categoryCopy.ferrous.products).toEqual(["stainless", "hms", "tyrewire"]);
    expect(categoryCopy.nonferrous.products).toEqual(["brassscrap", "copperwirescrap", "aluminiumscrap"]);
    expect(categoryCopy.tyre.products).toEqual(["rubbercrumb", "rubbergranules", "baledtyres", "tdf"]);
    expect(categories.map((c) => c.path)).toEqual(["/ferrousmetal", "/nonferrousmetal", "/tyrescrap"]);
    for (const slug of productOrder) expect(products[slug].slug).toBe(slug);
  });

  it("uses every product fact of SPEC sections 2 and 9", () => {
    const copper = text(products.copperwirescrap);
    for (const t of ["100% copper", "92% copper", "Copper with impurities"]) expect(copper).toContain(t);
    const aluminium = text(products.aluminiumscrap);
    for (const t of ["Used beverage cans", "Radiators", "Cast aluminium", "Taint/tabor", "Tense"]) expect(aluminium).toContain(t);
    const granules = products.rubbergranules;
    const applications = granules.sections.find((s) => s.heading === "Eight applications");
    expect(applications?.list).toHaveLength(8);
    for (const t of ["0-2 mm", "2-6 mm"]) expect(text(granules)).toContain(t);
    const crumb = text(products.rubbercrumb);
    for (const t of ["30 mesh", "24 mesh", "1-tonne bags", "50 kg bags", "loose"]) expect(crumb).toContain(t);
    const wire = text(products.tyrewire);
    for (const t of ["Low rubber content", "5% impurities", "High rubber content", "25% impurities"]) expect(wire).toContain(t);
    const stainless = text(products.stainless);
    for (const t of ["SS304", "18% chromium", "8% nickel", "SS316"]) expect(stainless).toContain(t);
    const tdf = text(products.tdf);
    for (const t of [
      "20 mm to 200 mm",
      "15,500 BTU per 0.45 kg",
      "290-340 °C",
      "650 °C",
      "Cement kilns",
      "Steel plants",
      "Waste-to-energy plants",
    ])
      expect(tdf).toContain(t);
    for (const slug of productOrder) expect(text(products[slug]), slug).toMatch(/bulk or by (the )?container/);
  });

  it("every picture the site uses has a URL (artUrl finds its file in client/assets/art) and alt text", () => {
    const used = [
      "logo",
      "home-slide-1",
      "home-slide-2",
      "home-slide-3",
      "about-banner",
      "contact-banner",
      ...categories.map((c) => c.cardArt),
      ...productOrder.flatMap((slug) => products[slug].slides.map((s) => s.art)),
    ];
    for (const name of used) expect(artUrl(name), `${name}.svg`).toMatch(/^data:image\/svg\+xml,|\.svg$/);
    for (const slug of productOrder) {
      expect(products[slug].slides).toHaveLength(2);
      for (const s of products[slug].slides) expect(s.alt.length, s.art).toBeGreaterThan(10);
    }
    for (const c of categories) expect(c.cardAlt.length).toBeGreaterThan(10);
  });

  it("gives every page its own title and description", () => {
    const titles = [...productOrder.map((s) => products[s].name), ...Object.values(categoryCopy).map((c) => c.title)];
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = [
      ...productOrder.map((s) => products[s].metaDescription),
      ...Object.values(categoryCopy).map((c) => c.metaDescription),
    ];
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const d of descriptions) expect(d.length).toBeLessThanOrEqual(200);
  });
});
