import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "./App.tsx";
import { renderPage } from "./entryServer.tsx";
import { createRouter, loadMatchedRoutes } from "./router.tsx";
import { publicPages } from "../shared/publicPages.ts";

const site = {
  companyName: "Test Scrap Co",
  address: "Plot 1, Industrial Area, Sharjah",
  phone: "+971 6 000 0000",
  generalEmail: "info@test.example",
  salesEmail: "sales@test.example",
};
const publicUrl = "https://scrap.example";

// Tells React that act() is in use here (Testing Library sets it; this test renders without it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const render = (path: string) => renderPage({ request: new Request(`${publicUrl}${path}`), site, publicUrl });

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("server rendering", () => {
  it.each([...publicPages.map((p) => p.path), "/About", "/Tyrescrap", "/no-such-page"])(
    "%s hydrates into the same app without a warning",
    async (path) => {
      const page = await render(path);
      expect(page.html).toContain("<h1");
      document.body.innerHTML = `<div id="root">${page.html}</div>`;
      window.history.replaceState(null, "", path);
      const logged = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
      await loadMatchedRoutes(path);
      const recovered: string[] = [];
      const root = await act(async () =>
        hydrateRoot(document.getElementById("root")!, <App router={createRouter()} site={site} />, {
          onRecoverableError: (error) => recovered.push(String(error)),
        }),
      );
      await act(async () => {});
      expect(recovered).toEqual([]);
      for (const spy of logged) expect(spy.mock.calls.map((c) => String(c[0]).slice(0, 500))).toEqual([]);
      act(() => root.unmount());
    },
  );

  it("puts the page's own title, description, canonical URL, preview and company details into the page", async () => {
    const page = await render("/Tyrescrap");
    expect(page.status).toBe(200);
    expect(page.indexable).toBe(true);
    expect(page.head).toContain("<title>Tyre Scrap: Rubber Crumb, Rubber Granules, Baled Tyres, TDF | Test Scrap Co</title>");
    expect(page.head).toContain(`<link rel="canonical" href="${publicUrl}/tyrescrap" />`);
    expect(page.head).toContain(`<meta property="og:image" content="${publicUrl}/og/tyrescrap.jpg" />`);
    expect(page.head).toContain('<script type="application/json" id="site-info">');
    expect(page.html).toContain(site.address);
    expect(page.html).toContain(`href="mailto:${site.generalEmail}"`);
  });

  it("answers an unknown path with the not-found page and 404, kept out of search results", async () => {
    const page = await render("/no-such-page");
    expect(page.status).toBe(404);
    expect(page.indexable).toBe(false);
    expect(page.html).toContain("Page not found");
    expect(page.head).toContain('<meta name="robots" content="noindex" />');
    expect(page.head).not.toContain("canonical");
  });

  it.each(["/login", "/dashboard", "/add-lot", "/lot-details", "/reset-password/abc", "/showSuccessModal"])(
    "leaves %s to the client, marked noindex",
    async (path) => {
      const page = await render(path);
      expect(page).toMatchObject({ status: 200, html: "", indexable: false });
      expect(page.head).toContain('<meta name="robots" content="noindex" />');
      expect(page.head).toContain('id="site-info"');
    },
  );
});
