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

// A fresh module graph per test: a new Relay environment with an empty store.
let routes: (typeof import("./router.tsx"))["routes"];

beforeEach(async () => {
  vi.resetModules();
  routes = (await import("./router.tsx")).routes;
  requests.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      requests.push({ body, headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify({ data: { siteInfo: { ...siteInfo } } }), { headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
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

  it("fills the header and footer from siteInfo and completes the page title", async () => {
    renderAt("/hms");
    await heading("HMS 1 and 2");
    expect(await screen.findByText(siteInfo.address)).toBeTruthy();
    expect(screen.getByRole("link", { name: siteInfo.phone }).getAttribute("href")).toBe("tel:+97160000000");
    expect(screen.getByRole("link", { name: siteInfo.generalEmail }).getAttribute("href")).toBe(`mailto:${siteInfo.generalEmail}`);
    await waitFor(() => expect(document.title).toBe(`HMS 1 and 2 | ${siteInfo.companyName}`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/HMS 1 and HMS 2/);
    expect(requests.map((r) => r.body.operationName)).toEqual(["LayoutQuery"]);
    expect(requests[0].headers.Authorization).toBeUndefined();
  });

  it("does not send a stored token with the public queries (a stale token cannot break the website)", async () => {
    localStorage.setItem("token", "t0ken");
    renderAt("/");
    await heading("Scrap metal and tyre recycling in the UAE");
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(requests[0].body.operationName).toBe("LayoutQuery");
    expect(requests[0].headers.Authorization).toBeUndefined();
  });

  it("contact preloads its own query and shows the sales address", async () => {
    renderAt("/contact");
    await heading("Get In Touch");
    expect(await screen.findByRole("link", { name: siteInfo.salesEmail })).toBeTruthy();
    // LayoutQuery may be answered from the store when ContactPageQuery (a superset) came back first.
    expect(requests.map((r) => r.body.operationName)).toContain("ContactPageQuery");
  });
});
