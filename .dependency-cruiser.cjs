/*
 * The import rules `npm run lint` enforces (dependency-cruiser). The floors are docs/architecture.md's
 * picture: HTTP on top, then GraphQL/REST, then features, then the caller (context, access), then
 * storage; shared/ beside both sides. A rule's `pathNot` lists its known exceptions by name; the
 * count is in the rule's comment. Tests may reach across (they drive the real handler).
 */
const TESTS = "\\.test\\.tsx?$|^(server|client)/test/";

const HTTP = "^server/(main|app|httpServer|ssr|static|seo|securityHeaders|compression|routeScripts|restRoutes)\\.ts$";
const GRAPHQL = "^server/(builder\\.ts|graphql/|schema/)";
const FEATURES =
  "^server/(ledger|members|changes|live|webhooks|enquiries|house|attachments|accounts|profiles|apiKeys|site|agreement|rest|integrations|pdf)/";
const EVENTS = "^server/events/";
const CALLER = "^server/context\\.ts$|^server/(auth|access)/";
const STORAGE =
  "^server/(db|migrate|migrateCli|databaseListener|config|errors|url|repoRoot|keepRecent|rateLimit|rowIds)\\.ts$|^server/(embedded|mail)/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import cycles anywhere (type-only imports count too).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "client-feature-not-pages",
      comment:
        "A client feature never imports client/pages/ (the signed-in shell and guards are client/shell/). Only the router and the app's entry points, and tests, reach the pages.",
      severity: "error",
      from: { path: "^client/", pathNot: ["^client/pages/", "^client/(App|router|main|startApp|entryServer)\\.tsx?$", TESTS] },
      to: { path: "^client/pages/" },
    },
    {
      name: "shared-imports-neither",
      comment: "shared/ is pure code both sides import; it imports neither.",
      severity: "error",
      from: { path: "^shared/", pathNot: TESTS },
      to: { path: "^(server|client)/" },
    },
    {
      name: "server-not-client",
      comment: "The server never imports client/ (the built SSR bundle is loaded from dist/ at run time).",
      severity: "error",
      from: { path: "^server/", pathNot: TESTS },
      to: { path: "^client/" },
    },
    {
      name: "client-not-server",
      comment: "The client talks to the server over HTTP only.",
      severity: "error",
      from: { path: "^client/", pathNot: TESTS },
      to: { path: "^server/" },
    },
    {
      name: "storage-floor",
      comment: "Storage (database, migrations, mail, settings, limits) imports nothing above it.",
      severity: "error",
      from: { path: STORAGE, pathNot: TESTS },
      to: { path: [HTTP, GRAPHQL, FEATURES, CALLER, EVENTS] },
    },
    {
      name: "caller-floor",
      comment: "The caller (context.ts, the access module access/, auth/) sits below features, GraphQL and HTTP.",
      severity: "error",
      from: { path: CALLER, pathNot: TESTS },
      to: { path: [HTTP, GRAPHQL, FEATURES, EVENTS] },
    },
    {
      name: "events-floor",
      comment:
        "The events floor (events/: a write's change-feed event, webhook deliveries, live announcements) sits below every feature: the ledger, members, attachments and the agreement call it; the feed's readers, webhooks and live streams read what it wrote.",
      severity: "error",
      from: { path: EVENTS, pathNot: TESTS },
      to: { path: [HTTP, GRAPHQL, FEATURES] },
    },
    {
      name: "features-below-http",
      comment:
        "Features and the GraphQL layer never import the HTTP floor. 1 known exception: ledger/statementAnswers.ts -> compression.ts.",
      severity: "error",
      from: { path: [FEATURES, GRAPHQL], pathNot: ["^server/ledger/statementAnswers\\.ts$", TESTS] },
      to: { path: HTTP },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(__generated__|generated)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
