import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { createRouter, loadMatchedRoutes } from "./router.tsx";
import { readSiteInfo } from "./site/siteInfo.ts";

/**
 * Starts the React app in `container` (loaded by main.tsx): takes over the page the server
 * rendered (client/entry-server.tsx), or renders the screens the server leaves to the browser.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // Relay is not imported here: it loads with the pages that use it (see router.tsx).
  const site = readSiteInfo(document);
  if (container.hasChildNodes()) {
    // Load the route's code first: hydrating a lazy route that is not there yet would discard the server's HTML.
    await loadMatchedRoutes(window.location.pathname);
    hydrateRoot(container, <App router={createRouter()} site={site} />);
  } else {
    createRoot(container).render(<App router={createRouter()} site={site} />);
  }
}
