import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { createRouter, loadMatchedRoutes } from "./router.tsx";
import { readSiteInfo } from "./site/siteInfo.ts";
import "./styles/global.css";
// Styles of what the server renders go in the entry's stylesheet, which the HTML links: a page
// chunk's own CSS only arrives with its script, after the server's HTML has been shown.
import "./components/carousel.css";

// Relay is not imported here: it loads with the pages that use it (see router.tsx).
const container = document.getElementById("root")!;
const site = readSiteInfo(document);

if (container.hasChildNodes()) {
  // A page the server rendered (client/entry-server.tsx): load its route's code, then take it over.
  await loadMatchedRoutes(window.location.pathname);
  hydrateRoot(container, <App router={createRouter()} site={site} />);
} else {
  createRoot(container).render(<App router={createRouter()} site={site} />);
}
