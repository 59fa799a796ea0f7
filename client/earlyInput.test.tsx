import { act, useEffect, useState, type FormEvent } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { holdEarlyInput } from "./earlyInput.ts";
import { Header } from "./layout/Header.tsx";

/** A page in miniature: a menu toggle, a field and a form, as the server renders them. */
function Page({ onSend, onLive }: { onSend: (name: string) => void; onLive?: () => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  useEffect(() => onLive?.(), [onLive]);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(`${name} <${email}>`);
  };
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        Menu
      </button>
      <form onSubmit={send}>
        <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit">Send</button>
      </form>
      <p data-testid="echo">{name}</p>
    </div>
  );
}

let container: HTMLElement;
afterEach(() => container?.remove());

function serverRendered(): HTMLElement {
  container = document.createElement("div");
  container.innerHTML = renderToString(<Page onSend={() => {}} />);
  document.body.append(container);
  return container;
}

/** Types as a browser does before any script: the field's value changes and an input event fires. */
function typeNatively(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

it("a tap, typing and a submit made before hydration reach the live page", async () => {
  const root = serverRendered();
  const early = holdEarlyInput(root);
  root.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
  typeNatively(root.querySelector<HTMLInputElement>('[aria-label="Name"]')!, "Rashid Khan");
  typeNatively(root.querySelector<HTMLInputElement>('[aria-label="Email"]')!, "rashid@example.com");
  const submitted = new Event("submit", { bubbles: true, cancelable: true });
  root.querySelector("form")!.dispatchEvent(submitted);
  expect(submitted.defaultPrevented, "the bare HTML form is not posted").toBe(true);

  const sent: string[] = [];
  await act(async () => {
    hydrateRoot(root, <Page onSend={(name) => sent.push(name)} onLive={early.replay} />);
  });
  // The replay runs in the hydrated page's effects, and hands over the taps a task later.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(root.querySelector('button[type="button"]')!.getAttribute("aria-expanded")).toBe("true");
  expect(root.querySelector<HTMLInputElement>('[aria-label="Name"]')!.value).toBe("Rashid Khan");
  expect(root.querySelector<HTMLInputElement>('[aria-label="Email"]')!.value).toBe("rashid@example.com");
  expect(root.querySelector('[data-testid="echo"]')!.textContent).toBe("Rashid Khan");
  expect(sent).toEqual(["Rashid Khan <rashid@example.com>"]);
});

it("two taps before hydration leave the menu as it was; after replay nothing more is held", async () => {
  const root = serverRendered();
  const early = holdEarlyInput(root);
  const toggle = root.querySelector<HTMLButtonElement>('button[type="button"]')!;
  toggle.click();
  toggle.click();
  await act(async () => {
    hydrateRoot(root, <Page onSend={() => {}} onLive={early.replay} />);
  });
  // The replay runs in the hydrated page's effects, and hands over the taps a task later.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  await act(async () => toggle.click());
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
});

/** The site's own header, server-rendered, then hydrated once `early` has held what happened meanwhile. */
function headerPage() {
  const header = () => <RouterProvider router={createMemoryRouter([{ path: "*", element: <Header /> }], { initialEntries: ["/"] })} />;
  container = document.createElement("div");
  container.innerHTML = renderToString(header());
  document.body.append(container);
  const early = holdEarlyInput(container);
  function Live() {
    useEffect(() => early.replay(), []);
    return header();
  }
  return {
    root: container,
    hydrate: async () => {
      await act(async () => {
        hydrateRoot(container, <Live />);
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    },
  };
}

it("the phone menu tapped open then Escape before hydration is closed once live, the focus on its toggle", async () => {
  const { root, hydrate } = headerPage();
  const menuToggle = root.querySelector<HTMLButtonElement>("button.nav-toggle")!;
  menuToggle.focus();
  menuToggle.click();
  menuToggle.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  await hydrate();
  expect(menuToggle.getAttribute("aria-expanded")).toBe("false");
  expect(document.activeElement).toBe(menuToggle);
});

it("Down Arrow on Products before hydration opens its dropdown at the first link once live", async () => {
  const { root, hydrate } = headerPage();
  const products = root.querySelector<HTMLButtonElement>("button.site-nav__subtoggle")!;
  products.focus();
  const arrow = new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true });
  products.dispatchEvent(arrow);
  expect(arrow.defaultPrevented, "the page does not scroll as well").toBe(true);
  await hydrate();
  expect(products.getAttribute("aria-expanded")).toBe("true");
  expect(document.activeElement).toBe(root.querySelector(".site-nav__menu a"));
});
