/**
 * The public site as crawlers, link previews and phones see it: HTML fetched without running any
 * script, the head of every public page, robots.txt and the sitemap, the 404, and the hydrated
 * page in Chromium. The server runs with its own SITE_* and PUBLIC_URL settings, so what is
 * checked here comes from the server's configuration at request time, not from the build.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { collectPageErrors, describeE2E, PHONE, startHarness, waitForHydration, type Harness } from "./harness.ts";
import { publicPages } from "./publicPages.ts";

const SITE = {
  SITE_COMPANY_NAME: "Hamriyah Scrap & Tyre LLC",
  SITE_ADDRESS: "Warehouse 9, Hamriyah Free Zone, Sharjah, United Arab Emirates",
  SITE_PHONE: "+971 6 526 0000",
  SITE_GENERAL_EMAIL: "hello@hamriyah-scrap.example",
  SITE_SALES_EMAIL: "trade@hamriyah-scrap.example",
  PUBLIC_URL: "https://www.hamriyah-scrap.example",
};
const html = (s: string) => s.replace(/&/g, "&amp;");

describeE2E("server-rendered public site", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env: SITE });
  });
  afterAll(async () => {
    await h?.stop();
  });

  const raw = async (path: string) => {
    const response = await fetch(h.url(path));
    return { response, text: await response.text() };
  };
  const meta = (text: string, attr: "name" | "property", key: string) =>
    new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(text)?.[1];

  it("answers every public route with its page in the HTML: header, heading, copy, footer with the configured details", async () => {
    for (const p of publicPages) {
      const { response, text } = await raw(p.path);
      expect(response.status, p.path).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const body = text.slice(text.indexOf('<div id="root">'));
      expect(body, p.path).toMatch(new RegExp(`<h1[^>]*>${p.heading.replace(/[()]/g, "\\$&")}</h1>`));
      expect(body).toContain('<header class="site-header">');
      expect(body).toContain(`<p class="site-footer__company">${html(SITE.SITE_COMPANY_NAME)}</p>`);
      expect(body).toContain(SITE.SITE_ADDRESS);
      expect(body).toContain(`href="mailto:${SITE.SITE_GENERAL_EMAIL}"`);
      expect(body).toContain('href="tel:+97165260000"');
    }
    // Product facts and the contact page's details are in the HTML too.
    expect((await raw("/tdf")).text).toContain("15,500 BTU");
    const contact = (await raw("/contact")).text;
    expect(contact).toContain(`href="mailto:${SITE.SITE_SALES_EMAIL}"`);
    expect(contact).toContain("<form");
  });

  it("gives every public page its own title, description, absolute canonical URL and link-preview tags with a 1200x630 picture", async () => {
    const page = await h.newPage();
    const titles = new Set<string>();
    for (const p of publicPages) {
      const { text } = await raw(p.path);
      const title = /<title>([^<]*)<\/title>/.exec(text)![1];
      expect(title, p.path).toMatch(/ \| Hamriyah Scrap &amp; Tyre LLC$/);
      titles.add(title);
      expect(meta(text, "name", "description")!.length).toBeGreaterThan(50);
      expect(text).toContain(`<link rel="canonical" href="${SITE.PUBLIC_URL}${p.path}" />`);
      expect(meta(text, "property", "og:url")).toBe(`${SITE.PUBLIC_URL}${p.path}`);
      expect(meta(text, "property", "og:title")).toBe(title);
      expect(meta(text, "property", "og:description")).toBe(meta(text, "name", "description"));
      expect(meta(text, "name", "twitter:card")).toBe("summary_large_image");
      const image = meta(text, "property", "og:image")!;
      expect(meta(text, "name", "twitter:image")).toBe(image);
      expect(image.startsWith(`${SITE.PUBLIC_URL}/og/`)).toBe(true);
      // The picture is served by this server as a raster image of at least 1200x630.
      const local = h.url(new URL(image).pathname);
      const picture = await fetch(local);
      expect(picture.status, image).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/jpeg");
      await page.goto(local);
      const size = await page.evaluate(() => [document.images[0].naturalWidth, document.images[0].naturalHeight]);
      expect(size[0]).toBeGreaterThanOrEqual(1200);
      expect(size[1]).toBeGreaterThanOrEqual(630);
      expect(text).not.toContain('name="robots"');
    }
    expect(titles.size).toBe(publicPages.length);
  });

  it("describes the company on the home page and the product on product pages (schema.org JSON-LD)", async () => {
    const ld = (text: string) => JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(text)![1]);
    const company = ld((await raw("/")).text);
    expect(company).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: SITE.SITE_COMPANY_NAME,
      url: `${SITE.PUBLIC_URL}/`,
      telephone: SITE.SITE_PHONE,
      email: SITE.SITE_GENERAL_EMAIL,
      address: { "@type": "PostalAddress", streetAddress: SITE.SITE_ADDRESS },
    });
    expect((await fetch(h.url(new URL(company.logo).pathname))).headers.get("content-type")).toBe("image/png");
    const tdf = ld((await raw("/tdf")).text);
    expect(tdf).toMatchObject({
      "@type": "Product",
      name: "Tyre Derived Fuel (TDF)",
      url: `${SITE.PUBLIC_URL}/tdf`,
      category: "Tyre Scrap",
    });
    expect(tdf.description).toContain("15,500 BTU");
  });

  it("serves other spellings of a route with a canonical link to the lower-case one", async () => {
    for (const [path, canonical, heading] of [
      ["/Tyrescrap", "/tyrescrap", "Tyre Scrap"],
      ["/About", "/about", "About us"],
      ["/Contact", "/contact", "Get In Touch"],
      ["/TDF", "/tdf", "Tyre Derived Fuel (TDF)"],
    ]) {
      const { response, text } = await raw(path);
      expect(response.status).toBe(200);
      expect(text).toContain(`<link rel="canonical" href="${SITE.PUBLIC_URL}${canonical}" />`);
      expect(text).toContain(`>${heading}</h1>`);
    }
  });

  it("answers an unknown path with 404 and the site's not-found page, kept out of the index", async () => {
    const { response, text } = await raw("/no-such-page");
    expect(response.status).toBe(404);
    expect(text).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(text).toContain('<header class="site-header">');
    expect(text).toContain('<meta name="robots" content="noindex" />');
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("marks the signed-in screens and account forms noindex (they render in the browser)", async () => {
    for (const path of ["/login", "/signup", "/dashboard", "/dashboard1", "/add-lot", "/lot-details", "/add-supplier"]) {
      const { response, text } = await raw(path);
      expect(response.status, path).toBe(200);
      expect(text).toContain('<meta name="robots" content="noindex" />');
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(text).toContain('<div id="root"></div>');
    }
  });

  it("serves robots.txt pointing to the sitemap, and a sitemap of the public pages only", async () => {
    const robots = await fetch(h.url("/robots.txt"));
    expect(robots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toContain(`Sitemap: ${SITE.PUBLIC_URL}/sitemap.xml`);
    const sitemap = await (await fetch(h.url("/sitemap.xml"))).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    expect(locs).toEqual(publicPages.map((p) => `${SITE.PUBLIC_URL}${p.path}`).sort());
  });

  it("puts no inline code in the pages: only script files and JSON data elements, no event-handler or style attributes", async () => {
    for (const path of ["/", "/tdf", "/contact", "/about", "/tyrescrap", "/no-such-page", "/login"]) {
      const { text } = await raw(path);
      for (const tag of text.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag, path).toMatch(/\bsrc="|type="application\/(ld\+)?json"/);
      }
      expect(text, path).not.toMatch(/<[^>]+\son[a-z]+=/i);
      expect(text, path).not.toMatch(/<[^>]+\sstyle="/i);
      expect(text, path).not.toMatch(/<style\b/i);
    }
  });

  it("shows the page to a browser without JavaScript", async () => {
    const page = await h.newPage({ javaScriptEnabled: false });
    await page.goto(h.url("/rubbergranules"));
    expect(await page.locator("h1").textContent()).toBe("Rubber Granules");
    expect(await page.locator(".site-footer address").textContent()).toContain(SITE.SITE_ADDRESS);
    expect(await page.title()).toBe(`Rubber Granules | ${SITE.SITE_COMPANY_NAME}`);
  });

  it("lays the page out the same before its scripts run as after (no shift when they arrive)", async () => {
    for (const path of ["/", "/tdf", "/contact", "/tyrescrap", "/about"]) {
      const boxes: number[][] = [];
      for (const javaScriptEnabled of [false, true]) {
        const page = await h.newPage({ javaScriptEnabled, viewport: PHONE });
        await page.goto(h.url(path), { waitUntil: "networkidle" });
        boxes.push(
          await page.evaluate(() =>
            [...document.querySelectorAll("main > *, main > * > *, footer")].map((e) => Math.round(e.getBoundingClientRect().top)),
          ),
        );
        await page.context().close();
      }
      expect(boxes[1], path).toEqual(boxes[0]);
    }
  });

  it("hydrates every public page without a console error, and the page then responds", async () => {
    for (const p of publicPages) {
      const page = await h.newPage();
      const errors = collectPageErrors(page);
      const scripts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(h.url(p.path), { waitUntil: "networkidle" });
      await waitForHydration(page);
      const products = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" });
      await products.click();
      expect(await products.getAttribute("aria-expanded")).toBe("true");
      expect(await page.title()).toBe(`${/<title>([^<]*)<\/title>/.exec((await raw(p.path)).text)![1].replace(/&amp;/g, "&")}`);
      expect(errors, p.path).toEqual([]);
      // No statement (jsPDF) or trading code on a public page.
      expect(
        scripts.filter((s) => /jspdf|autotable|html2canvas|statementPdf|purify|Lots?Page|Dashboard|Profile/i.test(s)),
        p.path,
      ).toEqual([]);
      await page.context().close();
    }
  });
});
