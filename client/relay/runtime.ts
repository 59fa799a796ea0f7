/**
 * Everything Relay, behind one dynamic-import boundary: relay-runtime and react-relay are about a
 * third of the site's script, and the home page can paint without them. Route loaders and the
 * layout's data slots import this module lazily (see router.tsx and layout/Layout.tsx).
 */
export { RelayEnvironmentProvider } from "react-relay/hooks";
// The relay routes' layout comes through the same boundary: one file for it and the loaders' Relay.
export { default as RelayRoute } from "./RelayRoute.tsx";
export { environment, createEnvironment } from "./environment.ts";
export { preloadQuery } from "./preload.ts";
