import { useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { createRouter, loadMatchedRoutes } from "./router.tsx";
import { readSiteInfo } from "../shared/siteInfo.ts";

/** Renders nothing; runs `onLive` once, when the hydrated page first commits (its effects run after the whole tree's). */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/**
 * Starts the React app in `container` (loaded by main.tsx): takes over the page the server
 * rendered (client/entryServer.tsx), or renders the screens the server leaves to the browser.
 * `onLive` runs once the server's page responds (main.tsx hands it what the visitor did before).
 */
export async function startApp(container: HTMLElement, onLive: () => void = () => {}): Promise<void> {
  // Relay is not imported here: it loads with the pages that use it (see router.tsx).
  const site = readSiteInfo(document);
  if (container.hasChildNodes()) {
    // Load the route's code first: hydrating a lazy route that is not there yet would discard the server's HTML.
    await loadMatchedRoutes(window.location.pathname);
    let ran = false;
    const once = () => {
      if (!ran) onLive();
      ran = true;
    };
    hydrateRoot(
      container,
      <>
        <App router={createRouter()} site={site} />
        <Live onLive={once} />
      </>,
    );
  } else {
    createRoot(container).render(<App router={createRouter()} site={site} />);
  }
}
