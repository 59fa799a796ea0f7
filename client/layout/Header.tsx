import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { clearSession, getToken, TOKEN_KEY } from "../auth/session.ts";
import { categories } from "../content/categories.ts";
import { artUrl } from "../content/art.ts";
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
  const loggedIn = useSyncExternalStore(subscribeToken, () => Boolean(getToken()), () => false);
  const loggedOut = () => tokenListeners.forEach((l) => l());
  return [loggedIn, loggedOut];
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [productsOpen, setProductsOpen] = useState(false);
  const [loggedIn, loggedOut] = useLoggedIn();
  const site = useSiteInfo();
  useCompanyNameForTitles(site?.companyName);
  const navigate = useNavigate();
  const location = useLocation();
  const navId = useId();
  const productsId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const productsRef = useRef<HTMLLIElement>(null);
  const logo = artUrl("logo");

  // Any navigation (a link click, back/forward) collapses the menu and the dropdown.
  useEffect(() => {
    setMenuOpen(false);
    setProductsOpen(false);
  }, [location.pathname]);

  // The product dropdown closes when the pointer or focus goes elsewhere.
  useEffect(() => {
    if (!productsOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (!productsRef.current?.contains(e.target as Node)) setProductsOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [productsOpen]);

  function closeAll() {
    setMenuOpen(false);
    setProductsOpen(false);
  }

  function logout() {
    clearSession();
    loggedOut();
    closeAll();
    navigate("/login");
  }

  return (
    <header className="site-header">
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
          onKeyDown={(e) => {
            if (e.key !== "Escape") return;
            if (productsOpen) {
              setProductsOpen(false);
              productsRef.current?.querySelector("button")?.focus();
            } else if (menuOpen) {
              setMenuOpen(false);
              toggleRef.current?.focus();
            }
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
            <li className={`site-nav__sub${productsOpen ? " is-open" : ""}`} ref={productsRef}>
              <button
                type="button"
                className="site-nav__subtoggle"
                aria-expanded={productsOpen}
                aria-controls={productsId}
                onClick={() => setProductsOpen((o) => !o)}
              >
                Products
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
              <ul id={productsId} className="site-nav__menu" hidden={!productsOpen}>
                {categories.map((c) => (
                  <li key={c.id}>
                    <NavLink to={c.navPath}>{c.navLabel}</NavLink>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <NavLink to="/Contact">Contact Us</NavLink>
            </li>
            <li>
              <NavLink to={rolePaths.BUYER.dashboard}>{roleLabel.BUYER}</NavLink>
            </li>
            <li>
              <NavLink to={rolePaths.SUPPLIER.dashboard}>{roleLabel.SUPPLIER}</NavLink>
            </li>
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
