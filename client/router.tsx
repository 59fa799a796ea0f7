import type { ComponentType } from "react";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router-dom";
import type { GraphQLTaggedNode, OperationType, VariablesOf } from "relay-runtime";
import type { SupplierDashboardPageQuery } from "./__generated__/SupplierDashboardPageQuery.graphql.ts";
import type { BuyerDashboardPageQuery } from "./__generated__/BuyerDashboardPageQuery.graphql.ts";
import type { ProfilePageQuery } from "./__generated__/ProfilePageQuery.graphql.ts";
import type { LotsPageQuery } from "./__generated__/LotsPageQuery.graphql.ts";
import type { LotDetailsPageQuery } from "./__generated__/LotDetailsPageQuery.graphql.ts";
import type { JoinPageQuery } from "./__generated__/JoinPageQuery.graphql.ts";
import type { DeskCounterpartiesPageQuery } from "./__generated__/DeskCounterpartiesPageQuery.graphql.ts";
import type { DeskCompanyPageQuery } from "./__generated__/DeskCompanyPageQuery.graphql.ts";
import type { DeskAgeingPageQuery } from "./__generated__/DeskAgeingPageQuery.graphql.ts";
import type { EnquiriesPageQuery } from "./__generated__/EnquiriesPageQuery.graphql.ts";
import type { EnquiryPageQuery } from "./__generated__/EnquiryPageQuery.graphql.ts";
import type { DeskLayoutQuery } from "./__generated__/DeskLayoutQuery.graphql.ts";
import type { StaffPageQuery } from "./__generated__/StaffPageQuery.graphql.ts";
import type { DeskJoinPageQuery } from "./__generated__/DeskJoinPageQuery.graphql.ts";
import { Layout } from "./layout/Layout.tsx";
import { RouteErrorPage } from "./pages/RouteErrorPage.tsx";
import { productOrder, type ProductSlug } from "../shared/content/productSlugs.ts";

/**
 * Routes. React Router matches paths case-insensitively by default (`caseSensitive` is false),
 * so /About, /Contact and /Tyrescrap reach the same pages as /about, /contact and /tyrescrap.
 *
 * The server renders the public pages (client/entryServer.tsx) with the company's details from
 * its settings, so they need no query. Every page is its own chunk, loaded when the route is
 * entered; Relay (a third of the site's script) loads only with the pages that use it: contact
 * (its form) and the trading back office. A route with data preloads its query in `loader` with `relayLoader`
 * (kept here, outside the page's chunk, so the query and the page's code load in parallel) and
 * the page reads it with usePreloadedQuery. Pages that use Relay sit under `relayRoutes`, whose
 * layout route provides the Relay environment.
 */

/** SPEC section 9: a page's code that has not arrived after 120 s is given up on. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading the page timed out after ${ms / 1000} s`)), ms);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** A lazily loaded page: `pick` chooses the component from the module. */
export function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject["lazy"] {
  return async () => ({ Component: pick(await withTimeout(load)) });
}

const loadRelay = () => import("./relay/runtime.ts");

type LoaderArgs = { params: Record<string, string | undefined>; request: Request };

/**
 * A loader that starts a page's query. `artifact` loads the compiled query from __generated__
 * (lazily, so that no trading query or helper sits in the home page's script); `variables` may be
 * async for the same reason. The query, Relay and the page's own chunk all load in parallel.
 */
export function relayLoader<T extends OperationType>(
  artifact: () => Promise<{ default: GraphQLTaggedNode }>,
  variables?: (args: LoaderArgs) => VariablesOf<T> | Promise<VariablesOf<T>>,
) {
  return async (args: LoaderArgs) => {
    const [relay, query, vars] = await Promise.all([
      withTimeout(loadRelay),
      withTimeout(artifact),
      variables ? variables(args) : ({} as VariablesOf<T>),
    ]);
    return relay.preloadQuery<T>(query.default, vars);
  };
}

const loadProductPage = () => import("./pages/ProductPage.tsx");
const loadCategoryPage = () => import("./pages/CategoryPage.tsx");

function productRoute(slug: ProductSlug): RouteObject {
  return {
    path: slug,
    lazy: page(loadProductPage, (m) => {
      const ProductRoute = () => <m.ProductPage slug={slug} />;
      ProductRoute.displayName = `ProductRoute(${slug})`;
      return ProductRoute;
    }),
  };
}

export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import("./pages/HomePage.tsx"),
      (m) => m.default,
    ),
  },
  {
    path: "about",
    lazy: page(
      () => import("./pages/AboutPage.tsx"),
      (m) => m.default,
    ),
  },
  { path: "ferrousmetal", lazy: page(loadCategoryPage, (m) => m.FerrousMetalPage) },
  { path: "nonferrousmetal", lazy: page(loadCategoryPage, (m) => m.NonFerrousMetalPage) },
  { path: "tyrescrap", lazy: page(loadCategoryPage, (m) => m.TyreScrapPage) },
  ...productOrder.map(productRoute),
  {
    path: "showSuccessModal",
    lazy: page(
      () => import("./pages/ShowSuccessModalPage.tsx"),
      (m) => m.default,
    ),
  },
];

/**
 * Pages that talk to the GraphQL API: contact and the trading back office. They render inside
 * RelayRoute (the environment provider). Each page, its query and its helpers are loaded lazily,
 * so none of it (nor jsPDF) reaches the public pages: the build report fails the build if the
 * home page's first load contains any of client/pages/{account,dashboard,profile}/ or
 * client/lots/ (the lot screens and the statement exports), and an e2e test checks what the
 * browser actually fetches.
 */
const loadProfilePage = () => import("./pages/profile/ProfilePage.tsx");
const loadLotsPage = () => import("./lots/LotsPage.tsx");
const loadLotDetailsQuery = () => import("./lots/lotDetailsQuery.ts");

export const relayRoutes: RouteObject[] = [
  {
    path: "contact",
    lazy: page(
      () => import("./pages/contact/ContactPage.tsx"),
      (m) => m.default,
    ),
  },
  // Accounts (mutations only, no query to preload).
  {
    path: "login",
    lazy: page(
      () => import("./pages/account/LoginPage.tsx"),
      (m) => m.default,
    ),
  },
  {
    path: "signup",
    lazy: page(
      () => import("./pages/account/SignupPage.tsx"),
      (m) => m.default,
    ),
  },
  {
    path: "forgot-password",
    lazy: page(
      () => import("./pages/account/ForgotPasswordPage.tsx"),
      (m) => m.default,
    ),
  },
  {
    path: "reset-password/:token",
    lazy: page(
      () => import("./pages/account/ResetPasswordPage.tsx"),
      (m) => m.default,
    ),
  },
  // An invitation's link: what it offers, then sign in or up, and join.
  {
    path: "join/:token",
    loader: relayLoader<JoinPageQuery>(
      () => import("./__generated__/JoinPageQuery.graphql.ts"),
      ({ params }) => ({ token: params.token ?? "" }),
    ),
    lazy: page(
      () => import("./members/JoinPage.tsx"),
      (m) => m.default,
    ),
  },
  // A staff invitation's link: what it offers, then sign in or up, and join the staff.
  {
    path: "desk/join/:token",
    loader: relayLoader<DeskJoinPageQuery>(
      () => import("./__generated__/DeskJoinPageQuery.graphql.ts"),
      ({ params }) => ({ token: params.token ?? "" }),
    ),
    lazy: page(
      () => import("./desk/DeskJoinPage.tsx"),
      (m) => m.default,
    ),
  },
  // The house's desk, for Gulf Recycling Traders' staff: a layout (header, nav, the staff check) and its sections.
  {
    path: "desk",
    loader: relayLoader<DeskLayoutQuery>(() => import("./__generated__/DeskLayoutQuery.graphql.ts")),
    lazy: page(
      () => import("./desk/DeskLayout.tsx"),
      (m) => m.default,
    ),
    children: [
      {
        index: true,
        // ?agreement=waiting-for-us|disputed: the list as it was filtered (issue 47).
        loader: relayLoader<DeskCounterpartiesPageQuery>(
          () => import("./__generated__/DeskCounterpartiesPageQuery.graphql.ts"),
          async ({ request }) => ({
            filter: {
              search: null,
              side: null,
              openBalanceOnly: false,
              overdueOnly: false,
              agreement: (await import("./lots/overview/agreementFilter.ts")).agreementFromSearch(new URL(request.url).search) ?? null,
            },
          }),
        ),
        lazy: page(
          () => import("./desk/counterparties/DeskCounterpartiesPage.tsx"),
          (m) => m.default,
        ),
      },
      {
        path: "companies/:companyId",
        loader: relayLoader<DeskCompanyPageQuery>(
          () => import("./__generated__/DeskCompanyPageQuery.graphql.ts"),
          ({ params }) => {
            const companyId = companyIdParam(params.companyId);
            return { companyId, profileId: btoa(`BusinessProfile:${companyId}`) };
          },
        ),
        lazy: page(
          () => import("./desk/counterparties/DeskCompanyPage.tsx"),
          (m) => m.default,
        ),
      },
      {
        path: "ageing",
        loader: relayLoader<DeskAgeingPageQuery>(() => import("./__generated__/DeskAgeingPageQuery.graphql.ts")),
        lazy: page(
          () => import("./desk/ageing/DeskAgeingPage.tsx"),
          (m) => m.default,
        ),
      },
      {
        path: "enquiries",
        loader: relayLoader<EnquiriesPageQuery>(
          () => import("./__generated__/EnquiriesPageQuery.graphql.ts"),
          async ({ request }) => (await import("./desk/enquiries/enquiriesQueryVariables.ts")).enquiriesQueryVariables(request.url),
        ),
        lazy: page(
          () => import("./desk/enquiries/EnquiriesPage.tsx"),
          (m) => m.default,
        ),
      },
      {
        path: "enquiries/:id",
        loader: relayLoader<EnquiryPageQuery>(
          () => import("./__generated__/EnquiryPageQuery.graphql.ts"),
          ({ params }) => ({ id: params.id ?? "" }),
        ),
        lazy: page(
          () => import("./desk/enquiries/EnquiryPage.tsx"),
          (m) => m.default,
        ),
      },
      {
        path: "staff",
        loader: relayLoader<StaffPageQuery>(() => import("./__generated__/StaffPageQuery.graphql.ts")),
        lazy: page(
          () => import("./desk/staff/StaffPage.tsx"),
          (m) => m.default,
        ),
      },
    ],
  },
  // Dashboards and business profiles.
  {
    path: "dashboard",
    loader: relayLoader<SupplierDashboardPageQuery>(() => import("./__generated__/SupplierDashboardPageQuery.graphql.ts")),
    lazy: page(
      () => import("./pages/dashboard/SupplierDashboardPage.tsx"),
      (m) => m.default,
    ),
  },
  {
    path: "dashboard1",
    loader: relayLoader<BuyerDashboardPageQuery>(() => import("./__generated__/BuyerDashboardPageQuery.graphql.ts")),
    lazy: page(
      () => import("./pages/dashboard/BuyerDashboardPage.tsx"),
      (m) => m.default,
    ),
  },
  {
    path: "add-supplier",
    loader: relayLoader<ProfilePageQuery>(() => import("./__generated__/ProfilePageQuery.graphql.ts")),
    lazy: page(loadProfilePage, (m) => m.SupplierProfilePage),
  },
  {
    path: "buyerbusinessprofile",
    loader: relayLoader<ProfilePageQuery>(() => import("./__generated__/ProfilePageQuery.graphql.ts")),
    lazy: page(loadProfilePage, (m) => m.BuyerProfilePage),
  },
  // Lots: one screen for both roles, and the lot ledger (its lot comes as navigation state and in the address).
  {
    path: "add-lot",
    loader: relayLoader<LotsPageQuery>(() => import("./__generated__/LotsPageQuery.graphql.ts")),
    lazy: page(loadLotsPage, (m) => m.SupplierLotsPage),
  },
  {
    path: "addlotbuyer",
    loader: relayLoader<LotsPageQuery>(() => import("./__generated__/LotsPageQuery.graphql.ts")),
    lazy: page(loadLotsPage, (m) => m.BuyerLotsPage),
  },
  {
    path: "lot-details",
    loader: relayLoader<LotDetailsPageQuery>(
      async () => ({ default: (await loadLotDetailsQuery()).lotDetailsPageQuery }),
      async ({ request }) => (await loadLotDetailsQuery()).lotDetailsQueryVariables(request.url),
    ),
    lazy: page(
      () => import("./lots/LotDetailsPage.tsx"),
      (m) => m.default,
    ),
  },
];

/** The address's company id, or 0 (no such company: the page says so) when it is not one. */
export function companyIdParam(value: string | undefined): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : 0;
}

export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    Component: Layout,
    // If the layout itself fails, show the error without it.
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => null,
    children: [
      {
        // Errors inside a page keep the header and footer around them.
        ErrorBoundary: RouteErrorPage,
        children: [
          ...publicRoutes,
          { lazy: page(loadRelay, (m) => m.RelayRoute), children: relayRoutes },
          {
            path: "*",
            lazy: page(
              () => import("./pages/NotFoundPage.tsx"),
              (m) => m.default,
            ),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the code of the routes that match `pathname` into the route objects, so that a router
 * created afterwards renders the page at once: hydrating a server-rendered page must render the
 * same tree the server did, not a loading state.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
