import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { createRouter, loadMatchedRoutes } from "./router.tsx";
import { readSiteInfo } from "./site/siteInfo.ts";
import "./styles/global.css";

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
