import type { CacheConfig } from "relay-runtime";

/**
 * The network option that marks a request of the public website (the layout's site details, the
 * contact page and its enquiry). Such requests never carry the token: they need no identity, and a
 * stale token in local storage must not turn a visit to the home page into a trip to /login.
 * Passed where the operation is fetched or committed, so that renaming a file changes nothing.
 * Free of imports at run time: the router's loaders use it before Relay has loaded.
 */
export const PUBLIC_REQUEST: CacheConfig = { metadata: { public: true } };

export const isPublicRequest = (cacheConfig: CacheConfig | null | undefined): boolean => cacheConfig?.metadata?.public === true;
