import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type RefObject } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { clearSession, getStoredUser, getToken, TOKEN_KEY } from "../auth/session.ts";
import { categories } from "../../shared/content/categories.ts";
import { productOrder, productPath } from "../../shared/content/productSlugs.ts";
import { artUrl } from "../assets/art.ts";
import { roleLabel, rolePaths } from "../../shared/roles.ts";
import { useCompanyNameForTitles } from "../components/pageMeta.ts";
import { useSiteInfo } from "../site/siteInfo.ts";

/** Without the company's details (a page the server did not prepare) the logo link is still named. */
export function HeaderBrandFallback() {
  return <span className="visually-hidden">Home</span>;
}

const tokenListeners = new Set<() => void>();

function subscribeToken(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === TOKEN_KEY) onChange();
  };
  tokenListeners.add(onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    tokenListeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * SPEC section 4: logged in when a token is stored. The server does not know, so the page it sends
 * (and the hydration of it) shows Login; the bar switches right after hydration when a token is there.
 */
function useLoggedIn(): [boolean, () => void] {
  const loggedIn = useSyncExternalStore(
    subscribeToken,
    () => Boolean(getToken()),
    () => false,
  );
  const loggedOut = () => tokenListeners.forEach((l) => l());
  return [loggedIn, loggedOut];
}

const productsSection = new Set([...categories.map((c) => c.path), ...productOrder.map(productPath)]);

/** A category or product page, whatever the letter case (the router matches paths case-insensitively). */
export function inProductsSection(pathname: string): boolean {
  return productsSection.has(pathname.toLowerCase().replace(/\/+$/, ""));
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [productsOpen, setProductsOpen] = useState(false);
  const [loggedIn, loggedOut] = useLoggedIn();
  // The house's staff (their stored sign-in says so) see their desk in the menu.
  const staff = useSyncExternalStore(
    subscribeToken,
    () => Boolean(getToken() && getStoredUser<{ houseRole?: string | null }>()?.houseRole),
    () => false,
  );
  const site = useSiteInfo();
  useCompanyNameForTitles(site?.companyName);
  const navigate = useNavigate();
  const location = useLocation();
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const productsButtonRef = useRef<HTMLButtonElement>(null);
  const logo = artUrl("logo");

  // Any navigation (a link click, back/forward) collapses the menu and the dropdown.
  useEffect(() => {
    setMenuOpen(false);
    setProductsOpen(false);
  }, [location.pathname]);

  function closeAll() {
    setMenuOpen(false);
    setProductsOpen(false);
  }

  /** Escape closes the dropdown, else the phone menu, wherever the focus is in the bar (the toggle is outside the nav). */
  function escapeKey(e: KeyboardEvent<HTMLElement>) {
    if (e.key !== "Escape") return;
    if (productsOpen) {
      setProductsOpen(false);
      productsButtonRef.current?.focus();
    } else if (menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  }

  function logout() {
    clearSession();
    loggedOut();
    closeAll();
    navigate("/login");
  }

  return (
    <header className="site-header" onKeyDown={escapeKey}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="container site-header__bar">
        <Link to="/" className="brand" onClick={closeAll}>
          {logo ? <img className="brand__logo" src={logo} alt="" width="44" height="44" /> : null}
          {site ? <span className="brand__name">{site.companyName}</span> : <HeaderBrandFallback />}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="visually-hidden">{menuOpen ? "Close menu" : "Open menu"}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <nav
          id={navId}
          aria-label="Main"
          className={`site-nav${menuOpen ? " is-open" : ""}`}
          onClick={(e) => {
            // A click on any link collapses the mobile menu (SPEC section 2).
            if ((e.target as HTMLElement).closest("a")) closeAll();
          }}
        >
          <ul className="site-nav__list">
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/About">About us</NavLink>
            </li>
            <ProductsMenu
              open={productsOpen}
              onOpenChange={setProductsOpen}
              buttonRef={productsButtonRef}
              inProducts={inProductsSection(location.pathname)}
            />
            <li>
              <NavLink to="/Contact">Contact Us</NavLink>
            </li>
            <li>
              <NavLink to={rolePaths.BUYER.dashboard}>{roleLabel.BUYER}</NavLink>
            </li>
            <li>
              <NavLink to={rolePaths.SUPPLIER.dashboard}>{roleLabel.SUPPLIER}</NavLink>
            </li>
            {staff ? (
              <li>
                <NavLink to="/desk">Desk</NavLink>
              </li>
            ) : null}
            <li className="site-nav__auth">
              {loggedIn ? (
                <button type="button" className="btn btn--small btn--outline" onClick={logout}>
                  Logout
                </button>
              ) : (
                <Link to="/login" className="btn btn--small">
                  Login
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

/**
 * The Products item of the bar and its dropdown of categories: opened by a click or (WAI-ARIA
 * disclosure navigation) an arrow key, closed when the pointer or focus goes elsewhere. Whether it
 * is open is the bar's (`open`), which also closes it on Escape and on navigation.
 */
function ProductsMenu({
  open,
  onOpenChange,
  buttonRef,
  inProducts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The page shown is a category's or a product's. */
  inProducts: boolean;
}) {
  const productsId = useId();
  const productsRef = useRef<HTMLLIElement>(null);
  const productsMenuRef = useRef<HTMLUListElement>(null);
  // The link (0: first, -1: last) that takes the focus once the dropdown an arrow key opened is shown.
  const focusOnOpen = useRef<number | null>(null);

  // The product dropdown closes when the pointer or focus goes elsewhere.
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!productsRef.current?.contains(e.target as Node)) onOpenChange(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  useEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    focusMenuLink(focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  /** Focuses the dropdown's link at `index` (negative: from the end; wraps around). */
  function focusMenuLink(index: number) {
    const links = Array.from(productsMenuRef.current?.querySelectorAll("a") ?? []);
    if (links.length) links[((index % links.length) + links.length) % links.length].focus();
  }

  /**
   * WAI-ARIA disclosure navigation: on Products, Down/Up Arrow open the dropdown at its first/last
   * link; inside it, Down/Up Arrow move between the links and Home/End go to the first/last.
   * Escape is handled by the whole bar (it also closes the phone menu).
   */
  function productsKeys(e: KeyboardEvent<HTMLLIElement>) {
    if (e.target === buttonRef.current && (e.key === "ArrowDown" || e.key === "ArrowUp")) {
      e.preventDefault();
      const edge = e.key === "ArrowDown" ? 0 : -1;
      if (open) focusMenuLink(edge);
      else {
        focusOnOpen.current = edge;
        onOpenChange(true);
      }
      return;
    }
    const links = Array.from(productsMenuRef.current?.querySelectorAll("a") ?? []);
    const at = links.indexOf(e.target as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    const target = moves[e.key];
    if (at < 0 || target === undefined) return;
    e.preventDefault();
    focusMenuLink(target);
  }

  return (
    <li
      className={`site-nav__sub${open ? " is-open" : ""}`}
      ref={productsRef}
      onKeyDown={productsKeys}
      onBlur={(e) => {
        // Tabbing out of the dropdown closes it.
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`site-nav__subtoggle${inProducts ? " active" : ""}`}
        // The bar marks the section of the page shown, as NavLink marks the other items.
        aria-current={inProducts ? "true" : undefined}
        aria-expanded={open}
        aria-controls={productsId}
        onClick={() => onOpenChange(!open)}
      >
        Products
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={productsId} ref={productsMenuRef} className="site-nav__menu" hidden={!open}>
        {categories.map((c) => (
          <li key={c.id}>
            <NavLink to={c.navPath}>{c.navLabel}</NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
