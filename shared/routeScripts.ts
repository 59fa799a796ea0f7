/**
 * What the page of a screen the browser renders (a signed-in one) fetches at once, named as Vite's
 * manifest names the client's sources (paths under client/). Without it, the browser learns of
 * each script only from the one before (the entry, then the app, then Relay and the page, then
 * the query's artifact) and the query leaves last: on a phone over a slow connection (issue 23)
 * that chain took seconds. The server (server/routeScripts.ts) turns this into tags of the page's
 * head, for the built files and everything they import; the build makes each `start` module an
 * entry of its own (vite.config.ts).
 */
export interface RouteScripts {
  /** Entry scripts run as soon as they arrive, before the app: each starts the screen's query. */
  start: readonly string[];
  /** Modules the screen imports on its way to its first render: fetched at once, run when imported. */
  preload: readonly string[];
}

/** By path, in lower case (routes match in any letter case). */
export const routeScripts: Readonly<Record<string, RouteScripts>> = {
  "/lot-details": {
    start: ["lots/startLotDetailsQuery.ts"],
    // The app (main.tsx imports it), Relay with the route's layout, and what the route's loader and page load (router.tsx).
    preload: ["startApp.tsx", "relay/runtime.ts", "lots/lotDetailsQuery.ts", "lots/LotDetailsPage.tsx"],
  },
};

/** The scripts of the screen at `pathname` (any letter case, a trailing slash or not), if it has any. */
export function routeScriptsFor(pathname: string): RouteScripts | null {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  return Object.hasOwn(routeScripts, path) ? routeScripts[path] : null;
}

/** Every `start` module: the build's extra entries. */
export const startScripts = [...new Set(Object.values(routeScripts).flatMap((route) => route.start))];
