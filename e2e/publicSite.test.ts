import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { collectPageErrors, describeE2E, DESKTOP, PHONE, repoRoot, startHarness, waitForHydration, type Harness } from "./harness.ts";
import { prevNext, publicPages } from "./publicPages.ts";

/** The page's heading, once the page is live (the server's HTML shows it before the page responds). */
async function h1(page: Page): Promise<string> {
  const heading = page.locator("h1").first();
  await heading.waitFor();
  await waitForHydration(page);
  return (await heading.textContent())!.trim();
}

/** Waits until the page's first h1 reads `text` (client-side navigation renders a moment after the URL changes). */
async function expectH1(page: Page, text: string, message?: string): Promise<void> {
  await expect.poll(() => h1(page), { message }).toBe(text);
}

describeE2E("public website", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("every public route renders its heading, its own title and description, header and footer, without errors", async () => {
    const page = await h.newPage();
    const errors = collectPageErrors(page);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const p of publicPages) {
      const response = await page.goto(h.url(p.path));
      // Served under the strict policy (no inline script): any violation would be a console error below.
      expect(response?.headers()["content-security-policy"], p.path).toContain("script-src 'self';");
      await expectH1(page, p.heading, p.path);
      await expect.poll(() => page.title(), { message: `${p.path} title` }).toMatch(/ \| Gulf Recycling Traders$/);
      titles.add(await page.title());
      descriptions.add((await page.locator('meta[name="description"]').getAttribute("content"))!);
      expect(await page.locator("header.site-header").count()).toBe(1);
      await page.locator(".site-footer__company").waitFor();
    }
    expect(titles.size).toBe(publicPages.length);
    expect(descriptions.size).toBe(publicPages.length);
    expect(errors).toEqual([]);
  });

  it("matches routes case-insensitively (the bar links to /About, /Tyrescrap and /Contact)", async () => {
    const page = await h.newPage();
    for (const [p, heading] of [
      ["/About", "About us"],
      ["/Tyrescrap", "Tyre Scrap"],
      ["/Contact", "Get In Touch"],
      ["/FERROUSMETAL", "Ferrous Metals"],
      ["/Stainless", "Stainless Steel 304 and 316"],
    ]) {
      await page.goto(h.url(p));
      await expectH1(page, heading, p);
    }
  });

  it("follows the navigation bar and the footer links", async () => {
    const page = await h.newPage();
    await page.goto(h.url("/"));
    await h1(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About us" }).click();
    await page.waitForURL("**/About");
    await expectH1(page, "About us");
    // Keyboard and screen-reader users continue at the new page's content.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    await nav.getByRole("button", { name: "Products" }).click();
    await nav.getByRole("link", { name: "Tyre Scrap" }).click();
    await page.waitForURL("**/Tyrescrap");
    await expectH1(page, "Tyre Scrap");
    await nav.getByRole("link", { name: "Contact Us" }).click();
    await page.waitForURL("**/Contact");
    await expectH1(page, "Get In Touch");

    const footer = page.getByRole("contentinfo");
    const hrefs = await footer.locator("nav a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/about", "/contact", "/ferrousmetal", "/nonferrousmetal", "/tyrescrap"]);
    await footer.getByRole("link", { name: "Non-Ferrous Metals" }).click();
    await page.waitForURL("**/nonferrousmetal");
    await expectH1(page, "Non-Ferrous Metals");
    await expect.poll(() => footer.locator("address").textContent()).toContain("Sharjah");
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
  });

  it("category cards lead to their product pages", async () => {
    const page = await h.newPage();
    const expected: Record<string, string[]> = {
      "/ferrousmetal": ["/stainless", "/hms", "/tyrewire"],
      "/nonferrousmetal": ["/brassscrap", "/copperwirescrap", "/aluminiumscrap"],
      "/tyrescrap": ["/rubbercrumb", "/rubbergranules", "/baledtyres", "/tdf"],
    };
    for (const [category, items] of Object.entries(expected)) {
      await page.goto(h.url(category));
      await h1(page);
      expect(await page.locator(".card__link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(items);
    }
    await page.goto(h.url("/ferrousmetal"));
    await page.locator(".card", { hasText: "HMS 1 and 2" }).click({ position: { x: 40, y: 40 } }); // the picture: the whole card is the link
    await page.waitForURL((u) => u.pathname === "/hms");
    await expectH1(page, "HMS 1 and 2");
  });

  it("every Prev/Next link goes where the SPEC table says", async () => {
    const page = await h.newPage();
    for (const row of prevNext) {
      for (const dir of ["prev", "next"] as const) {
        await page.goto(h.url(row.page));
        await h1(page);
        await page.locator(`.prev-next a[rel="${dir}"]`).click();
        await page.waitForURL((u) => u.pathname === row[dir]);
        const target = publicPages.find((p) => p.path === row[dir])!;
        await expectH1(page, target.heading, `${row.page} ${dir}`);
      }
    }
  });

  it("each product page has a two-slide carousel and an Enquire Us button to /contact", async () => {
    const page = await h.newPage();
    for (const row of prevNext) {
      await page.goto(h.url(row.page));
      await h1(page);
      expect(await page.locator('[aria-roledescription="slide"]').count(), row.page).toBe(2);
      const enquire = page.getByRole("link", { name: "Enquire Us" });
      expect(await enquire.getAttribute("href")).toBe("/contact");
    }
    await page.getByRole("link", { name: "Enquire Us" }).click();
    await page.waitForURL((u) => u.pathname === "/contact");
    await expectH1(page, "Get In Touch");
    expect(await page.getByLabel("Message").inputValue()).toBe("Enquiry about Tyre Derived Fuel (TDF): ");
  });

  it("the home page shows 3 slides, the products, the reasons and the four steps", async () => {
    const page = await h.newPage();
    await page.goto(h.url("/"));
    await h1(page);
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(3);
    expect(
      await page.locator("#home-products ~ .card-grid .card__link").evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
    ).toEqual(["/ferrousmetal", "/nonferrousmetal", "/tyrescrap"]);
    expect(await page.locator(".reason h3").allTextContents()).toEqual(["Quick Response", "Experienced"]);
    expect(await page.locator(".step h3").allTextContents()).toEqual([
      "Collection and Transportation",
      "Sorting",
      "Shredding or Baling",
      "Transportation",
    ]);
    // Every picture arrives (no broken image), once scrolled into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.scrollTo(0, 0));
    const pictures = page.locator("img:not([aria-hidden])");
    await expect
      .poll(() =>
        pictures.evaluateAll((imgs) =>
          (imgs as HTMLImageElement[])
            .filter((i) => i.closest("[inert]") === null && (!i.complete || i.naturalWidth === 0))
            .map((i) => i.src),
        ),
      )
      .toEqual([]);
  });

  it("the carousel advances by itself every 5 s, and not when the user prefers reduced motion", async () => {
    const page = await h.newPage();
    await page.goto(h.url("/"));
    await h1(page);
    const active = () => page.locator('[aria-roledescription="slide"]:not([aria-hidden])').getAttribute("aria-label");
    expect(await active()).toBe("1 of 3");
    await page.waitForTimeout(5600);
    expect(await active()).toBe("2 of 3");

    const still = await h.newPage({ reducedMotion: "reduce" });
    await still.goto(h.url("/"));
    await h1(still);
    await still.waitForTimeout(5600);
    expect(await still.locator('[aria-roledescription="slide"]:not([aria-hidden])').getAttribute("aria-label")).toBe("1 of 3");
  });

  it("an unknown path shows the not-found page with header and footer", async () => {
    const page = await h.newPage();
    await page.goto(h.url("/no-such-page"));
    await expectH1(page, "Page not found");
    expect(await page.getByRole("banner").count()).toBe(1);
    expect(await page.getByRole("contentinfo").count()).toBe(1);
    expect(await page.title()).toContain("Page not found");
  });

  it("/showSuccessModal shows the success popup, which closes itself after 2.5 s and ignores Escape and outside clicks", async () => {
    const page = await h.newPage();
    await page.goto(h.url("/showSuccessModal"));
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.waitFor({ state: "detached", timeout: 4000 });
    await page.waitForURL((u) => u.pathname === "/");
  });

  it("on a phone the menu opens with the toggle and closes when a link is clicked", async () => {
    const page = await h.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto(h.url("/"));
    await h1(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.isVisible()).toBe(false);
    await toggle.click();
    expect(await nav.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    await nav.getByRole("button", { name: "Products" }).click();
    await nav.getByRole("link", { name: "Ferrous Metals", exact: true }).click();
    await page.waitForURL("**/ferrousmetal");
    await expectH1(page, "Ferrous Metals");
    expect(await nav.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    // And the toggle closes it too.
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await nav.isVisible()).toBe(true);
    await page.getByRole("button", { name: "Close menu" }).click();
    expect(await nav.isVisible()).toBe(false);
  });

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`the Products dropdown works from the keyboard (WAI-ARIA disclosure navigation, ${label})`, async () => {
      const page = await h.newPage({ viewport });
      await page.goto(h.url("/"));
      await h1(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
      if (viewport === PHONE) await page.getByRole("button", { name: "Open menu" }).click();
      const products = nav.getByRole("button", { name: "Products" });
      await products.focus();
      await page.keyboard.press("ArrowDown");
      expect(await products.getAttribute("aria-expanded")).toBe("true");
      expect(await nav.getByRole("link", { name: "Tyre Scrap" }).isVisible()).toBe(true);
      expect(await focused()).toBe("Ferrous Metals");
      await page.keyboard.press("ArrowDown");
      expect(await focused()).toBe("Non-Ferrous Metals");
      await page.keyboard.press("End");
      expect(await focused()).toBe("Tyre Scrap");
      await page.keyboard.press("ArrowDown");
      expect(await focused()).toBe("Ferrous Metals");
      await page.keyboard.press("ArrowUp");
      expect(await focused()).toBe("Tyre Scrap");
      await page.keyboard.press("Home");
      expect(await focused()).toBe("Ferrous Metals");
      // Escape closes the dropdown and puts the focus back on its button.
      await page.keyboard.press("Escape");
      expect(await products.getAttribute("aria-expanded")).toBe("false");
      expect(await nav.getByRole("link", { name: "Ferrous Metals" }).isVisible()).toBe(false);
      expect(await focused()).toBe("Products");
      if (viewport === PHONE) {
        // A second Escape closes the phone menu, the focus back on its toggle.
        await page.keyboard.press("Escape");
        expect(await nav.isVisible()).toBe(false);
        expect(await page.evaluate(() => document.activeElement?.classList.contains("nav-toggle"))).toBe(true);
        await page.getByRole("button", { name: "Open menu" }).click();
        await products.focus();
      }
      // Up Arrow opens it at the last link; Tab out of it closes it; Enter follows a link.
      await page.keyboard.press("ArrowUp");
      expect(await focused()).toBe("Tyre Scrap");
      await page.keyboard.press("Tab");
      expect(await focused()).toBe("Contact Us");
      expect(await products.getAttribute("aria-expanded")).toBe("false");
      await products.focus();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await page.waitForURL("**/nonferrousmetal");
      await expectH1(page, "Non-Ferrous Metals");
      // (On a phone the menu has closed with the navigation, hiding the button from the role query.)
      expect(await page.locator(".site-nav__subtoggle").getAttribute("aria-expanded")).toBe("false");
    });
  }

  it("Products is highlighted in the bar, like the other items, on every category and product page in any letter case", async () => {
    const page = await h.newPage({ viewport: DESKTOP });
    const nav = page.getByRole("navigation", { name: "Main" });
    const products = nav.getByRole("button", { name: "Products" });
    const look = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      return `${style.color} ${style.boxShadow}`;
    };
    await page.goto(h.url("/About"));
    await h1(page);
    const activeLook = await nav.getByRole("link", { name: "About us" }).evaluate(look);
    const plainLook = await products.evaluate(look);
    expect(activeLook).not.toBe(plainLook);
    expect(await products.getAttribute("aria-current")).toBeNull();
    const sectionPages = publicPages.filter((p) => !["/", "/about", "/contact"].includes(p.path)).map((p) => p.path);
    expect(sectionPages).toHaveLength(13);
    for (const path of [...sectionPages, "/TYRESCRAP", "/Stainless"]) {
      await page.goto(h.url(path));
      await h1(page);
      expect(await products.getAttribute("aria-current"), path).toBe("true");
      expect(await products.evaluate(look), path).toBe(activeLook);
    }
    // Followed inside the app too (client-side navigation), and dropped on leaving the section.
    await nav.getByRole("link", { name: "Contact Us" }).click();
    await expectH1(page, "Get In Touch");
    expect(await products.getAttribute("aria-current")).toBeNull();
    expect(await products.evaluate(look)).toBe(plainLook);
  });

  it("no page scrolls sideways at 360 px, and the bar fits on one line at 1280 px", async () => {
    const phone = await h.newPage({ viewport: PHONE });
    for (const p of publicPages) {
      await phone.goto(h.url(p.path));
      await h1(phone);
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, p.path).toBeLessThanOrEqual(0);
    }
    const desktop = await h.newPage({ viewport: DESKTOP });
    await desktop.goto(h.url("/"));
    await h1(desktop);
    const bar = await desktop.locator(".site-header").boundingBox();
    expect(bar!.height).toBeLessThan(80);
  });

  it("Login shows without a token; with one, Logout clears it and goes to /login", async () => {
    const page = await h.newPage();
    await page.goto(h.url("/"));
    await h1(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    await page.evaluate(() => {
      localStorage.setItem("token", "x.y.z");
      localStorage.setItem("user", JSON.stringify({ name: "A" }));
    });
    await page.reload();
    await nav.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([null, null]);
    expect(await nav.getByRole("link", { name: "Login" }).count()).toBe(1);
  });

  it("a stale token in local storage does not stop anyone reading the public pages", async () => {
    const page = await h.newPage();
    await page.goto(h.url("/"));
    await page.evaluate(() => localStorage.setItem("token", "expired.or.forged"));
    for (const p of ["/about", "/contact", "/tdf"]) {
      await page.goto(h.url(p));
      await page.locator(".site-footer__company").waitFor();
      expect(new URL(page.url()).pathname).toBe(p);
    }
  });

  it("the home page loads neither jsPDF nor trading code, and its first load is what the build report says", async () => {
    const report = JSON.parse(fs.readFileSync(path.join(repoRoot, "dist/client/build-report.json"), "utf8"));
    const page = await h.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (["script", "stylesheet"].includes(r.resourceType())) scripts.push(new URL(r.url()).pathname.slice(1));
    });
    await page.goto(h.url("/"), { waitUntil: "networkidle" });
    await h1(page);
    expect(scripts.filter((s) => /jspdf|autotable|trading|pdf/i.test(s))).toEqual([]);
    const known = new Set<string>(report.homeFirstLoad.files);
    expect(scripts.filter((s) => !known.has(s))).toEqual([]);
    const gzip = scripts.reduce((n, s) => n + gzipSync(fs.readFileSync(path.join(repoRoot, "dist/client", s))).length, 0);
    console.info(`[e2e] home page fetched ${scripts.length} script/style files, ${(gzip / 1024).toFixed(1)} KiB gzip in all`);
    expect(report.homeFirstLoad.totalGzip).toBeLessThan(120 * 1024);
  });

  /**
   * Issue 20, finding 4: taps and typing from the moment the HTML arrives. The app's scripts are held
   * back for a while (as on a slow phone connection), so every action below happens before hydration.
   */
  async function pageWithScriptsHeld(path: string, viewport: { width: number; height: number }) {
    const page = await h.newPage({ viewport });
    const html = await (await fetch(h.url(path))).text();
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)![1];
    await page.route("**/assets/*.js", async (route) => {
      if (!route.request().url().endsWith(entry)) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(h.url(path), { waitUntil: "domcontentloaded" });
    const hydrated = await page.evaluate(() =>
      Object.keys(document.querySelector(".site-header .nav-toggle")!).some((k) => k.startsWith("__reactProps$")),
    );
    expect(hydrated, "the page is not live yet").toBe(false);
    return page;
  }

  it("on a phone, the menu toggle tapped right after DOMContentLoaded opens the menu", async () => {
    const page = await pageWithScriptsHeld("/contact", PHONE);
    const errors = collectPageErrors(page);
    await page.locator(".site-header .nav-toggle").click();
    await waitForHydration(page);
    await expect.poll(() => page.locator(".site-header .nav-toggle").getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About us" }).waitFor({ state: "visible" });
    expect(errors).toEqual([]);
  });

  it("a contact form filled in and sent before the page is live is sent, with everything typed", async () => {
    const page = await pageWithScriptsHeld("/contact", DESKTOP);
    const errors = collectPageErrors(page);
    const typed = {
      "First name": "Early",
      "Last name": "Bird",
      Email: "early.bird@example.com",
      Phone: "0501234567",
      Message: "Typed before the scripts arrived",
    };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);
    const sent = page.waitForRequest((r) => r.url().endsWith("/graphql") && (r.postData() ?? "").includes("sendEnquiry"));
    await page.getByRole("button", { name: "Send message" }).click();
    expect(JSON.parse((await sent).postData()!).variables.input).toEqual({
      name: "Early Bird",
      email: "early.bird@example.com",
      phone: "0501234567",
      tour: "",
      message: "Typed before the scripts arrived",
    });
    await expect.poll(() => page.getByRole("status").textContent(), { timeout: 10_000 }).toBe("Message sent successfully!");
    expect(errors).toEqual([]);
  });

  it("text typed before the page is live stays, and the live form goes on from it", async () => {
    const page = await pageWithScriptsHeld("/contact", PHONE);
    await page.getByLabel("First name").fill("Rashid");
    await page.getByLabel("Email").fill("rashid@example.com");
    await waitForHydration(page);
    await page.getByLabel("First name").press("End");
    await page.getByLabel("First name").pressSequentially(" Khan");
    await page.getByLabel("Phone").fill("0501234567");
    expect(await page.getByLabel("First name").inputValue()).toBe("Rashid Khan");
    expect(await page.getByLabel("Email").inputValue()).toBe("rashid@example.com");
  });

  it("on a desktop, the Products menu clicked before the page is live opens once it is", async () => {
    const page = await pageWithScriptsHeld("/about", DESKTOP);
    const products = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" });
    await products.click();
    await waitForHydration(page);
    await expect.poll(() => products.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tyre Scrap" }).waitFor({ state: "visible" });
  });
});
