import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const siteInfo = {
  companyName: "Test Scrap Co",
  address: "Plot 1, Industrial Area, Sharjah",
  phone: "+971 6 000 0000",
  generalEmail: "info@test.example",
  salesEmail: "sales@test.example",
};

const requests: { body: { operationName: string }; headers: Record<string, string> }[] = [];

// A fresh module graph per test: a new Relay environment with an empty store. The public pages
// must make no request at all: the company's details come with the page (shared/siteInfo.ts).
let routes: (typeof import("./router.tsx"))["routes"];
let SiteInfoContext: (typeof import("./site/siteInfo.ts"))["SiteInfoContext"];

beforeEach(async () => {
  vi.resetModules();
  routes = (await import("./router.tsx")).routes;
  SiteInfoContext = (await import("./site/siteInfo.ts")).SiteInfoContext;
  requests.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      requests.push({ body, headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify({ errors: [{ message: "no request expected" }] }), {
        status: 500,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <SiteInfoContext value={siteInfo}>
      <RouterProvider router={router} />
    </SiteInfoContext>,
  );
  return router;
}

const heading = async (name: string) => screen.findByRole("heading", { level: 1, name }, { timeout: 5000 });

describe("routes", () => {
  it.each([
    ["/About", "About us"],
    ["/about", "About us"],
    ["/ABOUT", "About us"],
    ["/Contact", "Get In Touch"],
    ["/contact", "Get In Touch"],
    ["/Tyrescrap", "Tyre Scrap"],
    ["/tyrescrap", "Tyre Scrap"],
    ["/FerrousMetal", "Ferrous Metals"],
    ["/TDF", "Tyre Derived Fuel (TDF)"],
  ])("match case-insensitively: %s", async (path, name) => {
    renderAt(path);
    expect(await heading(name)).toBeTruthy();
  });

  it("shows a not-found page with the header and footer for an unknown path", async () => {
    renderAt("/copper");
    expect(await heading("Page not found")).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    // It suggests the page that was probably meant.
    expect(screen.getByRole("link", { name: "Copper Wire Scrap" }).getAttribute("href")).toBe("/copperwirescrap");
  });

  it("fills the header and footer from the site's details and completes the page title, without a request", async () => {
    renderAt("/hms");
    await heading("HMS 1 and 2");
    expect(await screen.findByText(siteInfo.address)).toBeTruthy();
    expect(screen.getByRole("link", { name: siteInfo.phone }).getAttribute("href")).toBe("tel:+97160000000");
    expect(screen.getByRole("link", { name: siteInfo.generalEmail }).getAttribute("href")).toBe(`mailto:${siteInfo.generalEmail}`);
    await waitFor(() => expect(document.title).toBe(`HMS 1 and 2 | ${siteInfo.companyName}`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/HMS 1 and HMS 2/);
    expect(requests).toEqual([]);
  });

  it("contact shows the address, the phone and both mail contacts, without a request", async () => {
    localStorage.setItem("token", "t0ken");
    renderAt("/contact");
    await heading("Get In Touch");
    expect(await screen.findByRole("link", { name: siteInfo.salesEmail })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: siteInfo.generalEmail }).length).toBe(2); // contact card and footer
    expect(requests).toEqual([]);
  });
});
