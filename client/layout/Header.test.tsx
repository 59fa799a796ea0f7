import { fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Header, inProductsSection } from "./Header.tsx";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader(path = "/") {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <Header />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const toggle = () => screen.getByRole("button", { name: /menu/i });
const nav = () => screen.getByRole("navigation", { name: "Main" });

describe("Header", () => {
  it("has every link of the bar, with the spec's paths and labels", () => {
    renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Products" }));
    const links = within(nav())
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/"],
      ["About us", "/About"],
      ["Ferrous Metals", "/ferrousmetal"],
      ["Non-Ferrous Metals", "/nonferrousmetal"],
      ["Tyre Scrap", "/Tyrescrap"],
      ["Contact Us", "/Contact"],
      ["Buyer", "/dashboard1"],
      ["Supplier", "/dashboard"],
      ["Login", "/login"],
    ]);
  });

  it("the toggle expands and collapses the menu", () => {
    renderHeader();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(toggle().getAttribute("aria-controls")).toBe(nav().id);
    expect(nav().className).not.toContain("is-open");
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(toggle().textContent).toContain("Close menu");
    expect(nav().className).toContain("is-open");
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(nav().className).not.toContain("is-open");
  });

  it("collapses again when a link is clicked", () => {
    renderHeader();
    fireEvent.click(toggle());
    fireEvent.click(within(nav()).getByRole("link", { name: "About us" }));
    expect(screen.getByTestId("where").textContent).toBe("/About");
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(nav().className).not.toContain("is-open");

    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("button", { name: "Products" }));
    fireEvent.click(within(nav()).getByRole("link", { name: "Tyre Scrap" }));
    expect(screen.getByTestId("where").textContent).toBe("/Tyrescrap");
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("button", { name: "Products" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("Escape closes the product menu, then the whole menu, returning focus to the toggle", () => {
    renderHeader();
    fireEvent.click(toggle());
    const products = screen.getByRole("button", { name: "Products" });
    fireEvent.click(products);
    expect(products.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(products, { key: "Escape" });
    expect(products.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(products);
    fireEvent.keyDown(products, { key: "Escape" });
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());
  });

  it("Escape on the menu toggle itself (outside the nav) closes the phone menu", () => {
    renderHeader();
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(toggle(), { key: "Escape" });
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());
  });

  it("Down Arrow on Products opens the dropdown at its first link, Up Arrow at its last", () => {
    renderHeader();
    const products = screen.getByRole("button", { name: "Products" });
    products.focus();
    fireEvent.keyDown(products, { key: "ArrowDown" });
    expect(products.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement?.textContent).toBe("Ferrous Metals");
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(products.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(products);
    fireEvent.keyDown(products, { key: "ArrowUp" });
    expect(products.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement?.textContent).toBe("Tyre Scrap");
  });

  it("in the dropdown, arrows move between the links (wrapping), Home and End go to the ends", () => {
    renderHeader();
    const products = screen.getByRole("button", { name: "Products" });
    fireEvent.click(products);
    const focused = () => document.activeElement?.textContent;
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    products.focus();
    press("ArrowDown");
    expect(focused()).toBe("Ferrous Metals");
    press("ArrowDown");
    expect(focused()).toBe("Non-Ferrous Metals");
    press("ArrowDown");
    expect(focused()).toBe("Tyre Scrap");
    press("ArrowDown");
    expect(focused()).toBe("Ferrous Metals");
    press("ArrowUp");
    expect(focused()).toBe("Tyre Scrap");
    press("Home");
    expect(focused()).toBe("Ferrous Metals");
    press("End");
    expect(focused()).toBe("Tyre Scrap");
    // Other keys (Tab, letters) are left to the browser.
    const tab = fireEvent.keyDown(document.activeElement!, { key: "Tab" });
    expect(tab).toBe(true);
    expect(products.getAttribute("aria-expanded")).toBe("true");
  });

  it("the dropdown closes when the focus leaves it, not while it moves inside", () => {
    renderHeader();
    const products = screen.getByRole("button", { name: "Products" });
    fireEvent.click(products);
    const [first, second] = within(nav())
      .getAllByRole("link")
      .filter((a) => a.closest(".site-nav__menu"));
    fireEvent.blur(first, { relatedTarget: second });
    expect(products.getAttribute("aria-expanded")).toBe("true");
    fireEvent.blur(second, { relatedTarget: within(nav()).getByRole("link", { name: "Contact Us" }) });
    expect(products.getAttribute("aria-expanded")).toBe("false");
  });

  it.each(["/ferrousmetal", "/NonFerrousMetal", "/Tyrescrap", "/tyrescrap/", "/stainless", "/HMS", "/tdf"])(
    "marks Products as the current section on %s",
    (path) => {
      renderHeader(path);
      const products = screen.getByRole("button", { name: "Products" });
      expect(products.className).toContain("active");
      expect(products.getAttribute("aria-current")).toBe("true");
    },
  );

  it.each(["/", "/About", "/contact", "/dashboard", "/stainless-steel", "/no-such-page"])("does not mark Products on %s", (path) => {
    renderHeader(path);
    const products = screen.getByRole("button", { name: "Products" });
    expect(products.className).not.toContain("active");
    expect(products.hasAttribute("aria-current")).toBe(false);
  });

  it("on a category page its link in the dropdown is the current page", () => {
    renderHeader("/TYRESCRAP");
    fireEvent.click(screen.getByRole("button", { name: "Products" }));
    expect(within(nav()).getByRole("link", { name: "Tyre Scrap" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav()).getByRole("link", { name: "Ferrous Metals" }).hasAttribute("aria-current")).toBe(false);
  });

  it("knows the products section: the 3 category and 10 product pages, in any case", () => {
    expect(["/ferrousmetal", "/nonferrousmetal", "/tyrescrap", "/baledtyres", "/COPPERWIRESCRAP"].every(inProductsSection)).toBe(true);
    expect(["/", "/about", "/tyres", "/ferrousmetal/x"].some(inProductsSection)).toBe(false);
  });

  it("shows Login without a stored token", () => {
    renderHeader();
    expect(within(nav()).getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(within(nav()).queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it("shows Logout with a token; Logout removes token and user, switches the bar and goes to /login", () => {
    localStorage.setItem("token", "abc");
    localStorage.setItem("user", JSON.stringify({ name: "Ali" }));
    localStorage.setItem("unrelated", "kept");
    renderHeader("/about");
    expect(within(nav()).queryByRole("link", { name: "Login" })).toBeNull();
    fireEvent.click(within(nav()).getByRole("button", { name: "Logout" }));
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(localStorage.getItem("unrelated")).toBe("kept");
    expect(within(nav()).getByRole("link", { name: "Login" })).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/login");
  });
});
